/**
 * The reports page's filters (issue 22, section 1): school year (its start year, the August rule), school,
 * grade, and the tier flow's two dates, kept in the URL's search parameters under the API's own names, so a
 * link reproduces the view and the same values go to the reports, their CSV exports and the PDF.
 */
import { schoolYearOf } from '@ss/domain/school-year';
import type { ReportName } from '@ss/domain/contracts/reports';

export interface ReportFilters {
  /** Start year: 2026 for 2026–2027. */
  school_year: number;
  school: number | null;
  grade: string | null;
  /** The tier flow's dates (`YYYY-MM-DD`); null: the server's default (the year's first day, today). */
  from: string | null;
  to: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const id = (v: string | null) => (v !== null && /^[1-9]\d*$/.test(v) ? Number(v) : null);
const day = (v: string | null) => (v !== null && DAY.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) ? v : null);

/** The school year of a date as the product counts it (August starts one), read on the reader's calendar. */
export const currentSchoolYear = (now: Date) => schoolYearOf(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()))).startYear;

/** "2026–2027" (an en dash, in both languages). */
export const schoolYearLabel = (startYear: number) => `${startYear}–${startYear + 1}`;

/** The school years offered: the current one first, then the `previous` before it. */
export function schoolYearOptions(now: Date, previous = 4): { value: string; label: string }[] {
  const current = currentSchoolYear(now);
  return Array.from({ length: previous + 1 }, (_, i) => current - i).map((y) => ({ value: String(y), label: schoolYearLabel(y) }));
}

/** The filters a URL holds; anything missing or malformed is the default (this school year, all schools and grades). */
export function readFilters(params: URLSearchParams, now: Date): ReportFilters {
  const current = currentSchoolYear(now);
  const year = Number(params.get('school_year'));
  const grade = params.get('grade')?.trim() ?? '';
  return {
    school_year: Number.isInteger(year) && year >= current - 20 && year <= current ? year : current,
    school: id(params.get('school')),
    grade: grade && grade.length <= 20 ? grade : null,
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

/** The search-parameter changes that write `next` into the URL (null removes a parameter). */
export function filterChanges(next: Partial<ReportFilters>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const [key, value] of Object.entries(next)) out[key] = value === null || value === undefined || value === '' ? null : String(value);
  return out;
}

/** Only the tier flow and the exports that include it take the two dates. */
const TAKES_DATES: readonly (ReportName | 'pdf')[] = ['tier_flow', 'pdf'];

/** A report's query string parameters: the district, then the filters that are set. */
export function reportParams(name: ReportName | 'pdf', district: number, f: ReportFilters): Record<string, string | number> {
  const out: Record<string, string | number> = { district, school_year: f.school_year };
  if (f.school !== null) out.school = f.school;
  if (f.grade !== null) out.grade = f.grade;
  if (TAKES_DATES.includes(name)) {
    if (f.from !== null) out.from = f.from;
    if (f.to !== null) out.to = f.to;
  }
  return out;
}

const query = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** `…/reports/<name>/export/?format=csv&lang=…&<filters>`: one report's tables as CSV in the reader's language. */
export const csvExportUrl = (name: ReportName, district: number, f: ReportFilters, lang: 'en' | 'fr') =>
  `/api/v1/reports/${name}/export/?${query({ format: 'csv', lang, ...reportParams(name, district, f) })}`;

/** `/reports/export/?format=pdf&lang=…&<filters>`: the whole report as one PDF. */
export const pdfExportUrl = (district: number, f: ReportFilters, lang: 'en' | 'fr') =>
  `/api/v1/reports/export/?${query({ format: 'pdf', lang, ...reportParams('pdf', district, f) })}`;
