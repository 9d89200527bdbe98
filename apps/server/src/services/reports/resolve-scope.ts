/**
 * The one gate of the district reports (issue 22, section 1): turns a report's filters into the
 * `ReportScope` every report reads inside, after checking access once.
 * - The district must be in the caller's scope (404 otherwise, the rule of every district read, tenancy.repository's
 *   `districtScope`; the district, its schools and its tier generation are then one statement), open (a
 *   suspended district is 403 for all but super admins), and the caller one who may read its reports
 *   (reportsPolicy.read: super admins, the district's admins, leaders and staff).
 * - A school filter must be one of the district's schools (a field error on `school` otherwise); a
 *   district staff member's report covers only the schools they hold a role in, and a school filter
 *   outside them is 403.
 * - Students of a suspended school are out of everyone's scope but super admins' (student-scope.ts):
 *   for other callers the report covers the district's open schools only.
 * - The school year defaults to the current one; it starts on the 1st of the district's start month (August unless
 *   its system page chose another, issue 23 section 4), and its months run from that month to the earlier of its
 *   last month and the current month (UTC).
 */
import { GIVEN_MSG, schoolYearOf, type TReportQuery } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { districtRole, scopeOf } from '../../lib/actor.ts';
import { authorize } from '../../lib/authorize.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { assertDistrictOpen } from '../../lib/suspension.ts';
import { ownSchoolsOf, reportsPolicy } from '../../policies/reports.policy.ts';
import { reportPlace } from '../../repositories/reports/report-scope.repository.ts';
import type { ReportScope } from './report-definition.ts';

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** `YYYY-MM` of each month of the school year starting in `startMonth` (1–12, August by default) of `startYear`, up to the earlier of its last month and today's. */
export function monthsOf(startYear: number, today: string, startMonth = 8): string[] {
  const out: string[] = [];
  const first = startYear * 12 + startMonth - 1;
  const last = Math.min(first + 11, Number(today.slice(0, 4)) * 12 + Number(today.slice(5, 7)) - 1);
  for (let m = first; m <= last; m++) out.push(`${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`);
  return out;
}

export async function resolveReportScope(ctx: AuthedContext, q: TReportQuery, now = new Date()): Promise<ReportScope> {
  const { db, actor } = ctx;
  // The district's scope rule (tenancy.repository `districtScope`: super admins all, others their districts), then one read.
  const tenant = scopeOf(actor);
  if (!tenant.all && !tenant.districtIds.includes(q.district)) throw notFound();
  const found = await reportPlace(db, q.district);
  if (!found) throw notFound();
  assertDistrictOpen(actor, found.district);
  authorize(reportsPolicy.read, actor, q.district);
  const all = found.schools;
  const visible = actor.is_super ? all : all.filter((s) => !s.suspended);
  let covered: number[] | null = actor.is_super || visible.length === all.length ? null : visible.map((s) => s.id);
  if (districtRole(actor, q.district) === 'district_staff')
    covered = ownSchoolsOf(
      actor,
      visible.map((s) => s.id),
    );
  let school: { id: number; name: string } | null = null;
  if (q.school !== undefined) {
    const row = visible.find((s) => s.id === q.school);
    if (!row) throw fieldError('school', GIVEN_MSG.reportSchool);
    school = { id: row.id, name: row.name };
    covered = [row.id];
  }
  authorize(reportsPolicy.readSchools, actor, q.district, covered);
  const today = iso(now);
  const startMonth = found.calendar.school_year_start_month;
  const year = q.school_year ?? schoolYearOf(now, startMonth).startYear;
  const sy = schoolYearOf(new Date(Date.UTC(year, startMonth - 1, 1)), startMonth);
  const start = iso(sy.start);
  const end = iso(sy.end);
  const grade = q.grade ?? null;
  return {
    districtId: q.district,
    schoolIds: covered,
    schools: visible.filter((s) => covered === null || covered.includes(s.id)).map((s) => ({ id: s.id, name: s.name })),
    grade,
    schoolYear: year,
    start,
    end,
    today,
    months: monthsOf(year, today, startMonth),
    cadenceDays: found.calendar.meeting_cadence_days,
    seesStudents: reportsPolicy.seeStudents(actor, q.district, covered),
    generation: found.generation,
    applied: {
      district: { id: found.district.id, name: found.district.name },
      school,
      grade,
      school_year: year,
      school_year_label: sy.label,
      start,
      end,
    },
  };
}
