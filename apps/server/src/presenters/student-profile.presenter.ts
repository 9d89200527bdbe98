/** Shapes of the profile area's answers; rows are never returned as they are. */
import type { TAlert, TNoteRestriction, TProfileMeasure, TDataResult } from '@ss/domain';
import type { ConfigItemRow } from '../repositories/config-resolve.ts';
import type { DefinitionRow, ResultRow } from '../repositories/student-data.repository.ts';
import type { AlertWithPeople } from '../repositories/student-profile.repository.ts';

const who = (id: number | null, first: string | null, last: string | null) => (id !== null && first !== null ? { id, first_name: first, last_name: last ?? '' } : null);

export const iconItem = (i: ConfigItemRow) => ({ item_id: i.id, icon: i.icon, label_en: i.label_en, label_fr: i.label_fr });

type ValueRow = { item_id: number; value: string; updated_at: Date; who_id: number | null; who_first: string | null; who_last: string | null };

/**
 * Every active item with its value (or empty), plus inactive items that still hold a value. `restrictions`
 * (restricted notes, issue 24, section 2): by item, as the mask answered; a hidden value is never sent.
 */
export function presentProfileItems(items: ConfigItemRow[], values: ValueRow[], restrictions: Map<number, TNoteRestriction> = new Map()) {
  const byItem = new Map(values.map((v) => [v.item_id, v]));
  return items
    .filter((i) => i.active || byItem.has(i.id))
    .map((i) => {
      const v = byItem.get(i.id);
      return {
        item_id: i.id,
        label_en: i.label_en,
        label_fr: i.label_fr,
        active: i.active,
        value: restrictions.get(i.id)?.hidden ? '' : (v?.value ?? ''),
        updated_at: v ? v.updated_at.toISOString() : null,
        updated_by: v ? who(v.who_id, v.who_first, v.who_last) : null,
        ...(restrictions.has(i.id) ? { restriction: restrictions.get(i.id)! } : {}),
      };
    });
}

/** `abilities`: whether the caller may close it, as the service asked students.policy. */
export function presentAlert(a: AlertWithPeople, abilities: TAlert['abilities']): TAlert {
  return {
    id: a.alert.id,
    student_id: a.alert.student_id,
    text: a.alert.text,
    created_at: a.alert.created_at.toISOString(),
    created_by: who(a.alert.created_by, a.creator_first, a.creator_last),
    closed_at: a.alert.closed_at?.toISOString() ?? null,
    closed_by: who(a.alert.closed_by, a.closer_first, a.closer_last),
    abilities,
  };
}

export function presentDefinition(d: DefinitionRow): TProfileMeasure {
  return {
    id: d.id,
    name: d.name,
    result_type: d.result_type,
    options: d.options,
    min_value: d.min_value,
    max_value: d.max_value,
    data_type: d.data_type,
    months: d.months,
    labels: d.labels,
    school_id: d.school_id,
  };
}

export const resultValue = (r: ResultRow) => (r.value_number !== null ? String(r.value_number) : (r.value_option ?? ''));

export function presentResult(r: { result: ResultRow; who_first: string | null; who_last: string | null }): TDataResult {
  return {
    definition_id: r.result.definition_id,
    school_year: r.result.school_year,
    month: r.result.month >= 0 ? r.result.month : null,
    label: r.result.month >= 0 ? null : r.result.label,
    value: resultValue(r.result),
    recorded_at: r.result.recorded_at.toISOString(),
    recorded_by: who(r.result.recorded_by, r.who_first, r.who_last),
  };
}
