/**
 * Support plan calls (issue 12, the profile's plan pages): the student's plans, one plan whole, its home part
 * and its other parts (each saved whole with the version read), making, deactivating and reactivating a plan,
 * and the templates a school may use.
 */
import type {
  TAssessmentPart,
  TCreateSupportPlan,
  TGoalPart,
  TPlanTemplateList,
  TSaveAssessments,
  TSaveGoals,
  TSaveTransitions,
  TSupportPlan,
  TSupportPlanList,
  TTransitionPart,
  TUpdatePlanHome,
} from '@ss/domain';
import { api } from '../../lib/api.ts';

export const fetchStudentPlans = (school: number, student: number, status: 'active' | 'deactivated', signal?: AbortSignal) =>
  api.get<TSupportPlanList>('support_plans/', { school, student, status, all: 'true' }, signal);
export const fetchPlan = (id: number, signal?: AbortSignal) => api.get<TSupportPlan>(`support_plans/${id}/`, undefined, signal);
export const createPlan = (body: TCreateSupportPlan) => api.post<TSupportPlan>('support_plans/', body);
export const updateHome = (id: number, body: TUpdatePlanHome) => api.patch<TSupportPlan>(`support_plans/${id}/`, body);
export const deactivatePlan = (id: number, date: string) => api.post<TSupportPlan>(`support_plans/${id}/deactivate/`, { date });
export const reactivatePlan = (id: number) => api.post<TSupportPlan>(`support_plans/${id}/reactivate/`, {});

export const saveAssessments = (id: number, body: TSaveAssessments) => api.put<TAssessmentPart>(`support_plans/${id}/specialized_assessment/`, body);
export const saveGoals = (id: number, body: TSaveGoals) => api.put<TGoalPart>(`support_plans/${id}/goal_planning/`, body);
export const saveTransitions = (id: number, body: TSaveTransitions) => api.put<TTransitionPart>(`support_plans/${id}/transition_planning/`, body);

/** The district's templates and the school's own (not archived). */
export const fetchTemplates = (school: number, signal?: AbortSignal) => api.get<TPlanTemplateList>('support_plan_templates/', { school, all: 'true' }, signal);
