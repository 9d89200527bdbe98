/**
 * Summaries by e-mail (issue 23, section 2): each user chooses, per summary type, daily, weekly or off; a district
 * sets the defaults of its users; a daily job sends each user one digest of what changed in their scope.
 *
 * - GET   /summary_preferences/                       → ZSummaryPreferences (the types that apply to the caller)
 * - PATCH /summary_preferences/                       ZUpdateSummaryPreferences → ZSummaryPreferences
 *   (`null` for a type: back to the district's default)
 * - GET   /summary_preferences/defaults/?district=    → ZSummaryDefaults (district admins of the district, super admins)
 * - PATCH /summary_preferences/defaults/?district=    ZUpdateSummaryDefaults → ZSummaryDefaults (`null`: the product's default;
 *   types not named are kept)
 * - GET   /summary_preferences/unsubscribe/?token=    → ZUnsubscribeToken (what the link turns off; changes nothing)
 * - POST  /summary_preferences/unsubscribe/?token=    → ZUnsubscribeResult (no session, no CSRF: the token is the credential)
 *
 * A user's frequency for a type is their own choice when they made one, else their district's default, else the
 * product's (SUMMARY_PRODUCT_DEFAULTS).
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.en.ts';
import { MSG, zId } from '../validation.ts';

export const SUMMARY_TYPES = ['student_search', 'team_boards', 'collab_meetings', 'user_actions', 'school_actions', 'active_support_plans', 'deactive_support_plans'] as const;
export type SummaryType = (typeof SUMMARY_TYPES)[number];

export const SUMMARY_FREQUENCIES = ['daily', 'weekly', 'off'] as const;
export type SummaryFrequency = (typeof SUMMARY_FREQUENCIES)[number];

/**
 * The product's defaults, when neither the user nor their district chose: what a teacher wants without asking —
 * their own actions and the meetings they are invited to, once a week; the rest is asked for.
 */
export const SUMMARY_PRODUCT_DEFAULTS: Record<SummaryType, SummaryFrequency> = {
  student_search: 'off',
  team_boards: 'off',
  collab_meetings: 'weekly',
  user_actions: 'weekly',
  school_actions: 'off',
  active_support_plans: 'off',
  deactive_support_plans: 'off',
};

export const SUMMARY_MSG = {
  tokenUsed: 'This unsubscribe link was already used',
  tokenInvalid: 'This unsubscribe link is not valid',
} as const satisfies Record<string, MessageKey>;

const zFrequency = z.enum(SUMMARY_FREQUENCIES, { error: MSG.invalidValue });

/** A partial choice: each named type gets a frequency, or null to go back to the default. Unknown types are refused. */
const zChoices = z
  .object(Object.fromEntries(SUMMARY_TYPES.map((t) => [t, zFrequency.nullable().optional()])) as Record<SummaryType, z.ZodOptional<z.ZodNullable<typeof zFrequency>>>)
  .strict();

export const ZUpdateSummaryPreferences = z.object({ preferences: zChoices }).strict();
export type TUpdateSummaryPreferences = z.infer<typeof ZUpdateSummaryPreferences>;

export const ZSummaryPreference = z.object({
  type: z.enum(SUMMARY_TYPES),
  frequency: z.enum(SUMMARY_FREQUENCIES),
  /** True when the user made no choice for this type: the frequency is the default. */
  is_default: z.boolean(),
  /** The default the user gets without a choice (the district's, else the product's). */
  default_frequency: z.enum(SUMMARY_FREQUENCIES),
});
export type TSummaryPreference = z.infer<typeof ZSummaryPreference>;

export const ZSummaryPreferences = z.object({
  results: z.array(ZSummaryPreference),
  /** The language the digests are written in (the district's; English for super users). */
  language: z.enum(['en', 'fr']),
});
export type TSummaryPreferences = z.infer<typeof ZSummaryPreferences>;

export const ZSummaryDefaultsQuery = z.object({ district: zId() }).strict();

export const ZUpdateSummaryDefaults = z.object({ defaults: zChoices }).strict();
export type TUpdateSummaryDefaults = z.infer<typeof ZUpdateSummaryDefaults>;

export const ZSummaryDefault = z.object({
  type: z.enum(SUMMARY_TYPES),
  frequency: z.enum(SUMMARY_FREQUENCIES),
  /** True when the district set nothing for this type: the frequency is the product's. */
  is_product_default: z.boolean(),
});
export const ZSummaryDefaults = z.object({ district: z.number().int(), results: z.array(ZSummaryDefault) });
export type TSummaryDefaults = z.infer<typeof ZSummaryDefaults>;

/** The token of an unsubscribe link: random, 43 URL-safe characters; anything else is not one. */
export const ZUnsubscribeQuery = z.object({ token: z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.invalidValue) }).strict();

/** RFC 8058 one-click: a mail client posts `List-Unsubscribe=One-Click` as a form; the web page posts nothing. */
export const ZUnsubscribeBody = z
  .object({ 'List-Unsubscribe': z.literal('One-Click', { error: MSG.invalidValue }).optional() })
  .strict()
  .optional();

export const ZUnsubscribeToken = z.object({
  /** What the link turns off: one type (a link in the body), or every type of the digest (the List-Unsubscribe header). */
  types: z.array(z.enum(SUMMARY_TYPES)),
  /** The link was used already: the page says so instead of offering the button. */
  used: z.boolean(),
  language: z.enum(['en', 'fr']),
});
export type TUnsubscribeToken = z.infer<typeof ZUnsubscribeToken>;

export const ZUnsubscribeResult = z.object({ types: z.array(z.enum(SUMMARY_TYPES)), frequency: z.literal('off') });
export type TUnsubscribeResult = z.infer<typeof ZUnsubscribeResult>;
