/**
 * CSV export of the filtered actions (issue 10, section 4) through the shared pipeline
 * (lib/csv-export.ts): the same scope and filters as the list, in the list's order, headers and
 * status words in the caller's language (English unless `lang=fr`), cells neutralised. Audited
 * with the row count before the first byte. PDF is not built yet: `format=pdf` answers 400.
 */
import { ACTION_MSG, type TActionExportQuery } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { csvStream, datedCsvName, fileSlug, type CsvColumn, type CsvFile } from '../../lib/csv-export.ts';
import { fieldError } from '../../lib/errors.ts';
import { meetingName } from '../../presenters/celebrations.presenter.ts';
import { actionWindows, countActions, type ActionListRow } from '../../repositories/actions.repository.ts';
import { emit } from '../emit.ts';
import { resolveActionScope } from './action-scope.ts';

export const ACTION_EXPORT_BATCH = 1000;

/** The spec's table columns (section 3), in its order, with the meeting the action was agreed in before its note. */
export const ACTION_COLUMNS: readonly CsvColumn<ActionListRow>[] = [
  { key: 'name', header: 'actions.column.name', value: (r) => r.action.name },
  { key: 'responsible', header: 'actions.column.responsible', value: (r) => `${r.responsible_first} ${r.responsible_last}` },
  { key: 'completion_date', header: 'actions.column.completion_date', value: (r) => r.action.completion_date },
  { key: 'actual_date', header: 'actions.column.actual_date', value: (r) => r.action.actual_date },
  { key: 'completed_at', header: 'actions.column.completed_at', value: (r) => r.action.completed_at?.toISOString() },
  { key: 'abandoned_at', header: 'actions.column.abandoned_at', value: (r) => r.action.abandoned_at?.toISOString() },
  { key: 'student', header: 'actions.column.student', value: (r) => (r.student_first === null ? null : `${r.student_first} ${r.student_last}`) },
  { key: 'status', header: 'actions.column.status', value: (r) => r.action.status, words: 'actions.status' },
  { key: 'school', header: 'actions.column.school', value: (r) => r.school_name },
  {
    key: 'meeting',
    header: 'actions.column.meeting',
    value: (r) => (r.meeting_descriptor !== null && r.meeting_starts_at !== null ? meetingName(r.meeting_descriptor, r.meeting_starts_at) : null),
  },
  {
    key: 'school_meeting_note',
    header: 'actions.column.school_meeting_note',
    value: (r) => (r.note_id === null ? null : r.note_student_first !== null ? `${r.note_student_first} ${r.note_student_last}` : r.meeting_descriptor),
  },
  { key: 'comment', header: 'actions.column.comment', value: (r) => r.action.comment },
];

export async function prepareActionExport(ctx: AuthedContext, q: TActionExportQuery): Promise<CsvFile> {
  if (q.format !== 'csv') throw fieldError('format', ACTION_MSG.onlyCsv);
  const { viewer, filter, place } = await resolveActionScope(ctx, q);
  const count = await countActions(ctx.db, viewer, filter);
  await emit(ctx.db, ctx, {
    type: 'actions.export',
    district_id: place.district_id,
    school_id: place.school_id,
    student_id: q.scope === 'studentActions' ? (q.student ?? null) : null,
    target: null,
    details: { count, scope: q.scope, format: q.format },
  });
  return {
    fileName: datedCsvName('actions', q.scope === 'myActions' ? 'mine' : fileSlug(place.name)),
    body: csvStream({ columns: ACTION_COLUMNS, lang: q.lang ?? 'en', windows: actionWindows(ctx.db, viewer, filter, q.sort, ACTION_EXPORT_BATCH) }),
  };
}
