/**
 * The e-mail an uploader receives when their import finishes: the counts, or every bad row
 * with its line, column and reason, in the uploader's language.
 */
import { translate, type Language, type TImportRowError } from '@ss/domain';
import { importErrorCount } from '@ss/domain/student-imports-shared';

/** An e-mail lists this many bad rows at most; the import history shows them all. */
export const EMAIL_MAX_ERRORS = 200;

export interface ImportOutcome {
  fileName: string;
  schoolName: string;
  created: number;
  updated: number;
  unchanged: number;
  errors: TImportRowError[];
}

export function describeRowError(lang: Language, e: TImportRowError): string {
  const reason = translate(lang, e.message, e.params);
  const where = e.field
    ? translate(lang, 'imports.email.lineField', { line: e.line, field: translate(lang, `imports.column.${e.field}`) })
    : translate(lang, 'imports.email.line', { line: e.line });
  return translate(lang, 'imports.email.rowError', { where, reason });
}

export function importEmail(lang: Language, name: string, o: ImportOutcome, historyLink: string): { subject: string; text: string } {
  const app = translate(lang, 'app.name');
  const base = { app, name, file: o.fileName, school: o.schoolName, link: historyLink };
  if (!o.errors.length) {
    return {
      subject: translate(lang, 'imports.email.succeeded.subject', base),
      text: translate(lang, 'imports.email.succeeded.body', { ...base, created: o.created, updated: o.updated, unchanged: o.unchanged }),
    };
  }
  const shown = o.errors.slice(0, EMAIL_MAX_ERRORS).map((e) => `- ${describeRowError(lang, e)}`);
  if (o.errors.length > EMAIL_MAX_ERRORS) shown.push(translate(lang, 'imports.email.more', { more: o.errors.length - EMAIL_MAX_ERRORS }));
  return {
    subject: translate(lang, 'imports.email.failed.subject', base),
    text: translate(lang, 'imports.email.failed.body', { ...base, count: importErrorCount(o.errors), rows: shown.join('\n') }),
  };
}
