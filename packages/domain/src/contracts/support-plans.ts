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
  // Lifecycle (issue 12, section 3)
  alreadyFinal: 'This support plan is already final',
  notFinal: 'This support plan is not final',
  signNotFinal: 'Signatures are collected only on a final support plan: finalise it first',
  signedBeforeRevision: 'A signature cannot be dated before its revision was finalised',
  signatureNotLatest: 'Only signatures of the latest revision can be removed, while the plan is final',
  drawing: 'Draw the signature again: it must be a PNG image of at most 200 kB',
  compareSame: 'Choose two different revisions',
  alreadySigned: 'You have already signed this revision',
  deactivationReason: 'Say why the plan is deactivated',
  // Attachments of assessments
  unknownAssessment: 'Save the assessment before attaching files to it',
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
/** An assessment's id: what the server gives (12 letters and digits); anything else sent is replaced by a new one. */
const ASSESSMENT_ID = /^[A-Za-z0-9_-]{1,40}$/;

export const ZPlanAssessment = z
  .object({
    /** Given by the server on the first save and kept after (sent back as read); attachments name it. */
    id: z.string({ error: MSG.invalidValue }).regex(ASSESSMENT_ID, MSG.invalidValue).optional(),
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

export const ZDeactivatePlan = z
  .object({ date: zDay(), reason: z.string({ error: PLAN_MSG.deactivationReason }).trim().min(1, PLAN_MSG.deactivationReason).max(PLAN_TEXT_MAX, MSG.maxLength) })
  .strict();
export const ZEmptyBody = z.object({}).strict();

export const ZAssessmentPart = z.object({ version: z.number().int(), assessments: z.array(ZPlanAssessment) });
export const ZGoalPart = z.object({ version: z.number().int(), goals: z.array(ZPlanGoal) });
export const ZTransitionPart = z.object({ version: z.number().int(), transitions: z.array(ZPlanTransition) });
export type TAssessmentPart = z.infer<typeof ZAssessmentPart>;
export type TGoalPart = z.infer<typeof ZGoalPart>;
export type TTransitionPart = z.infer<typeof ZTransitionPart>;

const ZPlanAbilities = z.object({
  update: z.boolean(),
  deactivate: z.boolean(),
  reactivate: z.boolean(),
  /** Draft or in review → final (a new revision). */
  finalise: z.boolean(),
  /** Final → draft again (the next finalise makes the next revision). */
  new_draft: z.boolean(),
  /** Sign the latest revision as oneself, or record a signature given on paper (the plan is final). */
  sign: z.boolean(),
});
const ZPersonRef = z.object({ id: z.number().int(), name: z.string() });
/** Signatures of a revision: how many were recorded of how many expected (the team's size at that revision). */
const ZSignatureCount = z.object({ count: z.number().int(), expected: z.number().int() });

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
  /** Why it was deactivated (null while active, and for plans deactivated before the reason was asked). */
  deactivation_reason: z.string().nullable(),
  updated_at: z.string(),
  /** The student's teachers. */
  teachers: z.array(ZPersonRef),
  last_revision: z.object({ number: z.number().int(), finalised_at: z.string() }).nullable(),
  /** Of the last revision; none yet: 0 of the team's size. */
  signatures: ZSignatureCount,
  /** The next review date is before today (an active plan). */
  review_overdue: z.boolean(),
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

// Lifecycle: finalising, revisions, signatures (issue 12, section 3)

export const SIGNATURE_DRAWING_MAX_BYTES = 200 * 1024;
const PNG_PREFIX = 'data:image/png;base64,';
/** The PNG file signature and the IHDR chunk's header, as the first 16 bytes of the image. */
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];

/** A PNG data URL of at most SIGNATURE_DRAWING_MAX_BYTES whose bytes start as a PNG does. */
export function isPngDataUrl(v: string): boolean {
  if (!v.startsWith(PNG_PREFIX)) return false;
  const b64 = v.slice(PNG_PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(b64) || b64.length % 4 !== 0) return false;
  if (Math.floor((b64.length * 3) / 4) > SIGNATURE_DRAWING_MAX_BYTES) return false;
  let head: string;
  try {
    head = atob(b64.slice(0, 24));
  } catch {
    return false;
  }
  return PNG_HEAD.every((byte, i) => head.charCodeAt(i) === byte);
}

export const ZRevisionParams = z.object({ id: zId(), number: zId() }).strict();
export const ZSignatureParams = z.object({ id: zId(), signatureId: zId() }).strict();

export const ZPlanRevisionSummary = z.object({
  number: z.number().int(),
  finalised_at: z.string(),
  finalised_by: ZPersonRef.nullable(),
  signatures: ZSignatureCount,
});
export const ZPlanRevisionList = z.object({ items: z.array(ZPlanRevisionSummary) });
export type TPlanRevisionSummary = z.infer<typeof ZPlanRevisionSummary>;
export type TPlanRevisionList = z.infer<typeof ZPlanRevisionList>;

const ZSnapshotHome = ZSupportPlan.shape.home.omit({ version: true });
/** The plan as frozen at a revision: what the plan's page shows, without versions and abilities. */
export const ZPlanSnapshotContent = z.object({
  school_year: z.string(),
  template: z.object({ id: z.number().int(), name: z.string(), version: z.number().int() }),
  parts: ZSupportPlan.shape.parts,
  home: ZSnapshotHome,
  /** Each assessment with the names of its attached files as they were (revisions made before 0020 have none). */
  specialized_assessment: z.object({ assessments: z.array(ZPlanAssessment.extend({ attachments: z.array(z.string()).optional() })) }).nullable(),
  goal_planning: z.object({ goals: z.array(ZPlanGoal) }).nullable(),
  transition_planning: z.object({ transitions: z.array(ZPlanTransition) }).nullable(),
});
export type TPlanSnapshotContent = z.infer<typeof ZPlanSnapshotContent>;
export const ZPlanSnapshot = ZPlanRevisionSummary.extend({ plan_id: z.number().int(), content: ZPlanSnapshotContent });
export type TPlanSnapshot = z.infer<typeof ZPlanSnapshot>;

export const PLAN_PART_NAMES = ['home', 'specialized_assessment', 'goal_planning', 'transition_planning'] as const;
export type PlanPartName = (typeof PLAN_PART_NAMES)[number];

export const ZCompareQuery = z.object({ from: zId(), to: zId() }).strict();
export type TCompareQuery = z.infer<typeof ZCompareQuery>;
export const ZPlanChange = z.object({
  part: z.enum(PLAN_PART_NAMES),
  /** What changed, named in the district's language ("Strengths", "Goal: Reads aloud… — Criteria"). */
  item: z.string(),
  /** null: added (before) or removed (after). */
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export const ZPlanCompare = z.object({
  from: z.number().int(),
  to: z.number().int(),
  changes: z.array(ZPlanChange),
  /** Who saved which part between the two revisions (last save of each person and part per revision). */
  editors: z.array(z.object({ part: z.enum(PLAN_PART_NAMES), user: ZPersonRef.nullable(), at: z.string() })),
});
export type TPlanChange = z.infer<typeof ZPlanChange>;
export type TPlanCompare = z.infer<typeof ZPlanCompare>;

/** `typed`, `drawn`: a team member signing as themselves; `paper`: a signature given on paper, recorded by a coordinator; `guardian`: signed by a guardian through a link a coordinator sent (issue 24). */
export const SIGNATURE_METHOD_VALUES = ['typed', 'drawn', 'paper', 'guardian'] as const;

const zDrawing = () =>
  z
    .string({ error: PLAN_MSG.drawing })
    .max(PNG_PREFIX.length + Math.ceil(SIGNATURE_DRAWING_MAX_BYTES / 3) * 4, PLAN_MSG.drawing)
    .refine(isPngDataUrl, PLAN_MSG.drawing);

/**
 * A signature on the latest revision. Signing as oneself (`typed`: one's name from the plan's team is the
 * signature; `drawn`: a drawing) takes nothing else: the name, the role and the date (today) come from the
 * signed-in account and the plan's team. A signature given on paper (`paper`) says who signed, in which role (a
 * team role of the plan's template, or one in words) and on which day; the coordinator recording it is kept.
 */
export const ZCreateSignature = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('typed') }).strict(),
    z.object({ method: z.literal('drawn'), drawing: zDrawing() }).strict(),
    z
      .object({
        method: z.literal('paper'),
        name: zText(PLAN_SHORT_MAX),
        role_key: zIdValue().nullable().optional(),
        role: zFree(PLAN_SHORT_MAX).optional(),
        signed_on: zDay(),
      })
      .strict(),
  ],
  { error: MSG.invalidValue },
);
export type TCreateSignature = z.infer<typeof ZCreateSignature>;

export const ZPlanSignature = z.object({
  id: z.number().int(),
  name: z.string(),
  role_key: z.number().int().nullable(),
  /** The role's label (in the district's language when signed) or the role written by hand. */
  role: z.string(),
  signed_on: z.string(),
  method: z.enum(SIGNATURE_METHOD_VALUES),
  typed_name: z.string().nullable(),
  drawing: z.string().nullable(),
  /** The account that signed as itself; null on paper (and for signatures recorded before signers were kept). */
  signer: ZPersonRef.nullable(),
  /** Who recorded it: the signer, or the coordinator who recorded a paper signature. */
  recorded_by: ZPersonRef.nullable(),
  created_at: z.string(),
});
export type TPlanSignature = z.infer<typeof ZPlanSignature>;
export const ZPlanSignatures = z.object({
  /** The latest revision's number; null when the plan was never finalised. */
  revision: z.number().int().nullable(),
  expected: z.number().int(),
  items: z.array(ZPlanSignature),
  /** `sign`: sign as oneself (a team member who has not signed yet); `record_paper`: record a paper signature. */
  abilities: z.object({ sign: z.boolean(), record_paper: z.boolean(), remove: z.boolean() }),
});
export type TPlanSignatures = z.infer<typeof ZPlanSignatures>;

// Attachments of the specialized assessment's assessments (migration 0020): files stored like other uploads.

export const ZPlanAttachmentParams = z.object({ id: zId(), attachment: zId() }).strict();
export const ZPlanAttachment = z.object({
  id: z.number().int(),
  /** The `id` of the assessment it belongs to. */
  assessment_id: z.string(),
  file_name: z.string(),
  size: z.number().int(),
  content_type: z.string(),
  created_by: ZPersonRef.nullable(),
  created_at: z.string(),
});
export const ZPlanAttachmentList = z.object({
  items: z.array(ZPlanAttachment),
  /** Whether the caller may attach and remove files now (the part's `update` rule). */
  abilities: z.object({ change: z.boolean() }),
});
export type TPlanAttachment = z.infer<typeof ZPlanAttachment>;
export type TPlanAttachmentList = z.infer<typeof ZPlanAttachmentList>;
