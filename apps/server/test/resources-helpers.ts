/** What the resources test files share: a multipart upload like the page's, a small PDF, and counts. */
import { sql } from 'drizzle-orm';
import type { ApiClient, TestServer } from './harness.ts';

/** The smallest file that starts like a PDF (the type is read from the content). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** POST /api/v1/resources/ as a form: the fields in order, then the file (none when null). */
export async function uploadResource(server: TestServer, c: ApiClient, fields: Record<string, string>, file: { name: string; data: Buffer | string } | null) {
  if (!c.cookies.has('csrftoken')) await c.get('/api/v1/current_user/');
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([file.data]), file.name);
  const res = await fetch(`${server.baseUrl}/api/v1/resources/`, {
    method: 'POST',
    body: form,
    headers: { cookie: [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'x-csrftoken': c.cookies.get('csrftoken')! },
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}

/** The content of the resources tables, their documents and their audit rows: equal before and after, nothing changed. */
export async function resourcesState(server: TestServer): Promise<Record<string, string>> {
  const r = await server.db.execute(sql`select
    (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from resources t) as resources,
    (select md5(coalesce(string_agg(t::text, '|' order by t.id), '')) from resource_folders t) as folders,
    (select md5(coalesce(string_agg(t::text, '|' order by t.resource_id, t.school_id), '')) from resource_school_shares t) as shares,
    (select count(*)::text from stored_files where purpose = 'resource_document') as files,
    (select count(*)::text from audit_events where action like 'resource%') as audits`);
  return (r as unknown as { rows: Record<string, string>[] }).rows[0]!;
}
