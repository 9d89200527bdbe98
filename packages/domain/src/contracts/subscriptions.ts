/**
 * School subscriptions (issue 23, section 3): a school's plan, its account status with the history of changes, and
 * invoice requests. There is no payment provider: an invoice request is an e-mail to the support contact.
 *
 * - GET   /schools/{id}/subscription/                  → ZSubscription (super admins; district admins of the school's
 *                                                        district; school admins of the school)
 * - PATCH /schools/{id}/subscription/                  ZUpdateSubscription → ZSubscription (super admins: every field;
 *                                                        school admins: the billing contact only; a stale version 409)
 * - POST  /schools/{id}/subscription/status/           ZChangeSchoolStatus → ZSubscription (super admins; the reason is
 *                                                        required; a history row, an audit row, an e-mail to each school admin)
 * - POST  /schools/{id}/subscription/invoice_request/  {} → ZInvoiceRequested (school admins of the school; an e-mail to
 *                                                        the support contact; one a day: a second within 24 h answers 429)
 *
 * `payment_pending` limits nothing: every page and every change stays as it is; the school's admins see a banner.
 * `account_suspended` keeps the rule it had (only super admins enter the school). Renewal reminders go to the school's
 * admins 30 and 7 days before the renewal date (a daily job).
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.en.ts';
import { SCHOOL_STATUSES } from '../enums.ts';
import { isValidEmail, MSG } from '../validation.ts';
import { isIsoDate } from './students.ts';

export const SUBSCRIPTION_BANDS = ['up_to_100', '101_250', '251_500', '501_1000', 'over_1000'] as const;
export type SubscriptionBand = (typeof SUBSCRIPTION_BANDS)[number];

export const STATUS_REASON_MAX = 1000;
export const BILLING_NAME_MAX = 200;
/** Days before the renewal date when the school's admins are reminded. */
export const RENEWAL_REMINDER_DAYS = [30, 7] as const;
/** One invoice request per school in this many hours. */
export const INVOICE_REQUEST_HOURS = 24;

export const SUBSCRIPTION_MSG = {
  sameStatus: 'The school already has this status',
  invoiceTooSoon: 'An invoice was already requested in the last 24 hours. The support team will answer it.',
  invalidDate: 'Invalid date format',
} as const satisfies Record<string, MessageKey>;

const zStatus = () => z.enum(SCHOOL_STATUSES, { error: MSG.invalidValue });

export const ZSubscriptionPlan = z.object({
  band: z.enum(SUBSCRIPTION_BANDS).nullable(),
  renewal_date: z.string().nullable(),
  billing_name: z.string(),
  billing_email: z.string(),
  /** 0 until a plan is first saved. */
  version: z.number().int(),
  updated_at: z.string().nullable(),
});

export const ZSchoolStatusChange = z.object({
  id: z.number().int(),
  from_status: zStatus(),
  to_status: zStatus(),
  reason: z.string(),
  /** Null: the system, or a user since removed. */
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
});
export type TSchoolStatusChange = z.infer<typeof ZSchoolStatusChange>;

export const ZSubscription = z.object({
  school: z.object({
    id: z.number().int(),
    name: z.string(),
    district_id: z.number().int(),
    district_name: z.string(),
    status: zStatus(),
    suspended_at: z.string().nullable(),
  }),
  plan: ZSubscriptionPlan,
  invoice_requested_at: z.string().nullable(),
  /** Where an invoice request goes (the support contact). */
  support_email: z.string(),
  /** Newest first. */
  history: z.array(ZSchoolStatusChange),
  abilities: z.object({
    update_plan: z.boolean(),
    update_billing: z.boolean(),
    change_status: z.boolean(),
    request_invoice: z.boolean(),
  }),
});
export type TSubscription = z.infer<typeof ZSubscription>;

const zOptionalEmail = () =>
  z
    .string({ error: MSG.invalidValue })
    .trim()
    .max(254, MSG.maxLength)
    .refine((v) => v === '' || isValidEmail(v), MSG.invalidEmail)
    .transform((v) => v.toLowerCase());

export const ZUpdateSubscription = z
  .object({
    version: z.number({ error: MSG.required }).int(MSG.invalidValue).min(0, MSG.invalidValue),
    band: z.enum(SUBSCRIPTION_BANDS, { error: MSG.invalidValue }).nullable().optional(),
    renewal_date: z
      .string({ error: MSG.invalidValue })
      .trim()
      .refine((v) => isIsoDate(v) && v >= '2000-01-01' && v <= '2999-12-31', SUBSCRIPTION_MSG.invalidDate)
      .nullable()
      .optional(),
    billing_name: z.string({ error: MSG.invalidValue }).trim().max(BILLING_NAME_MAX, MSG.maxLength).optional(),
    billing_email: zOptionalEmail().optional(),
  })
  .strict();
export type TUpdateSubscription = z.infer<typeof ZUpdateSubscription>;
/** The fields a school admin may change (the billing contact). */
export const BILLING_FIELDS = ['billing_name', 'billing_email'] as const;

export const ZChangeSchoolStatus = z
  .object({
    status: z.enum(SCHOOL_STATUSES, { error: MSG.invalidValue }),
    reason: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(STATUS_REASON_MAX, MSG.maxLength),
  })
  .strict();
export type TChangeSchoolStatus = z.infer<typeof ZChangeSchoolStatus>;

export const ZInvoiceRequest = z.object({}).strict();
export const ZInvoiceRequested = z.object({ requested_at: z.string(), support_email: z.string() });
export type TInvoiceRequested = z.infer<typeof ZInvoiceRequested>;
