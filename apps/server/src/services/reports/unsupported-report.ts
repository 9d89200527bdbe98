/**
 * Tier 2–3 with no support (issue 22, section 1; `GET /api/v1/reports/unsupported/`): the scope's
 * active students whose tier now has rank ≥ 1, per school, and how many of them have no support given
 * active today (started on or before today, not ended before it). The list of those students (at most
 * UNSUPPORTED_LIST_MAX, highest tier first, then by last and first name) only for a caller who may see
 * their names (ReportScope.seesStudents; `names_hidden` and an empty list otherwise).
 */
import { translate, type TUnsupportedReport } from '@ss/domain';
import { UNSUPPORTED_COLORS } from '../../lib/pdf/palette.ts';
import { unsupported } from '../../repositories/reports/tiers.repository.ts';
import type { ReportDefinition } from './report-definition.ts';
import { districtTiers, tierLabel } from './report-tiers.ts';
import { tierFilterOf } from './tiers-report.ts';

export const UNSUPPORTED_LIST_MAX = 500;

export const unsupportedReport: ReportDefinition<TUnsupportedReport> = {
  name: 'unsupported',
  cacheable: true,
  async read(ctx, scope) {
    const tiers = await districtTiers(ctx.db, scope.districtId);
    const found = await unsupported(ctx.db, tierFilterOf(scope, tiers), new Date(), scope.today, scope.seesStudents ? UNSUPPORTED_LIST_MAX : 0);
    const bySchool = new Map(found.schools.map((s) => [s.school_id, s]));
    const schools = scope.schools.map((school) => ({ school, tiered: bySchool.get(school.id)?.tiered ?? 0, unsupported: bySchool.get(school.id)?.unsupported ?? 0 }));
    return {
      applied: scope.applied,
      tiers,
      total_tiered: schools.reduce((s, r) => s + r.tiered, 0),
      total_unsupported: schools.reduce((s, r) => s + r.unsupported, 0),
      schools,
      names_hidden: !scope.seesStudents,
      students: found.students.map((s) => ({ id: s.id, first_name: s.first_name, last_name: s.last_name, grade: s.grade, school_id: s.school_id, tier_key: tiers[s.rank]!.key })),
    };
  },
  /** As the page: per school, the students with no support and those with one, stacked. */
  charts(report, lang) {
    return [
      {
        title: translate(lang, 'reports.unsupported.schoolsCaption'),
        categories: report.schools.map((s) => s.school.name),
        series: [
          { label: translate(lang, 'reports.unsupported.unsupported'), color: UNSUPPORTED_COLORS.unsupported, values: report.schools.map((s) => s.unsupported) },
          {
            label: translate(lang, 'reports.unsupported.supported'),
            color: UNSUPPORTED_COLORS.supported,
            values: report.schools.map((s) => Math.max(0, s.tiered - s.unsupported)),
          },
        ],
      },
    ];
  },
  tables(report, lang) {
    type School = TUnsupportedReport['schools'][number];
    type Student = TUnsupportedReport['students'][number];
    const schoolName = new Map(report.schools.map((s) => [s.school.id, s.school.name]));
    const tier = (key: number) => {
      const t = report.tiers.find((x) => x.key === key);
      return t ? tierLabel(t, lang) : '';
    };
    const tables = [
      {
        title: 'reportTables.unsupported.bySchool',
        columns: [
          { key: 'school', header: 'reportTables.column.school', value: (r: School) => r.school.name },
          { key: 'tiered', header: 'reportTables.column.tiered', value: (r: School) => r.tiered },
          { key: 'unsupported', header: 'reportTables.column.unsupported', value: (r: School) => r.unsupported },
        ],
        rows: report.schools,
      },
    ] as ReturnType<ReportDefinition<TUnsupportedReport>['tables']>;
    if (!report.names_hidden)
      tables.push({
        title: 'reportTables.unsupported.students',
        columns: [
          { key: 'last_name', header: 'export.column.last_name', value: (r: Student) => r.last_name },
          { key: 'first_name', header: 'export.column.first_name', value: (r: Student) => r.first_name },
          { key: 'grade', header: 'export.column.grade', value: (r: Student) => r.grade },
          { key: 'school', header: 'reportTables.column.school', value: (r: Student) => schoolName.get(r.school_id) ?? '' },
          { key: 'tier', header: 'reportTables.column.tier', value: (r: Student) => tier(r.tier_key) },
        ],
        rows: report.students,
      } as ReturnType<ReportDefinition<TUnsupportedReport>['tables']>[number]);
    return tables;
  },
};
