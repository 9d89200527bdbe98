/**
 * Celebrations (issue 10, section 3): a success of a student, or (student null) of a school, what led
 * to it, and the meeting it was added in. Lists are always paged and name one place: a student, a
 * school or a meeting; `since` keeps those celebrated on or after a day.
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.en.ts';
import { MSG, zId, zIdValue, zInt, zText } from '../validation.ts';
import { zDay } from './actions.ts';
import { zPage, ZPageQuery } from './common.ts';

export const CELEBRATION_TITLE_MAX = 500;
export const CELEBRATION_LED_MAX = 2000;

/** What the API and the screens say about celebrations. */
export const CELEBRATION_MSG = {
  student: 'The student must be of this school',
  meeting: 'The meeting must be of this school or its district',
  place: 'Name a student, a school or a meeting',
  future: 'The date cannot be in the future',
} as const satisfies Record<string, MessageKey>;

const zLed = () =>
  z
    .string()
    .trim()
    .max(CELEBRATION_LED_MAX, MSG.maxLength)
    .transform((v) => v || null)
    .nullable();

export const ZCreateCelebration = z
  .object({
    school: zIdValue(),
    student: zIdValue().nullable().optional(),
    meeting: zIdValue().nullable().optional(),
    /** Today (the server's calendar day) when left out. */
    celebrated_on: zDay().optional(),
    title: zText(CELEBRATION_TITLE_MAX),
    led_to_success: zLed().optional(),
  })
  .strict();
export type TCreateCelebration = z.infer<typeof ZCreateCelebration>;

/** A change: the version read and any of the texts, the day or the student (of the same school). */
export const ZUpdateCelebration = z
  .object({
    version: zInt(),
    student: zIdValue().nullable().optional(),
    celebrated_on: zDay().optional(),
    title: zText(CELEBRATION_TITLE_MAX).optional(),
    led_to_success: zLed().optional(),
  })
  .strict();
export type TUpdateCelebration = z.infer<typeof ZUpdateCelebration>;

export const ZCelebrationListQuery = ZPageQuery.omit({ all: true })
  .extend({
    student: zId().optional(),
    school: zId().optional(),
    meeting: zId().optional(),
    /** Celebrated on or after this day. */
    since: zDay().optional(),
    /** With `school`: only the school's own celebrations (no student). */
    school_only: z.enum(['true', 'false'], { error: MSG.invalidValue }).optional(),
  })
  .strict()
  .refine((q) => q.student !== undefined || q.school !== undefined || q.meeting !== undefined, { message: CELEBRATION_MSG.place, path: ['school'] });
export type TCelebrationListQuery = z.infer<typeof ZCelebrationListQuery>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

export const ZCelebrationAbilities = z.object({ update: z.boolean(), delete: z.boolean() });

export const ZCelebration = z.object({
  id: z.number().int(),
  version: z.number().int(),
  district: z.number().int(),
  school: ZNamed,
  student: ZNamed.nullable(),
  /** The meeting it was added in: its descriptor and date as its name. */
  meeting: ZNamed.nullable(),
  celebrated_on: z.string(),
  title: z.string(),
  led_to_success: z.string().nullable(),
  created_by: ZNamed.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  abilities: ZCelebrationAbilities,
});
export type TCelebration = z.infer<typeof ZCelebration>;

/** A page of celebrations (newest day first), with whether the caller may add one where the list is. */
export const ZCelebrationList = zPage(ZCelebration).extend({ abilities: z.object({ create: z.boolean() }) });
export type TCelebrationList = z.infer<typeof ZCelebrationList>;
