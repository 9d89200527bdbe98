/**
 * A student's access record (issue 24, section 3): who read or changed what of one child's file, and
 * when, from the audit. The server answers codes (the action, the kind of target, the part read),
 * the person's name and the time; the web says it in words from the catalogues. No child's text is
 * ever in an entry: details keep numbers, yes/no and codes, and a change lists the fields it changed.
 */
import { z } from 'zod';
import { zId } from '../validation.ts';
import { ZPageQuery } from './common.ts';

export const ACCESS_LOG_MSG = {
  invalidDate: 'Invalid date format',
  /** `to` before `from`. */
  range: 'The end date cannot be before the start date',
} as const;

const accessLogFilters = {
  from: z.iso.date(ACCESS_LOG_MSG.invalidDate).optional(),
  to: z.iso.date(ACCESS_LOG_MSG.invalidDate).optional(),
  user: zId().optional(),
};

/** `to` before `from` is refused on `to`. */
const inOrder = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: ACCESS_LOG_MSG.range });
};

export const ZAccessLogQuery = ZPageQuery.extend(accessLogFilters).strict().superRefine(inOrder);
export type TAccessLogQuery = z.infer<typeof ZAccessLogQuery>;

export const ACCESS_LOG_FORMATS = ['csv', 'pdf'] as const;
export const ZAccessLogExportQuery = z
  .object({ ...accessLogFilters, format: z.enum(ACCESS_LOG_FORMATS).default('csv'), lang: z.enum(['en', 'fr']).optional() })
  .strict()
  .superRefine(inOrder);
export type TAccessLogExportQuery = z.infer<typeof ZAccessLogExportQuery>;

/** What an entry's details may hold: numbers, yes/no, codes (and lists of them). */
const ZDetailValue = z.union([z.number(), z.boolean(), z.string(), z.array(z.union([z.number(), z.string()])), z.null()]);

export const ZAccessLogEntry = z.object({
  id: z.number().int(),
  occurred_at: z.string(),
  /** The audit's action code (`student.read`, `support_plan.pdf`…): its words are `audit.action.<code>`. */
  action: z.string(),
  /** The kind of thing read or changed (`student`, `support_plan`, `student_support`…): `audit.target.<type>`. */
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  /** Who did it; a simulation's real person too. null: the system (a job). */
  actor: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  real_actor: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  /** The student was one of several the action included (a list, an export): how many, when the audit counted them. */
  bulk: z.boolean(),
  details: z.record(z.string(), ZDetailValue),
});
export type TAccessLogEntry = z.infer<typeof ZAccessLogEntry>;

export const ZAccessLogPerson = z.object({ id: z.number().int(), full_name: z.string() });
export const ZAccessLogPage = z.object({
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  results: z.array(ZAccessLogEntry),
  /** Whose record it is (the page's title). */
  student: z.object({ id: z.number().int(), full_name: z.string() }),
  /** Everyone who appears in the record, for the person filter. */
  people: z.array(ZAccessLogPerson),
});
export type TAccessLogPage = z.infer<typeof ZAccessLogPage>;

/**
 * The detail fields an entry keeps, when their value is a number, yes/no or a code: the part read,
 * the language or format of a file, a count, a revision. Anything else (names, notes, changes'
 * values) stays in the audit for those who read the whole log; a change keeps its field names only.
 */
export const ACCESS_LOG_DETAIL_FIELDS = ['part', 'lang', 'format', 'count', 'revision', 'from', 'to', 'report', 'scope', 'section', 'status', 'statuses', 'fields'] as const;
