/**
 * CSV export of a school's or a district's students (issue 4, section 2), through the shared
 * pipeline (lib/csv-export.ts): the rows are read in keyset batches and written as they come, so
 * memory stays flat however large the roster. Without a language the file is the import's own
 * form (headers first_name, gender…; values female, archived…), so it can be edited and imported
 * back; with lang=en or lang=fr, headers and words are that language's. Audited with the row count.
 */
import { EXPORT_COLUMNS } from '@ss/domain/student-imports-shared';
import type { TStudentExportQuery } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { authorize } from '../../lib/authorize.ts';
import { csvStream, datedCsvName, fileSlug, type CsvColumn, type CsvFile } from '../../lib/csv-export.ts';
import { notFound } from '../../lib/errors.ts';
import { assertSchoolOpen } from '../../lib/suspension.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { emit } from '../emit.ts';
import { exportIds, exportWindows, type ExportFilter, type ExportRow } from '../../repositories/student-imports.repository.ts';
import { getDistrict, getSchool } from '../../repositories/tenancy.repository.ts';

export const EXPORT_BATCH = 1000;

type RosterColumn = CsvColumn<ExportRow> & { key: (typeof EXPORT_COLUMNS)[number] };

/** The columns of the roster export, in the order of EXPORT_COLUMNS (the import template's, then the rest). */
export const ROSTER_COLUMNS: readonly RosterColumn[] = [
  { key: 'first_name', header: 'export.column.first_name', value: (r) => r.first_name },
  { key: 'last_name', header: 'export.column.last_name', value: (r) => r.last_name },
  { key: 'grade', header: 'export.column.grade', value: (r) => r.grade },
  { key: 'gender', header: 'export.column.gender', value: (r) => r.gender, words: 'export.gender' },
  { key: 'student_number', header: 'export.column.student_number', value: (r) => r.student_number },
  { key: 'sis_number', header: 'export.column.sis_number', value: (r) => r.sis_number },
  { key: 'status', header: 'export.column.status', value: (r) => r.status, words: 'export.status' },
  { key: 'graduated_year', header: 'export.column.graduated_year', value: (r) => r.graduated_year },
  { key: 'archive_date', header: 'export.column.archive_date', value: (r) => r.archived_at },
  { key: 'school', header: 'export.column.school', value: (r) => r.school_name },
  { key: 'teachers', header: 'export.column.teachers', value: (r) => r.teachers.join('; ') },
];

/** Checks who may export what, audits, and returns the file, written as it is read. */
export async function prepareStudentExport(ctx: AuthedContext, q: TStudentExportQuery): Promise<CsvFile> {
  const actor = ctx.actor;
  const scope = scopeOf(actor);
  const statuses = q.status ?? ['active'];
  let filter: ExportFilter;
  let name: string;
  let place: { district_id: number; school_id: number | null };
  if (q.school !== undefined) {
    const row = await getSchool(ctx.db, scope, q.school);
    if (!row) throw notFound();
    assertSchoolOpen(actor, row.school);
    authorize(studentPolicy.manageRoster, actor, { district_id: row.school.district_id, school_id: row.school.id });
    filter = { schoolId: row.school.id, statuses };
    name = row.school.name;
    place = { district_id: row.school.district_id, school_id: row.school.id };
  } else {
    const row = await getDistrict(ctx.db, scope, q.district!);
    if (!row) throw notFound();
    authorize(studentPolicy.manageDistrictRoster, actor, row.district.id);
    filter = { districtId: row.district.id, statuses };
    name = row.district.name;
    place = { district_id: row.district.id, school_id: null };
  }
  const ids = await exportIds(ctx.db, scope, filter);
  const count = ids.length;
  await emit(ctx.db, ctx, {
    type: 'students.export',
    district_id: place.district_id,
    school_id: place.school_id,
    target: { type: place.school_id ? 'school' : 'district', id: place.school_id ?? place.district_id },
    details: { count, statuses },
    student_ids: ids,
  });
  return {
    fileName: datedCsvName('students', fileSlug(name)),
    body: csvStream({ columns: ROSTER_COLUMNS, lang: q.lang ?? 'codes', windows: exportWindows(ctx.db, scope, filter, EXPORT_BATCH) }),
  };
}
