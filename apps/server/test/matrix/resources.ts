/**
 * Access-matrix expectations of the resources area (issue 11, section 3; see common.ts). Each target
 * school holds an empty folder and a document at its top level, written by nobody of the cast (so only
 * the school's leaders and the district's managers may change it). A district's own resources and the
 * ones it shares are tested in resources.test.ts and resource-folders.test.ts.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { resourceFolders, resources, type CastMember } from '@ss/db';
import type { TestServer } from '../harness.ts';
import { districtOfSchool, matrix, SCHOOL_LEADERS, SCHOOL_READERS, TENANT, type Scope, type Spec, type Targets } from './common.ts';

/** The school's teachers, admins and leaders, and the district's admins and leaders: who add resources. */
const SCHOOL_AUTHORS: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader', 'teacher', 'multiTeacher'],
  sibling: ['super', 'districtAdmin', 'districtLeader', 'multiTeacher'],
  other: ['super', 'frAdmin', 'frTeacher'],
  suspended: ['super'],
};

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
const folderName = (s: Scope) => `Matrix ${s}`;

/** Writes (or puts back, with the same ids) each target school's folder and document. */
async function writeTargets(server: TestServer, t: Targets, given?: { folder: Record<Scope, number>; resource: Record<Scope, number>; file: Record<Scope, number> }) {
  const out = { folder: {} as Record<Scope, number>, resource: {} as Record<Scope, number>, file: {} as Record<Scope, number> };
  for (const scope of TENANT) {
    const school = t.school[scope];
    const district = await districtOfSchool(server, school);
    const ids = given ? { folder: given.folder[scope], resource: given.resource[scope], file: given.file[scope] } : null;
    const folder = await server.db.execute(sql`insert into resource_folders (id, district_id, school_id, name) overriding system value
      values (${ids?.folder ?? sql`default`}, ${district}, ${school}, ${folderName(scope)}) on conflict (id) do nothing returning id`);
    const file = await server.db.execute(sql`insert into stored_files (id, district_id, school_id, purpose, content_type, file_name, size, data) overriding system value
      values (${ids?.file ?? sql`default`}, ${district}, ${school}, 'resource_document', 'application/pdf', 'matrix.pdf', ${PDF.length}, ${PDF}) on conflict (id) do nothing returning id`);
    const fileId = ids?.file ?? (file as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const resource = await server.db.execute(sql`insert into resources (id, district_id, school_id, kind, title, file_id) overriding system value
      values (${ids?.resource ?? sql`default`}, ${district}, ${school}, 'document', ${`Matrix ${scope}`}, ${fileId}) on conflict (id) do nothing returning id`);
    out.folder[scope] = ids?.folder ?? (folder as unknown as { rows: { id: number }[] }).rows[0]!.id;
    out.resource[scope] = ids?.resource ?? (resource as unknown as { rows: { id: number }[] }).rows[0]!.id;
    out.file[scope] = fileId;
  }
  return out;
}

let seeded: Awaited<ReturnType<typeof writeTargets>> | undefined;

/** One empty folder and one document in each target school. */
export async function seedMatrixResources(server: TestServer, t: Targets): Promise<{ folder: Record<Scope, number>; resource: Record<Scope, number> }> {
  seeded = await writeTargets(server, t);
  return { folder: seeded.folder, resource: seeded.resource };
}

/** What allowed probes added goes; what they deleted comes back with its ids. */
async function restore() {
  const { server, targets } = matrix.ctx!;
  const schools = TENANT.map((s) => targets.school[s]);
  await server.db.delete(resources).where(and(inArray(resources.school_id, schools), eq(resources.title, 'Matrix new')));
  await server.db.delete(resourceFolders).where(and(inArray(resourceFolders.school_id, schools), eq(resourceFolders.name, 'Matrix new')));
  await writeTargets(server, targets, seeded);
}

const folder = (t: Targets, s: Scope | null) => t.resourceFolder![s!];
const resource = (t: Targets, s: Scope | null) => t.resource![s!];

export const resourcesSpecs: Record<string, Spec> = {
  'GET /api/v1/resource_folders/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/resource_folders/?school=${t.school[s!]}` }), allowed: (s) => SCHOOL_READERS[s!] },
  'POST /api/v1/resource_folders/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/resource_folders/', body: { school_id: t.school[s!], name: 'Matrix new' } }),
    allowed: (s) => SCHOOL_LEADERS[s!],
    after: restore,
  },
  // Renaming to the name it has: allowed callers get past the rules, and nothing changes.
  'PATCH /api/v1/resource_folders/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/resource_folders/${folder(t, s)}/`, body: { name: folderName(s!) } }),
    allowed: (s) => SCHOOL_LEADERS[s!],
  },
  'DELETE /api/v1/resource_folders/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/resource_folders/${folder(t, s)}/` }),
    allowed: (s) => SCHOOL_LEADERS[s!],
    after: restore,
  },
  'GET /api/v1/resources/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/resources/?school=${t.school[s!]}` }), allowed: (s) => SCHOOL_READERS[s!] },
  'POST /api/v1/resources/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/resources/', body: { school_id: t.school[s!], kind: 'link', title: 'Matrix new', url: 'https://example.org/matrix' } }),
    allowed: (s) => SCHOOL_AUTHORS[s!],
    after: restore,
  },
  'GET /api/v1/resources/:id/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/resources/${resource(t, s)}/` }), allowed: (s) => SCHOOL_READERS[s!] },
  'GET /api/v1/resources/:id/file/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/resources/${resource(t, s)}/file/` }), allowed: (s) => SCHOOL_READERS[s!] },
  // Version 0 is always stale: an allowed caller gets past the rules to the 409, nobody changes anything.
  'PATCH /api/v1/resources/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/resources/${resource(t, s)}/`, body: { version: 0, title: 'Matrix' } }),
    allowed: (s) => SCHOOL_LEADERS[s!],
    ok: [409],
  },
  'DELETE /api/v1/resources/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/resources/${resource(t, s)}/` }),
    allowed: (s) => SCHOOL_LEADERS[s!],
    after: restore,
  },
};
