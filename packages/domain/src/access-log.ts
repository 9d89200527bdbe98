/**
 * A student's access record in words (issue 24, section 3), from the codes the server answers: the
 * same sentences on the page, in the CSV and in the PDF. `words` is a catalogue lookup (i18next's `t`
 * on the web, `translate` on the server) and `has` says whether a key exists, so an unknown code (an
 * older row) shows as it is rather than as a missing string.
 */
import type { TAccessLogEntry } from './contracts/access-log.ts';

export interface AccessLogWords {
  t: (key: string, params?: Record<string, string | number>) => string;
  has: (key: string) => boolean;
}

const labelOr = (w: AccessLogWords, key: string, fallback: string) => (w.has(key) ? w.t(key) : fallback);

/** What was done: "Opened a student profile", "Downloaded a support plan PDF"… */
export function accessLogWhat(w: AccessLogWords, e: Pick<TAccessLogEntry, 'action'>): string {
  return labelOr(w, `audit.action.${e.action}`, e.action);
}

/** Who did it: the person, and the real person behind a simulation; a job is "The system". */
export function accessLogWho(w: AccessLogWords, e: Pick<TAccessLogEntry, 'actor' | 'real_actor'>): string {
  if (!e.actor) return w.t('accessLog.system');
  if (e.real_actor && e.real_actor.id !== e.actor.id) return w.t('accessLog.simulatedBy', { name: e.actor.full_name, real: e.real_actor.full_name });
  return e.actor.full_name;
}

/** The details in words: the part read, the fields changed, the file's format and language, the size of a bulk read. */
export function accessLogDetails(w: AccessLogWords, e: Pick<TAccessLogEntry, 'details' | 'bulk' | 'target_type'>): string {
  const d = e.details;
  const out: string[] = [];
  if (!e.bulk && e.target_type && e.target_type !== 'student' && w.has(`audit.target.${e.target_type}`)) out.push(w.t(`audit.target.${e.target_type}`));
  if (typeof d.part === 'string') out.push(w.t('accessLog.detail.part', { part: labelOr(w, `accessLog.part.${d.part}`, d.part) }));
  if (Array.isArray(d.fields) && d.fields.length)
    out.push(w.t('accessLog.detail.fields', { fields: d.fields.map((f) => labelOr(w, `audit.field.${String(f)}`, String(f))).join(', ') }));
  if (typeof d.revision === 'number') out.push(w.t('accessLog.detail.revision', { revision: d.revision }));
  if (typeof d.format === 'string') out.push(w.t('accessLog.detail.format', { format: d.format.toUpperCase() }));
  if (typeof d.lang === 'string') out.push(w.t('accessLog.detail.lang', { lang: labelOr(w, `audit.value.language.${d.lang}`, d.lang) }));
  if (e.bulk) out.push(typeof d.count === 'number' ? w.t('accessLog.detail.bulkCount', { count: d.count }) : w.t('accessLog.detail.bulk'));
  return out.join(' · ');
}
