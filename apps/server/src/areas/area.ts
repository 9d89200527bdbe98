/**
 * An area manifest: everything one feature area adds to the process, in one place. app.ts registers
 * the routes and runtime.ts the jobs and schedules by walking the list in areas/index.ts, so a new
 * area is one manifest file and one line in that list (ARCHITECTURE.md, "Adding an area").
 */
import type { AppContext } from '../context.ts';
import type { JobHandler } from '../jobs/queue.ts';
import type { QueueName } from '../jobs/queue-names.ts';
import type { ChannelAccess } from '../realtime/hub.ts';
import type { App } from '../routes/types.ts';
import type { Mailer } from '../services/email/mailer.ts';

/** A routes module's registration function, as routes/<folder>/<name>.routes.ts exports it. */
export type RouteRegistrar = (app: App, ctx: AppContext) => void;

/** What a job handler runs with: the process' context and the mailer. */
export interface JobContext extends AppContext {
  mailer: Mailer;
}

export type AreaJob = (ctx: JobContext, ...job: Parameters<JobHandler>) => Promise<void>;

/** A queue's job sent on a cron schedule (UTC) by pg-boss's scheduler; the queue must be one the same area handles. */
export interface AreaSchedule<Q extends QueueName = QueueName> {
  queue: Q;
  cron: string;
}

/**
 * The name of a domain event an area's services emit. Events arrive with `emit(tx, event)`, whose event
 * map is typed in packages/domain: this type then narrows to that map's keys. Each event has one owning area.
 */
export type AreaEventName = string;

/**
 * The realtime (websocket) channels an area serves, by prefix (`board` serves `board:{id}`), each with the
 * rule that authorizes a subscription (as a read of the thing it names). Each prefix has one owning area.
 */
export type AreaChannels = Readonly<Record<string, ChannelAccess>>;

export interface Area<N extends string = string, Q extends QueueName = QueueName> {
  /** Unique; the key of the area's access-matrix expectations (apps/server/test/matrix/<name>.ts). */
  name: N;
  /** Registered in this order; every API route belongs to exactly one area. */
  routes: readonly RouteRegistrar[];
  /** The queues this area handles, by name (jobs/queue-names.ts). A queue is handled by exactly one area. */
  jobs?: { readonly [K in Q]?: AreaJob };
  schedules?: readonly AreaSchedule<NoInfer<Q>>[];
  /** The domain events this area's services emit. None yet: see AreaEventName. */
  events?: readonly AreaEventName[];
  /** The realtime channels this area serves, by prefix. */
  channels?: AreaChannels;
}

/** Keeps the area's name and queue names as literal types (the matrix is keyed by the names). */
export function defineArea<const N extends string, Q extends QueueName = never>(area: Area<N, Q>): Area<N, Q> {
  return area;
}

export interface JobPlan {
  handlers: Map<QueueName, AreaJob>;
  schedules: AreaSchedule[];
}

/**
 * Checks the list and gathers its jobs. Throws at start when two areas share a name, a queue, an event
 * or a channel, when a queue of jobs/queue-names.ts has no area to handle it (its jobs would wait forever),
 * or when a schedule names a queue its area does not handle.
 */
export function planAreas(areas: readonly Area[], queues: readonly QueueName[]): JobPlan {
  const owners = new Map<string, string>();
  const claim = (kind: string, key: string, area: string) => {
    const owner = owners.get(`${kind}:${key}`);
    if (owner !== undefined) throw new Error(`Area manifests: ${kind} "${key}" is declared by both "${owner}" and "${area}"`);
    owners.set(`${kind}:${key}`, area);
  };
  const handlers = new Map<QueueName, AreaJob>();
  const schedules: AreaSchedule[] = [];
  for (const area of areas) {
    claim('area', area.name, area.name);
    for (const event of area.events ?? []) claim('event', event, area.name);
    for (const channel of Object.keys(area.channels ?? {})) claim('channel', channel, area.name);
    for (const [queue, run] of Object.entries(area.jobs ?? {}) as [QueueName, AreaJob | undefined][]) {
      if (!run) continue;
      if (!queues.includes(queue)) throw new Error(`Area manifests: "${area.name}" handles queue "${queue}", which jobs/queue-names.ts does not name`);
      claim('queue', queue, area.name);
      handlers.set(queue, run);
    }
    for (const schedule of area.schedules ?? []) {
      if (!area.jobs?.[schedule.queue]) throw new Error(`Area manifests: "${area.name}" schedules queue "${schedule.queue}", which it does not handle`);
      schedules.push(schedule);
    }
  }
  const unhandled = queues.filter((q) => !handlers.has(q));
  if (unhandled.length) throw new Error(`Area manifests: no area handles queue(s) ${unhandled.map((q) => `"${q}"`).join(', ')}`);
  return { handlers, schedules };
}
