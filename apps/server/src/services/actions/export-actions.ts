/**
 * CSV export of the filtered actions (issue 10, section 4) through the shared pipeline
 * (lib/csv-export.ts): the same scope and filters as the list, in the list's order, headers and
 * status words in the caller's language (English unless `lang=fr`), cells neutralised. Audited
 * with the row count before the first byte. `format=pdf` writes the same rows as a printable table
 * (lib/pdf/table-report.ts), up to ACTION_PDF_MAX of them: a PDF is read by people, and a larger one
 * is built in memory, so past that the filters must narrow it (CSV has no limit).
 */
import { ACTION_MSG, FINAL_ACTION_STATUSES, formatDate, translate, type Language, type TActionExportQuery } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { csvStream, datedCsvName, fileSlug, type CsvColumn, type CsvFile } from '../../lib/csv-export.ts';
import { todayIso } from '../../lib/dates.ts';
import { fieldError } from '../../lib/errors.ts';
import { renderTableReport } from '../../lib/pdf/render-report.ts';
import { shorten } from '../../lib/pdf/cells.ts';
import { meetingDay, meetingName } from '../../presenters/celebrations.presenter.ts';
import { actionWindows, countActions, type ActionListRow } from '../../repositories/actions.repository.ts';
import { emit } from '../emit.ts';
import { resolveActionScope } from './action-scope.ts';

export const ACTION_EXPORT_BATCH = 1000;

/** A PDF export: small enough (ACTION_PDF_MAX rows) to be built whole before it is sent. */
export interface PdfFile {
  fileName: string;
  pdf: Buffer;
}

const isFinal = (s: string) => (FINAL_ACTION_STATUSES as readonly string[]).includes(s);

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
    value: (r) => (r.meeting_descriptor !== null && r.meeting_starts_at !== null ? meetingName(r.meeting_descriptor, r.meeting_starts_at, r.meeting_time_zone) : null),
  },
  {
    key: 'school_meeting_note',
    header: 'actions.column.school_meeting_note',
    value: (r) => (r.note_id === null ? null : r.note_student_first !== null ? `${r.note_student_first} ${r.note_student_last}` : r.meeting_descriptor),
  },
  { key: 'comment', header: 'actions.column.comment', value: (r) => r.action.comment },
];

/** At most this many actions go into one PDF (about 60 pages). */
export const ACTION_PDF_MAX = 2000;

const PDF_WIDTHS: Record<string, number> = {
  name: 13,
  responsible: 8,
  completion_date: 6.75,
  actual_date: 6.75,
  completed_at: 6.75,
  abandoned_at: 6.75,
  student: 8,
  status: 6.5,
  school: 8,
  meeting: 9,
  school_meeting_note: 8,
  comment: 12.5,
};

/** A row's cells as the PDF prints them: the CSV's values with every date in the product's format for the language, the status in words. */
function pdfCells(row: ActionListRow, lang: Language): string[] {
  const day = (d: Date | string | null) => (d === null ? '' : formatDate(typeof d === 'string' ? d : d.toISOString().slice(0, 10), lang));
  return ACTION_COLUMNS.map((c) => {
    if (c.key === 'completion_date') return day(row.action.completion_date);
    if (c.key === 'actual_date') return day(row.action.actual_date);
    if (c.key === 'completed_at') return day(row.action.completed_at);
    if (c.key === 'abandoned_at') return day(row.action.abandoned_at);
    if (c.key === 'meeting')
      return row.meeting_descriptor !== null && row.meeting_starts_at !== null
        ? shorten(`${row.meeting_descriptor} (${formatDate(meetingDay(row.meeting_starts_at, row.meeting_time_zone), lang)})`)
        : '';
    const value = c.value(row);
    if (value === null || value === undefined) return '';
    return shorten(c.words ? translate(lang, `${c.words}.${String(value)}`) : String(value));
  });
}

export async function prepareActionExport(ctx: AuthedContext, q: TActionExportQuery): Promise<CsvFile | PdfFile> {
  const { viewer, filter, place } = await resolveActionScope(ctx, q);
  const count = await countActions(ctx.db, viewer, filter);
  if (q.format === 'pdf' && count > ACTION_PDF_MAX) throw fieldError('format', ACTION_MSG.pdfTooMany, { max: ACTION_PDF_MAX });
  await emit(ctx.db, ctx, {
    type: 'actions.export',
    district_id: place.district_id,
    school_id: place.school_id,
    student_id: q.scope === 'studentActions' ? (q.student ?? null) : null,
    target: null,
    details: { count, scope: q.scope, format: q.format },
  });
  const slug = q.scope === 'myActions' ? 'mine' : fileSlug(place.name);
  if (q.format === 'pdf') {
    const lang = q.lang ?? 'en';
    const rows: ActionListRow[] = [];
    for await (const window of actionWindows(ctx.db, viewer, filter, q.sort, ACTION_EXPORT_BATCH)) rows.push(...window);
    const today = todayIso();
    const title = q.scope === 'myActions' ? translate(lang, 'actions.pdf.mine') : translate(lang, 'actions.pdf.title', { place: place.name });
    const status = q.status ? translate(lang, `actions.status.${q.status}`) : translate(lang, 'actions.pdf.allStatuses');
    const pdf = await renderTableReport({
      lang,
      title,
      context: [translate(lang, 'actions.pdf.context', { status, count })],
      headers: ACTION_COLUMNS.map((c) => translate(lang, c.header as string)),
      widths: ACTION_COLUMNS.map((c) => PDF_WIDTHS[c.key] ?? 8),
      rows: rows.map((r) => pdfCells(r, lang)),
      flagged: rows.map((r) => !isFinal(r.action.status) && r.action.completion_date < today),
      empty: translate(lang, 'actions.empty'),
      pageLabel: translate(lang, 'pdf.page'),
      printedOn: today,
    });
    return { fileName: datedCsvName('actions', slug).replace(/\.csv$/, '.pdf'), pdf };
  }
  return {
    fileName: datedCsvName('actions', slug),
    body: csvStream({ columns: ACTION_COLUMNS, lang: q.lang ?? 'en', windows: actionWindows(ctx.db, viewer, filter, q.sort, ACTION_EXPORT_BATCH) }),
  };
}
