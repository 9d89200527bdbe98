/**
 * Student support plans (issue 12, server foundation): templates (`/api/v1/support_plan_templates/`) and plans
 * (`/api/v1/support_plans/`) with their home part and the parts a template enables (specialized assessment, goal
 * planning, transition planning). Each part is saved whole with the version it was read at; a stale save answers
 * 409 `conflict` with the saved part in `error.current`.
 *
 * Information fields and support-team roles are named by lineage keys of the `support-plan-information` and
 * `support-team-role` list items (as supports name focus areas); a goal's focus area by a key of the school's
 * focus-area list; dates travel as `YYYY-MM-DD`.
 */
import { z } from 'zod';
import { GOAL_RATINGS, SUPPORT_PLAN_STATUSES, TRANSITION_KINDS } from '../enums.ts';
import type { MessageKey } from '../i18n/messages.en.ts';
import { MSG, zId, zIdValue, zInt, zText } from '../validation.ts';
import { zDay } from './actions.ts';
import { zPage, ZPageQuery } from './common.ts';

export const PLAN_NAME_MAX = 200;
export const PLAN_WORDING_MAX = 5000;
export const PLAN_TEXT_MAX = 10_000;
export const PLAN_SHORT_MAX = 200;
export const PLAN_KEYS_MAX = 50;
export const PLAN_ITEMS_MAX = 50;
export const REVIEW_MONTHS_MAX = 24;

/** What the API says about support plans. */
export const PLAN_MSG = {
  moduleOff: 'Support plans are turned off for this school',
  unknownKey: 'Choose items of the list that applies here',
  template: 'Choose a template of the student’s school or district',
  schoolYear: 'Enter a school year such as 2026–2027',
  oneActive: 'The student already has an active support plan for this school year',
  templateInUse: 'This template is used by an active support plan',
  archived: 'This template is archived',
  deactivated: 'This support plan is deactivated and can only be read',
  final: 'This support plan is final and can no longer be changed',
  notDeactivated: 'This support plan is not deactivated',
  alreadyDeactivated: 'This support plan is already deactivated',
  partConflict: 'Someone else saved this part of the plan. Your text and theirs are both shown: keep what you need and save again.',
  teamMember: 'The team member must be staff of this school or its district',
  studentSupport: 'Choose supports given to this student',
  placeOne: 'Choose a district or a school, not both',
  future: 'The date cannot be in the future',
} as const satisfies Record<string, MessageKey>;

const zKeys = () => z.array(zIdValue(), { error: MSG.invalidValue }).max(PLAN_KEYS_MAX, MSG.invalidValue);
/** Free text that may be empty (stored as ''). */
const zFree = (max: number) => z.string({ error: MSG.invalidValue }).trim().max(max, MSG.maxLength);
const zItems = <T extends z.ZodType>(item: T) => z.array(item, { error: MSG.invalidValue }).max(PLAN_ITEMS_MAX, MSG.invalidValue);
const zVersion = () => zInt().min(1, MSG.invalidValue);

// Templates

const templateFields = {
  name: zText(PLAN_NAME_MAX),
  specialized_assessment: z.boolean({ error: MSG.invalidValue }),
  goal_planning: z.boolean({ error: MSG.invalidValue }),
  transition_planning: z.boolean({ error: MSG.invalidValue }),
  information_keys: zKeys(),
  team_role_keys: zKeys(),
  review_months: zInt().min(1, MSG.min).max(REVIEW_MONTHS_MAX, MSG.max),
  pdf_wording_en: zFree(PLAN_WORDING_MAX),
  pdf_wording_fr: zFree(PLAN_WORDING_MAX),
};

/** A district's template (`district`) or a school's own (`school`). */
export const ZCreatePlanTemplate = z
  .object({ district: zIdValue().optional(), school: zIdValue().optional(), ...templateFields })
  .strict()
  .superRefine((v, ctx) => {
    if ((v.district === undefined) === (v.school === undefined)) ctx.addIssue({ code: 'custom', path: ['district'], message: PLAN_MSG.placeOne });
  });
export type TCreatePlanTemplate = z.infer<typeof ZCreatePlanTemplate>;

export const ZUpdatePlanTemplate = z
  .object({ version: zVersion(), ...templateFields })
  .partial()
  .required({ version: true })
  .strict();
export type TUpdatePlanTemplate = z.infer<typeof ZUpdatePlanTemplate>;

export const ZPlanTemplateListQuery = ZPageQuery.extend({ district: zId().optional(), school: zId().optional() })
  .strict()
  .refine((v) => (v.district === undefined) !== (v.school === undefined), { message: PLAN_MSG.placeOne, path: ['district'] });
export type TPlanTemplateListQuery = z.infer<typeof ZPlanTemplateListQuery>;

const ZKeyed = z.object({ key: z.number().int(), label_en: z.string(), label_fr: z.string() });

export const ZPlanTemplate = z.object({
  id: z.number().int(),
  district_id: z.number().int(),
  school_id: z.number().int().nullable(),
  name: z.string(),
  specialized_assessment: z.boolean(),
  goal_planning: z.boolean(),
  transition_planning: z.boolean(),
  information_keys: z.array(z.number().int()),
  team_role_keys: z.array(z.number().int()),
  review_months: z.number().int(),
  pdf_wording_en: z.string(),
  pdf_wording_fr: z.string(),
  version: z.number().int(),
  archived_at: z.string().nullable(),
  updated_at: z.string(),
  abilities: z.object({ update: z.boolean(), archive: z.boolean() }),
});
export type TPlanTemplate = z.infer<typeof ZPlanTemplate>;
export const ZPlanTemplateList = zPage(ZPlanTemplate).extend({ abilities: z.object({ create: z.boolean() }) });
export type TPlanTemplateList = z.infer<typeof ZPlanTemplateList>;

// Plans

/** `2026–2027` (an en dash, as the school year's label; a hyphen is accepted and stored as the dash). */
export const zSchoolYear = () =>
  z
    .string({ error: MSG.required })
    .trim()
    .regex(/^\d{4}[-–]\d{4}$/, PLAN_MSG.schoolYear)
    .transform((v) => v.replace('-', '–'))
    .refine((v) => Number(v.slice(5)) === Number(v.slice(0, 4)) + 1, PLAN_MSG.schoolYear);

export const ZCreateSupportPlan = z.object({ student_id: zIdValue(), template_id: zIdValue(), school_year: zSchoolYear() }).strict();
export type TCreateSupportPlan = z.infer<typeof ZCreateSupportPlan>;

export const ZPlanTeamMember = z
  .object({
    name: zText(PLAN_SHORT_MAX),
    role_key: zIdValue(),
    /** Staff of the school (true) or someone from outside it (a parent, a specialist). */
    inside: z.boolean({ error: MSG.invalidValue }),
    user_id: zIdValue().nullable().default(null),
  })
  .strict();
export const ZPlanReviewDate = z.object({ date: zDay(), done: z.boolean({ error: MSG.invalidValue }).default(false) }).strict();

/** The home part: any of its fields, with the version read. Finalising is not a status one sets here. */
export const ZUpdatePlanHome = z
  .object({
    home_version: zVersion(),
    information: z.record(z.string().regex(/^\d{1,10}$/, MSG.invalidValue), zFree(PLAN_TEXT_MAX), { error: MSG.invalidValue }).optional(),
    team: zItems(ZPlanTeamMember).optional(),
    review_dates: z.array(ZPlanReviewDate, { error: MSG.invalidValue }).max(20, MSG.invalidValue).optional(),
    status: z.enum(['draft', 'in_review'], { error: MSG.invalidValue }).optional(),
  })
  .strict();
export type TUpdatePlanHome = z.infer<typeof ZUpdatePlanHome>;

const zOptionalDay = () => zDay().nullable().default(null);

export const ZPlanAssessment = z
  .object({
    name: zText(PLAN_SHORT_MAX),
    date: zOptionalDay(),
    assessor: zFree(PLAN_SHORT_MAX).default(''),
    assessor_role: zFree(PLAN_SHORT_MAX).default(''),
    summary: zFree(PLAN_TEXT_MAX).default(''),
    recommendations: zFree(PLAN_TEXT_MAX).default(''),
  })
  .strict();
export const ZPlanGoal = z
  .object({
    focus_area_key: zIdValue().nullable().default(null),
    goal: zText(PLAN_TEXT_MAX),
    criteria: zFree(PLAN_TEXT_MAX).default(''),
    sub_goals: zItems(z.object({ text: zText(PLAN_TEXT_MAX), target_date: zOptionalDay(), done: z.boolean({ error: MSG.invalidValue }).default(false) }).strict()).default([]),
    student_support_ids: zKeys().default([]),
    responsible: zFree(PLAN_SHORT_MAX).default(''),
    target_date: zOptionalDay(),
    reviews: zItems(z.object({ date: zDay(), rating: z.enum(GOAL_RATINGS, { error: MSG.invalidValue }), comment: zFree(PLAN_TEXT_MAX).default('') }).strict()).default([]),
  })
  .strict();
export const ZPlanTransition = z
  .object({
    kind: z.enum(TRANSITION_KINDS, { error: MSG.invalidValue }),
    description: zFree(PLAN_TEXT_MAX).default(''),
    steps: zItems(z.object({ text: zText(PLAN_TEXT_MAX), who: zFree(PLAN_SHORT_MAX).default(''), date: zOptionalDay() }).strict()).default([]),
  })
  .strict();

export const ZSaveAssessments = z.object({ version: zVersion(), assessments: zItems(ZPlanAssessment) }).strict();
export const ZSaveGoals = z.object({ version: zVersion(), goals: zItems(ZPlanGoal) }).strict();
export const ZSaveTransitions = z.object({ version: zVersion(), transitions: zItems(ZPlanTransition) }).strict();
export type TSaveAssessments = z.infer<typeof ZSaveAssessments>;
export type TSaveGoals = z.infer<typeof ZSaveGoals>;
export type TSaveTransitions = z.infer<typeof ZSaveTransitions>;

export const ZDeactivatePlan = z.object({ date: zDay() }).strict();
export const ZEmptyBody = z.object({}).strict();

export const ZAssessmentPart = z.object({ version: z.number().int(), assessments: z.array(ZPlanAssessment) });
export const ZGoalPart = z.object({ version: z.number().int(), goals: z.array(ZPlanGoal) });
export const ZTransitionPart = z.object({ version: z.number().int(), transitions: z.array(ZPlanTransition) });
export type TAssessmentPart = z.infer<typeof ZAssessmentPart>;
export type TGoalPart = z.infer<typeof ZGoalPart>;
export type TTransitionPart = z.infer<typeof ZTransitionPart>;

const ZPlanAbilities = z.object({ update: z.boolean(), deactivate: z.boolean(), reactivate: z.boolean() });

export const ZSupportPlanSummary = z.object({
  id: z.number().int(),
  district_id: z.number().int(),
  school: z.object({ id: z.number().int(), name: z.string() }),
  student: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }),
  template: z.object({ id: z.number().int(), name: z.string(), version: z.number().int() }),
  school_year: z.string(),
  status: z.enum(SUPPORT_PLAN_STATUSES),
  next_review_date: z.string().nullable(),
  deactivated_at: z.string().nullable(),
  updated_at: z.string(),
});
export type TSupportPlanSummary = z.infer<typeof ZSupportPlanSummary>;

export const ZSupportPlan = ZSupportPlanSummary.extend({
  parts: z.object({ specialized_assessment: z.boolean(), goal_planning: z.boolean(), transition_planning: z.boolean() }),
  home: z.object({
    version: z.number().int(),
    /** The template's information fields in order, each with its value ('' when not written). */
    information: z.array(ZKeyed.extend({ value: z.string() })),
    /** The roles a team member may hold. */
    team_roles: z.array(ZKeyed),
    team: z.array(z.object({ name: z.string(), role_key: z.number().int(), inside: z.boolean(), user_id: z.number().int().nullable() })),
    review_dates: z.array(z.object({ date: z.string(), done: z.boolean() })),
  }),
  specialized_assessment: ZAssessmentPart.nullable(),
  goal_planning: ZGoalPart.nullable(),
  transition_planning: ZTransitionPart.nullable(),
  abilities: ZPlanAbilities,
});
export type TSupportPlan = z.infer<typeof ZSupportPlan>;

export const ZSupportPlanListQuery = ZPageQuery.extend({
  district: zId().optional(),
  school: zId().optional(),
  template: zId().optional(),
  /** The plans of one student (the profile's support plan pages). */
  student: zId().optional(),
  status: z.enum(['active', 'deactivated'], { error: MSG.invalidValue }).default('active'),
  review_due: z.enum(['true', 'false'], { error: MSG.invalidValue }).optional(),
}).strict();
export type TSupportPlanListQuery = z.infer<typeof ZSupportPlanListQuery>;
export const ZSupportPlanList = zPage(ZSupportPlanSummary);
export type TSupportPlanList = z.infer<typeof ZSupportPlanList>;
