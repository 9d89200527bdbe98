/** What the advanced search's filter panel offers at a school or a district, within the actor's scope. */
import type { TStudentSearchOptions } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { measuresFor, teachersOf } from '../../repositories/advanced-search-options.repository.ts';
import { resolvePlace } from './search-place.ts';

const option = (i: { id: number; label_en: string; label_fr: string }) => ({ id: i.id, label_en: i.label_en, label_fr: i.label_fr });

export async function searchOptions(ctx: AuthedContext, at: { school?: number; district?: number }): Promise<TStudentSearchOptions> {
  const place = await resolvePlace(ctx.db, ctx.actor, { school_id: at.school, district_id: at.district });
  const schoolIds = place.schools.map((s) => s.id);
  // Lists as the school sees them on a school page; the district's defaults on a district page.
  const level = at.school !== undefined ? { schoolId: at.school } : place.districtIds.length === 1 ? { districtId: place.districtIds[0] } : {};
  const [grades, icons, levels, teachers, measures] = await Promise.all([
    effectiveList(ctx.db, 'grades', level, { activeOnly: true }),
    effectiveList(ctx.db, 'student-card-icons', level, { activeOnly: true }),
    effectiveList(ctx.db, 'student-entry-levels', level, { activeOnly: true }),
    teachersOf(ctx.db, schoolIds),
    measuresFor(ctx.db, place.districtIds, schoolIds),
  ]);
  return {
    schools: place.schools.map((s) => ({ id: s.id, name: s.name })),
    grades: grades.items.map((g) => ({ code: g.code ?? g.label_en, label_en: g.label_en, label_fr: g.label_fr })),
    teachers,
    card_icons: icons.items.map((i) => ({ ...option(i), icon: i.icon })),
    entry_levels: levels.items.map(option),
    measures: measures
      .filter((m) => m.active)
      .map((m) => ({ id: m.id, name: m.name, result_type: m.result_type, options: m.options, min_value: m.min_value, max_value: m.max_value })),
    abilities: { export: place.canExport },
  };
}
