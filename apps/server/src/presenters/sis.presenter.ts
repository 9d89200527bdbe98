import type { TSisError, TSisSummary, TSisSync } from '@ss/domain';
import type { SisSyncRow } from '../repositories/sis.repository.ts';

/** A sync as the API shows it; `abilities` (asked of students.policy by the route) say whether it can be applied or its orgs mapped now. */
export function presentSync(row: { sync: SisSyncRow; created_by_name: string | null }, abilities: TSisSync['abilities']): TSisSync {
  const s = row.sync;
  const summary = s.summary as Partial<TSisSummary>;
  return {
    id: s.id,
    district_id: s.district_id,
    file_name: s.file_name,
    dry_run: s.dry_run,
    status: s.status,
    summary: summary && Array.isArray(summary.schools) ? (summary as TSisSummary) : null,
    errors: s.errors as TSisError[],
    created_by_name: row.created_by_name,
    created_at: s.created_at.toISOString(),
    finished_at: s.finished_at?.toISOString() ?? null,
    abilities,
  };
}
