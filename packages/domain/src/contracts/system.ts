import { z } from 'zod';
import { zEmail, zText } from '../validation.ts';
import { ZPageQuery } from './common.ts';

export const ZHealth = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/** Readiness (issue 25, section 3): each check's state; `ready` only when all are `ok`. */
export const ZReadiness = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.object({
    database: z.enum(['ok', 'unreachable']),
    migrations: z.enum(['ok', 'pending', 'unknown']),
    jobs: z.enum(['ok', 'starting', 'off']),
  }),
});
export type TReadiness = z.infer<typeof ZReadiness>;

export const EMAIL_STATUSES = ['queued', 'sent', 'stored', 'failed'] as const;

export const ZSentEmail = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(EMAIL_STATUSES),
  transport: z.enum(['smtp', 'database']).nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** Files sent with it (a meeting's .ics): name, type, size in bytes, and the text itself (calendar files are small). */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string(), size: z.number().int(), content: z.string() })),
});
export type TSentEmail = z.infer<typeof ZSentEmail>;

export const ZSentEmailListQuery = ZPageQuery.extend({
  search: z.string().trim().max(254, 'Please enter maximum {maxlength} characters').optional(),
}).strict();

export const ZTestEmailRequest = z.object({ to: zEmail(), note: zText(500).optional() }).strict();

/** GET /api/v1/statistics/: the system statistics overview (super admins). */
const count = z.number().int();
export const ZStatistics = z.object({
  districts: count,
  schools: count,
  /** Schools by account status (spec: good, payment pending, suspended). */
  schools_by_status: z.object({ good: count, payment_pending: count, account_suspended: count }),
  users: count,
  /** Different people who signed in during the last 30 days. */
  users_active_last_30_days: count,
  active_sessions: count,
  sign_ins_last_7_days: count,
  /** Active students (not archived, graduated or deleted). */
  students: count,
  boards: count,
  meetings_held: count,
  actions: count,
  supports_given: count,
  support_plans: count,
  emails_sent: count,
  /** The last 12 calendar months (UTC), oldest first. */
  trends: z.array(z.object({ month: z.string(), meetings_held: count, actions_created: count, supports_given: count, sign_ins: count })),
});
export type TStatistics = z.infer<typeof ZStatistics>;
