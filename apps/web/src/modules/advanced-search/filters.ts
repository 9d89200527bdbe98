/** The filter panel's state, how it becomes a search body, and how a search lives in the URL. Values are strings as Mantine selects hold them. */
import type { FilterOperator, Language, TStudentSearchInput } from '@ss/domain';
import { FILTER_OPERATORS } from '@ss/domain/enums';
import { formatLocaleNumber, parseLocaleNumber } from '@ss/domain/locale-number';

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

export type SearchBody = Omit<TStudentSearchInput, 'page' | 'pageSize' | 'sort'>;

/** Operators a list (dropdown) measure offers: its options are words, so "more than" and "less than" would find nothing. */
export const LIST_OPERATORS: readonly FilterOperator[] = ['equal', 'not_equal', 'contain', 'not_contain'];

/**
 * The body of a search at this place. A value typed in `lang` ("85,5" in French) goes as a canonical number when
 * the condition compares numbers (a numeric measure, or more/less than); data rows without a measure are left out
 * (the page refuses to search while one is there).
 */
export function toSearchBody(
  f: FilterDraft,
  place: { districtId: number; schoolId?: number },
  lang: Language = 'en',
  numericMeasures: ReadonlySet<number> = new Set(),
): SearchBody {
  const data = f.data.filter((d) => d.definition_id !== null);
  const valueOf = (d: DataFilterDraft) =>
    numericMeasures.has(Number(d.definition_id)) || d.operator === 'more_than' || d.operator === 'less_than' ? (parseLocaleNumber(d.value, lang) ?? d.value) : d.value;
  return {
    ...(place.schoolId ? { school_id: place.schoolId } : { district_id: place.districtId, ...(f.school ? { school_id: Number(f.school) } : {}) }),
    grades: strs(f.grades),
    genders: strs<'male' | 'female' | 'other'>(f.genders),
    teacher_ids: ids(f.teachers),
    card_icon_ids: ids(f.icons),
    entry_level_ids: ids(f.levels),
    statuses: strs<'active' | 'graduated' | 'archived'>(f.statuses),
    data_filters: data.length ? data.map((d) => ({ definition_id: Number(d.definition_id), operator: d.operator, value: valueOf(d) })) : undefined,
  };
}

/** Which draft row a server field error (data_filters.N.field) belongs to, counting only rows that were sent. */
export function sentIndex(f: FilterDraft, key: number): number {
  return f.data.filter((d) => d.definition_id !== null).findIndex((d) => d.key === key);
}

/*
 * The search in the URL, so a reload keeps it and it can be bookmarked or shared: repeated keys for lists
 * (grade=3&grade=4), each data condition as "measure:operator:value" (the value canonical, "85.5"), and
 * sort and page. `sort` is always written: its presence says a search was run.
 */
const LIST_KEYS = [
  ['grade', 'grades'],
  ['gender', 'genders'],
  ['teacher', 'teacher_ids'],
  ['icon', 'card_icon_ids'],
  ['level', 'entry_level_ids'],
  ['status', 'statuses'],
] as const;

export function toUrlParams(body: SearchBody, sort: string, page: number, place: { schoolId?: number }): URLSearchParams {
  const params = new URLSearchParams();
  if (!place.schoolId && body.school_id !== undefined) params.set('school', String(body.school_id));
  for (const [key, field] of LIST_KEYS) for (const v of (body[field] as (string | number)[] | undefined) ?? []) params.append(key, String(v));
  for (const d of body.data_filters ?? []) params.append('data', `${d.definition_id}:${d.operator}:${d.value}`);
  params.set('sort', sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** The search a URL holds at this place, or null when none was run; anything unreadable is left out (the server checks the rest). */
export function fromUrlParams(params: URLSearchParams, place: { districtId: number; schoolId?: number }): { body: SearchBody; sort: string; page: number } | null {
  const sort = params.get('sort');
  if (sort === null) return null;
  const ids = (key: string) =>
    params
      .getAll(key)
      .filter((v) => /^\d{1,12}$/.test(v))
      .map(Number);
  const strs = (key: string) => params.getAll(key).filter((v) => v !== '');
  const school = params.get('school');
  const data = params.getAll('data').flatMap((raw) => {
    const m = /^(\d{1,12}):([a-z_]+):(.*)$/s.exec(raw);
    return m && (FILTER_OPERATORS as readonly string[]).includes(m[2]!) ? [{ definition_id: Number(m[1]), operator: m[2] as FilterOperator, value: m[3]! }] : [];
  });
  const list = <T>(xs: T[]) => (xs.length ? xs : undefined);
  const body: SearchBody = {
    ...(place.schoolId ? { school_id: place.schoolId } : { district_id: place.districtId, ...(school && /^\d{1,12}$/.test(school) ? { school_id: Number(school) } : {}) }),
    grades: list(strs('grade')),
    genders: list(strs('gender') as ('male' | 'female' | 'other')[]),
    teacher_ids: list(ids('teacher')),
    card_icon_ids: list(ids('icon')),
    entry_level_ids: list(ids('level')),
    statuses: list(strs('status') as ('active' | 'graduated' | 'archived')[]),
    data_filters: list(data),
  };
  const page = Number(params.get('page') ?? '1');
  return { body, sort, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

let rowKey = 1;
/** A key for a new data row (React's list key). */
export const newRowKey = () => rowKey++;

/** The filter panel showing a search read from the URL, numbers of numeric measures in `lang`. */
export function draftOf(body: SearchBody, place: { schoolId?: number }, lang: Language, numericMeasures: ReadonlySet<number>): FilterDraft {
  return {
    school: !place.schoolId && body.school_id !== undefined ? String(body.school_id) : null,
    grades: body.grades ?? [],
    genders: body.genders ?? [],
    teachers: (body.teacher_ids ?? []).map(String),
    icons: (body.card_icon_ids ?? []).map(String),
    levels: (body.entry_level_ids ?? []).map(String),
    statuses: body.statuses ?? [],
    data: (body.data_filters ?? []).map((d) => ({
      key: newRowKey(),
      definition_id: String(d.definition_id),
      operator: d.operator,
      value: numericMeasures.has(d.definition_id) || d.operator === 'more_than' || d.operator === 'less_than' ? formatLocaleNumber(String(d.value), lang) : String(d.value),
    })),
  };
}
