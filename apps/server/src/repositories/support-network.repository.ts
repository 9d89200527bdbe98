/**
 * Supports of the network (issue 11, section 1): the only code that reads and writes the supports table.
 * Lists take a where clause built with `visibleSupports` (the read rule as SQL); a single support is read
 * with the facts its rules need (its school's suspension, its district's connections, whether it is given).
 */
import { and, asc, count, eq, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { districts, schools, supports, users, type Database } from '@ss/db';
import type { SupportLevel, SupportStatus, TSupportSummary } from '@ss/domain';
import type { TenantScope } from '../lib/actor.ts';
import { visibleStudents } from './student-scope.ts';
import { rowsOf } from './raw-rows.ts';

export type SupportRow = typeof supports.$inferSelect;
export type SupportInsert = typeof supports.$inferInsert;

/** The columns lists and the continuum show (no descriptions: a 500-support continuum stays small). */
export const SUMMARY = {
  id: supports.id,
  level: supports.level,
  district_id: supports.district_id,
  school_id: supports.school_id,
  type: supports.type,
  name_en: supports.name_en,
  name_fr: supports.name_fr,
  focus_area_keys: supports.focus_area_keys,
  tier_keys: supports.tier_keys,
  group_size: supports.group_size,
  duration_minutes: supports.duration_minutes,
  status: supports.status,
  source_support_id: supports.source_support_id,
  source_level: supports.source_level,
  updated_at: supports.updated_at,
};
export type SupportSummaryRow = { [K in keyof typeof SUMMARY]: SupportRow[K] } & { already_imported?: boolean };

const FOLD_FROM = 'àáâãäåæçèéêëìíîïñòóôõöøùúûüýÿœ';
const FOLD_TO = 'aaaaaaaceeeeiiiinoooooouuuuyyo';
/** A text folded like foldForSearch (lower case, accents removed), the same on both drivers. */
export const folded = (value: SQL | AnyColumn) => sql`translate(lower(${value}), ${FOLD_FROM}, ${FOLD_TO})`;
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Either name holds the (folded) text. */
export const nameMatches = (foldedQuery: string): SQL => {
  const pattern = `%${escapeLike(foldedQuery)}%`;
  return sql`(${folded(supports.name_en)} like ${folded(sql`${pattern}`)} or ${folded(supports.name_fr)} like ${folded(sql`${pattern}`)})`;
};

/** By name in the reader's language (the other when empty), then id. */
const byName = (lang: 'en' | 'fr') => {
  const [first, other] = lang === 'fr' ? [supports.name_fr, supports.name_en] : [supports.name_en, supports.name_fr];
  return [asc(folded(sql`coalesce(nullif(${first}, ''), ${other})`)), asc(supports.id)];
};

/** Whether district D holds a live copy of each row (the import pages' flag; the outer column is written qualified by hand: drizzle leaves select fields unqualified). */
const alreadyImported = (districtId: number) =>
  sql<boolean>`exists (select 1 from supports c where c.level = 'district' and c.district_id = ${districtId} and c.source_support_id = "supports"."id" and c.status <> 'archived')`;

export async function listSupports(
  db: Database,
  where: SQL | undefined,
  opts: { lang: 'en' | 'fr'; limit?: number; offset: number; importInto?: number },
): Promise<{ count: number; rows: SupportSummaryRow[] }> {
  const [total] = await db.select({ n: count() }).from(supports).where(where);
  const n = total?.n ?? 0;
  if (n === 0 || opts.offset >= n) return { count: n, rows: [] };
  const fields = opts.importInto === undefined ? SUMMARY : { ...SUMMARY, already_imported: alreadyImported(opts.importInto) };
  const base = db
    .select(fields)
    .from(supports)
    .where(where)
    .orderBy(...byName(opts.lang))
    .offset(opts.offset);
  const rows = opts.limit === undefined ? await base : await base.limit(opts.limit);
  return { count: n, rows };
}

/**
 * Every row of a where clause as summaries (the continuum's hundreds of supports), in id order: read as plain
 * rows with the timestamp already written as text, without drizzle's column mapping or date parsing (most of
 * the route's CPU at 500 supports). One JSON value written by PostgreSQL instead was slower still: node-postgres
 * reassembles a large message from many socket chunks.
 */
export async function summaryRows(db: Database, where: SQL | undefined): Promise<TSupportSummary[]> {
  const res = (await db.execute(sql`select ${supports.id} as id, ${supports.level} as level, ${supports.district_id} as district, ${supports.school_id} as school,
      ${supports.type} as type, ${supports.name_en} as name_en, ${supports.name_fr} as name_fr, ${supports.focus_area_keys} as focus_area_keys,
      ${supports.tier_keys} as tier_keys, ${supports.group_size} as group_size, ${supports.duration_minutes} as duration_minutes, ${supports.status} as status,
      ${supports.source_support_id} as source_id, ${supports.source_level} as source_level,
      to_char(${supports.updated_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
    from ${supports} where ${where ?? sql`true`} order by ${supports.id}`)) as unknown as {
    rows: (Omit<TSupportSummary, 'source'> & { source_id: number | null; source_level: SupportLevel | null })[];
  };
  return res.rows.map(({ source_id, source_level, ...r }) => ({ ...r, source: source_id !== null && source_level !== null ? { id: source_id, level: source_level } : null }));
}

const creator = alias(users, 'support_creator');
const reviewer = alias(users, 'support_reviewer');
const submitted = alias(districts, 'support_submitted');
const source = alias(supports, 'support_source');
const sourceDistrict = alias(districts, 'support_source_district');
const fullName = (u: typeof creator | typeof reviewer) => sql<string | null>`nullif(trim(${u.first_name} || ' ' || ${u.last_name}), '')`;

/** One support with the names it shows and the facts its rules read; null when there is none. */
export async function findSupport(db: Database, id: number) {
  const [row] = await db
    .select({
      s: supports,
      creator_name: fullName(creator),
      reviewer_name: fullName(reviewer),
      submitted_name: submitted.name,
      source_district_name: sourceDistrict.name,
      school_suspended: sql<boolean>`coalesce(${schools.status} = 'account_suspended', false)`,
      partners: sql<
        number[]
      >`(select coalesce(array_agg(l.district_id order by l.district_id), '{}') from district_network_links l where l.partner_district_id = "supports"."district_id")`,
      in_use: sql<boolean>`exists (select 1 from student_supports g where g.support_id = "supports"."id")`,
      submission: sql<{ id: number; status: SupportStatus } | null>`(select json_build_object('id', c.id, 'status', c.status) from supports c
        where c.level = 'shared' and c.source_support_id = "supports"."id" and "supports"."level" = 'district' order by c.id desc limit 1)`,
    })
    .from(supports)
    .leftJoin(schools, eq(schools.id, supports.school_id))
    .leftJoin(creator, eq(creator.id, supports.created_by))
    .leftJoin(reviewer, eq(reviewer.id, supports.reviewed_by))
    .leftJoin(submitted, eq(submitted.id, supports.submitted_district_id))
    .leftJoin(source, eq(source.id, supports.source_support_id))
    .leftJoin(sourceDistrict, eq(sourceDistrict.id, source.district_id))
    .where(eq(supports.id, id))
    .limit(1);
  return row ?? null;
}
export type SupportRead = NonNullable<Awaited<ReturnType<typeof findSupport>>>;

/** Students holding it now (not ended) within the reader's student scope. */
export async function givenCount(db: Database, scope: TenantScope, supportId: number): Promise<number> {
  const rows = await db.execute(sql`select count(*)::int as n from student_supports g join students on students.id = g.student_id
    where g.support_id = ${supportId} and g.end_date is null and ${visibleStudents(scope)}`);
  return Number(rowsOf<{ n: number }>(rows)[0]?.n ?? 0);
}

export async function insertSupport(db: Database, values: SupportInsert): Promise<SupportRow> {
  const [row] = await db.insert(supports).values(values).returning();
  return row!;
}

/** Writes a change when the version is still the one read; null when it is not (409). */
export async function updateSupportRow(db: Database, id: number, version: number, patch: Partial<SupportInsert>): Promise<SupportRow | null> {
  const [row] = await db
    .update(supports)
    .set({ ...patch, version: sql`${supports.version} + 1`, updated_at: new Date() })
    .where(and(eq(supports.id, id), eq(supports.version, version)))
    .returning();
  return row ?? null;
}

export async function deleteSupportRow(db: Database, id: number): Promise<void> {
  await db.delete(supports).where(eq(supports.id, id));
}

/** The shared copy of a district support sent for review, waiting or returned (the newest), if any. */
export async function findSubmission(db: Database, sourceId: number): Promise<SupportRow | null> {
  const [row] = await db
    .select()
    .from(supports)
    .where(and(eq(supports.level, 'shared'), eq(supports.source_support_id, sourceId), sql`${supports.status} in ('pending', 'returned')`))
    .orderBy(sql`${supports.status} = 'pending' desc`, sql`${supports.id} desc`)
    .limit(1);
  return row ?? null;
}

/** Whole rows of these ids (the sources of an import). */
export async function supportsByIds(db: Database, ids: number[]): Promise<SupportRow[]> {
  if (!ids.length) return [];
  return db
    .select()
    .from(supports)
    .where(sql`${supports.id} = any(${sql.param(ids)}::int[])`);
}

/** Of these sources, the ones the district holds a live (not archived) copy of. */
export async function sourcesCopiedBy(db: Database, districtId: number, sourceIds: number[]): Promise<Set<number>> {
  if (!sourceIds.length) return new Set();
  const rows = await db
    .select({ id: supports.source_support_id })
    .from(supports)
    .where(
      and(
        eq(supports.level, 'district'),
        eq(supports.district_id, districtId),
        ne(supports.status, 'archived'),
        sql`${supports.source_support_id} = any(${sql.param(sourceIds)}::int[])`,
      ),
    );
  return new Set(rows.map((r) => r.id!));
}
