/**
 * CSV export of a school's or a district's students (issue 4, section 2). The rows are read
 * in keyset batches and written as they come, so memory stays flat however large the roster;
 * every cell goes through safeCell() against formula injection. Audited with the row count.
 */
import { foldForSearch, type TStudentExportQuery } from '@ss/domain';
import { EXPORT_COLUMNS } from '@ss/domain/student-imports-shared';
import type { ServiceContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { assertSchoolOpen } from '../../lib/suspension.ts';
import { safeCell } from '../../lib/uploads.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { countExport, exportBatch, type ExportFilter, type ExportKey } from '../../repositories/student-imports.repository.ts';
import { getDistrict, getSchool } from '../../repositories/tenancy.repository.ts';
import { auditActor } from '../audit-actor.ts';

export const EXPORT_BATCH = 1000;

/**
 * A CSV field: neutralised, then quoted when it holds a separator, a quote or a line break. A
 * semicolon or a tab counts as a separator too: a spreadsheet whose list separator is ";" (Excel
 * in French) would otherwise split "x;=cmd|…" and read the second half as a formula.
 */
export function csvField(value: unknown): string {
  const s = safeCell(value);
  return /[",;\t\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const csvLine = (cells: unknown[]) => `${cells.map(csvField).join(',')}\r\n`;

/** "École Les Trois-Ponts" → "ecole-les-trois-ponts". */
const slug = (name: string) =>
  foldForSearch(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'export';

export interface PreparedExport {
  fileName: string;
  count: number;
  lines: () => AsyncGenerator<string>;
}

/** Checks who may export what, audits, and returns the file name and a generator of CSV lines. */
export async function prepareStudentExport(ctx: ServiceContext, q: TStudentExportQuery): Promise<PreparedExport> {
  const actor = ctx.auth!.actor;
  const scope = scopeOf(actor);
  const statuses = q.status ?? ['active'];
  let filter: ExportFilter;
  let name: string;
  let place: { district_id: number; school_id: number | null };
  if (q.school !== undefined) {
    const row = await getSchool(ctx.db, scope, q.school);
    if (!row) throw notFound();
    assertSchoolOpen(actor, row.school);
    if (!studentPolicy.manageRoster(actor, { district_id: row.school.district_id, school_id: row.school.id })) throw forbidden();
    filter = { schoolId: row.school.id, statuses };
    name = row.school.name;
    place = { district_id: row.school.district_id, school_id: row.school.id };
  } else {
    const row = await getDistrict(ctx.db, scope, q.district!);
    if (!row) throw notFound();
    if (!studentPolicy.manageDistrictRoster(actor, row.district.id)) throw forbidden();
    filter = { districtId: row.district.id, statuses };
    name = row.district.name;
    place = { district_id: row.district.id, school_id: null };
  }
  const count = await countExport(ctx.db, scope, filter);
  await recordAudit(ctx.db, {
    ...auditActor(ctx),
    action: 'students.export',
    district_id: place.district_id,
    school_id: place.school_id,
    target_type: place.school_id ? 'school' : 'district',
    target_id: String(place.school_id ?? place.district_id),
    details: { count, statuses },
  });
  const date = new Date().toISOString().slice(0, 10);
  return {
    fileName: `students-${slug(name)}-${date}.csv`,
    count,
    async *lines() {
      // A byte-order mark, so spreadsheet programs read the file as UTF-8 (accents intact).
      yield `\uFEFF${csvLine([...EXPORT_COLUMNS])}`;
      let after: ExportKey | null = null;
      for (;;) {
        const batch = await exportBatch(ctx.db, scope, filter, after, EXPORT_BATCH);
        if (!batch.length) return;
        yield batch
          .map((r) =>
            csvLine([r.first_name, r.last_name, r.grade, r.gender, r.student_number, r.sis_number, r.status, r.graduated_year, r.archived_at, r.school_name, r.teachers.join('; ')]),
          )
          .join('');
        if (batch.length < EXPORT_BATCH) return;
        const last = batch[batch.length - 1]!;
        after = { school_id: last.school_id, status: last.status, last_key: last.last_key, first_key: last.first_key, id: last.id };
      }
    },
  };
}
