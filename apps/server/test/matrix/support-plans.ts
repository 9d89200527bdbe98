/**
 * Access-matrix expectations of the support-plans area (issue 12; see common.ts). Each scope's school holds a
 * template of its own and a draft plan made from it (all parts enabled); the own scope's plan is of a student
 * taught by `teacher` (a support plan teacher of Aspen), so `multiTeacher`, a support plan teacher there who
 * does not teach the student, is refused. Readers: super admins, the district's admins, the school's support
 * plan coordinators and admins, and the student's teachers who are support plan teachers; district leaders
 * and people without a support plan permission are refused though the school is in their scope. Probes that
 * would write are refused by the rules once the rights are checked: a template that does not exist (400), a
 * stale version (409), a deactivation date to come (400), reactivating an active plan (409), archiving a
 * template in use (409); nothing is written.
 *
 * Lifecycle (issue 12, section 3): each plan was finalised twice and is a draft again (revisions 1 and 2), so
 * its readers read the revisions, one of them and their comparison, and its signatures. Who may record a paper
 * signature (makers; signing as oneself needs a place on the team) and who may remove a signature (makers) are
 * refused a signature on a draft (409) once the rights are checked; starting a new draft of a draft is 409 for
 * the makers; finalising really finalises (revision 3), and `after` puts the plan back as it was.
 */
import { and, eq, gt } from 'drizzle-orm';
import { storedFiles, students, studentTeachers, supportPlanAttachments, supportPlanRevisions, supportPlans, supportPlanTemplates, type CastMember, type Database } from '@ss/db';
import { studentSearchName } from '@ss/domain';
import type { DemoIds } from '../fixtures.ts';
import type { TestServer } from '../harness.ts';
import { districtOfSchool, matrix, SUPER, TENANT, type Scope, type Spec, type Targets } from './common.ts';
import { supportPlanExportSpecs } from './support-plan-exports.ts';

const INT4_MAX = 2_147_483_647;

/** Read a school's plans whole: all of them (coordinators, admins), or their students' (teachers: here `teacher` in Aspen). */
export const READERS: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'districtStaff', 'schoolAdmin', 'schoolLeader', 'teacher'],
  sibling: ['super', 'districtAdmin'],
  other: ['super', 'frAdmin'],
  suspended: SUPER,
};
/** List a school's plans: its readers and every support plan teacher of the school (who see their students' plans). */
const LISTERS: Record<Scope, CastMember[]> = {
  own: [...READERS.own, 'multiTeacher'],
  sibling: READERS.sibling,
  other: [...READERS.other, 'frTeacher'],
  suspended: SUPER,
};
/** Make, deactivate: super, the district's admins, the school's coordinators (districtStaff, schoolLeader) and admins. */
export const MAKERS: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'districtStaff', 'schoolAdmin', 'schoolLeader'],
  sibling: ['super', 'districtAdmin'],
  other: ['super', 'frAdmin'],
  suspended: SUPER,
};
/** Reactivate: super, the district's admins, the school's coordinators. */
const REACTIVATORS: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'districtStaff', 'schoolLeader'],
  sibling: ['super', 'districtAdmin'],
  other: ['super', 'frAdmin'],
  suspended: SUPER,
};
/** A school's own templates: super, the district's admins, the school's admins (role) and support plan coordinators. */
const KEEPERS: Record<Scope, CastMember[]> = MAKERS;

/** A template and a draft plan in each scope's school; the own scope's plan is of a student taught by `teacher`. */
export async function seedMatrixSupportPlans(server: TestServer, t: Targets, ids: DemoIds): Promise<{ supportPlan: Record<Scope, number>; planTemplate: Record<Scope, number> }> {
  const db = server.db;
  const supportPlan = {} as Record<Scope, number>;
  const planTemplate = {} as Record<Scope, number>;
  for (const scope of TENANT) {
    const school = t.school[scope];
    const district = await districtOfSchool(server, school);
    let student = t.student[scope];
    if (scope === 'own') {
      const [row] = await db
        .insert(students)
        .values({
          district_id: district,
          school_id: school,
          first_name: 'Matrix',
          last_name: 'Plan',
          search_name: studentSearchName('Matrix', 'Plan'),
          grade: '3',
          gender: 'other',
          student_number: 'MATRIX-Plan',
        })
        .returning({ id: students.id });
      student = row!.id;
      await db.insert(studentTeachers).values({ student_id: student, user_id: ids.user.teacher });
    }
    const [template] = await db
      .insert(supportPlanTemplates)
      .values({ district_id: district, school_id: school, name: `Matrix ${scope}` })
      .returning();
    planTemplate[scope] = template!.id;
    const [plan] = await db
      .insert(supportPlans)
      .values({
        district_id: district,
        school_id: school,
        student_id: student,
        template_id: template!.id,
        template_version: 1,
        template: {
          name: template!.name,
          specialized_assessment: true,
          goal_planning: true,
          transition_planning: true,
          information_keys: [],
          team_role_keys: [],
          review_months: 3,
        },
        school_year: '2026–2027',
      })
      .returning({ id: supportPlans.id });
    supportPlan[scope] = plan!.id;
    const snapshot = {
      school_year: '2026–2027',
      template: { id: template!.id, name: template!.name, version: 1 },
      parts: { specialized_assessment: true, goal_planning: true, transition_planning: true },
      home: { information: [], team_roles: [], team: [], review_dates: [] },
      specialized_assessment: { assessments: [] },
      goal_planning: { goals: [] },
      transition_planning: { transitions: [] },
    };
    attachmentOf[scope] = await seedAttachment(db, { id: plan!.id, district_id: district, school_id: school });
    for (const number of [1, 2]) await db.insert(supportPlanRevisions).values({ plan_id: plan!.id, number, snapshot, team_size: 0 });
    await db.update(supportPlans).set({ revision: 2 }).where(eq(supportPlans.id, plan!.id));
  }
  return { supportPlan, planTemplate };
}

const plan = (t: Targets, s: Scope | null) => t.supportPlan![s!];
const template = (t: Targets, s: Scope | null) => t.planTemplate![s!];

/**
 * Attachments (migration 0020): each scope's plan has one file attached to an assessment `matrix`; a probe that
 * removes it is followed by a new one (`after`), whose id the next probe takes.
 */
const attachmentOf = {} as Record<Scope, number>;
async function seedAttachment(db: Database, plan: { id: number; district_id: number; school_id: number }): Promise<number> {
  const [file] = await db
    .insert(storedFiles)
    .values({
      district_id: plan.district_id,
      school_id: plan.school_id,
      purpose: 'support_plan_document',
      content_type: 'text/plain',
      file_name: 'matrix.txt',
      size: 6,
      data: Buffer.from('matrix'),
    })
    .returning({ id: storedFiles.id });
  const [row] = await db.insert(supportPlanAttachments).values({ plan_id: plan.id, assessment_id: 'matrix', file_id: file!.id }).returning({ id: supportPlanAttachments.id });
  return row!.id;
}
async function reattach() {
  const db = matrix.ctx!.server.db;
  for (const [scope, id] of Object.entries(matrix.ctx!.targets.supportPlan!) as [Scope, number][]) {
    const [left] = await db.select({ id: supportPlanAttachments.id }).from(supportPlanAttachments).where(eq(supportPlanAttachments.id, attachmentOf[scope]));
    if (left) continue;
    const [p] = await db.select().from(supportPlans).where(eq(supportPlans.id, id));
    attachmentOf[scope] = await seedAttachment(db, p!);
  }
}

const attachmentSpecs: Record<string, Spec> = {
  'GET /api/v1/support_plans/:id/attachments/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/attachments/` }), allowed: (s) => READERS[s!] },
  // No assessment has the id `none`: whoever may change the plan gets past the rights to the 400 (JSON: no file is read).
  'POST /api/v1/support_plans/:id/attachments/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/attachments/`, body: { assessment_id: 'none' } }),
    allowed: (s) => READERS[s!],
    ok: [400],
  },
  'GET /api/v1/support_plans/:id/attachments/:attachment/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/attachments/${attachmentOf[s!]}/` }),
    allowed: (s) => READERS[s!],
  },
  'DELETE /api/v1/support_plans/:id/attachments/:attachment/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/attachments/${attachmentOf[s!]}/` }),
    allowed: (s) => READERS[s!],
    after: reattach,
  },
};
const PARTS = [
  ['specialized_assessment', { assessments: [] }],
  ['goal_planning', { goals: [] }],
  ['transition_planning', { transitions: [] }],
] as const;

const partSpecs: Record<string, Spec> = Object.fromEntries(
  PARTS.flatMap(([part, body]) => [
    [
      `GET /api/v1/support_plans/:id/${part}/`,
      { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/${part}/` }), allowed: (s) => READERS[s!] } satisfies Spec,
    ],
    [
      `PUT /api/v1/support_plans/:id/${part}/`,
      {
        scopes: TENANT,
        probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/${part}/`, body: { version: INT4_MAX, ...body } }),
        allowed: (s) => READERS[s!],
        ok: [409],
      } satisfies Spec,
    ],
  ]),
);

const templateBody = (school: number) => ({
  school,
  name: 'Matrix template',
  specialized_assessment: true,
  goal_planning: true,
  transition_planning: true,
  information_keys: [INT4_MAX],
  team_role_keys: [],
  review_months: 3,
  pdf_wording_en: '',
  pdf_wording_fr: '',
});

/** Back to a draft at revision 2 after a probe finalised the scope's plan. */
async function unfinalise() {
  const db = matrix.ctx!.server.db;
  for (const id of Object.values(matrix.ctx!.targets.supportPlan!)) {
    await db.delete(supportPlanRevisions).where(and(eq(supportPlanRevisions.plan_id, id), gt(supportPlanRevisions.number, 2)));
    await db.update(supportPlans).set({ status: 'draft', revision: 2 }).where(eq(supportPlans.id, id));
  }
}

/** A signature given on paper: its recorders are the makers (signing as oneself needs the account on the plan's team). */
const signature = { method: 'paper', name: 'Matrix Signer', signed_on: new Date().toISOString().slice(0, 10) };

const lifecycleSpecs: Record<string, Spec> = {
  'POST /api/v1/support_plans/:id/finalise/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/finalise/`, body: {} }),
    allowed: (s) => MAKERS[s!],
    after: unfinalise,
  },
  // The plan is a draft: starting a new draft is refused (409) once the rights are checked.
  'POST /api/v1/support_plans/:id/new_draft/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/new_draft/`, body: {} }),
    allowed: (s) => MAKERS[s!],
    ok: [409],
  },
  'GET /api/v1/support_plans/:id/revisions/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/revisions/` }), allowed: (s) => READERS[s!] },
  'GET /api/v1/support_plans/:id/revisions/compare/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/revisions/compare/?from=1&to=2` }),
    allowed: (s) => READERS[s!],
  },
  'GET /api/v1/support_plans/:id/revisions/:number/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/revisions/1/` }),
    allowed: (s) => READERS[s!],
  },
  'GET /api/v1/support_plans/:id/signatures/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/signatures/` }), allowed: (s) => READERS[s!] },
  // A paper signature is recorded by the makers (issue 20); the plan is a draft: 409.
  'POST /api/v1/support_plans/:id/signatures/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/signatures/`, body: signature }),
    allowed: (s) => MAKERS[s!],
    ok: [409],
  },
  'DELETE /api/v1/support_plans/:id/signatures/:signatureId/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/signatures/${INT4_MAX}/` }),
    allowed: (s) => MAKERS[s!],
    ok: [409],
  },
};

export const supportPlansSpecs: Record<string, Spec> = {
  ...lifecycleSpecs,
  ...attachmentSpecs,
  'GET /api/v1/support_plan_templates/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/support_plan_templates/?school=${t.school[s!]}` }), allowed: (s) => LISTERS[s!] },
  // No list item is key 2147483647: whoever may keep the school's templates gets past the rights to the 400.
  'POST /api/v1/support_plan_templates/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/support_plan_templates/', body: templateBody(t.school[s!]) }),
    allowed: (s) => KEEPERS[s!],
    ok: [400],
  },
  'GET /api/v1/support_plan_templates/:id/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/support_plan_templates/${template(t, s)}/` }), allowed: (s) => LISTERS[s!] },
  'PATCH /api/v1/support_plan_templates/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plan_templates/${template(t, s)}/`, body: { version: INT4_MAX, name: 'Matrix' } }),
    allowed: (s) => KEEPERS[s!],
    ok: [409],
  },
  // The template is used by the scope's active plan: archiving it is refused (409) once the rights are checked.
  'DELETE /api/v1/support_plan_templates/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plan_templates/${template(t, s)}/` }),
    allowed: (s) => KEEPERS[s!],
    ok: [409],
  },
  'GET /api/v1/support_plans/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/support_plans/?school=${t.school[s!]}` }), allowed: (s) => LISTERS[s!] },
  // No template 2147483647: whoever may make the school's plans gets past the rights to the 400.
  'POST /api/v1/support_plans/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/support_plans/', body: { student_id: t.student[s!], template_id: INT4_MAX, school_year: '2026–2027' } }),
    allowed: (s) => MAKERS[s!],
    ok: [400],
  },
  'GET /api/v1/support_plans/:id/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/` }), allowed: (s) => READERS[s!] },
  'PATCH /api/v1/support_plans/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/`, body: { home_version: INT4_MAX } }),
    allowed: (s) => READERS[s!],
    ok: [409],
  },
  ...partSpecs,
  'POST /api/v1/support_plans/:id/deactivate/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/deactivate/`, body: { date: '2999-01-01', reason: 'Moved away' } }),
    allowed: (s) => MAKERS[s!],
    ok: [400],
  },
  'POST /api/v1/support_plans/:id/reactivate/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/reactivate/`, body: {} }),
    allowed: (s) => REACTIVATORS[s!],
    ok: [409],
  },
  // Plan PDFs and bulk exports (matrix/support-plan-exports.ts).
  ...supportPlanExportSpecs,
};
