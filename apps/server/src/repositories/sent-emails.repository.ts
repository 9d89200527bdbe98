import { count, desc, eq, ilike, or } from 'drizzle-orm';
import { sentEmails, type Database } from '@ss/db';

export type SentEmailRow = typeof sentEmails.$inferSelect;

export async function insertEmail(
  db: Database,
  row: {
    to_address: string;
    subject: string;
    text_body: string;
    html_body?: string;
    attachments?: { filename: string; content_type: string; content: string }[];
    headers?: Record<string, string>;
  },
) {
  const [created] = await db.insert(sentEmails).values(row).returning();
  return created!;
}

export async function getEmail(db: Database, id: number) {
  const [row] = await db.select().from(sentEmails).where(eq(sentEmails.id, id)).limit(1);
  return row ?? null;
}

export async function markEmailDelivered(db: Database, id: number, transport: 'smtp' | 'database') {
  await db
    .update(sentEmails)
    .set({ status: transport === 'smtp' ? 'sent' : 'stored', transport, sent_at: new Date(), error: null })
    .where(eq(sentEmails.id, id));
}

export async function markEmailAttemptFailed(db: Database, id: number, error: string, final: boolean) {
  const row = await getEmail(db, id);
  await db
    .update(sentEmails)
    .set({ attempts: (row?.attempts ?? 0) + 1, error: error.slice(0, 500), ...(final ? { status: 'failed' as const } : {}) })
    .where(eq(sentEmails.id, id));
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listEmails(db: Database, q: { search?: string; limit?: number; offset: number }) {
  const where = q.search ? or(ilike(sentEmails.to_address, `%${escapeLike(q.search)}%`), ilike(sentEmails.subject, `%${escapeLike(q.search)}%`)) : undefined;
  const [total] = await db.select({ n: count() }).from(sentEmails).where(where);
  const base = db.select().from(sentEmails).where(where).orderBy(desc(sentEmails.created_at), desc(sentEmails.id)).offset(q.offset);
  const rows = q.limit === undefined ? await base : await base.limit(q.limit);
  return { count: total?.n ?? 0, rows };
}
