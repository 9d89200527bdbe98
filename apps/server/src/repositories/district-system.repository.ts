/**
 * The district's system page (issue 23, section 4): its settings with what the page shows beside them (connected
 * districts by name, the latest SIS sync), in one statement; the versioned change; and the calendar the reports and
 * the early-warning rules read (school-year start month, meeting cadence).
 */
import { and, eq, sql } from 'drizzle-orm';
import { districts, type Database } from '@ss/db';
import type { TenantScope } from '../lib/actor.ts';

/** The district's version: its last change in whole milliseconds (what the page sends back with a change). */
const versionOf = sql<string>`floor(extract(epoch from ${districts.updated_at}) * 1000)::bigint`;

export interface DistrictSystemRow {
  id: number;
  name: string;
  suspended_at: Date | null;
  support_email: string | null;
  francophone: boolean;
  time_zone: string;
  archive_auto_delete_days: number | null;
  retention_years: number | null;
  school_year_start_month: number;
  meeting_cadence_days: number;
  connected: { id: number; name: string }[];
  last_sync: { at: string; status: string; dry_run: boolean } | null;
  any_sync: boolean;
  version: number;
}

type Raw = Omit<DistrictSystemRow, 'version' | 'suspended_at' | 'connected' | 'last_sync'> & {
  version: string | number;
  suspended_at: string | Date | null;
  connected: string | { id: number; name: string }[];
  last_sync: string | { at: string; status: string; dry_run: boolean } | null;
};

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

/** The district's settings in the actor's scope (null: out of scope or no such district). */
export async function readDistrictSystem(db: Database, scope: TenantScope, id: number): Promise<DistrictSystemRow | null> {
  if (!scope.all && !scope.districtIds.includes(id)) return null;
  const r = await db.execute(sql`select d.id, d.name, d.suspended_at, d.support_email, d.francophone, d.time_zone, d.archive_auto_delete_days, d.retention_years,
      d.school_year_start_month, d.meeting_cadence_days, floor(extract(epoch from d.updated_at) * 1000)::bigint as version,
      coalesce((select json_agg(json_build_object('id', o.id, 'name', o.name) order by o.name, o.id)
        from district_connections c join districts o on o.id = case when c.district_id = d.id then c.connected_district_id else c.district_id end
        where c.district_id = d.id or c.connected_district_id = d.id), '[]') as connected,
      (select json_build_object('at', coalesce(s.finished_at, s.created_at), 'status', s.status, 'dry_run', s.dry_run) from sis_syncs s
        where s.district_id = d.id order by s.created_at desc, s.id desc limit 1) as last_sync,
      exists (select 1 from sis_syncs s where s.district_id = d.id) as any_sync
    from districts d where d.id = ${id}`);
  const row = (r as unknown as { rows: Raw[] }).rows[0];
  if (!row) return null;
  return {
    ...row,
    suspended_at: row.suspended_at === null ? null : new Date(row.suspended_at),
    connected: json(row.connected),
    last_sync: row.last_sync === null ? null : json(row.last_sync),
    version: Number(row.version),
  };
}

export type DistrictSettings = Partial<
  Pick<
    typeof districts.$inferInsert,
    'support_email' | 'francophone' | 'time_zone' | 'archive_auto_delete_days' | 'retention_years' | 'school_year_start_month' | 'meeting_cadence_days'
  >
>;

/**
 * Writes the settings when the district is still at `version`; false when another change came first. The new
 * version is always later than the one read (a change within the same millisecond still moves it).
 */
export async function updateDistrictSettings(db: Database, id: number, version: number, values: DistrictSettings): Promise<boolean> {
  const rows = await db
    .update(districts)
    .set({ ...values, updated_at: sql`greatest(now(), ${districts.updated_at} + interval '1 millisecond')` })
    .where(and(eq(districts.id, id), sql`${versionOf} = ${version}`))
    .returning({ id: districts.id });
  return rows.length === 1;
}

/** The district's calendar: the month its school year starts and the meeting cadence its reports expect (defaults for an unknown id). */
export async function districtCalendar(db: Database, id: number): Promise<{ school_year_start_month: number; meeting_cadence_days: number }> {
  const [row] = await db
    .select({ school_year_start_month: districts.school_year_start_month, meeting_cadence_days: districts.meeting_cadence_days })
    .from(districts)
    .where(eq(districts.id, id))
    .limit(1);
  return row ?? { school_year_start_month: 8, meeting_cadence_days: 42 };
}
