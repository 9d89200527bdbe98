/**
 * An area manifest: everything one feature area adds to the process, in one place. app.ts registers
 * the routes and runtime.ts the jobs and schedules by walking the list in areas/index.ts, so a new
 * area is one manifest file and one line in that list (ARCHITECTURE.md, "Adding an area").
 */
import type { AppContext } from '../context.ts';
import type { JobHandler } from '../jobs/queue.ts';
import type { QueueName } from '../jobs/queue-names.ts';
import type { App } from '../lib/fastify-app.ts';
import type { Mailer } from '../services/email/mailer.ts';
import type { ChannelAccess, Listener, Listeners, Reactions } from '../services/listeners.ts';

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
  /** The realtime channels this area serves, by prefix. */
  channels?: AreaChannels;
  /**
   * Which domain events refresh this area's channels, and with which message (services/listeners.ts):
   * `emit` runs them, so no service names a channel. Only the area that serves a channel sends on it.
   */
  listeners?: Listeners;
  /**
   * Which domain events start one of this area's jobs (services/listeners.ts, `Reaction`): `emit` enqueues the
   * job in the event's transaction. The queue must be one this area handles.
   */
  reactions?: Reactions;
}

/** Keeps the area's name and queue names as literal types (the matrix is keyed by the names). */
export function defineArea<const N extends string, Q extends QueueName = never>(area: Area<N, Q>): Area<N, Q> {
  return area;
}

export interface JobPlan {
  handlers: Map<QueueName, AreaJob>;
  schedules: AreaSchedule[];
  /** Every area's listeners, for services/listeners.ts. */
  listeners: Listeners[];
  /** Every area's reactions, each sending only to a queue its area handles. */
  reactions: Reactions[];
}

/** An area's listeners, refusing (a programming error, rolled back with the change) a message on a channel the area does not serve. */
function ownChannelsOnly(area: string, prefixes: string[], set: Listeners): Listeners {
  const checked = Object.entries(set).map(([pattern, listen]) => [
    pattern,
    (event: never, actor: number | null) => {
      const notices = (listen as Listener)(event, actor);
      for (const n of notices) {
        if (!prefixes.includes(n.channel.slice(0, n.channel.indexOf(':')))) throw new Error(`Area "${area}" sent on channel "${n.channel}", which it does not serve`);
      }
      return notices;
    },
  ]);
  return Object.fromEntries(checked) as Listeners;
}

/**
 * Checks the list and gathers its jobs and listeners. Throws at start when two areas share a name, a queue
 * or a channel, when an area listens without serving a channel, when a queue of jobs/queue-names.ts has no area to handle it (its jobs would wait forever),
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
  const listeners: Listeners[] = [];
  const reactions: Reactions[] = [];
  for (const area of areas) {
    claim('area', area.name, area.name);
    if (area.listeners && !area.channels) throw new Error(`Area manifests: "${area.name}" has listeners but serves no channel`);
    if (area.listeners) listeners.push(ownChannelsOnly(area.name, Object.keys(area.channels ?? {}), area.listeners));
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
  for (const area of areas) {
    if (!area.reactions) continue;
    const own = Object.keys(area.jobs ?? {});
    reactions.push(
      Object.fromEntries(
        Object.entries(area.reactions).map(([pattern, react]) => [
          pattern,
          (event: never) => {
            const job = (react as (e: never) => { queue: QueueName } | null)(event);
            if (job && !own.includes(job.queue)) throw new Error(`Area "${area.name}" started a job on queue "${job.queue}", which it does not handle`);
            return job;
          },
        ]),
      ) as Reactions,
    );
  }
  const unhandled = queues.filter((q) => !handlers.has(q));
  if (unhandled.length) throw new Error(`Area manifests: no area handles queue(s) ${unhandled.map((q) => `"${q}"`).join(', ')}`);
  return { handlers, schedules, listeners, reactions };
}
