/**
 * Advanced student search (issue 4, section 5): filters on school, grade, gender, teacher, card
 * icons, entry level, status and student data measures, all combined with AND.
 */
import { z } from 'zod';
import { FILTER_OPERATORS, GENDERS, STUDENT_STATUSES } from '../enums.ts';
import { INT4_MAX, MSG, zId, zIdValue } from '../validation.ts';
import { MAX_PAGE_SIZE } from './common.ts';

const zIdNumber = zIdValue(MSG.invalidValue);
const zIds = z.array(zIdNumber).max(200);

/** Operators that compare numbers: their value must be a number whatever the measure. */
export const NUMERIC_OPERATORS = ['more_than', 'less_than'] as const;

export const ZDataFilter = z
  .object({
    definition_id: zIdNumber,
    operator: z.enum(FILTER_OPERATORS, { error: MSG.invalidValue }),
    value: z.union([z.string().trim().max(100, MSG.maxLength), z.number()], { error: MSG.required }),
    /** Start year of a school year (2025 for 2025–26); absent: the latest result whatever the year. */
    school_year: z.number().int().min(2000, MSG.min).max(2100, MSG.max).optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    if (f.value === '') ctx.addIssue({ code: 'custom', path: ['value'], message: MSG.required });
    else if ((NUMERIC_OPERATORS as readonly string[]).includes(f.operator) && !isNumeric(f.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: MSG.onlyNumbers });
  });
export type TDataFilter = z.infer<typeof ZDataFilter>;

export function isNumeric(value: string | number): boolean {
  return typeof value === 'number' ? Number.isFinite(value) : /^-?\d+(\.\d+)?$/.test(value.trim());
}

export const SEARCH_SORTS = ['last_name', 'first_name', 'grade', 'student_number', 'school'] as const;
const SORT_VALUES = SEARCH_SORTS.flatMap((s) => [s, `-${s}`] as const);

export const ZStudentSearch = z
  .object({
    school_id: zIdNumber.optional(),
    district_id: zIdNumber.optional(),
    grades: z.array(z.string().max(16)).max(20).optional(),
    genders: z.array(z.enum(GENDERS, { error: MSG.invalidValue })).optional(),
    teacher_ids: zIds.optional(),
    card_icon_ids: zIds.optional(),
    entry_level_ids: zIds.optional(),
    statuses: z.array(z.enum(STUDENT_STATUSES.filter((s) => s !== 'deleted') as ['active', 'graduated', 'archived'], { error: MSG.invalidValue })).optional(),
    data_filters: z.array(ZDataFilter).max(10).optional(),
    sort: z.enum(SORT_VALUES as [string, ...string[]], { error: MSG.invalidValue }).default('last_name'),
    page: z.number().int().min(1, MSG.min).max(INT4_MAX, MSG.max).default(1),
    pageSize: z.number().int().min(1, MSG.min).max(MAX_PAGE_SIZE, MSG.max).default(10),
  })
  .strict();
export type TStudentSearch = z.infer<typeof ZStudentSearch>;
export type TStudentSearchInput = z.input<typeof ZStudentSearch>;

/** The export takes the same filters; it has every row, so no paging. */
export const ZStudentSearchExport = ZStudentSearch.omit({ page: true, pageSize: true })
  .extend({ lang: z.enum(['en', 'fr'], { error: MSG.invalidValue }).optional() })
  .strict();
export type TStudentSearchExport = z.infer<typeof ZStudentSearchExport>;

export const ZSearchMeasureValue = z.object({
  definition_id: z.number().int(),
  value: z.union([z.string(), z.number()]).nullable(),
  school_year: z.number().int().nullable(),
});

export const ZStudentSearchRow = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  grade: z.string(),
  gender: z.enum(GENDERS),
  student_number: z.string(),
  school_id: z.number().int(),
  school_name: z.string(),
  status: z.enum(STUDENT_STATUSES),
  teachers: z.array(z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() })),
  card_icon_ids: z.array(z.number().int()),
  /** The latest result of each filtered measure (the value the filter compared). */
  measures: z.array(ZSearchMeasureValue),
});
export type TStudentSearchRow = z.infer<typeof ZStudentSearchRow>;

export const ZStudentSearchAnswer = z.object({
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  results: z.array(ZStudentSearchRow),
  abilities: z.object({ export: z.boolean() }),
});
export type TStudentSearchAnswer = z.infer<typeof ZStudentSearchAnswer>;

export const ZStudentSearchOptionsQuery = z
  .object({
    school: zId().optional(),
    district: zId().optional(),
  })
  .strict();

const ZOption = z.object({ id: z.number().int(), label_en: z.string(), label_fr: z.string() });

/** What the filter panel offers, within the actor's scope. */
export const ZStudentSearchOptions = z.object({
  schools: z.array(z.object({ id: z.number().int(), name: z.string() })),
  grades: z.array(z.object({ code: z.string(), label_en: z.string(), label_fr: z.string() })),
  teachers: z.array(z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() })),
  card_icons: z.array(ZOption.extend({ icon: z.string().nullable() })),
  entry_levels: z.array(ZOption),
  measures: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      result_type: z.enum(['manual', 'dropdown']),
      options: z.array(z.object({ label: z.string(), color: z.string() })),
      min_value: z.number().nullable(),
      max_value: z.number().nullable(),
    }),
  ),
  abilities: z.object({ export: z.boolean() }),
});
export type TStudentSearchOptions = z.infer<typeof ZStudentSearchOptions>;
