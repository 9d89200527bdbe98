/**
 * The action tracker (issue 10, section 4): the API's action, its lists, its create and change
 * bodies, and the export's query. Field names are the spec's (section 3) and the "API names".
 */
import { z } from 'zod';
import { ACTION_SCOPES, ACTION_STATUS_FILTERS, ACTION_STATUSES } from '../enums.ts';
import type { MessageKey } from '../i18n/messages.en.ts';
import { MSG, zId, zIdValue, zInt, zText } from '../validation.ts';
import { isIsoDate } from './students.ts';
import { zPage, ZPageQuery } from './common.ts';

export { ACTION_SCOPES, ACTION_STATUS_FILTERS, ACTION_STATUSES, FINAL_ACTION_STATUSES } from '../enums.ts';
export type { ActionScope, ActionStatus, ActionStatusFilter } from '../enums.ts';

export const ACTION_NAME_MAX = 500;
export const ACTION_COMMENT_MAX = 2000;

/** What the API and the screens say about actions. */
export const ACTION_MSG = {
  final: 'Completed and abandoned actions cannot be changed',
  responsible: 'The responsible person must be staff of this school or its district',
  student: 'The student must be of this school',
  pdfTooMany: 'A PDF holds up to {max} actions: narrow the filters, or export CSV',
  invalidDate: 'Invalid date format',
  range: 'The end of the range cannot be before its start',
  meeting: 'The meeting must be of this school or its district',
  meetingNote: 'The meeting note must belong to the meeting',
} as const satisfies Record<string, MessageKey>;

/** A calendar day, YYYY-MM-DD, from 1900 on (PostgreSQL has no year 0, and no school had actions before). */
export const zDay = () =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .refine((v) => isIsoDate(v) && v >= '1900-01-01', ACTION_MSG.invalidDate);

const zComment = () =>
  z
    .string()
    .trim()
    .max(ACTION_COMMENT_MAX, MSG.maxLength)
    .transform((v) => v || null)
    .nullable();

export const ZCreateAction = z
  .object({
    name: zText(ACTION_NAME_MAX),
    /** A user id: staff of the school or of its district. */
    responsible: zIdValue(),
    completion_date: zDay(),
    student: zIdValue().nullable().optional(),
    school: zIdValue(),
    comment: zComment().optional(),
    /** The meeting it was agreed in: of the school, or of its district. */
    meeting: zIdValue().nullable().optional(),
    /** The note it was written on: a note of that meeting (its meeting is implied when `meeting` is left out). */
    meeting_note: zIdValue().nullable().optional(),
  })
  .strict();
export type TCreateAction = z.infer<typeof ZCreateAction>;

/** A change: the version read, and any field but the school. Final actions refuse every change. */
export const ZUpdateAction = z
  .object({
    version: zInt(),
    name: zText(ACTION_NAME_MAX).optional(),
    responsible: zIdValue().optional(),
    completion_date: zDay().optional(),
    actual_date: zDay().nullable().optional(),
    status: z.enum(ACTION_STATUSES, { error: MSG.invalidValue }).optional(),
    student: zIdValue().nullable().optional(),
    comment: zComment().optional(),
    /** null unlinks the meeting (and its note). */
    meeting: zIdValue().nullable().optional(),
    meeting_note: zIdValue().nullable().optional(),
  })
  .strict();
export type TUpdateAction = z.infer<typeof ZUpdateAction>;

const zList = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.infer<T>[]);

export const ACTION_SORTS = ['completion_date', 'actual_date', 'name', 'status', 'responsible', 'student', 'school', 'created_at'] as const;
export type ActionSort = (typeof ACTION_SORTS)[number];

const zStatusFilter = () => zList(z.enum(ACTION_STATUS_FILTERS, { error: MSG.invalidValue }));

/** The filters shared by the list and the export. */
const ACTION_FILTERS = {
  scope: z.enum(ACTION_SCOPES, { error: MSG.invalidValue }),
  district: zId().optional(),
  school: zId().optional(),
  student: zId().optional(),
  // Both spellings, so `status=a&status=b` and `status[]=a` read the same.
  status: zStatusFilter().optional(),
  'status[]': zStatusFilter().optional(),
  responsible: zId().optional(),
  /** The actions agreed in this meeting. */
  meeting: zId().optional(),
  /** Expected dates from / to (inclusive). */
  from: zDay().optional(),
  to: zDay().optional(),
  sort: z.enum([...ACTION_SORTS, ...ACTION_SORTS.map((s) => `-${s}` as const)], { error: MSG.invalidValue }).default('completion_date'),
};

const rangeOk = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;

// `all` is left out: an action list is always paged (a district holds tens of thousands).
export const ZActionListQuery = ZPageQuery.omit({ all: true })
  .extend(ACTION_FILTERS)
  .strict()
  .refine(rangeOk, { message: ACTION_MSG.range, path: ['to'] });
export type TActionListQuery = z.infer<typeof ZActionListQuery>;

export const ACTION_EXPORT_FORMATS = ['csv', 'pdf'] as const;
export const ZActionExportQuery = z
  .object({
    ...ACTION_FILTERS,
    format: z.enum(ACTION_EXPORT_FORMATS, { error: MSG.invalidValue }).default('csv'),
    lang: z.enum(['en', 'fr'], { error: MSG.invalidValue }).optional(),
  })
  .strict()
  .refine(rangeOk, { message: ACTION_MSG.range, path: ['to'] });
export type TActionExportQuery = z.infer<typeof ZActionExportQuery>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

export const ZActionAbilities = z.object({ update: z.boolean(), delete: z.boolean() });

export const ZAction = z.object({
  id: z.number().int(),
  version: z.number().int(),
  name: z.string(),
  /** The responsible user's id, and their name beside it. */
  responsible: z.number().int(),
  responsible_name: z.string(),
  /** The expected date. */
  completion_date: z.string(),
  actual_date: z.string().nullable(),
  completed_at: z.string().nullable(),
  abandoned_at: z.string().nullable(),
  student: z.number().int().nullable(),
  student_name: z.string().nullable(),
  status: z.enum(ACTION_STATUSES),
  school: z.number().int(),
  school_name: z.string(),
  district: z.number().int(),
  /** The meeting it was agreed in: its descriptor and day as its name, and each apart (`day` on its school's calendar) to write the day in the reader's language. */
  meeting: ZNamed.extend({ descriptor: z.string(), day: z.string() }).nullable(),
  /** The meeting note it was written on: the note's student (or the meeting, for its general note) as its name. */
  school_meeting_note: ZNamed.nullable(),
  comment: z.string().nullable(),
  /** Still open after its expected date. */
  overdue: z.boolean(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: ZActionAbilities,
});
export type TAction = z.infer<typeof ZAction>;

/** A page of actions, with whether the caller may create one where the list is (a school or a district). */
export const ZActionList = zPage(ZAction).extend({ abilities: z.object({ create: z.boolean() }) });
export type TActionList = z.infer<typeof ZActionList>;

/** Who may be made responsible for an action of a school: its staff and its district's staff. */
export const ZActionPeople = z.object({ results: z.array(ZNamed) });
export type TActionPeople = z.infer<typeof ZActionPeople>;

export const ZActionPeopleQuery = z.object({ school: zId() }).strict();
