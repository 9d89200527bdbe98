/**
 * Who may do what with student support plans and their templates (issue 12; spec section 6). Pure; every rule
 * fails closed. Being in reach (404 otherwise) and the school's module being on (403 otherwise) are checked
 * by the services before these.
 * - Plans of a school: super admins and the district's admins; the school's support plan coordinators and
 *   admins (`ipp_cordinator`, `ipp_admin`) read all of them; its support plan teachers (`ipp_teacher`) the plans
 *   of the students they teach (`student_teachers`). Anyone else (no support plan permission, district leaders
 *   and staff without one in the school): 403.
 * - Creating a plan, changing any plan that is not final and deactivating: super, district admins, coordinators
 *   and admins. A teacher changes the drafts of the plans they read. Reactivating: super, district admins and
 *   coordinators.
 * - Lifecycle (section 3): finalising and starting the next draft as making plans. Signatures are collected on
 *   the latest revision of a final, active plan (`signatureRefusal`): a member of the plan's team who may read
 *   it signs as themselves (their account is on the team); a signature given on paper is recorded, and any
 *   signature removed, by whoever makes the school's plans (coordinators, admins and above).
 * - Templates: a district's are kept by super admins and its admins; a school's own also by the school's admins
 *   and coordinators. Whoever reads the plans of a school reads the templates it may use.
 */
import type { SupportPlanPermission } from '@ss/domain';
import { type Actor, districtRole } from '../lib/actor.ts';
import { roleInSchool } from '@ss/domain';
import { policy, type Rule } from '../lib/authorize.ts';

export interface PlanPlace {
  district_id: number;
  school_id: number;
}

/** What the signature rules read of a plan. */
export interface SignablePlan extends PlanPlace {
  status: string;
  revision: number;
  deactivated_at: string | null;
  team: { user_id: number | null; inside: boolean }[];
}

/** The actor is on the plan's team as themselves (a member of the school's staff picked from the accounts). */
const onTeam = (a: Actor, p: Pick<SignablePlan, 'team'>) => p.team.some((m) => m.inside && m.user_id === a.id);

/** The actor's support plan permission in a school ('no_select' when they hold none there). */
export const planPermission = (a: Actor, schoolId: number): SupportPlanPermission => a.schools.find((s) => s.id === schoolId)?.support_plan_permission ?? 'no_select';

const isDistrictAdmin = (a: Actor, districtId: number) => a.is_super || districtRole(a, districtId) === 'district_admin';

/** Reads and changes every plan of the school: super admins, the district's admins, the school's coordinators and admins. */
const allPlans = (a: Actor, p: PlanPlace) => {
  if (isDistrictAdmin(a, p.district_id)) return true;
  const perm = planPermission(a, p.school_id);
  return perm === 'ipp_cordinator' || perm === 'ipp_admin';
};

const readsPlan = (a: Actor, p: PlanPlace, teaches: boolean) => allPlans(a, p) || (planPermission(a, p.school_id) === 'ipp_teacher' && teaches);

export const supportPlansPolicy = policy({
  /** `teaches`: the actor is one of the student's teachers. */
  read: (a: Actor, p: PlanPlace, teaches: boolean) => readsPlan(a, p, teaches),
  /** Listing a school's plans at all (a teacher sees those of their students). */
  list: (a: Actor, p: PlanPlace) => allPlans(a, p) || planPermission(a, p.school_id) === 'ipp_teacher',
  create: (a: Actor, p: PlanPlace) => allPlans(a, p),
  /** Changing the home part or a part: not final (checked as a state), a teacher only a draft. */
  update: (a: Actor, p: PlanPlace & { status: string }, teaches: boolean) =>
    allPlans(a, p) || (p.status === 'draft' && planPermission(a, p.school_id) === 'ipp_teacher' && teaches),
  /** Changing the status (draft ↔ in review): the plan's editors who may edit it once in review. */
  setStatus: (a: Actor, p: PlanPlace) => allPlans(a, p),
  deactivate: (a: Actor, p: PlanPlace) => allPlans(a, p),
  reactivate: (a: Actor, p: PlanPlace) => isDistrictAdmin(a, p.district_id) || planPermission(a, p.school_id) === 'ipp_cordinator',
  /** Finalising (a new revision) and starting the next draft of a final plan: whoever makes the school's plans. */
  finalise: (a: Actor, p: PlanPlace) => allPlans(a, p),
  /**
   * Why no signature can be collected on the plan now, as the 409's message key (`deactivated`, `notFinal`), or
   * null: signatures are collected on the latest revision of a final, active plan.
   */
  signatureRefusal: (p: Pick<SignablePlan, 'status' | 'revision' | 'deactivated_at'>): 'deactivated' | 'notFinal' | null =>
    p.deactivated_at !== null ? 'deactivated' : p.status !== 'final' || p.revision === 0 ? 'notFinal' : null,
  /** Signing the latest revision as oneself: a reader of the plan whose account is on its team. */
  signAsSelf: (a: Actor, p: SignablePlan, teaches: boolean) => readsPlan(a, p, teaches) && onTeam(a, p),
  /** Signing: as oneself (`signAsSelf`), or recording a signature given on paper (`recordPaperSignature`). */
  sign: (a: Actor, p: SignablePlan, teaches: boolean, paper: boolean) => (paper ? allPlans(a, p) : readsPlan(a, p, teaches) && onTeam(a, p)),
  /** The school's support plan module is on (403 otherwise). */
  moduleOn: (school: { support_plan_enabled: boolean }) => school.support_plan_enabled,
  /** Recording a signature given on paper: whoever makes the school's plans (coordinators, admins and above). */
  recordPaperSignature: (a: Actor, p: PlanPlace) => allPlans(a, p),
  /** Removing a signature recorded by mistake: coordinators, admins and above. */
  removeSignature: (a: Actor, p: PlanPlace) => allPlans(a, p),
  /**
   * What the actor may do with the signatures now (state and permission together): sign as themselves (not twice
   * a revision: `signed`), record a paper signature, remove one.
   */
  signatureAbilities: (a: Actor, p: SignablePlan, teaches: boolean, signed: boolean) => {
    const open = supportPlansPolicy.signatureRefusal(p) === null;
    return {
      sign: open && !signed && supportPlansPolicy.signAsSelf(a, p, teaches),
      record_paper: open && supportPlansPolicy.recordPaperSignature(a, p),
      remove: open && supportPlansPolicy.removeSignature(a, p),
    };
  },

  /** Keeping a district's templates, or (school set) a school's own. */
  manageTemplates: (a: Actor, districtId: number, schoolId: number | null) => {
    if (isDistrictAdmin(a, districtId)) return true;
    if (schoolId === null) return false;
    return roleInSchool(a, schoolId) === 'school_admin' || planPermission(a, schoolId) === 'ipp_cordinator';
  },
  /** Reading the templates a school may use: its plan readers and its template keepers. */
  readSchoolTemplates: (a: Actor, p: PlanPlace) => supportPlansPolicy.list(a, p) || supportPlansPolicy.manageTemplates(a, p.district_id, p.school_id),
  /** Reading a district's templates: its keepers, and anyone with a support plan permission in one of its schools. */
  readDistrictTemplates: (a: Actor, districtId: number) => isDistrictAdmin(a, districtId) || a.schools.some((s) => s.support_plan_permission !== 'no_select'),
});

/** What may be done with a plan or a template now, its state included (TSupportPlan.abilities, TPlanTemplate.abilities). */
export const planNowPolicy = policy({
  /** Changing it: an active plan not yet final, for its editors. */
  update: (a: Actor, p: SignablePlan, teaches: boolean) => p.deactivated_at === null && p.status !== 'final' && supportPlansPolicy.update(a, p, teaches),
  deactivate: (a: Actor, p: SignablePlan) => p.deactivated_at === null && supportPlansPolicy.deactivate(a, p),
  reactivate: (a: Actor, p: SignablePlan) => p.deactivated_at !== null && supportPlansPolicy.reactivate(a, p),
  finalise: (a: Actor, p: SignablePlan) => p.deactivated_at === null && p.status !== 'final' && supportPlansPolicy.finalise(a, p),
  /** Starting the next draft of an active final plan. */
  newDraft: (a: Actor, p: SignablePlan) => p.deactivated_at === null && p.status === 'final' && supportPlansPolicy.finalise(a, p),
  /** Something to sign (as oneself, whether or not already done) or a paper signature to record. */
  sign: (a: Actor, p: SignablePlan, teaches: boolean) => {
    const can = supportPlansPolicy.signatureAbilities(a, p, teaches, false);
    return can.sign || can.record_paper;
  },
  /** Changing or archiving a template: one not archived, for its keepers. */
  manageTemplate: (a: Actor, t: { district_id: number; school_id: number | null; archived_at: Date | null }) =>
    t.archived_at === null && supportPlansPolicy.manageTemplates(a, t.district_id, t.school_id),
});

/** A plan's abilities as the API answers them, for `abilitiesOf(planAbilities, actor, plan, teaches)`. */
export const planAbilities: Record<'update' | 'deactivate' | 'reactivate' | 'finalise' | 'new_draft' | 'sign', Rule<[Actor, SignablePlan, boolean]>> = {
  update: planNowPolicy.update,
  deactivate: planNowPolicy.deactivate,
  reactivate: planNowPolicy.reactivate,
  finalise: planNowPolicy.finalise,
  new_draft: planNowPolicy.newDraft,
  sign: planNowPolicy.sign,
};

/** A template's abilities as the API answers them, for `abilitiesOf`. */
export const templateAbilities = { update: planNowPolicy.manageTemplate, archive: planNowPolicy.manageTemplate };
