/**
 * Team norms (issue 10, section 2): a school's, or a district's, ordered checklist. A norm's text is
 * copied into a meeting when the meeting starts (`meeting_norms`), so editing, unchecking or deleting a
 * norm never changes a meeting that has started; `used_in_meetings` counts those meetings, and the
 * screens ask before unchecking a norm that has been used.
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.en.ts';
import { MSG, zId, zIdValue, zInt, zText } from '../validation.ts';

export const NORM_TEXT_MAX = 500;
/** More norms than this at one level is not a checklist a team reviews at a meeting. */
export const NORMS_MAX = 50;

export const NORM_MSG = {
  level: 'Name a school or a district',
  tooMany: 'A list holds at most {max} norms',
  order: 'The order must list every norm of this list once',
} as const satisfies Record<string, MessageKey>;

/** The level a list of norms belongs to: a school's, or a district's (exactly one). */
const oneLevel = (q: { school?: number; district?: number }) => (q.school === undefined) !== (q.district === undefined);

export const ZNormListQuery = z
  .object({ school: zId().optional(), district: zId().optional() })
  .strict()
  .refine(oneLevel, { message: NORM_MSG.level, path: ['school'] });
export type TNormListQuery = z.infer<typeof ZNormListQuery>;

export const ZCreateNorm = z
  .object({ school: zIdValue().optional(), district: zIdValue().optional(), text: zText(NORM_TEXT_MAX), active: z.boolean({ error: MSG.invalidValue }).optional() })
  .strict()
  .refine(oneLevel, { message: NORM_MSG.level, path: ['school'] });
export type TCreateNorm = z.infer<typeof ZCreateNorm>;

/** `position` moves the norm to that place (0-based) in its list, the others shifting around it. */
export const ZUpdateNorm = z
  .object({
    version: zInt(),
    text: zText(NORM_TEXT_MAX).optional(),
    active: z.boolean({ error: MSG.invalidValue }).optional(),
    position: zInt().pipe(z.number().min(0, 'Value must be greater than or equal to {min}')).optional(),
  })
  .strict();
export type TUpdateNorm = z.infer<typeof ZUpdateNorm>;

/** The whole order of one list: every norm id of the level once. */
export const ZNormOrder = z
  .object({ school: zIdValue().optional(), district: zIdValue().optional(), ids: z.array(zIdValue()).max(NORMS_MAX, MSG.invalidValue) })
  .strict()
  .refine(oneLevel, { message: NORM_MSG.level, path: ['school'] });
export type TNormOrder = z.infer<typeof ZNormOrder>;

export const ZNormAbilities = z.object({ update: z.boolean(), delete: z.boolean() });

export const ZNorm = z.object({
  id: z.number().int(),
  version: z.number().int(),
  district: z.number().int(),
  school: z.number().int().nullable(),
  position: z.number().int(),
  text: z.string(),
  active: z.boolean(),
  /** Meetings that have started with this norm on their list. */
  used_in_meetings: z.number().int(),
  abilities: ZNormAbilities,
});
export type TNorm = z.infer<typeof ZNorm>;

export const ZNormList = z.object({ results: z.array(ZNorm), abilities: z.object({ create: z.boolean() }) });
export type TNormList = z.infer<typeof ZNormList>;
