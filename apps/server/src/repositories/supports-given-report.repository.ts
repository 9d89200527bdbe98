/**
 * The district's report of supports given (issue 11, section 2; district `user-supports`): per network
 * support, or per one-off name, the students holding it now, the times it was given, how the ended
 * ones went, and the schools where it was given. One statement over what triggers keep (migration
 * 0013): the unfiltered page reads student_support_totals (a row per support, a few hundred per
 * district: under a millisecond on PostgreSQL where aggregating 60,000 supports given took 40 ms), one
 * filtered by school sums student_support_tallies (a row per school, support, type, tier and focus areas;
 * a school's are an index range), and one by tier, type or focus area over the whole district sums the
 * district tallies (migration 0015: a few rows per support), its page's schools then counted from the
 * per-school tallies. The page is sorted by students holding it, then times given, then name, and counted
 * by a window over the groups. Callers have checked the district (and school) against the actor.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { SupportLevel, SupportType } from '@ss/domain';
import type { Database } from '@ss/db';
import { rowsOf } from './raw-rows.ts';

export interface ReportFilter {
  districtId: number;
  schoolId?: number;
  focusAreaKey?: number;
  tierKey?: number;
  type?: SupportType;
}

export interface ReportRow {
  support_id: number | null;
  level: SupportLevel | null;
  name_en: string | null;
  name_fr: string | null;
  one_off: string;
  type: SupportType;
  held: number;
  given: number;
  worked: number;
  partly: number;
  did_not_work: number;
  schools: number;
  total: number;
}

function whereOf(f: ReportFilter, alias: SQL): SQL {
  const parts: SQL[] = [sql`${alias}.district_id = ${f.districtId}`];
  if (f.schoolId !== undefined) parts.push(sql`${alias}.school_id = ${f.schoolId}`);
  if (f.tierKey !== undefined) parts.push(sql`${alias}.tier_key = ${f.tierKey}`);
  if (f.type !== undefined) parts.push(sql`${alias}.type = ${f.type}`);
  if (f.focusAreaKey !== undefined) parts.push(sql`${alias}.focus_area_keys @> array[${f.focusAreaKey}::int]`);
  return sql.join(parts, sql` and `);
}

const sums = sql`max(t.type) as type, sum(t.held)::int as held, sum(t.given)::int as given, sum(t.worked)::int as worked,
  sum(t.partly)::int as partly, sum(t.did_not_work)::int as did_not_work`;

/**
 * The groups the report sorts: the totals (one row per support) when only the district is asked; a school's
 * tallies summed when a school is; else the district tallies summed (`schools` null: counted per row of the page).
 */
function groupsOf(f: ReportFilter): SQL {
  if (f.schoolId !== undefined)
    return sql`select t.support_key, t.one_off, ${sums}, count(distinct t.school_id)::int as schools, count(*) over ()::int as total
      from student_support_tallies t where ${whereOf(f, sql.raw('t'))} group by t.support_key, t.one_off`;
  if (f.focusAreaKey !== undefined || f.tierKey !== undefined || f.type !== undefined)
    return sql`select t.support_key, t.one_off, ${sums}, null::int as schools, count(*) over ()::int as total
      from student_support_district_tallies t where ${whereOf(f, sql.raw('t'))} group by t.support_key, t.one_off`;
  return sql`select t.support_key, t.one_off, t.type, t.held, t.given, t.worked, t.partly, t.did_not_work, t.schools, count(*) over ()::int as total
    from student_support_totals t where t.district_id = ${f.districtId}`;
}

/** A page of the report (`limit` null: every group, for the export), each row with the number of groups in all. */
export async function supportReport(db: Database, f: ReportFilter, page: { limit: number | null; offset: number }): Promise<ReportRow[]> {
  // The schools of a district-wide filtered row: its per-school tallies under the same filters, counted for the page's rows only.
  const schools = sql`coalesce(p.schools, (select count(distinct x.school_id)::int from student_support_tallies x
    where ${whereOf(f, sql.raw('x'))} and x.support_key = p.support_key and x.one_off = p.one_off))`;
  const result = await db.execute(sql`
    with groups as (${groupsOf(f)}),
    page as (
      select g.*, s.level, s.name_en, s.name_fr,
        row_number() over (order by g.held desc, g.given desc, lower(coalesce(nullif(s.name_en, ''), nullif(s.name_fr, ''), g.one_off)), g.support_key, g.one_off) as n
      from groups g
      left join supports s on s.id = g.support_key
      order by n
      ${page.limit === null ? sql`` : sql`limit ${page.limit}`} offset ${page.offset})
    select nullif(p.support_key, 0) as support_id, p.level, p.name_en, p.name_fr, p.one_off, p.type, p.held, p.given, p.worked, p.partly, p.did_not_work,
      ${schools} as schools, p.total
    from page p
    order by p.n`);
  return rowsOf<ReportRow>(result);
}
