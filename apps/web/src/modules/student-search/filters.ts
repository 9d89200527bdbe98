/** The filter panel's state and how it becomes a search body. Values are strings as Mantine selects hold them. */
import type { FilterOperator, TStudentSearchInput } from '@ss/domain';

export interface DataFilterDraft {
  key: number;
  definition_id: string | null;
  operator: FilterOperator;
  value: string;
}

export interface FilterDraft {
  school: string | null;
  grades: string[];
  genders: string[];
  teachers: string[];
  icons: string[];
  levels: string[];
  statuses: string[];
  data: DataFilterDraft[];
}

export const EMPTY_FILTERS: FilterDraft = { school: null, grades: [], genders: [], teachers: [], icons: [], levels: [], statuses: ['active'], data: [] };

const ids = (xs: string[]) => (xs.length ? xs.map(Number) : undefined);
const strs = <T extends string>(xs: string[]) => (xs.length ? (xs as T[]) : undefined);

/** The body of a search at this place; data rows without a measure are not filters yet. */
export function toSearchBody(f: FilterDraft, place: { districtId: number; schoolId?: number }): Omit<TStudentSearchInput, 'page' | 'pageSize' | 'sort'> {
  const data = f.data.filter((d) => d.definition_id !== null);
  return {
    ...(place.schoolId ? { school_id: place.schoolId } : { district_id: place.districtId, ...(f.school ? { school_id: Number(f.school) } : {}) }),
    grades: strs(f.grades),
    genders: strs<'male' | 'female' | 'other'>(f.genders),
    teacher_ids: ids(f.teachers),
    card_icon_ids: ids(f.icons),
    entry_level_ids: ids(f.levels),
    statuses: strs<'active' | 'graduated' | 'archived'>(f.statuses),
    data_filters: data.length ? data.map((d) => ({ definition_id: Number(d.definition_id), operator: d.operator, value: d.value })) : undefined,
  };
}

/** Which draft row a server field error (data_filters.N.field) belongs to, counting only rows that were sent. */
export function sentIndex(f: FilterDraft, key: number): number {
  return f.data.filter((d) => d.definition_id !== null).findIndex((d) => d.key === key);
}
