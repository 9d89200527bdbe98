/**
 * Constants of CSV import/export and retention shared by the server and the browser
 * (no zod here, so the web app can import it by subpath without pulling the contracts in).
 */

/** The columns of an import file, in the order of the template. */
export const IMPORT_COLUMNS = ['first_name', 'last_name', 'grade', 'gender', 'student_number', 'sis_number'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
/** Columns a row must fill. */
export const IMPORT_REQUIRED: readonly ImportColumn[] = ['first_name', 'last_name', 'grade', 'gender', 'student_number'];
/** The columns of an export, in order. */
export const EXPORT_COLUMNS = [...IMPORT_COLUMNS, 'status', 'graduated_year', 'archive_date', 'school', 'teachers'] as const;

export const IMPORT_IN_PROGRESS = "Your upload is in progress. We will notify you via email once it's completed.";

/** Archived students may be deleted automatically after 30 days at the earliest, 10 years at the latest. */
export const RETENTION_MIN_DAYS = 30;
export const RETENTION_MAX_DAYS = 3650;

/** An import keeps the first errors of each kind (field and message); the rest are counted. */
export const IMPORT_ERRORS_PER_KIND = 100;
/** The message of the entry standing for a kind's errors beyond the first ones (params.count). */
export const IMPORT_MORE_ERRORS = 'imports.error.more';

interface RowErrorLike {
  line: number;
  field?: string;
  message: string;
  params?: Record<string, string | number>;
}

/**
 * The errors an import stores and shows: the first IMPORT_ERRORS_PER_KIND of each kind, then one
 * entry per kind holding how many more there are (at the line of the first one left out). A file
 * of 60,000 empty rows gives a few hundred entries, not 300,000.
 */
export function capImportErrors<E extends RowErrorLike>(errors: E[]): E[] {
  const cap = new ImportErrorCap<E>();
  for (const e of errors) cap.add(e);
  return cap.kept;
}

/** capImportErrors one error at a time, so a file's errors never pile up in memory. */
export class ImportErrorCap<E extends RowErrorLike> {
  readonly kept: E[] = [];
  private readonly kinds = new Map<string, { kept: number; more?: E }>();

  add(e: E): void {
    const kind = `${e.field ?? ''}\u0001${e.message}`;
    let k = this.kinds.get(kind);
    if (!k) this.kinds.set(kind, (k = { kept: 0 }));
    if (k.kept < IMPORT_ERRORS_PER_KIND) {
      k.kept++;
      this.kept.push(e);
    } else if (!k.more) {
      k.more = { ...e, message: IMPORT_MORE_ERRORS, params: { count: 1 } };
      this.kept.push(k.more);
    } else {
      (k.more.params as { count: number }).count++;
    }
  }
}

/** How many errors stored entries stand for (a "more" entry counts for its count). */
export function importErrorCount(errors: RowErrorLike[]): number {
  return errors.reduce((n, e) => n + (e.message === IMPORT_MORE_ERRORS ? Number(e.params?.count ?? 0) : 1), 0);
}
