/**
 * Student support plans (issue 12): the templates a district or a school keeps, and the plans made from them.
 *
 * - A template belongs to a district (`school_id` null) or is a school's own (`school_id` set). It says which
 *   parts a plan has besides the home part (specialized assessment, goal planning, transition planning), the
 *   information fields of the home part and the support-team roles (lineage keys of the
 *   `support-plan-information` and `support-team-role` list items, as supports keep focus-area keys), the
 *   review cadence in months and the wording the PDF shows. `version` is bumped by every change; a template used
 *   by no active plan is archived, never deleted.
 * - A plan keeps the template it was made from as it was then (`template_version` and `template`, a copy of the
 *   parts, keys and cadence), so a later change of the template does not change the plan's parts.
 * - The home part (information values by key, the support team, review dates, status) and each other part
 *   (JSON arrays) are saved on their own with their own version; a stale save answers 409 with the saved part.
 * - `next_review_date` is the earliest review date not yet held (kept by the service): the review-due filter.
 * - One active plan per student and school year (a partial unique index). A deactivated plan
 *   (`deactivated_at`, a date) is read-only until reactivated.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SUPPORT_PLAN_STATUSES, type GoalRating, type TransitionKind } from '@ss/domain/enums';
import { districts, schools, users } from './schema.ts';
import { storedFiles } from './schema-config.ts';
import { students } from './schema-students.ts';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const intArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::int[]`);
const version = (name: string) => integer(name).notNull().default(1);

export const supportPlanTemplates = pgTable(
  'support_plan_templates',
  {
    id: id(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    /** null: a district template; set: the school's own. */
    school_id: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    specialized_assessment: boolean('specialized_assessment').notNull().default(true),
    goal_planning: boolean('goal_planning').notNull().default(true),
    transition_planning: boolean('transition_planning').notNull().default(true),
    /** Lineage keys of the `support-plan-information` items the home part asks for, in order. */
    information_keys: intArray('information_keys'),
    /** Lineage keys of the `support-team-role` items a team member may hold. */
    team_role_keys: intArray('team_role_keys'),
    review_months: integer('review_months').notNull().default(3),
    pdf_wording_en: text('pdf_wording_en').notNull().default(''),
    pdf_wording_fr: text('pdf_wording_fr').notNull().default(''),
    version: version('version'),
    archived_at: timestamp('archived_at', { withTimezone: true }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('support_plan_templates_place_idx').on(t.district_id, t.school_id),
    check('support_plan_templates_name_length', sql`char_length(${t.name}) between 1 and 200`),
    check('support_plan_templates_review_months', sql`${t.review_months} between 1 and 24`),
  ],
);

/** What a plan keeps of its template as it was when the plan was made. */
export interface PlanTemplateCopy {
  name: string;
  specialized_assessment: boolean;
  goal_planning: boolean;
  transition_planning: boolean;
  information_keys: number[];
  team_role_keys: number[];
  review_months: number;
}
export interface PlanTeamMember {
  name: string;
  role_key: number;
  inside: boolean;
  user_id: number | null;
}
export interface PlanReviewDate {
  date: string;
  done: boolean;
}
export interface PlanAssessment {
  /** Stable id given by the server when first saved (older rows get one on their next save); attachments name it. */
  id?: string;
  name: string;
  date: string | null;
  assessor: string;
  assessor_role: string;
  summary: string;
  recommendations: string;
}
export interface PlanGoal {
  focus_area_key: number | null;
  goal: string;
  criteria: string;
  sub_goals: { text: string; target_date: string | null; done: boolean }[];
  student_support_ids: number[];
  responsible: string;
  target_date: string | null;
  reviews: { date: string; rating: GoalRating; comment: string }[];
}
export interface PlanTransition {
  kind: TransitionKind;
  description: string;
  steps: { text: string; who: string; date: string | null }[];
}

export const supportPlans = pgTable(
  'support_plans',
  {
    id: id(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    school_id: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    student_id: integer('student_id')
      .notNull()
      .references(() => students.id, { onDelete: 'cascade' }),
    template_id: integer('template_id')
      .notNull()
      .references(() => supportPlanTemplates.id, { onDelete: 'no action' }),
    template_version: integer('template_version').notNull(),
    template: jsonb('template').$type<PlanTemplateCopy>().notNull(),
    /** As the school year's label: `2026–2027`. */
    school_year: text('school_year').notNull(),
    status: text('status', { enum: SUPPORT_PLAN_STATUSES }).notNull().default('draft'),
    /** The home part's information fields: text by lineage key (as a string). */
    information: jsonb('information').$type<Record<string, string>>().notNull().default({}),
    team: jsonb('team').$type<PlanTeamMember[]>().notNull().default([]),
    review_dates: jsonb('review_dates').$type<PlanReviewDate[]>().notNull().default([]),
    next_review_date: date('next_review_date', { mode: 'string' }),
    home_version: version('home_version'),
    assessments: jsonb('assessments').$type<PlanAssessment[]>().notNull().default([]),
    assessment_version: version('assessment_version'),
    goals: jsonb('goals').$type<PlanGoal[]>().notNull().default([]),
    goals_version: version('goals_version'),
    transitions: jsonb('transitions').$type<PlanTransition[]>().notNull().default([]),
    transition_version: version('transition_version'),
    /** The number of the latest revision (0: never finalised; migration 0017). */
    revision: integer('revision').notNull().default(0),
    /** Who saved which part since the latest revision (one entry per part and person); moved into the next revision. */
    edit_log: jsonb('edit_log').$type<PlanEdit[]>().notNull().default([]),
    /** The review date the coordinators were last reminded of (a re-run or a retry does not remind twice). */
    review_reminded_for: date('review_reminded_for', { mode: 'string' }),
    deactivated_at: date('deactivated_at', { mode: 'string' }),
    /** Why the plan was deactivated (asked since migration 0022; null before, and while active). */
    deactivation_reason: text('deactivation_reason'),
    deactivated_by: integer('deactivated_by').references(() => users.id, { onDelete: 'set null' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('support_plans_school_idx').on(t.school_id, t.deactivated_at),
    index('support_plans_district_idx').on(t.district_id, t.deactivated_at),
    index('support_plans_template_idx').on(t.template_id),
    index('support_plans_review_idx').on(t.school_id, t.next_review_date),
    // The active plans tables, newest change first (migration 0019 adds INCLUDE (school_id or nothing, student_id,
    // template_id, next_review_date) so the page's count is an index-only scan: 4,500 plans of a district in ~1 ms).
    index('support_plans_district_recent_idx')
      .on(t.district_id, t.updated_at, t.id)
      .where(sql`${t.deactivated_at} is null`),
    index('support_plans_school_recent_idx')
      .on(t.school_id, t.updated_at, t.id)
      .where(sql`${t.deactivated_at} is null`),
    // The daily review reminders: active plans by their next review date.
    index('support_plans_due_idx')
      .on(t.next_review_date)
      .where(sql`${t.deactivated_at} is null`),
    // One active plan per student and school year.
    uniqueIndex('support_plans_active_year_idx')
      .on(t.student_id, t.school_year)
      .where(sql`${t.deactivated_at} is null`),
    check('support_plans_status_known', sql`${t.status} in ('draft', 'in_review', 'final')`),
  ],
);

/**
 * Lifecycle (issue 12, section 3; migration 0017). Finalising a plan freezes a numbered revision (1, 2, …): a
 * snapshot of the whole plan as the API shows it (home part with the labels of its keys as they were, the three
 * parts, the template copy, the school year), who finalised it and when, the team's size (the signatures
 * expected) and the plan's edit log since the previous revision (who saved which part). Signatures are collected
 * on the latest revision while the plan is final; a new draft keeps the content, and the next revision starts
 * with no signatures.
 */
export type PlanPartName = 'home' | 'specialized_assessment' | 'goal_planning' | 'transition_planning';
export interface PlanEdit {
  part: PlanPartName;
  user_id: number | null;
  /** ISO time of that person's last save of the part since the previous revision. */
  at: string;
}

export const supportPlanRevisions = pgTable(
  'support_plan_revisions',
  {
    id: id(),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => supportPlans.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** The plan as frozen (contracts: ZPlanSnapshot). */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** Who saved which part between the previous revision and this one. */
    editors: jsonb('editors').$type<PlanEdit[]>().notNull().default([]),
    /** The number of people on the plan's team at this revision: the signatures expected. */
    team_size: integer('team_size').notNull(),
    finalised_by: integer('finalised_by').references(() => users.id, { onDelete: 'set null' }),
    finalised_at: timestamp('finalised_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('support_plan_revisions_number_idx').on(t.plan_id, t.number), check('support_plan_revisions_number_positive', sql`${t.number} >= 1`)],
);

/**
 * How a signature was given (migration 0022): `typed` or `drawn` by a team member signed in as themselves
 * (`signer_id`; their name and role from the plan's team), `paper` on a paper copy, recorded by a coordinator
 * (`recorded_by`). Typed and drawn rows made before 0022 have no `signer_id`: whoever recorded them typed the name.
 */
export const SIGNATURE_METHODS = ['typed', 'drawn', 'paper', 'guardian'] as const;

export const supportPlanSignatures = pgTable(
  'support_plan_signatures',
  {
    id: id(),
    revision_id: integer('revision_id')
      .notNull()
      .references(() => supportPlanRevisions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A team role of the plan's template copy, or null (someone outside the roles). */
    role_key: integer('role_key'),
    /** The role's label in the district's language when signed, or the role written by hand. */
    role: text('role').notNull().default(''),
    signed_on: date('signed_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: SIGNATURE_METHODS }).notNull(),
    typed_name: text('typed_name'),
    /** A PNG data URL (size-limited by the contract). */
    drawing: text('drawing'),
    /** The account that signed as itself (typed or drawn since 0022); null on paper. */
    signer_id: integer('signer_id').references(() => users.id, { onDelete: 'set null' }),
    recorded_by: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [
    index('support_plan_signatures_revision_idx').on(t.revision_id),
    check('support_plan_signatures_method_known', sql`${t.method} in ('typed', 'drawn', 'paper', 'guardian')`),
    check(
      'support_plan_signatures_method_data',
      sql`(${t.method} = 'typed' and ${t.typed_name} is not null and ${t.drawing} is null) or (${t.method} = 'drawn' and ${t.drawing} is not null) or (${t.method} = 'paper' and ${t.typed_name} is null and ${t.drawing} is null and ${t.signer_id} is null) or (${t.method} = 'guardian' and ${t.typed_name} is not null and ${t.drawing} is null and ${t.signer_id} is null)`,
    ),
  ],
);

/**
 * A final revision sent to a guardian for signature (issue 24, section 1). The guardian is an entry of the plan's
 * team (their name as the team lists it) reached at `email`; the link's token (256 random bits) is kept only as
 * its SHA-256 and works once, until `expires_at`, unless revoked. Signing adds a `guardian` signature to that
 * revision (recorded_by: the sender); declining keeps the guardian's comment here.
 */
export const GUARDIAN_REQUEST_OUTCOMES = ['signed', 'declined'] as const;
export const supportPlanGuardianRequests = pgTable(
  'support_plan_guardian_requests',
  {
    id: id(),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => supportPlans.id, { onDelete: 'cascade' }),
    revision_id: integer('revision_id')
      .notNull()
      .references(() => supportPlanRevisions.id, { onDelete: 'cascade' }),
    guardian_name: text('guardian_name').notNull(),
    /** The guardian's team role (a lineage key of the template's roles). */
    role_key: integer('role_key'),
    email: text('email').notNull(),
    language: text('language', { enum: ['en', 'fr'] }).notNull(),
    token_hash: text('token_hash').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    sent_by: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    revoked_by: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    used_at: timestamp('used_at', { withTimezone: true }),
    outcome: text('outcome', { enum: GUARDIAN_REQUEST_OUTCOMES }),
    decline_comment: text('decline_comment'),
    /** The signature it gave (outcome signed). */
    signature_id: integer('signature_id').references(() => supportPlanSignatures.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('support_plan_guardian_requests_token_idx').on(t.token_hash),
    index('support_plan_guardian_requests_plan_idx').on(t.plan_id),
    check('support_plan_guardian_requests_language_known', sql`${t.language} in ('en', 'fr')`),
    check('support_plan_guardian_requests_outcome_known', sql`${t.outcome} is null or (${t.outcome} in ('signed', 'declined') and ${t.used_at} is not null)`),
  ],
);

/** One plan that could not be drawn in a bulk export: listed in the export and its e-mail, the others go on. */
export interface PlanExportFailure {
  plan_id: number;
  /** The student's name as the list shows it (`Last, First`). */
  student: string;
  /** What went wrong, in words a coordinator can act on (never a stack). */
  error: string;
}
/** What the requester chose (the plans were picked with these and the read rule when asked). */
export interface PlanExportFilters {
  grade?: string;
  template?: number;
  status: 'active' | 'deactivated';
  review_due?: boolean;
}

/**
 * Bulk exports of support plans as PDFs in one zip (issue 12, section 5). The plans are chosen when asked (the
 * list's read rule and the filters) and kept in `plan_ids`; a pg-boss job draws each, streams them into a zip,
 * stores it as a stored file (`file_id`, the storage key) and e-mails the requester a link that only they may
 * follow until `expires_at` (finished + 7 days), after which the file is removed. `run_token` is the run that
 * holds the export: a second run of the same job takes it over, and the first one's writes stop counting.
 */
export const supportPlanExports = pgTable(
  'support_plan_exports',
  {
    id: id(),
    requested_by: integer('requested_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    /** null: a district-wide export (every school whose module is on). */
    school_id: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    filters: jsonb('filters').$type<PlanExportFilters>().notNull(),
    plan_ids: intArray('plan_ids'),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    total: integer('total').notNull().default(0),
    done_count: integer('done_count').notNull().default(0),
    failures: jsonb('failures').$type<PlanExportFailure[]>().notNull().default([]),
    file_id: integer('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    file_name: text('file_name'),
    size: integer('size'),
    run_token: text('run_token'),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    expires_at: timestamp('expires_at', { withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('support_plan_exports_requester_idx').on(t.requested_by, t.created_at),
    index('support_plan_exports_expiry_idx').on(t.expires_at),
    check('support_plan_exports_status_known', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
  ],
);

/**
 * Files attached to an assessment of a plan's specialized assessment part (issue 12, section 2; migration 0020).
 * The bytes are a stored file (purpose `support_plan_document`, checked by content like resources' documents);
 * `assessment_id` is the stable `id` the server gives each assessment when it is first saved. Saving the part
 * without an assessment removes its attachments (and their files) in the same transaction.
 */
export const supportPlanAttachments = pgTable(
  'support_plan_attachments',
  {
    id: id(),
    plan_id: integer('plan_id')
      .notNull()
      .references(() => supportPlans.id, { onDelete: 'cascade' }),
    assessment_id: text('assessment_id').notNull(),
    file_id: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
  },
  (t) => [index('support_plan_attachments_plan_idx').on(t.plan_id, t.assessment_id)],
);
