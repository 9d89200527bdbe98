/**
 * Domain events: what happens in the product, typed. The kinds of event are the audit log's action
 * codes (AUDIT_ACTIONS): every event is written as one audit row, and announced on commit to the
 * server's listeners (the `ss_events` channel) with ids only, never names or notes.
 *
 * Each event says where it happened (district, school, student when one is concerned), what it
 * is about (a target: type and id) and its details (changes as `field: [before, after]`, …).
 * Events about a student always carry the student, school and district ids; events about a school
 * its school and district; events about a district its district: listeners rely on these.
 */
import type { AuditAction, AuditTargetType } from './audit.ts';

/** The channel the server announces committed events on. */
export const EVENTS_CHANNEL = 'ss_events';

/** What an event is about. */
export interface EventTarget<T extends AuditTargetType = AuditTargetType> {
  type: T;
  /** null when the target is not one row (a search that was exported). */
  id: number | string | null;
}

interface BaseEvent<A extends AuditAction> {
  type: A;
  /** A refused or failed attempt is recorded too (outcome failure); it is not announced. */
  outcome?: 'success' | 'failure';
  district_id?: number | null;
  school_id?: number | null;
  student_id?: number | null;
  target?: EventTarget | null;
  details?: Record<string, unknown>;
  /** Who acted is emit's second argument, and the row's column names are not event fields: spreading an old audit row in fails to compile. */
  action?: never;
  target_type?: never;
  target_id?: never;
  actor_user_id?: never;
  real_actor_user_id?: never;
  ip?: never;
}

/** One student changed, was read or was added: always where it belongs. */
export interface StudentEvent<A extends AuditAction = StudentAction> extends BaseEvent<A> {
  district_id: number;
  school_id: number;
  student_id: number;
  target: EventTarget<'student'>;
}

/** Something of one school. */
export interface SchoolEvent<A extends AuditAction = SchoolAction> extends BaseEvent<A> {
  district_id: number;
  school_id: number;
}

/** Something of one district. */
export interface DistrictEvent<A extends AuditAction = DistrictAction> extends BaseEvent<A> {
  district_id: number;
}

export type StudentAction = Extract<AuditAction, `student.${string}`>;
export type SchoolAction = Extract<AuditAction, `school.${string}`>;
export type DistrictAction = Extract<AuditAction, `district.${string}`>;

/** The event of each action code. */
export type DomainEventMap = {
  [A in AuditAction]: A extends StudentAction ? StudentEvent<A> : A extends SchoolAction ? SchoolEvent<A> : A extends DistrictAction ? DistrictEvent<A> : BaseEvent<A>;
};

/** Any domain event (a union discriminated by `type`). */
export type DomainEvent = DomainEventMap[AuditAction];

/**
 * What a listener receives on EVENTS_CHANNEL (JSON), once the transaction that emitted the event
 * has committed: ids only. `id` is the audit row's id.
 */
export interface EventNotice {
  id: number;
  type: AuditAction;
  district_id: number | null;
  school_id: number | null;
  target: { type: AuditTargetType; id: string | null } | null;
}
