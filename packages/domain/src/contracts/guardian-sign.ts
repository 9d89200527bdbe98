/**
 * Guardians sign a final plan themselves (issue 24, section 1). A coordinator sends the latest final revision to a
 * guardian of the plan's team (`member`: their place in the team list) at an e-mail address, in English or French;
 * the link's token is the guardian's only credential (no account): reading the plan (as HTML and PDF), signing
 * (typed full name, explicit consent) or declining (a comment), once.
 */
import { z } from 'zod';
import { GOAL_RATINGS, TRANSITION_KINDS } from '../enums.ts';
import type { MessageKey } from '../i18n/messages.en.ts';
import { MSG, zEmail, zId, zInt, zText } from '../validation.ts';
const ZPersonRef = z.object({ id: z.number().int(), name: z.string() });

export const GUARDIAN_MSG = {
  member: 'Choose a guardian from the plan’s team (someone from outside the school)',
  linkExpired: 'This link has expired or is not valid. Ask the school to send a new one.',
  linkRevoked: 'This link was withdrawn by the school. Ask the school if you need a new one.',
  linkUsed: 'This link was already used: the plan was answered',
  consent: 'Tick the box to give your consent',
} as const satisfies Record<string, MessageKey>;

/** How long a link works unless revoked. */
export const GUARDIAN_LINK_DAYS = 7;
export const GUARDIAN_COMMENT_MAX = 2000;
export const GUARDIAN_REQUEST_STATUSES = ['pending', 'expired', 'revoked', 'signed', 'declined'] as const;
export type GuardianRequestStatus = (typeof GUARDIAN_REQUEST_STATUSES)[number];

export const ZCreateGuardianRequest = z
  .object({
    /** The guardian's place (0, 1, …) in the plan's team list: a member from outside the school. */
    member: zInt(MSG.required).min(0, MSG.invalidValue),
    email: zEmail(),
    language: z.enum(['en', 'fr'], { error: MSG.invalidValue }),
  })
  .strict();
export type TCreateGuardianRequest = z.infer<typeof ZCreateGuardianRequest>;

export const ZGuardianRequestParams = z.object({ id: zId(), rid: zId() }).strict();

export const ZGuardianRequest = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  guardian_name: z.string(),
  email: z.string(),
  language: z.enum(['en', 'fr']),
  status: z.enum(GUARDIAN_REQUEST_STATUSES),
  sent_by: ZPersonRef.nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  revoked_at: z.string().nullable(),
  used_at: z.string().nullable(),
  /** The guardian's comment when they declined. */
  decline_comment: z.string().nullable(),
  abilities: z.object({ revoke: z.boolean() }),
});
export type TGuardianRequest = z.infer<typeof ZGuardianRequest>;
export const ZGuardianRequestList = z.object({
  items: z.array(ZGuardianRequest),
  /** Sending one now: the caller may, and the plan is final (its latest revision). */
  abilities: z.object({ send: z.boolean() }),
  /** The team's members a request may go to (from outside the school), by their place in the list. */
  guardians: z.array(z.object({ member: z.number().int(), name: z.string(), role: z.string() })),
});
export type TGuardianRequestList = z.infer<typeof ZGuardianRequestList>;

const zToken = () => z.string({ error: MSG.required }).min(1, MSG.required).max(200, MSG.invalidValue);
export const ZGuardianSignQuery = z.object({ token: zToken(), lang: z.enum(['en', 'fr'], { error: MSG.invalidValue }).optional() }).strict();
export const ZGuardianSignBody = z
  .object({
    token: zToken(),
    full_name: zText(200),
    consent: z.literal(true, { error: GUARDIAN_MSG.consent }),
  })
  .strict();
export type TGuardianSignBody = z.infer<typeof ZGuardianSignBody>;
export const ZGuardianDeclineBody = z
  .object({ token: zToken(), comment: z.string({ error: MSG.invalidValue }).trim().max(GUARDIAN_COMMENT_MAX, MSG.maxLength).default('') })
  .strict();
export type TGuardianDeclineBody = z.infer<typeof ZGuardianDeclineBody>;

const zDate = z.string().nullable();
/** The revision as the guardian reads it: the parts as the PDF draws them, in the language asked. */
export const ZGuardianPlanView = z.object({
  language: z.enum(['en', 'fr']),
  /** The language the coordinator chose when sending. */
  sent_language: z.enum(['en', 'fr']),
  guardian_name: z.string(),
  sent_by: z.string().nullable(),
  expires_at: z.string(),
  district_name: z.string(),
  school_name: z.string(),
  student: z.object({ first_name: z.string(), last_name: z.string(), grade: z.string() }),
  template: z.object({ name: z.string(), wording: z.string() }),
  school_year: z.string(),
  revision: z.object({ number: z.number().int(), finalised_at: z.string() }),
  information: z.array(z.object({ label: z.string(), value: z.string() })),
  team: z.array(z.object({ name: z.string(), role: z.string() })),
  review_dates: z.array(z.object({ date: z.string(), done: z.boolean() })),
  assessments: z.array(z.object({ name: z.string(), date: zDate, assessor: z.string(), assessor_role: z.string(), summary: z.string(), recommendations: z.string() })).nullable(),
  goals: z
    .array(
      z.object({
        focus_area: z.string().nullable(),
        goal: z.string(),
        criteria: z.string(),
        sub_goals: z.array(z.object({ text: z.string(), target_date: zDate, done: z.boolean() })),
        supports: z.array(z.string()),
        responsible: z.string(),
        target_date: zDate,
        reviews: z.array(z.object({ date: z.string(), rating: z.enum(GOAL_RATINGS), comment: z.string() })),
      }),
    )
    .nullable(),
  transitions: z
    .array(z.object({ kind: z.enum(TRANSITION_KINDS), description: z.string(), steps: z.array(z.object({ text: z.string(), who: z.string(), date: zDate })) }))
    .nullable(),
});
export type TGuardianPlanView = z.infer<typeof ZGuardianPlanView>;
export const ZGuardianAnswer = z.object({ outcome: z.enum(['signed', 'declined']), at: z.string() });
export type TGuardianAnswer = z.infer<typeof ZGuardianAnswer>;
