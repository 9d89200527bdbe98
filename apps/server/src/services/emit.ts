/**
 * Services emit domain events; nothing else does. `emit` writes the event's audit row (the only
 * caller of recordAudit) and, in the same statement, announces it on EVENTS_CHANNEL with ids
 * only. Called with the caller's transaction, the row and the notice commit or roll back with
 * the change: PostgreSQL delivers a notification only on commit, never after a rollback. Events
 * recorded outside a transaction (failed sign-ins, audited reads) take the plain database.
 */
import { EVENTS_CHANNEL, type DomainEvent } from '@ss/domain';
import type { Database } from '@ss/db';
import type { ServiceContext } from '../context.ts';
import { recordAudit } from '../repositories/audit.repository.ts';
import { auditActor } from './audit-actor.ts';

/** Who did it when it is not the context's signed-in user (sign-in, simulation, jobs): the audit row's columns. */
export interface EventBy {
  actor_user_id: number | null;
  real_actor_user_id?: number | null;
  ip?: string | null;
}

/** A job or the system itself: no user, no address. */
export const SYSTEM: EventBy = { actor_user_id: null };

/** Writes the event's audit row and, unless it records a failure, announces it on commit. */
export async function emit(db: Database, by: ServiceContext | EventBy, event: DomainEvent): Promise<void> {
  const who = 'auth' in by ? auditActor(by) : by;
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
  );
}
