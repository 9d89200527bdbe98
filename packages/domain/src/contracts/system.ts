import { z } from 'zod';
import { zEmail, zText } from '../validation.ts';
import { ZPageQuery } from './common.ts';

export const ZHealth = z.object({ status: z.literal('ok'), database: z.literal('ok') });

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
export const ZStatistics = z.object({
  districts: z.number().int(),
  schools: z.number().int(),
  users: z.number().int(),
  active_sessions: z.number().int(),
  sign_ins_last_7_days: z.number().int(),
});
export type TStatistics = z.infer<typeof ZStatistics>;
