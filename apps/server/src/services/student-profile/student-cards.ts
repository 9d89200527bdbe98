/**
 * A school's active students as cards (issue 4, section 3), named, ordered and filled as the
 * school's card options say. For the *_data displays each card carries the latest result of
 * the school's first active measure.
 */
import { compareCards, formatCardName, type TStudentCards } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { assertSchoolOpen } from '../../lib/suspension.ts';
import { iconItem, resultValue } from '../../presenters/student-profile.presenter.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { definitionsForSchool, resultsOf } from '../../repositories/student-data.repository.ts';
import { activeStudentsOfSchool, cardIconIdsOf, openAlertSummary } from '../../repositories/student-profile.repository.ts';
import { getSchool } from '../../repositories/tenancy.repository.ts';
import { filterChoices } from './filter-choices.ts';
import { openFlagSummaries } from '../../repositories/early-warnings.repository.ts';

export async function listStudentCards(ctx: AuthedContext, q: { school: number; grade?: string; teacher?: number }): Promise<TStudentCards> {
  const actor = ctx.actor;
  const found = await getSchool(ctx.db, scopeOf(actor), q.school);
  if (!found) throw notFound();
  const school = found.school;
  assertSchoolOpen(actor, school);
  const options = { card_display: school.card_display, card_name_format: school.card_name_format, card_organisation: school.card_organisation };
  const rows = await activeStudentsOfSchool(ctx.db, scopeOf(actor), school.id, { grade: q.grade, teacher: q.teacher });
  const ids = rows.map((r) => r.id);
  const withData = options.card_display === 'name_data' || options.card_display === 'name_picture_data';
  const [choices, icons, assigned, alerts, measure, flags] = await Promise.all([
    filterChoices(ctx.db, scopeOf(actor), school.id),
    effectiveList(ctx.db, 'student-card-icons', { schoolId: school.id }),
    cardIconIdsOf(ctx.db, ids),
    openAlertSummary(ctx.db, ids),
    withData ? definitionsForSchool(ctx.db, school.district_id, school.id).then((d) => d[0] ?? null) : Promise.resolve(null),
    openFlagSummaries(ctx.db, ids),
  ]);
  const iconById = new Map(icons.items.map((i) => [i.id, i]));
  // Results come newest school year first; within a year the latest month or label wins.
  const latest = new Map<number, string>();
  if (measure) {
    const results = await resultsOf(ctx.db, ids, [measure.id]);
    const rank = (r: (typeof results)[number]['result']) => r.school_year * 1000 + (measure.data_type === 'month' ? (r.month + 5) % 12 : measure.labels.indexOf(r.label));
    const best = new Map<number, (typeof results)[number]['result']>();
    for (const { result } of results) {
      const cur = best.get(result.student_id);
      if (!cur || rank(result) > rank(cur)) best.set(result.student_id, result);
    }
    for (const [sid, r] of best) latest.set(sid, resultValue(r));
  }
  const sorted = [...rows].sort((a, b) => compareCards(options.card_organisation, a, b));
  return {
    ...choices,
    options,
    results: sorted.map((s) => {
      const alert = alerts.get(s.id);
      const value = latest.get(s.id);
      return {
        id: s.id,
        name: formatCardName(options.card_name_format, s.first_name, s.last_name),
        first_name: s.first_name,
        last_name: s.last_name,
        grade: s.grade,
        icons: (assigned.get(s.id) ?? []).flatMap((id) => {
          const item = iconById.get(id);
          return item ? [iconItem(item)] : [];
        }),
        open_alerts: alert?.count ?? 0,
        latest_alert: alert?.latest ?? null,
        has_picture: s.picture_file_id !== null,
        flags: flags.get(s.id) ?? [],
        data: measure && value !== undefined ? { definition_name: measure.name, value, color: measure.options.find((o) => o.label === value)?.color ?? null } : null,
      };
    }),
  };
}
