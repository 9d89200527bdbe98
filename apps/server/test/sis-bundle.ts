/** OneRoster test bundles: the fixture folders zipped (optionally edited first), and a multipart upload. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import type { ApiClient, ApiResponse } from './harness.ts';

export const FIXTURES = join(import.meta.dirname, 'fixtures', 'oneroster');

export type BundleFiles = Record<string, string>;

export function fixtureFiles(name: 'valid' | 'broken'): BundleFiles {
  const dir = join(FIXTURES, name);
  return Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f), 'utf8')]));
}

export function zipFiles(files: BundleFiles): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(files).map(([n, text]) => [n, strToU8(text)])));
}

/** The fixture, with lines of a file dropped by a predicate. */
export function withoutLines(files: BundleFiles, file: string, drop: (line: string) => boolean): BundleFiles {
  const [head, ...rest] = files[file]!.trimEnd().split('\n');
  return { ...files, [file]: [head, ...rest.filter((l) => !drop(l))].join('\n') + '\n' };
}

/** POST /api/v1/sis_syncs/ as multipart: district_id first, then the file (what the browser sends). */
export async function upload(client: ApiClient, districtId: number | null, data: Uint8Array | null, fileName = 'bundle.zip'): Promise<ApiResponse<any>> {
  if (!client.cookies.has('csrftoken')) await client.get('/api/v1/current_user/');
  const form = new FormData();
  if (districtId !== null) form.append('district_id', String(districtId));
  if (data) form.append('file', new Blob([Buffer.from(data)]), fileName);
  const headers: Record<string, string> = {};
  if (client.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (client.cookies.has('csrftoken')) headers['x-csrftoken'] = client.cookies.get('csrftoken')!;
  const res = await fetch(`${client.baseUrl}/api/v1/sis_syncs/`, { method: 'POST', body: form, headers });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}
