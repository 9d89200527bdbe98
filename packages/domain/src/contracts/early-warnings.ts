/**
 * Early-warning flags (issue 22, section 2): a district's rules, and the flags a job keeps for its students.
 *
 * - GET    /early_warning_rules/?district=        → ZEarlyWarningRuleList (district admins of the district, super admins)
 * - POST   /early_warning_rules/                  ZCreateEarlyWarningRule → ZEarlyWarningRule
 * - PATCH  /early_warning_rules/{id}/             ZUpdateEarlyWarningRule → ZEarlyWarningRule (a stale version answers 409)
 * - DELETE /early_warning_rules/{id}/             → 204 (the rule's flags go with it)
 * - GET    /early_warnings/?school=|student=      → ZEarlyWarningFlagList (open flags of the students the caller may see)
 * - POST   /early_warnings/{id}/acknowledge/      ZAcknowledgeFlag → ZEarlyWarningFlag
 *
 * A rule's `parameters` depend on its kind (ZRuleParameters); a flag's `reason` holds the numbers the rule
 * found (the value and the threshold, the weeks without data…), so the page writes the reason in either language.
 */
import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.en.ts';
import { FILTER_OPERATORS } from '../enums.ts';
import { MSG, zId, zIdValue, zInt, zText } from '../validation.ts';
import { isNumeric, NUMERIC_OPERATORS } from './advanced-search.ts';

export const EARLY_WARNING_KINDS = ['measure_threshold', 'no_progress_data', 'below_aim_line', 'tier_up_twice', 'overdue_actions'] as const;
export type EarlyWarningKind = (typeof EARLY_WARNING_KINDS)[number];

/** The kinds whose cause can arrive with no change of data, only with time (a week without data, an action's date passing). */
export const TIME_DRIVEN_KINDS: readonly EarlyWarningKind[] = ['no_progress_data', 'overdue_actions'];

export const EARLY_WARNING_NAME_MAX = 120;
export const ACKNOWLEDGE_COMMENT_MAX = 1000;
/** A district's rules are a short list a team can read. */
export const EARLY_WARNING_RULES_MAX = 50;

export const EARLY_WARNING_MSG = {
  subject: 'Name a school or a student',
  tooMany: 'A district holds at most {max} early-warning rules',
} as const satisfies Record<string, MessageKey>;

const zWhole = (min: number, max: number) => z.number({ error: MSG.required }).int(MSG.invalidValue).min(min, MSG.min).max(max, MSG.max);

const ZMeasureThreshold = z
  .object({
    definition_id: zIdValue(),
    operator: z.enum(FILTER_OPERATORS, { error: MSG.invalidValue }),
    value: z.union([z.string().trim().max(100, MSG.maxLength), z.number()], { error: MSG.required }),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.value === '') ctx.addIssue({ code: 'custom', path: ['value'], message: MSG.required });
    else if ((NUMERIC_OPERATORS as readonly string[]).includes(p.operator) && !isNumeric(p.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: MSG.onlyNumbers });
  });

/** Each kind's parameters (unknown fields refused). */
export const RULE_PARAMETERS = {
  /** The student's latest result of the measure compared with the value (advanced search's operators). */
  measure_threshold: ZMeasureThreshold,
  /** An active support given with a goal, started at least `weeks` ago, with no data point in the last `weeks` weeks. */
  no_progress_data: z.object({ weeks: zWhole(1, 52) }).strict(),
  /** The last `points` data points of an active support all on the wrong side of its aim line. */
  below_aim_line: z.object({ points: zWhole(2, 20) }).strict(),
  /** Moved to a higher-ranked tier twice (or more) in the current school year. */
  tier_up_twice: z.object({}).strict(),
  /** `count` or more of the student's actions overdue. */
  overdue_actions: z.object({ count: zWhole(1, 100) }).strict(),
} as const;

export type TRuleParameters<K extends EarlyWarningKind = EarlyWarningKind> = z.infer<(typeof RULE_PARAMETERS)[K]>;

/** The parameters' issues for a kind, as paths under `parameters` (the server and the dialog both ask it). */
export function ruleParameterIssues(kind: EarlyWarningKind, parameters: unknown): { path: (string | number)[]; message: string }[] {
  const parsed = RULE_PARAMETERS[kind].safeParse(parameters ?? {});
  if (parsed.success) return [];
  return parsed.error.issues.map((i) => ({
    path: ['parameters', ...(i.path as (string | number)[])],
    message: i.code === 'unrecognized_keys' ? MSG.unknownField : i.message,
  }));
}

const zParameters = z.record(z.string(), z.unknown(), { error: MSG.invalidValue });

export const ZCreateEarlyWarningRule = z
  .object({
    district: zIdValue(),
    kind: z.enum(EARLY_WARNING_KINDS, { error: MSG.invalidValue }),
    name_en: zText(EARLY_WARNING_NAME_MAX),
    name_fr: zText(EARLY_WARNING_NAME_MAX),
    active: z.boolean({ error: MSG.invalidValue }).optional(),
    parameters: zParameters,
  })
  .strict()
  .superRefine((r, ctx) => {
    for (const issue of ruleParameterIssues(r.kind, r.parameters)) ctx.addIssue({ code: 'custom', ...issue });
  });
export type TCreateEarlyWarningRule = z.infer<typeof ZCreateEarlyWarningRule>;

/** The kind never changes; the parameters are checked against it by the server. */
export const ZUpdateEarlyWarningRule = z
  .object({
    version: zInt(),
    name_en: zText(EARLY_WARNING_NAME_MAX).optional(),
    name_fr: zText(EARLY_WARNING_NAME_MAX).optional(),
    active: z.boolean({ error: MSG.invalidValue }).optional(),
    parameters: zParameters.optional(),
  })
  .strict();
export type TUpdateEarlyWarningRule = z.infer<typeof ZUpdateEarlyWarningRule>;

export const ZEarlyWarningRuleQuery = z.object({ district: zId() }).strict();

export const ZEarlyWarningRule = z.object({
  id: z.number().int(),
  district: z.number().int(),
  kind: z.enum(EARLY_WARNING_KINDS),
  name_en: z.string(),
  name_fr: z.string(),
  active: z.boolean(),
  parameters: z.record(z.string(), z.unknown()),
  version: z.number().int(),
  /** Open flags the rule holds now. */
  open_flags: z.number().int(),
  abilities: z.object({ update: z.boolean(), delete: z.boolean() }),
});
export type TEarlyWarningRule = z.infer<typeof ZEarlyWarningRule>;

export const ZEarlyWarningRuleList = z.object({ results: z.array(ZEarlyWarningRule), abilities: z.object({ create: z.boolean() }) });
export type TEarlyWarningRuleList = z.infer<typeof ZEarlyWarningRuleList>;

/**
 * What the rule found, by kind (numbers, dates and the measure's or support's name as recorded):
 * measure_threshold `{ measure, operator, threshold, value }`; no_progress_data `{ support, supports, weeks, last_measured_on }`;
 * below_aim_line `{ support, points, value, aim }`; tier_up_twice `{ moves, school_year }`; overdue_actions `{ overdue, count }`.
 */
export const ZFlagReason = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
export type TFlagReason = z.infer<typeof ZFlagReason>;

/** A flag as the card, the profile and the list show it: the rule's names and kind, and the reason. */
export const ZFlagSummary = z.object({
  id: z.number().int(),
  kind: z.enum(EARLY_WARNING_KINDS),
  name_en: z.string(),
  name_fr: z.string(),
  reason: ZFlagReason,
  acknowledged: z.boolean(),
});
export type TFlagSummary = z.infer<typeof ZFlagSummary>;

export const ZEarlyWarningFlag = ZFlagSummary.extend({
  rule: z.number().int(),
  student: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string(), grade: z.string().nullable() }),
  school: z.number().int(),
  opened_at: z.string(),
  acknowledged_at: z.string().nullable(),
  acknowledged_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  comment: z.string().nullable(),
  abilities: z.object({ acknowledge: z.boolean() }),
});
export type TEarlyWarningFlag = z.infer<typeof ZEarlyWarningFlag>;

export const ZEarlyWarningFlagList = z.object({ results: z.array(ZEarlyWarningFlag) });
export type TEarlyWarningFlagList = z.infer<typeof ZEarlyWarningFlagList>;

export const ZEarlyWarningFlagQuery = z
  .object({ school: zId().optional(), student: zId().optional() })
  .strict()
  .refine((q) => (q.school === undefined) !== (q.student === undefined), { message: EARLY_WARNING_MSG.subject, path: ['school'] });

export const ZAcknowledgeFlag = z.object({ comment: zText(ACKNOWLEDGE_COMMENT_MAX) }).strict();
export type TAcknowledgeFlag = z.infer<typeof ZAcknowledgeFlag>;
