/**
 * Announcing a realtime channel's message: a NOTIFY in the caller's transaction, so every server
 * copy's hub receives it exactly when the change commits (never for a rolled-back one). The payload
 * holds ids, numbers and codes only. Only services/emit.ts calls it (seams.test.ts keeps it so).
 */
import { sql } from 'drizzle-orm';
import { REALTIME_CHANNEL, type RealtimeNotice } from '@ss/domain';
import type { Database } from '@ss/db';

export async function announce(db: Database, notice: RealtimeNotice) {
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(notice)})`);
}
