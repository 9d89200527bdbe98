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
