/** The district's system page (issue 23, section 4): its settings row → the API's answer. */
import type { TDistrictSystem } from '@ss/domain';
import type { DistrictSystemRow } from '../repositories/district-system.repository.ts';

export function presentDistrictSystem(row: DistrictSystemRow, abilities: TDistrictSystem['abilities']): TDistrictSystem {
  return {
    district_id: row.id,
    name: row.name,
    support_email: row.support_email,
    francophone: row.francophone,
    time_zone: row.time_zone,
    archive_auto_delete_days: row.archive_auto_delete_days,
    retention_years: row.retention_years,
    school_year_start_month: row.school_year_start_month,
    meeting_cadence_days: row.meeting_cadence_days,
    connected_districts: row.connected,
    sis: {
      configured: row.any_sync,
      last_sync_at: row.last_sync ? new Date(row.last_sync.at).toISOString() : null,
      status: (row.last_sync?.status as TDistrictSystem['sis']['status']) ?? null,
      dry_run: row.last_sync?.dry_run ?? null,
    },
    version: row.version,
    abilities,
  };
}
