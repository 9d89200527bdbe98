/**
 * The support form's values (pure, unit-tested): empty or read from a support, what the contract is
 * given, and how many fields differ from what was loaded (the unsaved-changes question counts them).
 */
import type { SupportGroupSize, SupportType, TSupport } from '@ss/domain';

export interface SupportValues {
  type: SupportType | null;
  name_en: string;
  name_fr: string;
  description_en: string;
  description_fr: string;
  focus_areas: number[];
  tiers: number[];
  delivered_by: string;
  group_size: SupportGroupSize | null;
  frequency: string;
  /** Minutes as typed ('' when empty). */
  duration: number | '';
}

export const EMPTY_VALUES: SupportValues = {
  type: null,
  name_en: '',
  name_fr: '',
  description_en: '',
  description_fr: '',
  focus_areas: [],
  tiers: [],
  delivered_by: '',
  group_size: null,
  frequency: '',
  duration: '',
};

export function valuesOf(s: TSupport): SupportValues {
  return {
    type: s.type,
    name_en: s.name_en,
    name_fr: s.name_fr,
    description_en: s.description_en,
    description_fr: s.description_fr,
    focus_areas: [...s.focus_area_keys],
    tiers: [...s.tier_keys],
    delivered_by: s.delivered_by ?? '',
    group_size: s.group_size,
    frequency: s.frequency ?? '',
    duration: s.duration_minutes ?? '',
  };
}

/** The written fields as the contract takes them (a missing type stays missing, so the contract names it). */
export function bodyOf(v: SupportValues) {
  return {
    type: v.type ?? undefined,
    name_en: v.name_en,
    name_fr: v.name_fr,
    description_en: v.description_en,
    description_fr: v.description_fr,
    focus_areas: v.focus_areas,
    tiers: v.tiers,
    delivered_by: v.delivered_by,
    group_size: v.group_size,
    frequency: v.frequency,
    duration_minutes: v.duration === '' ? null : v.duration,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(Array.isArray(a) ? [...(a as number[])].sort() : a) === JSON.stringify(Array.isArray(b) ? [...(b as number[])].sort() : b);

/** The fields that differ from the loaded values (text compared trimmed, key lists in any order). */
export function changedFields(current: SupportValues, loaded: SupportValues): (keyof SupportValues)[] {
  return (Object.keys(current) as (keyof SupportValues)[]).filter((k) => {
    const a = current[k];
    const b = loaded[k];
    return typeof a === 'string' && typeof b === 'string' ? a.trim() !== b.trim() : !same(a, b);
  });
}
