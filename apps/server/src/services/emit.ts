/**
 * Services emit domain events; nothing else does. `emit` is the one writer of the audit row and of
 * every notification: an audited event's row (the only caller of recordAudit) is announced, in the
 * same statement, on EVENTS_CHANNEL with ids only; then the areas' listeners (services/listeners.ts)
 * turn the event, audited or live, into the messages of the realtime channels they own, announced
 * on REALTIME_CHANNEL, and the areas' reactions into jobs, enqueued with the change. Called with the caller's transaction, the row and the notices commit or roll
 * back with the change: PostgreSQL delivers a notification only on commit, never after a rollback.
 * Events recorded outside a transaction (failed sign-ins, audited reads) take the plain database.
 */
import { EVENTS_CHANNEL, isLiveEvent, type AuditedEvent, type DomainEvent } from '@ss/domain';
import type { Database } from '@ss/db';
import type { ServiceContext } from '../context.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import { announce } from '../repositories/events.repository.ts';
import { auditActor } from './audit-actor.ts';
import { jobsOf, noticesOf } from './listeners.ts';

/** Who did it when it is not the context's signed-in user (sign-in, simulation, jobs): the audit row's columns. */
export interface EventBy {
  actor_user_id: number | null;
  real_actor_user_id?: number | null;
  ip?: string | null;
}

/** A job or the system itself: no user, no address. */
export const SYSTEM: EventBy = { actor_user_id: null };

/** Writes an audited event's row and, unless it records a failure, announces it and its listeners' messages on commit. */
export async function emit(db: Database, by: ServiceContext | EventBy, event: DomainEvent): Promise<void> {
  const who = 'auth' in by ? auditActor(by) : by;
  if (!isLiveEvent(event)) await audit(db, who, event);
  if (event.outcome === 'failure') return;
  for (const notice of noticesOf(event, who.actor_user_id)) await announce(db, notice);
  // The jobs the areas start on this event (their manifests' `reactions`), enqueued in the same transaction.
  const asked = jobsOf(event, 'jobs' in by ? by.jobs : undefined);
  if (asked) for (const job of asked.requests) await asked.jobs.enqueue(db, job.queue, job.data);
}

async function audit(db: Database, who: EventBy, event: AuditedEvent) {
  await recordAudit(
    db,
    {
      ...who,
      action: event.type,
      outcome: event.outcome,
      district_id: event.district_id,
      school_id: event.school_id,
      student_id: event.student_id,
      target_type: event.target?.type,
      target_id: event.target?.id == null ? undefined : String(event.target.id),
      details: event.details,
    },
    event.outcome === 'failure' ? undefined : EVENTS_CHANNEL,
    // A failed attempt is nobody's read of a file: only what happened goes into the access record.
    event.outcome === 'failure' ? [] : studentsOf(event),
  );
}

/** The students an event concerns, for the access record's index: its student (or student target) and those a bulk read included. */
export function studentsOf(event: AuditedEvent): number[] {
  const ids = new Set<number>(event.student_ids ?? []);
  if (event.student_id != null) ids.add(event.student_id);
  else if (event.target?.type === 'student' && event.target.id !== null && /^\d{1,9}$/.test(String(event.target.id))) ids.add(Number(event.target.id));
  return [...ids].filter((id) => Number.isInteger(id) && id > 0);
}
