/**
 * Publishing a realtime message: a NOTIFY in the caller's transaction, so every server copy's hub
 * receives it exactly when the change commits (never for a rolled-back one). The payload holds
 * ids, numbers and codes only: any database session may LISTEN, and NOTIFY payloads stay small.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@ss/db';
import type { RealtimeMessage } from '../realtime/hub.ts';
import { REALTIME_CHANNEL } from '../realtime/hub.ts';

export async function notifyRealtime(db: Database, message: RealtimeMessage) {
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(message)})`);
}
