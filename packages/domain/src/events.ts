/**
 * Domain events: what happens in the product, typed. Most kinds of event are the audit log's action
 * codes (AUDIT_ACTIONS): each is written as one audit row, and announced on commit to the server's
 * listeners (the `ss_events` channel) with ids only, never names or notes. A few are live only
 * (LIVE_EVENTS: a card moved, a board's edit lock taken or let go): they refresh open pages and
 * write no audit row. The server's `emit` is the one writer of both; the areas' listeners turn an
 * event into the messages of the realtime channels they own (REALTIME_CHANNEL).
 *
 * Each event says where it happened (district, school, student when one is concerned), what it
 * is about (a target: type and id) and its details (changes as `field: [before, after]`, …).
 * Events about a student always carry the student, school and district ids; events about a school
 * its school and district; events about a district its district: listeners rely on these.
 */
import type { AuditAction, AuditTargetType } from './audit.ts';
import type { TBoardEvent } from './contracts/boards.ts';
import type { TMeetingEvent } from './contracts/meetings.ts';
import type { MeetingStatus } from './enums.ts';

/** The channel the server announces committed events on. */
export const EVENTS_CHANNEL = 'ss_events';

/**
 * Where NOTIFY carries the realtime channels' messages (RealtimeNotice) between server copies, on
 * commit: ids, numbers and codes only (any database session may LISTEN; payloads stay small).
 */
export const REALTIME_CHANNEL = 'ss_realtime';

/** A channel's message between server copies: a lock change travels with the holder's id only, and each copy names the holder for its sockets. */
export type WireEvent =
  | Exclude<TBoardEvent, { kind: 'lock' } | { kind: 'presence' }>
  | { kind: 'lock'; holder_id: number | null; broken_by_leader: boolean; leaders_only: boolean }
  /** A meeting channel's events (issue 10). */
  | TMeetingEvent;

/** One message for one realtime channel (`board:{id}`, `meeting:{id}`), as a listener makes it from an event. */
export interface RealtimeNotice {
  channel: string;
  version: number;
  event: WireEvent;
}

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
  /**
   * The students a bulk read or change included (a plans page, an export, a report's listing): ids
   * only, written to the access record's index (audit_event_students), not to the audit row. The
   * event's own student is indexed without being listed here.
   */
  student_ids?: readonly number[];
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

type Of<T extends AuditTargetType> = { type: T; id: number };
/** The subject's version after the change: live pages compare it with theirs. Not written to the audit row. */
type Versioned = { version: number };
type ActionListened = {
  target: Of<'action'>;
  /** The meetings the action is (or was) agreed in, whose run pages show it: not written to the audit row. */ meeting_ids: readonly (number | null)[];
};

/**
 * What the areas' listeners read of an audited event, typed (what is not in the audit row is marked so).
 * An event listed here cannot be emitted without it.
 */
interface ListenedEvents {
  'board.updated': Versioned & { target: Of<'board'> };
  'board.deleted': Versioned & { target: Of<'board'> };
  /** Someone else's lock freed: by a leader (broken_by_leader), or by nobody (the holder left, its time passed). */
  'board.unlocked': Versioned & { target: Of<'board'>; leaders_only: boolean; broken_by_leader: boolean };
  'meeting.updated': Versioned & { target: Of<'meeting'> };
  'meeting.deleted': Versioned & { target: Of<'meeting'> };
  'meeting.started': Versioned & { target: Of<'meeting'>; status: MeetingStatus };
  'meeting.finished': Versioned & { target: Of<'meeting'>; status: MeetingStatus };
  'meeting.reopened': Versioned & { target: Of<'meeting'>; status: MeetingStatus };
  'meeting.attendee_marked': { target: Of<'meeting'>; details: { user: number; absent: boolean } };
  'meeting.norm_reviewed': { target: Of<'meeting'>; details: { position: number; reviewed: boolean } };
  'meeting.note_created': { target: Of<'meeting_note'>; details: { meeting: number } };
  'meeting.note_saved': { target: Of<'meeting_note'>; details: { meeting: number; section: string; version: number } };
  'action.created': ActionListened;
  'action.updated': ActionListened;
  'action.completed': ActionListened;
  'action.abandoned': ActionListened;
  'action.deleted': ActionListened;
}

/** The audited event of each action code. */
export type AuditedEventMap = {
  [A in AuditAction]: (A extends StudentAction ? StudentEvent<A> : A extends SchoolAction ? SchoolEvent<A> : A extends DistrictAction ? DistrictEvent<A> : BaseEvent<A>) &
    (A extends keyof ListenedEvents ? ListenedEvents[A] : unknown);
};

/** The live events: they refresh open pages and write no audit row (a move is kept in the board's own history). */
export const LIVE_EVENTS = ['board.card_moved', 'board.locked', 'board.lock_released'] as const;
export type LiveEventType = (typeof LIVE_EVENTS)[number];

interface LiveBase<T extends LiveEventType> {
  type: T;
  target: Of<'board'>;
  outcome?: never;
  details?: never;
}

/** The live event of each kind; who did it is emit's second argument. */
export type LiveEventMap = {
  'board.card_moved': LiveBase<'board.card_moved'> & Versioned & { student_id: number | null; school_id: number | null; category_id: number; position: number };
  /** The actor took the board's edit lock. */
  'board.locked': LiveBase<'board.locked'> & Versioned & { leaders_only: boolean };
  /** The holder let the lock go (Done, or leaving the page). */
  'board.lock_released': LiveBase<'board.lock_released'> & Versioned & { leaders_only: boolean };
};

/** The event of each kind, audited or live. */
export type DomainEventMap = AuditedEventMap & LiveEventMap;
export type DomainEventType = keyof DomainEventMap;

/** Any domain event (a union discriminated by `type`). */
export type DomainEvent = DomainEventMap[DomainEventType];
export type AuditedEvent = AuditedEventMap[AuditAction];
export type LiveEvent = LiveEventMap[LiveEventType];

/** True for the events that refresh pages only, without an audit row. */
export const isLiveEvent = (e: DomainEvent): e is LiveEvent => (LIVE_EVENTS as readonly string[]).includes(e.type);

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
