/**
 * What a district's IT team watches (issue 25, section 3), in Prometheus' text format through prom-client: requests
 * by route pattern and status with their latency, the database pool's use and waits, the job queues, e-mails sent
 * and failed, open sockets and their subscriptions, and the process's own (event-loop lag, memory, CPU). One
 * registry per running copy (the API tests start several in one process). Labels are route patterns and codes,
 * never a path's ids or a query: nothing about a child reaches the metrics.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '@ss/db';

/** What the metrics read of the job queue (jobs/queue.ts provides it; lib/ imports nothing of the other folders). */
interface QueueStatsSource {
  stats(): Promise<{ queue: string; waiting: number; deferred: number; active: number; failed: number }[]>;
}

export interface MetricSources {
  database: DatabaseHandle;
  jobs: QueueStatsSource;
  /** Open sockets and their channel subscriptions on this copy (set once the realtime hub exists). */
  realtime?: () => { sockets: number; subscriptions: number };
}

export interface Metrics {
  registry: Registry;
  /** One answered HTTP request: its route pattern (or `unmatched`), method, status and duration. */
  request(method: string, route: string, status: number, seconds: number): void;
  email(outcome: 'sent' | 'failed'): void;
  sources: MetricSources;
}

/** Latency buckets (seconds) around the product's targets: 100 ms, 300 ms, 1 s. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.3, 0.5, 1, 2, 5, 10];

export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status class',
    labelNames: ['method', 'route', 'status_class'],
    buckets: BUCKETS,
    registers: [registry],
  });
  const emails = new Counter({ name: 'emails_total', help: 'E-mails handed to the transport, by outcome (sent, failed)', labelNames: ['outcome'], registers: [registry] });

  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only): total, idle, waiting requests, max',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const s = sources.database.poolStats();
      if (!s) return;
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
      this.set({ state: 'max' }, s.max);
    },
  });
  new Counter({
    name: 'db_pool_acquired_total',
    help: 'Connections handed out by the pool since the start (PostgreSQL only)',
    registers: [registry],
    collect() {
      const s = sources.database.poolStats();
      if (!s) return;
      this.reset();
      this.inc(s.acquired);
    },
  });
  new Counter({
    name: 'db_pool_wait_seconds_total',
    help: 'Seconds callers waited for a pool connection since the start (PostgreSQL only)',
    registers: [registry],
    collect() {
      const s = sources.database.poolStats();
      if (!s) return;
      this.reset();
      this.inc(s.waitSeconds);
    },
  });
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs per queue by state: waiting (ready now), deferred, active, failed (kept by the queue)',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const q of await sources.jobs.stats()) {
        this.set({ queue: q.queue, state: 'waiting' }, q.waiting);
        this.set({ queue: q.queue, state: 'deferred' }, q.deferred);
        this.set({ queue: q.queue, state: 'active' }, q.active);
        this.set({ queue: q.queue, state: 'failed' }, q.failed);
      }
    },
  });
  new Gauge({
    name: 'realtime_sockets',
    help: 'Open WebSocket connections on this copy',
    registers: [registry],
    collect() {
      this.set(sources.realtime?.().sockets ?? 0);
    },
  });
  new Gauge({
    name: 'realtime_subscriptions',
    help: 'Channel subscriptions (boards, meetings) held by the open sockets on this copy',
    registers: [registry],
    collect() {
      this.set(sources.realtime?.().subscriptions ?? 0);
    },
  });

  return {
    registry,
    sources,
    request(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      latency.observe({ method, route, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    },
    email(outcome) {
      emails.inc({ outcome });
    },
  };
}
