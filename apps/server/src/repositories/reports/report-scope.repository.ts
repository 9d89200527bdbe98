/** What the reports' scope reads (issue 22, section 1): a district's schools, for the schools a report covers. */
import { sql } from 'drizzle-orm';
import type { Database } from '@ss/db';

export interface ReportSchoolRow {
  id: number;
  name: string;
  suspended: boolean;
}

export interface ReportPlaceRow {
  district: { id: number; name: string; suspended_at: Date | null };
  /** The district's calendar (its system page, issue 23 section 4): the month its school year starts (1–12), the meeting cadence in days. */
  calendar: { school_year_start_month: number; meeting_cadence_days: number };
  schools: ReportSchoolRow[];
  /**
   * The district's tier generation: its card generation (students, teachers, schools, configuration lists; migration
   * 0009) plus its tier generation (boards, categories, rules, placements, moves, supports given; migration 0027),
   * the system's rows (district 0) included. It moves with every write a tier report reads, and with a change of the
   * district's calendar (migration 0029).
   */
  generation: number;
}

/**
 * The district, its schools by name and its tier generation in one round trip (the reports' scope on every
 * request); null when there is no such district. The caller checks the district is in the actor's scope.
 */
export async function reportPlace(db: Database, districtId: number): Promise<ReportPlaceRow | null> {
  const r = await db.execute(sql`select d.id, d.name, d.suspended_at, d.school_year_start_month, d.meeting_cadence_days,
      coalesce((select json_agg(json_build_object('id', s.id, 'name', s.name, 'suspended', s.status = 'account_suspended') order by s.name, s.id)
        from schools s where s.district_id = d.id), '[]') as schools,
      coalesce((select sum(n) from card_generations where district_id in (d.id, 0)), 0)
        + coalesce((select sum(n) from tier_generations where district_id in (d.id, 0)), 0) as generation
    from districts d where d.id = ${districtId}`);
  const row = (
    r as unknown as {
      rows: {
        id: number;
        name: string;
        suspended_at: string | Date | null;
        school_year_start_month: number;
        meeting_cadence_days: number;
        schools: ReportSchoolRow[];
        generation: string | number;
      }[];
    }
  ).rows[0];
  if (!row) return null;
  return {
    district: { id: row.id, name: row.name, suspended_at: row.suspended_at === null ? null : new Date(row.suspended_at) },
    calendar: { school_year_start_month: row.school_year_start_month, meeting_cadence_days: row.meeting_cadence_days },
    schools: row.schools,
    generation: Number(row.generation),
  };
}
