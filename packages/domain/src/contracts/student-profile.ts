/**
 * Contracts of the student profile area (issue 4, sections 3 and 4): the profile page, profile
 * values and card icons, alerts, student data results and the bulk grid, pictures and cards.
 */
import { z } from 'zod';
import {
  GENDERS,
  RESOURCE_DATA_TYPES,
  STUDENT_CARD_DISPLAYS,
  STUDENT_CARD_NAME_FORMATS,
  STUDENT_CARD_ORGANISATIONS,
  STUDENT_DATA_RESULT_TYPES,
  STUDENT_STATUSES,
} from '../enums.ts';
import { MSG, zId, zIdValue, zText } from '../validation.ts';
import { ZPageQuery } from './common.ts';
import { ZStudentTeacher } from './students.ts';
import { ZFlagSummary } from './early-warnings.ts';
import { ZNoteRestriction } from './restricted-notes.ts';

export * from '../student-card.ts';

export const PROFILE_VALUE_MAX = 5000;
export const ALERT_TEXT_MAX = 500;
export const DATA_VALUE_MAX = 100;

const zIdQuery = zId;
const zYear = () => z.number({ error: MSG.required }).int().min(2000, MSG.min).max(2100, MSG.max);

const ZWho = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }).nullable();

export const ZProfileItem = z.object({
  item_id: z.number().int(),
  label_en: z.string(),
  label_fr: z.string(),
  active: z.boolean(),
  value: z.string(),
  updated_at: z.string().nullable(),
  updated_by: ZWho,
  /** Restricted notes (issue 24, section 2): outside the circle `value` is ''. */
  restriction: ZNoteRestriction.optional(),
});

export const ZCardIconItem = z.object({ item_id: z.number().int(), icon: z.string().nullable(), label_en: z.string(), label_fr: z.string() });

export const ZAlert = z.object({
  id: z.number().int(),
  student_id: z.number().int(),
  text: z.string(),
  created_at: z.string(),
  created_by: ZWho,
  closed_at: z.string().nullable(),
  closed_by: ZWho,
  abilities: z.object({ close: z.boolean() }),
});
export type TAlert = z.infer<typeof ZAlert>;

export const ZProfileMeasure = z.object({
  id: z.number().int(),
  name: z.string(),
  result_type: z.enum(STUDENT_DATA_RESULT_TYPES),
  options: z.array(z.object({ label: z.string(), color: z.string() })),
  min_value: z.number().nullable(),
  max_value: z.number().nullable(),
  data_type: z.enum(RESOURCE_DATA_TYPES),
  months: z.array(z.number().int()),
  labels: z.array(z.string()),
  school_id: z.number().int().nullable(),
});
export type TProfileMeasure = z.infer<typeof ZProfileMeasure>;

export const ZDataResult = z.object({
  definition_id: z.number().int(),
  school_year: z.number().int(),
  month: z.number().int().nullable(),
  label: z.string().nullable(),
  value: z.string(),
  recorded_at: z.string(),
  recorded_by: ZWho,
});
export type TDataResult = z.infer<typeof ZDataResult>;

export const ZCardOptions = z.object({
  card_display: z.enum(STUDENT_CARD_DISPLAYS),
  card_name_format: z.enum(STUDENT_CARD_NAME_FORMATS),
  card_organisation: z.enum(STUDENT_CARD_ORGANISATIONS),
});

export const ZStudentProfile = z.object({
  student: z.object({
    id: z.number().int(),
    district_id: z.number().int(),
    school_id: z.number().int(),
    school_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    grade: z.string(),
    grade_label_en: z.string(),
    grade_label_fr: z.string(),
    gender: z.enum(GENDERS),
    student_number: z.string(),
    sis_number: z.string().nullable(),
    status: z.enum(STUDENT_STATUSES),
    teachers: z.array(ZStudentTeacher),
    has_picture: z.boolean(),
  }),
  textboxes: z.array(ZProfileItem),
  programming_notes: z.array(ZProfileItem),
  card_icons: z.object({ assigned: z.array(ZCardIconItem), available: z.array(ZCardIconItem) }),
  alerts: z.array(ZAlert),
  data: z.array(z.object({ definition: ZProfileMeasure, results: z.array(ZDataResult) })),
  card_options: ZCardOptions,
  current_school_year: z.number().int(),
  abilities: z.object({ write_notes: z.boolean(), manage_picture: z.boolean(), read_access_log: z.boolean() }),
});
export type TStudentProfile = z.infer<typeof ZStudentProfile>;

export const ZProfileValuesBody = z
  .object({
    values: z
      .array(z.object({ item_id: zIdValue(), value: z.string({ error: MSG.required }).trim().max(PROFILE_VALUE_MAX, MSG.maxLength) }).strict())
      .min(1, MSG.required)
      .max(100, MSG.max),
  })
  .strict();
export type TProfileValuesBody = z.infer<typeof ZProfileValuesBody>;

export const ZCardIconsBody = z.object({ item_ids: z.array(zIdValue()).max(100, MSG.max) }).strict();
export type TCardIconsBody = z.infer<typeof ZCardIconsBody>;

export const ZAlertBody = z.object({ text: zText(ALERT_TEXT_MAX) }).strict();
export type TAlertBody = z.infer<typeof ZAlertBody>;

/** One result to write: a month (0–11) for month measures, a label for label measures; '' deletes. */
export const ZDataResultInput = z
  .object({
    definition_id: zIdValue(),
    school_year: zYear(),
    month: z.number().int().min(0, MSG.min).max(11, MSG.max).optional(),
    label: z.string().trim().max(200, MSG.maxLength).optional(),
    value: z.string({ error: MSG.required }).trim().max(DATA_VALUE_MAX, MSG.maxLength),
  })
  .strict();
export type TDataResultInput = z.infer<typeof ZDataResultInput>;

export const ZDataBody = z.object({ results: z.array(ZDataResultInput).min(1, MSG.required).max(200, MSG.max) }).strict();
export type TDataBody = z.infer<typeof ZDataBody>;

export const ZGridQuery = z
  .object({
    school: zIdQuery(),
    /** Absent: the school's first measure. */
    definition: zIdQuery().optional(),
    school_year: z.coerce.number().int().min(2000, MSG.min).max(2100, MSG.max),
    grade: z.string().trim().min(1).max(16).optional(),
    teacher: zIdQuery().optional(),
  })
  .strict();
export type TGridQuery = z.infer<typeof ZGridQuery>;

/** What the grid and card pages offer as filters: the school's grades and the teachers with students. */
export const ZFilterChoices = z.object({
  grades: z.array(z.object({ code: z.string(), label_en: z.string(), label_fr: z.string() })),
  teachers: z.array(ZStudentTeacher),
});

export const ZGridColumn = z.object({ key: z.string(), month: z.number().int().nullable(), label: z.string().nullable() });
export const ZGrid = ZFilterChoices.extend({
  /** null when the school has no active measure. */
  definition: ZProfileMeasure.nullable(),
  definitions: z.array(ZProfileMeasure),
  school_year: z.number().int(),
  columns: z.array(ZGridColumn),
  rows: z.array(
    z.object({
      student_id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      grade: z.string(),
      /** Values by column key ('' when none). */
      values: z.record(z.string(), z.string()),
    }),
  ),
  abilities: z.object({ write: z.boolean() }),
});
export type TGrid = z.infer<typeof ZGrid>;

export const ZGridBody = z
  .object({
    school: zIdValue(),
    definition: zIdValue(),
    school_year: zYear(),
    cells: z
      .array(
        z
          .object({
            student_id: zIdValue(),
            month: z.number().int().min(0, MSG.min).max(11, MSG.max).optional(),
            label: z.string().trim().max(200, MSG.maxLength).optional(),
            value: z.string({ error: MSG.required }).trim().max(DATA_VALUE_MAX, MSG.maxLength),
          })
          .strict(),
      )
      .min(1, MSG.required)
      .max(5000, MSG.max),
  })
  .strict();
export type TGridBody = z.infer<typeof ZGridBody>;

export const ZCardsQuery = z.object({ school: zIdQuery(), grade: z.string().trim().min(1).max(16).optional(), teacher: zIdQuery().optional() }).strict();

export const ZStudentCard = z.object({
  id: z.number().int(),
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  grade: z.string(),
  icons: z.array(ZCardIconItem),
  open_alerts: z.number().int(),
  latest_alert: z.string().nullable(),
  has_picture: z.boolean(),
  data: z.object({ definition_name: z.string(), value: z.string(), color: z.string().nullable() }).nullable(),
  /** The student's open early-warning flags (issue 22, section 2): the card's icon, its reason in the tooltip. */
  flags: z.array(ZFlagSummary),
});
export type TStudentCard = z.infer<typeof ZStudentCard>;

export const ZStudentCards = ZFilterChoices.extend({
  options: ZCardOptions,
  results: z.array(ZStudentCard),
});
export type TStudentCards = z.infer<typeof ZStudentCards>;

/** Open alerts by default; closed=true adds the closed ones. */
export const ZAlertListQuery = ZPageQuery.extend({
  closed: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
