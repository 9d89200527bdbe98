/** What the support network's API tests share: the system lists' keys, demo supports by name, row counts, one support made through the API. */
import { beforeAll, expect } from 'vitest';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { auditEvents, configItems, configLists, sentEmails, supportAttachments, supports, type Database } from '@ss/db';
import type { TSupport } from '@ss/domain';
import type { ApiClient, TestServer } from './harness.ts';
import { withDemoServer, type DemoIds } from './fixtures.ts';

export type SystemKeys = { focus: number[]; tiers: number[] };

/** One demo server for the file's tests: `set` receives it, its ids and the system lists' keys. */
export function withSupportServer(set: (server: TestServer, ids: DemoIds, keys: SystemKeys) => void): void {
  let pending: [TestServer, DemoIds] | undefined;
  withDemoServer((s, i) => (pending = [s, i]));
  beforeAll(async () => set(pending![0], pending![1], await systemKeys(pending![0].db)));
}

/** The keys of the system focus areas and tiers, in order (Literacy, Numeracy, Well-being, Behaviour; tiers 1–4). */
export async function systemKeys(db: Database): Promise<SystemKeys> {
  const of = async (kind: 'student-support-focus-areas' | 'student-support-tiers') =>
    (
      await db
        .select({ id: configItems.id, root: configItems.root_item_id })
        .from(configItems)
        .innerJoin(configLists, eq(configLists.id, configItems.list_id))
        .where(and(eq(configLists.kind, kind), isNull(configLists.district_id), isNull(configLists.school_id)))
        .orderBy(asc(configItems.position))
    ).map((i) => i.root ?? i.id);
  return { focus: await of('student-support-focus-areas'), tiers: await of('student-support-tiers') };
}

export const supportRow = async (db: Database, id: number) => (await db.select().from(supports).where(eq(supports.id, id)))[0];
export const supportByName = async (db: Database, name: string, level?: 'shared' | 'district' | 'school') =>
  (
    await db
      .select()
      .from(supports)
      .where(and(eq(supports.name_en, name), level ? eq(supports.level, level) : undefined))
      .orderBy(asc(supports.id))
  )[0]!;
const countOf = async (db: Database, table: typeof supports | typeof supportAttachments | typeof auditEvents | typeof sentEmails) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
/** Supports, attachments, audit rows and e-mails: what a refused request must leave as it was. */
export const counts = async (db: Database) => ({
  supports: await countOf(db, supports),
  attachments: await countOf(db, supportAttachments),
  audit: await countOf(db, auditEvents),
  emails: await countOf(db, sentEmails),
});

/** E-mails queued since an id, newest last. */
export const emailsAfter = async (db: Database, id: number) =>
  db
    .select()
    .from(sentEmails)
    .where(sql`${sentEmails.id} > ${id}`)
    .orderBy(asc(sentEmails.id));
export const lastEmailId = async (db: Database) => (await db.select({ n: sql<number>`coalesce(max(id), 0)::int` }).from(sentEmails))[0]!.n;

/** Audit rows of a support, oldest first. */
export const auditOf = async (db: Database, supportId: number) =>
  db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.target_type, 'support'), eq(auditEvents.target_id, String(supportId))))
    .orderBy(asc(auditEvents.id));

export async function createVia(c: ApiClient, body: Record<string, unknown>): Promise<TSupport> {
  const res = await c.post<TSupport>('/api/v1/supports/', { type: 'strategy', name_en: 'Check-in, check-out', ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A multipart upload of a document to a support (form fields first, then the file), as the browser sends it. */
export async function uploadDocument(
  c: ApiClient,
  supportId: number,
  file: { name: string; data: Buffer | string },
  fields: Record<string, string> = { kind: 'document', title: 'Guide' },
) {
  if (!c.cookies.has('csrftoken')) await c.get('/api/v1/current_user/');
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([typeof file.data === 'string' ? file.data : new Uint8Array(file.data)]), file.name);
  const res = await fetch(`${c.baseUrl}/api/v1/supports/${supportId}/attachments/`, {
    method: 'POST',
    body: form,
    headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrftoken': c.cookies.get('csrftoken')! },
  });
  return {
    status: res.status,
    body: (await res.json()) as TSupport & { error?: { message: string; fields?: Record<string, { message: string; params?: Record<string, unknown> }> } },
  };
}

/** A small PDF, recognised by its first bytes. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
