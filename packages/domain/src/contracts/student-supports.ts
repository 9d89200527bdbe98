/**
 * Supports given to students (issue 11, section 2; spec `user-supports`): a support from the
 * student's school's network, or a one-off written there, with its tier, dates, responsible person and
 * progress monitoring (a measure, a baseline, a goal and a goal date; data points), the fidelity log
 * (sessions delivered or missed), the student's support and tier history, and the district's report.
 *
 * Numbers (scale, baseline, goal, values) travel as JSON numbers; the browser reads and shows them in
 * the reader's language (locale-number.ts). An ended support has both its end date and its outcome.
 */
import { z } from 'zod';
import { MEETING_KINDS, STUDENT_SUPPORT_OUTCOMES, SUPPORT_LEVELS, SUPPORT_SESSION_MISSED_REASONS, SUPPORT_TYPES } from '../enums.ts';
import type { MessageKey } from '../i18n/messages.en.ts';
import { MSG, zId, zIdValue, zInt, zText } from '../validation.ts';
import { zDay } from './actions.ts';
import { zPage, ZPageQuery } from './common.ts';
import { ZNoteRestriction } from './restricted-notes.ts';

export const GIVEN_NAME_MAX = 200;
export const GIVEN_FREQUENCY_MAX = 200;
export const GIVEN_NOTES_MAX = 5000;
export const MEASURE_NAME_MAX = 200;
export const POINT_NOTE_MAX = 1000;
export const SESSION_MINUTES_MAX = 600;
/** Numbers of a measure (scale, baseline, goal, values) stay within this, either side of zero. */
export const MEASURE_NUMBER_MAX = 1_000_000_000;
/** The history holds at most this many board moves and this many celebrations (the newest). */
export const HISTORY_SOURCE_MAX = 200;

/** What the API and the screens say about supports given. */
export const GIVEN_MSG = {
  network: 'Choose a support from the school’s network',
  supportOrName: 'Choose a support from the network or write one',
  notBoth: 'Choose a support from the network or write one, not both',
  tier: 'Choose a tier from the school’s list',
  future: 'The date cannot be in the future',
  endBeforeStart: 'The end date cannot be before the start date',
  endWithOutcome: 'An end date and an outcome go together',
  alreadyHeld: 'The student already holds this support',
  responsible: 'The responsible person must be staff of this school or its district',
  meeting: 'The meeting must be one in which the student is discussed',
  measure: 'Choose a measure of the student’s school or district',
  measureBoth: 'Choose a student-data measure or name one, not both',
  measureName: 'Name the measure',
  scale: 'The scale’s minimum must be below its maximum',
  range: 'The value must be between {min} and {max}',
  goalDate: 'The goal date cannot be before the start date',
  beforeStart: 'The date cannot be before the support started',
  afterEnd: 'The date cannot be after the support ended',
  recordsBefore: 'Data points or sessions are recorded before this date',
  recordsAfter: 'Data points or sessions are recorded after this date',
  noMeasure: 'This support has no progress measure',
  missedReason: 'Say why the session was missed',
  minutesMissed: 'A missed session has no minutes',
  minutesMin: 'A delivered session lasts at least one minute',
  reasonDelivered: 'Only a missed session has a reason',
  reportSchool: 'The school must be of this district',
} as const satisfies Record<string, MessageKey>;

const zOptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, MSG.maxLength)
    .transform((v) => v || null)
    .nullable();

/** A number of a measure: finite and within MEASURE_NUMBER_MAX either side of zero. */
export const zMeasureNumber = () =>
  z
    .number({ error: MSG.required })
    .refine((n) => Number.isFinite(n), MSG.invalidValue)
    .refine((n) => Math.abs(n) <= MEASURE_NUMBER_MAX, MSG.invalidValue);

/** Progress monitoring: a student-data measure or the support's own name and scale, a baseline, a goal and its date. */
const measureFields = {
  measure_definition_id: zIdValue().nullable().optional(),
  measure_name: zOptionalText(MEASURE_NAME_MAX).optional(),
  scale_min: zMeasureNumber().nullable().optional(),
  scale_max: zMeasureNumber().nullable().optional(),
  baseline: zMeasureNumber().nullable().optional(),
  goal: zMeasureNumber().nullable().optional(),
  goal_date: zDay().nullable().optional(),
};

/** Fields any support given has (a give, or any of them in a change). */
const givenFields = {
  tier: zIdValue(),
  start_date: zDay(),
  responsible: zIdValue(),
  frequency: zOptionalText(GIVEN_FREQUENCY_MAX).optional(),
  notes: zOptionalText(GIVEN_NOTES_MAX).optional(),
  /** The meeting it was agreed in: one the caller may read, with a note on the student. */
  meeting: zIdValue().nullable().optional(),
  ...measureFields,
};

const zFocusKeys = () => z.array(zIdValue(), { error: MSG.invalidValue }).max(50, MSG.invalidValue);

/**
 * Giving a support: a network support (`support`) or a one-off (`name`, `type`, optional focus-area
 * keys), a tier of the student's school, a start date not after today, the responsible person.
 */
export const ZGiveStudentSupport = z
  .object({
    student: zIdValue(),
    support: zIdValue().nullable().optional(),
    name: zOptionalText(GIVEN_NAME_MAX).optional(),
    type: z.enum(SUPPORT_TYPES, { error: MSG.invalidValue }).optional(),
    focus_areas: zFocusKeys().optional(),
    ...givenFields,
  })
  .strict()
  .superRefine((v, ctx) => {
    const oneOff = v.name != null || v.type !== undefined || v.focus_areas !== undefined;
    if (v.support != null && oneOff) ctx.addIssue({ code: 'custom', path: ['name'], message: GIVEN_MSG.notBoth });
    else if (v.support == null && v.name == null) ctx.addIssue({ code: 'custom', path: ['support'], message: GIVEN_MSG.supportOrName });
    else if (v.support == null && v.type === undefined) ctx.addIssue({ code: 'custom', path: ['type'], message: MSG.required });
  });
export type TGiveStudentSupport = z.infer<typeof ZGiveStudentSupport>;

/**
 * A change: the version read and any field. Ending is `end_date` and `outcome` together (reopening is
 * both null); a one-off's name, type and focus areas may change, a network support's may not.
 */
export const ZUpdateStudentSupport = z
  .object({
    version: zInt(),
    tier: givenFields.tier.optional(),
    start_date: givenFields.start_date.optional(),
    responsible: givenFields.responsible.optional(),
    frequency: givenFields.frequency,
    notes: givenFields.notes,
    meeting: givenFields.meeting,
    name: zText(GIVEN_NAME_MAX).optional(),
    type: z.enum(SUPPORT_TYPES, { error: MSG.invalidValue }).optional(),
    focus_areas: zFocusKeys().optional(),
    end_date: zDay().nullable().optional(),
    outcome: z.enum(STUDENT_SUPPORT_OUTCOMES, { error: MSG.invalidValue }).nullable().optional(),
    ...measureFields,
  })
  .strict();
export type TUpdateStudentSupport = z.infer<typeof ZUpdateStudentSupport>;

export const ZStudentSupportListQuery = z.object({ student: zId() }).strict();
export type TStudentSupportListQuery = z.infer<typeof ZStudentSupportListQuery>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** A tier as a support given names it: the school's item, its lineage key, its labels and colour. */
export const ZGivenTier = z.object({ id: z.number().int(), key: z.number().int(), label_en: z.string(), label_fr: z.string(), color: z.string().nullable() });
export type TGivenTier = z.infer<typeof ZGivenTier>;

export const ZGivenMeasure = z.object({
  /** A student-data measure of the district or school; null for the support's own. */
  definition_id: z.number().int().nullable(),
  name: z.string(),
  scale_min: z.number().nullable(),
  scale_max: z.number().nullable(),
});
export type TGivenMeasure = z.infer<typeof ZGivenMeasure>;

export const ZStudentSupportAbilities = z.object({
  update: z.boolean(),
  end: z.boolean(),
  delete: z.boolean(),
  /** Add and delete data points and sessions. */
  record: z.boolean(),
});

export const ZStudentSupport = z.object({
  id: z.number().int(),
  version: z.number().int(),
  district: z.number().int(),
  school: ZNamed,
  student: ZNamed,
  /** The network support it was given from (null: a one-off, or a support since deleted). */
  support: z
    .object({
      id: z.number().int(),
      level: z.enum(SUPPORT_LEVELS),
      name_en: z.string(),
      name_fr: z.string(),
      /** The network support's planned session length, in minutes (the fidelity log asks before saving a much longer one). */
      duration_minutes: z.number().int().nullable(),
    })
    .nullable(),
  /** The name as given. */
  name: z.string(),
  type: z.enum(SUPPORT_TYPES),
  focus_area_keys: z.array(z.number().int()),
  tier: ZGivenTier.nullable(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  outcome: z.enum(STUDENT_SUPPORT_OUTCOMES).nullable(),
  responsible: ZNamed.nullable(),
  frequency: z.string().nullable(),
  notes: z.string().nullable(),
  /** Restricted notes (issue 24, section 2): the comment's restriction; outside the circle `notes` is null. */
  notes_restriction: ZNoteRestriction.optional(),
  /** The meeting it was given in: its descriptor and day as its name. */
  meeting: z.object({ id: z.number().int(), name: z.string(), starts_at: z.string(), kind: z.enum(MEETING_KINDS), school_id: z.number().int().nullable() }).nullable(),
  measure: ZGivenMeasure.nullable(),
  baseline: z.number().nullable(),
  goal: z.number().nullable(),
  goal_date: z.string().nullable(),
  data_points: z.object({ count: z.number().int(), latest: z.object({ measured_on: z.string(), value: z.number() }).nullable() }),
  /** The fidelity log: sessions delivered out of those logged, and that share (0–1; null before the first). */
  sessions: z.object({ delivered: z.number().int(), planned: z.number().int(), share: z.number().nullable() }),
  created_by: ZNamed.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: ZStudentSupportAbilities,
});
export type TStudentSupport = z.infer<typeof ZStudentSupport>;

/** A student's supports given: current first (newest start first), then past (latest end first). */
export const ZStudentSupportList = z.object({
  count: z.number().int(),
  results: z.array(ZStudentSupport),
  abilities: z.object({ give: z.boolean() }),
});
export type TStudentSupportList = z.infer<typeof ZStudentSupportList>;

// Progress monitoring -------------------------------------------------------------------------------

export const ZCreateDataPoint = z
  .object({
    measured_on: zDay(),
    value: zMeasureNumber(),
    note: zOptionalText(POINT_NOTE_MAX).optional(),
  })
  .strict();
export type TCreateDataPoint = z.infer<typeof ZCreateDataPoint>;

/** Editing a data point: the version read (409 when stale) and any of its date, value and note. */
export const ZUpdateDataPoint = z
  .object({
    version: zInt(),
    measured_on: zDay().optional(),
    value: zMeasureNumber().optional(),
    note: zOptionalText(POINT_NOTE_MAX).optional(),
  })
  .strict();
export type TUpdateDataPoint = z.infer<typeof ZUpdateDataPoint>;

export const ZDataPoint = z.object({
  id: z.number().int(),
  measured_on: z.string(),
  value: z.number(),
  note: z.string().nullable(),
  version: z.number().int(),
  created_by: ZNamed.nullable(),
  created_at: z.string(),
});
export type TDataPoint = z.infer<typeof ZDataPoint>;

/** A support's data points, oldest first (the chart's order). */
export const ZDataPointList = z.object({ results: z.array(ZDataPoint), abilities: z.object({ create: z.boolean(), update: z.boolean(), delete: z.boolean() }) });
export type TDataPointList = z.infer<typeof ZDataPointList>;

// The fidelity log -----------------------------------------------------------------------------------

export const ZCreateSession = z
  .object({
    held_on: zDay(),
    delivered: z.boolean({ error: MSG.required }),
    minutes: zInt().min(1, GIVEN_MSG.minutesMin).max(SESSION_MINUTES_MAX, MSG.max).nullable().optional(),
    missed_reason: z.enum(SUPPORT_SESSION_MISSED_REASONS, { error: MSG.invalidValue }).nullable().optional(),
    note: zOptionalText(POINT_NOTE_MAX).optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.delivered) {
      if (v.minutes == null) ctx.addIssue({ code: 'custom', path: ['minutes'], message: MSG.required });
      if (v.missed_reason != null) ctx.addIssue({ code: 'custom', path: ['missed_reason'], message: GIVEN_MSG.reasonDelivered });
    } else {
      if (v.missed_reason == null) ctx.addIssue({ code: 'custom', path: ['missed_reason'], message: GIVEN_MSG.missedReason });
      if (v.minutes != null) ctx.addIssue({ code: 'custom', path: ['minutes'], message: GIVEN_MSG.minutesMissed });
    }
  });
export type TCreateSession = z.infer<typeof ZCreateSession>;

export const ZSession = z.object({
  id: z.number().int(),
  held_on: z.string(),
  delivered: z.boolean(),
  minutes: z.number().int().nullable(),
  missed_reason: z.enum(SUPPORT_SESSION_MISSED_REASONS).nullable(),
  note: z.string().nullable(),
  created_by: ZNamed.nullable(),
  created_at: z.string(),
});
export type TSession = z.infer<typeof ZSession>;

/** A support's sessions, newest first, with the share delivered and the minutes given in all. */
export const ZSessionList = z.object({
  results: z.array(ZSession),
  summary: z.object({ delivered: z.number().int(), planned: z.number().int(), share: z.number().nullable(), minutes: z.number().int() }),
  abilities: z.object({ create: z.boolean(), delete: z.boolean() }),
});
export type TSessionList = z.infer<typeof ZSessionList>;

export const ZDataPointParams = z.object({ id: zId(), point: zId() }).strict();
export const ZSessionParams = z.object({ id: zId(), session: zId() }).strict();

// The support and tier history ------------------------------------------------------------------------

const ZHistorySupport = z.object({ id: z.number().int(), name: z.string(), type: z.enum(SUPPORT_TYPES) });

/** One entry of the timeline; `date` orders it (newest first). */
export const ZHistoryEntry = z.discriminatedUnion('kind', [
  /** A tier band: from the first support given at that tier to the end of the last (open while one is current). */
  z.object({ kind: z.literal('tier'), date: z.string(), end_date: z.string().nullable(), tier: ZGivenTier }),
  z.object({ kind: z.literal('support_started'), date: z.string(), support: ZHistorySupport, tier: ZGivenTier.nullable() }),
  z.object({ kind: z.literal('support_ended'), date: z.string(), support: ZHistorySupport, outcome: z.enum(STUDENT_SUPPORT_OUTCOMES) }),
  z.object({
    kind: z.literal('board_move'),
    date: z.string(),
    at: z.string(),
    board: ZNamed,
    from: z.object({ title: z.string(), color: z.string().nullable() }).nullable(),
    to: z.object({ title: z.string(), color: z.string().nullable() }),
    by: z.string().nullable(),
  }),
  z.object({ kind: z.literal('celebration'), date: z.string(), id: z.number().int(), title: z.string() }),
]);
export type THistoryEntry = z.infer<typeof ZHistoryEntry>;

export const ZSupportHistory = z.object({
  results: z.array(ZHistoryEntry),
  /** Board moves or celebrations past HISTORY_SOURCE_MAX were left out (the oldest). */
  truncated: z.boolean(),
});
export type TSupportHistory = z.infer<typeof ZSupportHistory>;

// The district's report ---------------------------------------------------------------------------------

const reportFilters = {
  district: zId(),
  school: zId().optional(),
  /** A focus-area key. */
  focus_area: zId().optional(),
  /** A tier key. */
  tier: zId().optional(),
  type: z.enum(SUPPORT_TYPES, { error: MSG.invalidValue }).optional(),
};

export const ZSupportReportQuery = ZPageQuery.omit({ all: true }).extend(reportFilters).strict();
export type TSupportReportQuery = z.infer<typeof ZSupportReportQuery>;

export const ZSupportReportExportQuery = z.object({ ...reportFilters, lang: z.enum(['en', 'fr'], { error: MSG.invalidValue }).optional() }).strict();
export type TSupportReportExportQuery = z.infer<typeof ZSupportReportExportQuery>;

/** One support (or one-off name) across the district's schools. */
export const ZSupportReportRow = z.object({
  /** The network support; null for a one-off (then `name` is what it was called). */
  support: z.object({ id: z.number().int(), level: z.enum(SUPPORT_LEVELS), name_en: z.string(), name_fr: z.string() }).nullable(),
  name: z.string(),
  type: z.enum(SUPPORT_TYPES),
  /** Students holding it now (supports given, not ended). */
  current: z.number().int(),
  given: z.number().int(),
  worked: z.number().int(),
  partly: z.number().int(),
  did_not_work: z.number().int(),
  /** Schools where it was given. */
  schools: z.number().int(),
});
export type TSupportReportRow = z.infer<typeof ZSupportReportRow>;

/** A page of the report, most held first. */
export const ZSupportReport = zPage(ZSupportReportRow);
export type TSupportReport = z.infer<typeof ZSupportReport>;
