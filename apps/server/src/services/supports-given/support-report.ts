/**
 * The district's report of supports given (`GET /api/v1/student_supports/report/`) and its CSV
 * export (`…/report/export/`, audited as `student_supports.export` before the first byte). For super
 * admins and the district's admins and leaders: a district out of the caller's scope is 404, one in it
 * but not theirs to report on 403; a school filter must be one of the district's schools. A filtered export's file
 * is named after its filters too ("user-supports-aspen-grove-elementary-literacy-tier-2-strategy-2026-11-27.csv"),
 * so two exports of one district with different filters do not share a name.
 */
import { GIVEN_MSG, translate, type TSupportReport, type TSupportReportExportQuery, type TSupportReportQuery, type TSupportReportRow } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { authorize } from '../../lib/authorize.ts';
import { csvStream, datedCsvName, fileSlug, type CsvColumn, type CsvFile } from '../../lib/csv-export.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { toPage } from '../../lib/paging.ts';
import { assertDistrictOpen } from '../../lib/suspension.ts';
import { studentSupportsPolicy } from '../../policies/supports-given.policy.ts';
import { supportReport, type ReportFilter, type ReportRow } from '../../repositories/supports-given-report.repository.ts';
import { getDistrict, getSchool } from '../../repositories/tenancy.repository.ts';
import { emit } from '../emit.ts';
import { axesAt } from '../support-network/support-keys.ts';

type Filters = Omit<TSupportReportExportQuery, 'lang'>;

async function resolveReport(ctx: AuthedContext, q: Filters): Promise<{ filter: ReportFilter; districtName: string; schoolName: string | null }> {
  const { db, actor } = ctx;
  const found = await getDistrict(db, scopeOf(actor), q.district);
  if (!found) throw notFound();
  assertDistrictOpen(actor, found.district);
  authorize(studentSupportsPolicy.report, actor, q.district);
  let schoolName: string | null = null;
  if (q.school !== undefined) {
    const school = await getSchool(db, scopeOf(actor), q.school);
    if (!school || school.school.district_id !== q.district) throw fieldError('school', GIVEN_MSG.reportSchool);
    schoolName = school.school.name;
  }
  return {
    filter: { districtId: q.district, schoolId: q.school, focusAreaKey: q.focus_area, tierKey: q.tier, type: q.type },
    districtName: found.district.name,
    schoolName,
  };
}

export function presentReportRow(r: ReportRow): TSupportReportRow {
  const network = r.support_id !== null && r.level !== null;
  return {
    support: network ? { id: r.support_id!, level: r.level!, name_en: r.name_en ?? '', name_fr: r.name_fr ?? '' } : null,
    name: network ? r.name_en || r.name_fr || '' : r.one_off,
    type: r.type,
    current: r.held,
    given: r.given,
    worked: r.worked,
    partly: r.partly,
    did_not_work: r.did_not_work,
    schools: r.schools,
  };
}

export async function readSupportReport(ctx: AuthedContext, q: TSupportReportQuery): Promise<TSupportReport> {
  const { filter } = await resolveReport(ctx, q);
  const rows = await supportReport(ctx.db, filter, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize });
  return toPage({ ...q, all: false }, rows[0]?.total ?? 0, rows.map(presentReportRow));
}

const count = (key: keyof TSupportReportRow & string): CsvColumn<TSupportReportRow> => ({ key, header: `studentSupports.report.column.${key}`, value: (r) => r[key] });

/** The page's columns, in its order; the name in the file's language (the other when it has none). */
export function reportColumns(lang: 'en' | 'fr' | 'codes'): CsvColumn<TSupportReportRow>[] {
  return [
    {
      key: 'support',
      header: 'studentSupports.report.column.support',
      value: (r) => (r.support ? (lang === 'fr' ? r.support.name_fr || r.support.name_en : r.support.name_en || r.support.name_fr) : r.name),
    },
    { key: 'type', header: 'studentSupports.report.column.type', value: (r) => r.type, words: 'studentSupports.type' },
    { key: 'level', header: 'studentSupports.report.column.level', value: (r) => r.support?.level ?? 'one_off', words: 'studentSupports.level' },
    count('current'),
    count('given'),
    count('worked'),
    count('partly'),
    count('did_not_work'),
    count('schools'),
  ];
}

/** The filters' words for the file's name, in the file's language: the focus area's and the tier's labels, the type. */
async function filterWords(ctx: AuthedContext, q: TSupportReportExportQuery, lang: 'en' | 'fr'): Promise<string[]> {
  const words: string[] = [];
  if (q.focus_area !== undefined || q.tier !== undefined) {
    const axes = await axesAt(ctx.db, q.school !== undefined ? { schoolId: q.school } : { districtId: q.district }, false);
    const label = (items: typeof axes.tiers, key: number, kind: string) => {
      const item = items.find((i) => i.key === key);
      return item ? (lang === 'fr' ? item.label_fr || item.label_en : item.label_en || item.label_fr) : `${kind}-${key}`;
    };
    if (q.focus_area !== undefined) words.push(label(axes.focus_areas, q.focus_area, 'focus-area'));
    if (q.tier !== undefined) words.push(label(axes.tiers, q.tier, 'tier'));
  }
  if (q.type !== undefined) words.push(translate(lang, `studentSupports.type.${q.type}`));
  return words;
}

export async function prepareReportExport(ctx: AuthedContext, q: TSupportReportExportQuery): Promise<CsvFile> {
  const { filter, districtName, schoolName } = await resolveReport(ctx, q);
  const rows = (await supportReport(ctx.db, filter, { limit: null, offset: 0 })).map(presentReportRow);
  await emit(ctx.db, ctx, {
    type: 'student_supports.export',
    district_id: q.district,
    school_id: q.school ?? null,
    target: null,
    details: { count: rows.length, ...(q.focus_area ? { focus_area: q.focus_area } : {}), ...(q.tier ? { tier: q.tier } : {}), ...(q.type ? { type: q.type } : {}) },
  });
  const lang = q.lang ?? 'en';
  const filters = await filterWords(ctx, q, lang);
  return {
    fileName: datedCsvName('user-supports', fileSlug(schoolName ?? districtName), ...filters.map(fileSlug)),
    body: csvStream({
      columns: reportColumns(lang),
      lang,
      windows: (async function* () {
        yield rows;
      })(),
    }),
  };
}
