/**
 * An open-loop load: requests leave at a fixed arrival rate whether or not earlier ones have
 * answered, the way users in a meeting click (issue 13, section 4). A closed loop of N connections
 * waits for each answer before sending the next, so when the server slows down it also sends less,
 * and its p95 is N / throughput in disguise. Here each request's latency is counted from the moment
 * it was due to leave, not from when it left, so a stall shows in full (no coordinated omission).
 *
 * Bounded: `rate * seconds` requests at most, each abandoned after `timeoutMs`; it only ever sends to
 * the base address it is given (the bench's own server on loopback).
 */
export interface OpenLoopResult {
  rate: number;
  sent: number;
  ok: number;
  failed: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export async function openLoop(o: { rate: number; seconds: number; timeoutMs?: number; send: (i: number) => Promise<Response> }): Promise<OpenLoopResult> {
  const total = Math.round(o.rate * o.seconds);
  const interval = 1000 / o.rate;
  const latencies: number[] = [];
  let failed = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  const fire = (i: number, due: number) =>
    o
      .send(i)
      .then(async (res) => {
        await res.arrayBuffer();
        if (res.ok) latencies.push(performance.now() - due);
        else failed++;
      })
      .catch(() => {
        failed++;
      });
  let next = 0;
  while (next < total) {
    const now = performance.now();
    // Every request whose time has come leaves now (a late timer catches up instead of skipping).
    while (next < total && start + next * interval <= now) {
      inFlight.push(fire(next, start + next * interval));
      next++;
    }
    await new Promise((r) => setTimeout(r, Math.max(0, start + next * interval - performance.now())));
  }
  const timeout = new Promise<void>((r) => setTimeout(r, o.timeoutMs ?? 30_000).unref());
  await Promise.race([Promise.all(inFlight), timeout]);
  latencies.sort((a, b) => a - b);
  const at = (p: number) => (latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]! * 10) / 10 : NaN);
  return { rate: o.rate, sent: total, ok: latencies.length, failed: failed + (total - latencies.length - failed), p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}
