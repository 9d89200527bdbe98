/**
 * The advanced search as a CSV file, through the shared pipeline (lib/csv-export.ts): every
 * matching row in the search's order, read in windows and streamed, so a district's export stays
 * in constant memory; headers and words in the language asked (English by default), then one
 * column per data filter, headed by its measure's name. Audited as students.export.
 */
import type { TStudentSearchExport } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { csvStream, datedCsvName, type CsvColumn, type CsvFile } from '../../lib/csv-export.ts';
import { authorize } from '../../lib/authorize.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { searchExportWindows, type SearchExportRow } from '../../repositories/advanced-search-export.repository.ts';
import { matchingIds, type MeasureDef } from '../../repositories/advanced-search.repository.ts';
import { emit } from '../emit.ts';
import { criteriaFor, resolvePlace } from './search-place.ts';

const WINDOW = 1000;

/** The columns every search export has, in order; the measures' columns follow. */
export const SEARCH_COLUMNS: readonly CsvColumn<SearchExportRow>[] = [
  { key: 'student_number', header: 'export.column.student_number', value: (r) => r.student_number },
  { key: 'last_name', header: 'export.column.last_name', value: (r) => r.last_name },
  { key: 'first_name', header: 'export.column.first_name', value: (r) => r.first_name },
  { key: 'grade', header: 'export.column.grade', value: (r) => r.grade },
  { key: 'gender', header: 'export.column.gender', value: (r) => r.gender, words: 'export.gender' },
  { key: 'school', header: 'export.column.school', value: (r) => r.school_name },
  { key: 'status', header: 'export.column.status', value: (r) => r.status, words: 'export.status' },
  { key: 'teachers', header: 'export.column.teachers', value: (r) => r.teachers.map((t) => `${t.first_name} ${t.last_name}`).join('; ') },
  { key: 'card_icons', header: 'export.column.card_icons', value: (r) => r.card_icons.join('; ') },
];

/** A data filter's column: its measure's latest value, headed by the measure's name. */
const measureColumn = (def: MeasureDef, i: number): CsvColumn<SearchExportRow> => ({
  key: `measure_${i}`,
  header: { text: def.name },
  value: (r) => r.measures[i]?.value ?? '',
});

export async function exportSearch(ctx: AuthedContext, input: TStudentSearchExport): Promise<CsvFile> {
  const actor = ctx.actor;
  const place = await resolvePlace(ctx.db, actor, input);
  authorize(studentPolicy.exportSearch, actor, place.exportAt);
  const criteria = await criteriaFor(ctx.db, place, input);
  const lang = input.lang ?? 'en';
  // The students the file holds, counted in each one's access record (issue 24): ids only.
  const ids = await matchingIds(ctx.db, scopeOf(actor), criteria);
  await emit(ctx.db, ctx, {
    type: 'students.export',
    district_id: input.district_id ?? place.schools[0]?.district_id ?? null,
    school_id: input.school_id ?? null,
    target: { type: 'student_search', id: null },
    details: { filters: { ...input, lang: undefined } },
    student_ids: ids,
  });
  return {
    fileName: datedCsvName('students'),
    body: csvStream({
      columns: [...SEARCH_COLUMNS, ...criteria.data_filters.map((f, i) => measureColumn(f.def, i))],
      lang,
      windows: searchExportWindows(ctx.db, scopeOf(actor), criteria, lang, WINDOW, ids),
    }),
  };
}
