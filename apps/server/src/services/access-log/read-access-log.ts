/**
 * A student's access record (issue 24, section 3): who read or changed what of the child's file and
 * when, from the audit's index of students (audit_event_students). Out of the reader's scope is 404
 * (as the profile); in scope without the right is 403 (policies/access-log.policy.ts). Reading and
 * exporting the record are themselves audited, on the student, so they appear in it.
 */
import {
  ACCESS_LOG_DETAIL_FIELDS,
  accessLogDetails,
  accessLogWhat,
  accessLogWho,
  catalogues,
  chooseLanguage,
  formatDateTime,
  translate,
  type Language,
  type TAccessLogEntry,
  type TAccessLogExportQuery,
  type TAccessLogPage,
  type TAccessLogQuery,
} from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { csvStream, datedCsvName, fileSlug, type CsvColumn, type CsvFile } from '../../lib/csv-export.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { renderTableReport } from '../../lib/pdf/render-report.ts';
import { accessLogPolicy } from '../../policies/access-log.policy.ts';
import { accessLogPeople, countAccessLog, listAccessLog, type AccessLogFilter, type AccessLogRow } from '../../repositories/access-log.repository.ts';
import { studentTarget } from '../audit-actor.ts';
import { emit } from '../emit.ts';
import { loadStudent } from '../student-profile/access.ts';

/** A PDF holds at most this many entries (the CSV holds them all). */
export const ACCESS_LOG_PDF_MAX = 2000;
const CODE = /^[a-z0-9][a-z0-9_.-]{0,39}$/i;

const person = (id: number | null, first: string | null, last: string | null) =>
  id === null ? null : { id, full_name: first === null ? `#${id}` : `${first} ${last ?? ''}`.trim() };

/** A detail's value when it is a number, yes/no or a code; anything else (a name, a note) is left out. */
function keptValue(v: unknown): TAccessLogEntry['details'][string] | undefined {
  if (typeof v === 'number' || typeof v === 'boolean') return v;
  if (typeof v === 'string') return CODE.test(v) ? v : undefined;
  if (Array.isArray(v) && v.length <= 50 && v.every((x) => typeof x === 'number' || (typeof x === 'string' && CODE.test(x)))) return v as (number | string)[];
  return undefined;
}

/** An entry: codes, the people's names and the time; the details without any text (a change keeps its field names). */
export function presentAccessLogEntry(r: AccessLogRow, studentId: number): TAccessLogEntry {
  const raw = r.details ?? {};
  const details: TAccessLogEntry['details'] = {};
  for (const field of ACCESS_LOG_DETAIL_FIELDS) {
    const v = keptValue(raw[field]);
    if (v !== undefined) details[field] = v;
  }
  const changes = raw.changes;
  if (changes && typeof changes === 'object' && !Array.isArray(changes)) details.fields = Object.keys(changes).filter((k) => CODE.test(k));
  return {
    id: r.id,
    occurred_at: r.occurred_at.toISOString(),
    action: r.action,
    target_type: r.target_type,
    target_id: r.target_id,
    actor: person(r.actor_id, r.actor_first, r.actor_last),
    real_actor: person(r.real_id, r.real_first, r.real_last),
    bulk: r.student_id !== studentId,
    details,
  };
}

/** `to` is a day: everything before the next midnight (UTC) counts. */
const filterOf = (studentId: number, q: { from?: string; to?: string; user?: number }): Omit<AccessLogFilter, 'offset'> => ({
  studentId,
  from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
  to: q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000) : undefined,
  userId: q.user,
});

async function allowedStudent(ctx: AuthedContext, id: number) {
  const { student } = await loadStudent(ctx.db, ctx.actor, id);
  authorize(accessLogPolicy.read, ctx.actor, student);
  return student;
}

export async function readAccessLog(ctx: AuthedContext, id: number, q: TAccessLogQuery): Promise<TAccessLogPage> {
  const student = await allowedStudent(ctx, id);
  // The read is recorded first, so the page it answers already shows it.
  await emit(ctx.db, ctx, { type: 'student.access_log_read', ...studentTarget(student), details: { page: q.page } });
  const filter = filterOf(student.id, q);
  const [count, rows, people] = await Promise.all([
    countAccessLog(ctx.db, { ...filter, offset: 0 }),
    listAccessLog(ctx.db, { ...filter, ...pageWindow(q) }),
    accessLogPeople(ctx.db, student.id),
  ]);
  const page = toPage(
    q,
    count,
    rows.map((r) => presentAccessLogEntry(r, student.id)),
  );
  return {
    ...page,
    student: { id: student.id, full_name: `${student.first_name} ${student.last_name}` },
    people: people.map((p) => ({ id: p.id, full_name: `${p.first_name} ${p.last_name}`.trim() })),
  };
}

const wordsOf = (lang: Language) => ({ t: (key: string, params?: Record<string, string | number>) => translate(lang, key, params), has: (key: string) => key in catalogues[lang] });

type Line = { when: string; who: string; what: string; details: string };
const COLUMNS: CsvColumn<Line>[] = [
  { key: 'when', header: 'accessLog.column.when', value: (l) => l.when },
  { key: 'who', header: 'accessLog.column.who', value: (l) => l.who },
  { key: 'what', header: 'accessLog.column.what', value: (l) => l.what },
  { key: 'details', header: 'accessLog.column.details', value: (l) => l.details },
];

/** The record (with the page's filters) as a CSV or a PDF, in words, in the reader's language or the one asked. */
export async function exportAccessLog(ctx: AuthedContext, id: number, q: TAccessLogExportQuery): Promise<CsvFile | { fileName: string; pdf: Buffer }> {
  const student = await allowedStudent(ctx, id);
  const lang: Language = q.lang ?? chooseLanguage({ user: ctx.actor });
  const filter = filterOf(student.id, q);
  const rows = await listAccessLog(ctx.db, { ...filter, offset: 0, limit: q.format === 'pdf' ? ACCESS_LOG_PDF_MAX : undefined });
  await emit(ctx.db, ctx, { type: 'student.access_log_exported', ...studentTarget(student), details: { format: q.format, lang, count: rows.length } });
  const w = wordsOf(lang);
  const lines: Line[] = rows.map((r) => {
    const e = presentAccessLogEntry(r, student.id);
    return {
      when: q.format === 'pdf' ? formatDateTime(e.occurred_at, lang, { timeZone: 'UTC', zoneName: true }) : e.occurred_at,
      who: accessLogWho(w, e),
      what: accessLogWhat(w, e),
      details: accessLogDetails(w, e),
    };
  });
  const name = `${student.first_name} ${student.last_name}`;
  const base = datedCsvName('access-record', fileSlug(name));
  if (q.format === 'pdf') {
    const range = [q.from, q.to].some(Boolean) ? translate(lang, 'accessLog.pdf.range', { from: q.from ?? '…', to: q.to ?? '…' }) : translate(lang, 'accessLog.pdf.allTime');
    const pdf = await renderTableReport({
      lang,
      title: translate(lang, 'accessLog.pdf.title', { name }),
      context: [range, translate(lang, 'accessLog.pdf.count', { count: lines.length })],
      headers: COLUMNS.map((c) => translate(lang, c.header as string)),
      widths: [18, 20, 30, 32],
      rows: lines.map((l) => [l.when, l.who, l.what, l.details]),
      flagged: lines.map(() => false),
      empty: translate(lang, 'accessLog.empty'),
      pageLabel: translate(lang, 'pdf.page'),
      printedOn: new Date().toISOString().slice(0, 10),
    });
    return { fileName: base.replace(/\.csv$/, '.pdf'), pdf };
  }
  return {
    fileName: base,
    body: csvStream({
      columns: COLUMNS,
      lang,
      windows: (async function* () {
        yield lines;
      })(),
    }),
  };
}
