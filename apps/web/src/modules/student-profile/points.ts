/** Ordering and naming the points of a measure (months in school-year order, or its labels). */
import type { Language, TProfileMeasure, TDataResult } from '@ss/domain';
import { monthName, schoolYearLabel } from './api.ts';

/** August first: the school year starts in August (spec section 9). */
export const monthOrder = (m: number) => (m + 5) % 12;

export function pointRank(def: TProfileMeasure, r: Pick<TDataResult, 'school_year' | 'month' | 'label'>): number {
  const within = def.data_type === 'month' ? monthOrder(r.month ?? 0) : Math.max(0, def.labels.indexOf(r.label ?? ''));
  return r.school_year * 100 + within;
}

export function pointName(lang: Language, r: Pick<TDataResult, 'month' | 'label'>): string {
  return r.month !== null && r.month !== undefined ? monthName(lang, r.month) : (r.label ?? '');
}

export const pointWithYear = (lang: Language, r: Pick<TDataResult, 'school_year' | 'month' | 'label'>) => `${pointName(lang, r)} ${schoolYearLabel(r.school_year)}`;

/** The measure's points in school-year order. */
export function pointsOf(def: TProfileMeasure): { month?: number; label?: string }[] {
  return def.data_type === 'month' ? [...def.months].sort((a, b) => monthOrder(a) - monthOrder(b)).map((month) => ({ month })) : def.labels.map((label) => ({ label }));
}
