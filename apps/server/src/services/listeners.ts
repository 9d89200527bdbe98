/**
 * The areas' listeners (issue 21, section 2), as Immich's `@OnEvent`: the area that owns a realtime
 * channel says, in its manifest, which events refresh it and with which message. `emit` runs them in
 * the caller's transaction and announces what they return, so a service never names a channel and
 * a page hears a change exactly when it commits. runtime.ts installs the manifests' listeners at start.
 * The same area says who may subscribe to its channel (ChannelAccess, which the realtime hub asks).
 */
import type { DomainEvent, DomainEventType, RealtimeNotice } from '@ss/domain';
import type { AppContext, RequestAuth } from '../context.ts';
import type { Jobs } from '../jobs/queue.ts';
import type { QueueName } from '../jobs/queue-names.ts';

/** Who may subscribe to one of an area's channels (the realtime hub asks it at each subscription). */
export interface ChannelAccess {
  /** The thing's current version when the auth may read it; null when it may not (or it is gone). */
  authorize(ctx: AppContext, auth: RequestAuth, id: number): Promise<{ version: number } | null>;
}

type FamilyOf<T> = T extends `${infer F}.${string}` ? F : never;
/** An event kind, or a whole family of them (`action.*`). */
export type EventPattern = DomainEventType | `${FamilyOf<DomainEventType>}.*`;
/** The events a pattern matches. */
export type EventOf<P extends EventPattern> = P extends `${infer F}.*` ? Extract<DomainEvent, { type: `${F}.${string}` }> : Extract<DomainEvent, { type: P }>;

/** Turns one committed-with-the-change event into its channel messages. `actor` is who did it (null: the system). Pure: no reads, no writes. */
export type Listener<P extends EventPattern = EventPattern> = (event: EventOf<P>, actor: number | null) => readonly RealtimeNotice[];
/** An area's listeners, by the event kind or family each listens to. */
export type Listeners = { readonly [P in EventPattern]?: Listener<P> };

let installed = new Map<string, Listener[]>();

/** Installs the manifests' listeners (runtime.ts, at start, from planAreas); the same list again replaces them. */
export function useListeners(listeners: readonly Listeners[]) {
  const byPattern = new Map<string, Listener[]>();
  for (const set of listeners) {
    for (const [pattern, listener] of Object.entries(set) as [string, Listener | undefined][]) {
      if (listener) byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), listener]);
    }
  }
  installed = byPattern;
}

/** The channel messages of one event, from every listener of its kind and of its family. */
export function noticesOf(event: DomainEvent, actor: number | null): RealtimeNotice[] {
  const family = `${event.type.slice(0, event.type.indexOf('.'))}.*`;
  return [...(installed.get(event.type) ?? []), ...(installed.get(family) ?? [])].flatMap((listen) => listen(event as never, actor));
}

/**
 * A job an event asks for (issue 22, section 2): the area that handles the queue says, in its manifest, which
 * events start it (`reactions`), so a service that changes a student's data names no job. Like a listener it is
 * pure: `emit` enqueues what it returns in the caller's transaction, so the job exists exactly when the change does.
 */
export interface JobRequest {
  queue: QueueName;
  data: Record<string, unknown>;
}
export type Reaction<P extends EventPattern = EventPattern> = (event: EventOf<P>) => JobRequest | null;
export type Reactions = { readonly [P in EventPattern]?: Reaction<P> };

let reactions = new Map<string, Reaction[]>();
/** The queues of the running runtimes, newest last (tests may run a second server for a while). */
let reactionJobs: Jobs[] = [];

/** Installs the manifests' reactions and the queue their jobs go to (runtime.ts, once the queue is up). */
export function useReactions(sets: readonly Reactions[], jobs: Jobs) {
  const byPattern = new Map<string, Reaction[]>();
  for (const set of sets) {
    for (const [pattern, react] of Object.entries(set) as [string, Reaction | undefined][]) {
      if (react) byPattern.set(pattern, [...(byPattern.get(pattern) ?? []), react]);
    }
  }
  reactions = byPattern;
  reactionJobs = [...reactionJobs.filter((j) => j !== jobs), jobs];
}

/** A runtime's queue stops (runtime.ts, on close): events no longer send jobs to it. */
export function releaseReactions(jobs: Jobs) {
  reactionJobs = reactionJobs.filter((j) => j !== jobs);
}

/** The jobs one event asks for, with the queue to send them to: the caller's own, else the running runtime's (none before one starts). */
export function jobsOf(event: DomainEvent, own?: Jobs): { jobs: Jobs; requests: JobRequest[] } | null {
  const jobs = own ?? reactionJobs.at(-1);
  if (!jobs) return null;
  const family = `${event.type.slice(0, event.type.indexOf('.'))}.*`;
  const requests = [...(reactions.get(event.type) ?? []), ...(reactions.get(family) ?? [])].map((react) => react(event as never)).filter((r): r is JobRequest => r !== null);
  return requests.length ? { jobs, requests } : null;
}
