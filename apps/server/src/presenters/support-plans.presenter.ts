/** Support plans and their templates (issue 12) as the API answers them, with what the caller may do. */
import type { TAssessmentPart, TGoalPart, TPlanSignature, TPlanSnapshotContent, TPlanTemplate, TSupportPlan, TSupportPlanSummary, TTransitionPart } from '@ss/domain';
import { todayIso } from '../lib/dates.ts';
import type { SignatureListRow } from '../repositories/support-plan-revisions.repository.ts';
import { summaryOf, type PlanRead, type PlanRow, type PlanSummaryRead, type TemplateRow } from '../repositories/support-plans.repository.ts';

/** `abilities`: what the caller may do with it, as the service asked support-plans.policy. */
export function presentTemplate(t: TemplateRow, abilities: TPlanTemplate['abilities']): TPlanTemplate {
  return {
    id: t.id,
    district_id: t.district_id,
    school_id: t.school_id,
    name: t.name,
    specialized_assessment: t.specialized_assessment,
    goal_planning: t.goal_planning,
    transition_planning: t.transition_planning,
    information_keys: t.information_keys,
    team_role_keys: t.team_role_keys,
    review_months: t.review_months,
    pdf_wording_en: t.pdf_wording_en,
    pdf_wording_fr: t.pdf_wording_fr,
    version: t.version,
    archived_at: t.archived_at?.toISOString() ?? null,
    updated_at: t.updated_at.toISOString(),
    abilities,
  };
}

/** `today` (YYYY-MM-DD) decides `review_overdue`. */
export function presentPlanSummary(row: PlanSummaryRead, today = todayIso()): TSupportPlanSummary {
  const p = row.plan;
  return {
    id: p.id,
    district_id: p.district_id,
    school: { id: p.school_id, name: row.school_name },
    student: { id: p.student_id, first_name: row.first_name, last_name: row.last_name },
    template: { id: p.template_id, name: row.template_name, version: p.template_version },
    school_year: p.school_year,
    status: p.status,
    next_review_date: p.next_review_date,
    deactivated_at: p.deactivated_at,
    deactivation_reason: p.deactivation_reason,
    updated_at: p.updated_at.toISOString(),
    teachers: row.teachers.map((t) => ({ id: t.id, name: `${t.first_name} ${t.last_name}`.trim() })),
    last_revision: row.revision_finalised_at ? { number: p.revision, finalised_at: row.revision_finalised_at.toISOString() } : null,
    signatures: row.revision_id !== null ? { count: row.signature_count ?? 0, expected: row.revision_team_size ?? 0 } : { count: 0, expected: row.team_size },
    review_overdue: p.deactivated_at === null && p.next_review_date !== null && p.next_review_date < today,
  };
}

export const assessmentPart = (p: PlanRow): TAssessmentPart => ({ version: p.assessment_version, assessments: p.assessments });
export const goalPart = (p: PlanRow): TGoalPart => ({ version: p.goals_version, goals: p.goals });
export const transitionPart = (p: PlanRow): TTransitionPart => ({ version: p.transition_version, transitions: p.transitions });

/** The labels of the list items a plan names by key (both languages), from the lists of the plan's school. */
export type KeyLabels = Map<number, { label_en: string; label_fr: string }>;

/** `abilities`: what the caller may do with it now, as the service asked support-plans.policy. */
export function presentPlan(row: PlanRead, labels: KeyLabels, abilities: TSupportPlan['abilities']): TSupportPlan {
  const p = row.plan;
  const t = p.template;
  const label = (key: number) => ({ key, ...(labels.get(key) ?? { label_en: '', label_fr: '' }) });
  return {
    ...presentPlanSummary(summaryOf(row)),
    parts: { specialized_assessment: t.specialized_assessment, goal_planning: t.goal_planning, transition_planning: t.transition_planning },
    home: {
      version: p.home_version,
      information: t.information_keys.map((key) => ({ ...label(key), value: p.information[String(key)] ?? '' })),
      team_roles: t.team_role_keys.map(label),
      team: p.team,
      review_dates: p.review_dates,
    },
    specialized_assessment: t.specialized_assessment ? assessmentPart(p) : null,
    goal_planning: t.goal_planning ? goalPart(p) : null,
    transition_planning: t.transition_planning ? transitionPart(p) : null,
    abilities,
  };
}

/** The plan's content as a revision freezes it (issue 12, section 3): the labels of its keys as they are now. */
export function planContent(p: PlanRow, labels: KeyLabels, attachments?: Map<string, string[]>): TPlanSnapshotContent {
  const t = p.template;
  const label = (key: number) => ({ key, ...(labels.get(key) ?? { label_en: '', label_fr: '' }) });
  return {
    school_year: p.school_year,
    template: { id: p.template_id, name: t.name, version: p.template_version },
    parts: { specialized_assessment: t.specialized_assessment, goal_planning: t.goal_planning, transition_planning: t.transition_planning },
    home: {
      information: t.information_keys.map((key) => ({ ...label(key), value: p.information[String(key)] ?? '' })),
      team_roles: t.team_role_keys.map(label),
      team: p.team,
      review_dates: p.review_dates,
    },
    // With the names of each assessment's attached files (migration 0020), so a comparison shows one added or removed.
    specialized_assessment: t.specialized_assessment
      ? { assessments: p.assessments.map((a) => (attachments ? { ...a, attachments: (a.id && attachments.get(a.id)) || [] } : a)) }
      : null,
    goal_planning: t.goal_planning ? { goals: p.goals } : null,
    transition_planning: t.transition_planning ? { transitions: p.transitions } : null,
  };
}

export function presentSignature(r: SignatureListRow): TPlanSignature {
  const s = r.signature;
  return {
    id: s.id,
    name: s.name,
    role_key: s.role_key,
    role: s.role,
    signed_on: s.signed_on,
    method: s.method,
    typed_name: s.typed_name,
    drawing: s.drawing,
    signer: s.signer_id === null ? null : { id: s.signer_id, name: r.signer_name ?? '' },
    recorded_by: s.recorded_by === null ? null : { id: s.recorded_by, name: r.recorded_by_name ?? '' },
    created_at: s.created_at.toISOString(),
  };
}
