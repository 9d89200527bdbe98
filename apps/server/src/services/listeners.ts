/**
 * The areas' listeners (issue 21, section 2), as Immich's `@OnEvent`: the area that owns a realtime
 * channel says, in its manifest, which events refresh it and with which message. `emit` runs them in
 * the caller's transaction and announces what they return, so a service never names a channel and
 * a page hears a change exactly when it commits. runtime.ts installs the manifests' listeners at start.
 * The same area says who may subscribe to its channel (ChannelAccess, which the realtime hub asks).
 */
import type { DomainEvent, DomainEventType, RealtimeNotice } from '@ss/domain';
import type { AppContext, RequestAuth } from '../context.ts';

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
