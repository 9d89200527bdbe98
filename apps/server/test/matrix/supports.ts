/**
 * Access-matrix expectations of the supports area (issue 11; see common.ts). The targets: an approved addition
 * of each scope's school (`Targets.support`), written by that scope's user and given to its student (so a
 * delete is refused with 409 and nothing goes), with a link and a document; and a support of each scope's
 * district (own and sibling: the English district; other: the French one; suspended: the closed district).
 * Probes that name a version send 0 (always stale): an allowed caller gets past the rules to the 409.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { districtNetworkLinks, storedFiles, studentSupports, supportAttachments, supports, type CastMember } from '@ss/db';
import type { TestServer } from '../harness.ts';
import { supportByName, systemKeys } from '../support-fixtures.ts';
import { DISTRICT_SCOPES, districtOfSchool, matrix, SCHOOL_LEADERS, SCHOOL_READERS, SUPER, TENANT, type Scope, type Spec, type Targets } from './common.ts';

const seeded = {
  keys: { focus: 0, tier: 0 },
  sharedId: 0,
  district: {} as Record<Scope, number>,
  link: {} as Record<Scope, number>,
  document: {} as Record<Scope, number>,
  /** What the restores put back: the newest ids before the matrix ran, the links, the link attachments' rows. */
  maxSupport: 0,
  maxAttachment: 0,
  maxFile: 0,
  links: [] as (typeof districtNetworkLinks.$inferSelect)[],
  linkRows: [] as (typeof supportAttachments.$inferSelect)[],
};

const maxId = async (server: TestServer, table: 'supports' | 'support_attachments' | 'stored_files') =>
  ((await server.db.execute(sql.raw(`select coalesce(max(id), 0)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0]!.n;

/** An approved addition of each target school (and its resources, and a student holding it), and a support of each scope's district. */
export async function seedMatrixSupports(server: TestServer, t: Targets): Promise<Record<Scope, number>> {
  const db = server.db;
  const keys = await systemKeys(db);
  seeded.keys = { focus: keys.focus[0]!, tier: keys.tiers[0]! };
  seeded.sharedId = (await supportByName(db, 'Daily read-aloud', 'shared')).id;
  const base = { type: 'strategy' as const, focus_area_keys: [seeded.keys.focus], tier_keys: [seeded.keys.tier] };
  const out = {} as Record<Scope, number>;
  for (const scope of TENANT) {
    const school = t.school[scope];
    const district = await districtOfSchool(server, school);
    const [s] = await db
      .insert(supports)
      .values({ ...base, level: 'school', district_id: district, school_id: school, name_en: `Matrix ${scope}`, created_by: t.user[scope] })
      .returning();
    out[scope] = s!.id;
    await db
      .insert(studentSupports)
      .values({ district_id: district, school_id: school, student_id: t.student[scope], support_id: s!.id, name: s!.name_en, type: 'strategy', start_date: '2026-01-05' });
    const [link] = await db.insert(supportAttachments).values({ support_id: s!.id, kind: 'link', title: 'Matrix link', url: 'https://example.org/' }).returning();
    const data = Buffer.from('%PDF-1.4\n% matrix\n%%EOF\n');
    const [file] = await db
      .insert(storedFiles)
      .values({ district_id: district, school_id: school, purpose: 'support_document', content_type: 'application/pdf', file_name: 'matrix.pdf', size: data.length, data })
      .returning({ id: storedFiles.id });
    const [doc] = await db.insert(supportAttachments).values({ support_id: s!.id, position: 1, kind: 'document', title: 'Matrix document', file_id: file!.id }).returning();
    seeded.link[scope] = link!.id;
    seeded.document[scope] = doc!.id;
    seeded.linkRows.push(link!);
    if (scope !== 'sibling') {
      const [d] = await db
        .insert(supports)
        .values({ ...base, level: 'district', district_id: t.district[scope], name_en: `Matrix district ${scope}` })
        .returning();
      seeded.district[scope] = d!.id;
    }
  }
  seeded.district.sibling = seeded.district.own;
  seeded.maxSupport = await maxId(server, 'supports');
  seeded.maxAttachment = await maxId(server, 'support_attachments');
  seeded.maxFile = await maxId(server, 'stored_files');
  seeded.links = await db.select().from(districtNetworkLinks);
  return out;
}

/** Puts back what an allowed call wrote: new supports (copies, proposals), attachments and files; removed links and link attachments; connections. */
async function restoreSupports() {
  const { db } = matrix.ctx!.server;
  await db.delete(supports).where(gt(supports.id, seeded.maxSupport));
  await db.delete(supportAttachments).where(gt(supportAttachments.id, seeded.maxAttachment));
  await db.delete(storedFiles).where(and(eq(storedFiles.purpose, 'support_document'), gt(storedFiles.id, seeded.maxFile)));
  for (const row of seeded.linkRows)
    await db.execute(sql`insert into support_attachments (id, support_id, position, kind, title, url)
      overriding system value values (${row.id}, ${row.support_id}, ${row.position}, ${row.kind}, ${row.title}, ${row.url}) on conflict (id) do nothing`);
  await db.delete(districtNetworkLinks);
  if (seeded.links.length) await db.insert(districtNetworkLinks).values(seeded.links).onConflictDoNothing();
}

const one = (t: Targets, s: Scope | null) => t.support![s!];
const path = (t: Targets, s: Scope | null, rest = '') => `/api/v1/supports/${one(t, s)}/${rest}`;
/** The district's keepers: super admins, the district's admins, its leaders who may manage schools. */
const DISTRICT_KEEPERS: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'districtLeader'],
  sibling: ['super', 'districtAdmin', 'districtLeader'],
  other: ['super', 'frAdmin'],
  suspended: SUPER,
};
const AUTHORS: Record<Scope, CastMember[]> = { own: ['teacher'], sibling: [], other: ['frTeacher'], suspended: [] };
/** Each scope's partner district for connection probes: linked already (own, other), or not (the closed district). */
const partnerOf = (t: Targets, s: Scope | null) => (s === 'other' ? t.district.own : t.district.other);
const stale = (t: Targets, s: Scope | null, rest: string, extra: Record<string, unknown> = {}) => ({ path: path(t, s, rest), body: { version: 0, ...extra } });

export const supportsSpecs: Record<string, Spec> = {
  'GET /api/v1/supports/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/supports/?school=${t.school[s!]}` }), allowed: (s) => SCHOOL_READERS[s!] },
  // Reviewers add to the school's network, anyone else with a role in it proposes: whoever's scope holds the school.
  'POST /api/v1/supports/': {
    scopes: TENANT,
    probe: (t, s) => ({
      path: '/api/v1/supports/',
      body: { level: 'school', school: t.school[s!], type: 'strategy', name_en: 'Matrix new', focus_areas: [seeded.keys.focus], tiers: [seeded.keys.tier] },
    }),
    allowed: (s) => SCHOOL_READERS[s!],
    after: restoreSupports,
  },
  'GET /api/v1/supports/continuum/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/supports/continuum/?school=${t.school[s!]}` }), allowed: (s) => SCHOOL_READERS[s!] },
  // The English and French districts hold a copy already (skipped, nothing written); the closed district gets one.
  'POST /api/v1/supports/import/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: '/api/v1/supports/import/', body: { district: t.district[s!], supports: [seeded.sharedId] } }),
    allowed: (s) => DISTRICT_KEEPERS[s!],
    after: restoreSupports,
  },
  'GET /api/v1/supports/connections/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/supports/connections/?district=${t.district[s!]}` }),
    allowed: (s) => DISTRICT_KEEPERS[s!],
  },
  'POST /api/v1/supports/connections/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: '/api/v1/supports/connections/', body: { district: t.district[s!], partner: partnerOf(t, s) } }),
    allowed: () => SUPER,
    after: restoreSupports,
  },
  'DELETE /api/v1/supports/connections/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/supports/connections/?district=${t.district[s!]}&partner=${partnerOf(t, s)}` }),
    allowed: () => SUPER,
    after: restoreSupports,
  },
  'GET /api/v1/supports/:id/': { scopes: TENANT, probe: (t, s) => ({ path: path(t, s) }), allowed: (s) => SCHOOL_READERS[s!] },
  'PATCH /api/v1/supports/:id/': { scopes: TENANT, probe: (t, s) => stale(t, s, '', { name_en: 'Matrix' }), allowed: (s) => SCHOOL_LEADERS[s!], ok: [409] },
  // Given to the scope's student: the keepers reach the 409 ("archive it instead"), nothing is deleted.
  'DELETE /api/v1/supports/:id/': { scopes: TENANT, probe: (t, s) => ({ path: path(t, s) }), allowed: (s) => SCHOOL_LEADERS[s!], ok: [409] },
  'POST /api/v1/supports/:id/approve/': { scopes: TENANT, probe: (t, s) => stale(t, s, 'approve/'), allowed: (s) => SCHOOL_LEADERS[s!], ok: [409] },
  'POST /api/v1/supports/:id/return/': { scopes: TENANT, probe: (t, s) => stale(t, s, 'return/', { comment: 'Matrix' }), allowed: (s) => SCHOOL_LEADERS[s!], ok: [409] },
  // Its author only (the sibling's author is not in the cast; the suspended school is closed).
  'POST /api/v1/supports/:id/propose/': {
    scopes: TENANT,
    probe: (t, s) => stale(t, s, 'propose/'),
    allowed: (s) => AUTHORS[s!],
    ok: [409],
  },
  'POST /api/v1/supports/:id/submit/': {
    scopes: DISTRICT_SCOPES,
    probe: (_t, s) => ({ path: `/api/v1/supports/${seeded.district[s!]}/submit/`, body: {} }),
    allowed: (s) => DISTRICT_KEEPERS[s!],
    after: restoreSupports,
  },
  'POST /api/v1/supports/:id/archive/': { scopes: TENANT, probe: (t, s) => stale(t, s, 'archive/'), allowed: (s) => SCHOOL_LEADERS[s!], ok: [409] },
  'POST /api/v1/supports/:id/restore/': { scopes: TENANT, probe: (t, s) => stale(t, s, 'restore/'), allowed: (s) => SCHOOL_LEADERS[s!], ok: [409] },
  'POST /api/v1/supports/:id/attachments/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: path(t, s, 'attachments/'), body: { kind: 'link', title: 'Matrix new', url: 'https://example.org/new' } }),
    allowed: (s) => SCHOOL_LEADERS[s!],
    after: restoreSupports,
  },
  'DELETE /api/v1/supports/:id/attachments/:attachment/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: path(t, s, `attachments/${seeded.link[s!]}/`) }),
    allowed: (s) => SCHOOL_LEADERS[s!],
    after: restoreSupports,
  },
  'GET /api/v1/supports/:id/attachments/:attachment/file/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: path(t, s, `attachments/${seeded.document[s!]}/file/`) }),
    allowed: (s) => SCHOOL_READERS[s!],
  },
};
