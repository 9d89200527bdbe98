/**
 * Restricted notes (issue 24, section 2). Three kinds of note can be restricted: a meeting note's
 * section (`meeting_note_section`, ref `{noteId}-{section}`), a student profile note (a profile
 * textbox or programming note value, `profile_note`, ref `{studentId}-{itemId}`) and a support
 * given's comment (`support_comment`, ref `{studentSupportId}`).
 *
 * - PUT  /restricted_notes/{kind}/{ref}/restriction/  ZRestrictionBody → ZNoteRestriction
 *        (the author, the school's leaders, the school's plan coordinators; inside the circle)
 * - POST /restricted_notes/{kind}/{ref}/break_glass/  ZBreakGlassBody → ZBreakGlassAnswer
 *        (super admins and the district's admins and leaders outside the circle; audited with the reason)
 *
 * Every read path carries `restriction` beside the text: outside the circle the text is '' (never
 * sent) and `hidden` is true; the screens show "Restricted note — by {author}, on {date}".
 */
import { z } from 'zod';
import { MSG, zIdValue, zText } from '../validation.ts';

export const RESTRICTED_NOTE_KINDS = ['meeting_note_section', 'profile_note', 'support_comment'] as const;
export type RestrictedNoteKind = (typeof RESTRICTED_NOTE_KINDS)[number];

export const RESTRICTED_PEOPLE_MAX = 50;
export const BREAK_GLASS_REASON_MIN = 10;
export const BREAK_GLASS_REASON_MAX = 500;

const ZPerson = z.object({ id: z.number().int(), name: z.string() });

export const ZNoteRestriction = z.object({
  kind: z.enum(RESTRICTED_NOTE_KINDS),
  /** The note's reference in the restriction routes. */
  ref: z.string(),
  restricted: z.boolean(),
  /** The note's author and date, as the placeholder names them. */
  author: ZPerson.nullable(),
  written_at: z.string().nullable(),
  restricted_by: ZPerson.nullable(),
  restricted_at: z.string().nullable(),
  /** The people the author named (only inside the circle; [] outside). */
  people: z.array(ZPerson),
  /** The text was withheld: the reader is outside the circle. */
  hidden: z.boolean(),
  abilities: z.object({ restrict: z.boolean(), break_glass: z.boolean() }),
});
export type TNoteRestriction = z.infer<typeof ZNoteRestriction>;

export const ZRestrictedNoteParams = z
  .object({
    kind: z.enum(RESTRICTED_NOTE_KINDS, { error: 'Not found' }),
    ref: z.string().regex(/^\d{1,10}(-(key_issue|context|notes|textbox:\d{1,10}|\d{1,10}))?$/, 'You provided invalid id in url'),
  })
  .strict();

export const ZRestrictionBody = z
  .object({
    restricted: z.boolean({ error: MSG.required }),
    people: z.array(zIdValue()).max(RESTRICTED_PEOPLE_MAX, MSG.max).default([]),
  })
  .strict();
export type TRestrictionBody = z.input<typeof ZRestrictionBody>;

export const ZBreakGlassBody = z.object({ reason: zText(BREAK_GLASS_REASON_MAX, BREAK_GLASS_REASON_MIN) }).strict();
export type TBreakGlassBody = z.infer<typeof ZBreakGlassBody>;

export const ZBreakGlassAnswer = z.object({ text: z.string(), restriction: ZNoteRestriction });
export type TBreakGlassAnswer = z.infer<typeof ZBreakGlassAnswer>;
