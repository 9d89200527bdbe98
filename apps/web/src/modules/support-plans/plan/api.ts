/**
 * Support plan calls (issue 12, the profile's plan pages): the student's plans, one plan whole, its home part
 * and its other parts (each saved whole with the version read), making, deactivating and reactivating a plan,
 * and the templates a school may use.
 */
import type {
  TCreateGuardianRequest,
  TGuardianRequest,
  TGuardianRequestList,
  TAssessmentPart,
  TCreateSignature,
  TPlanAttachmentList,
  TPlanCompare,
  TPlanRevisionList,
  TPlanSignature,
  TPlanSignatures,
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
import { api, API_BASE, apiDownload } from '../../../lib/api.ts';

export const fetchStudentPlans = (school: number, student: number, status: 'active' | 'deactivated', signal?: AbortSignal) =>
  api.get<TSupportPlanList>('support_plans/', { school, student, status, all: 'true' }, signal);
export const fetchPlan = (id: number, signal?: AbortSignal) => api.get<TSupportPlan>(`support_plans/${id}/`, undefined, signal);
export const createPlan = (body: TCreateSupportPlan) => api.post<TSupportPlan>('support_plans/', body);
export const updateHome = (id: number, body: TUpdatePlanHome) => api.patch<TSupportPlan>(`support_plans/${id}/`, body);
export const deactivatePlan = (id: number, body: { date: string; reason: string }) => api.post<TSupportPlan>(`support_plans/${id}/deactivate/`, body);
export const reactivatePlan = (id: number) => api.post<TSupportPlan>(`support_plans/${id}/reactivate/`, {});

export const saveAssessments = (id: number, body: TSaveAssessments) => api.put<TAssessmentPart>(`support_plans/${id}/specialized_assessment/`, body);
export const saveGoals = (id: number, body: TSaveGoals) => api.put<TGoalPart>(`support_plans/${id}/goal_planning/`, body);
export const saveTransitions = (id: number, body: TSaveTransitions) => api.put<TTransitionPart>(`support_plans/${id}/transition_planning/`, body);

/** The district's templates and the school's own (not archived). */
export const fetchTemplates = (school: number, signal?: AbortSignal) => api.get<TPlanTemplateList>('support_plan_templates/', { school, all: 'true' }, signal);

// Lifecycle (issue 12, section 3): finalising, a new draft, revisions and their comparison, signatures, the PDF.
export const finalisePlan = (id: number) => api.post<TSupportPlan>(`support_plans/${id}/finalise/`, {});
export const newDraft = (id: number) => api.post<TSupportPlan>(`support_plans/${id}/new_draft/`, {});
export const fetchRevisions = (id: number, signal?: AbortSignal) => api.get<TPlanRevisionList>(`support_plans/${id}/revisions/`, undefined, signal);
export const fetchCompare = (id: number, from: number, to: number, signal?: AbortSignal) => api.get<TPlanCompare>(`support_plans/${id}/revisions/compare/`, { from, to }, signal);
export const fetchSignatures = (id: number, signal?: AbortSignal) => api.get<TPlanSignatures>(`support_plans/${id}/signatures/`, undefined, signal);
export const addSignature = (id: number, body: TCreateSignature) => api.post<TPlanSignature>(`support_plans/${id}/signatures/`, body);
export const removeSignature = (id: number, signatureId: number) => api.delete<void>(`support_plans/${id}/signatures/${signatureId}/`);
// Guardians sign a final plan (issue 24, section 1): the plan's requests, sending one, withdrawing one.
export const fetchGuardianRequests = (id: number, signal?: AbortSignal) => api.get<TGuardianRequestList>(`support_plans/${id}/guardian_requests/`, undefined, signal);
export const sendGuardianRequest = (id: number, body: TCreateGuardianRequest) => api.post<TGuardianRequest>(`support_plans/${id}/guardian_requests/`, body);
export const revokeGuardianRequest = (id: number, requestId: number) => api.post<TGuardianRequest>(`support_plans/${id}/guardian_requests/${requestId}/revoke/`, {});
/** Saved under the server's name (Content-Disposition), no new tab. */
export const downloadPlanPdf = (id: number) => apiDownload('GET', `support_plans/${id}/pdf/`, {}, 'support-plan.pdf');

// Files attached to the assessments (migration 0020): the assessment's id as a field before the file.
export const fetchAttachments = (id: number, signal?: AbortSignal) => api.get<TPlanAttachmentList>(`support_plans/${id}/attachments/`, undefined, signal);
export function uploadAttachment(id: number, assessmentId: string, file: File) {
  const form = new FormData();
  form.append('assessment_id', assessmentId);
  form.append('file', file);
  return api.upload<TPlanAttachmentList>(`support_plans/${id}/attachments/`, form);
}
export const removeAttachment = (id: number, attachmentId: number) => api.delete<void>(`support_plans/${id}/attachments/${attachmentId}/`);
/** A plain link: the server answers as a download (Content-Disposition attachment) under the file's name. */
export const attachmentUrl = (id: number, attachmentId: number) => `${API_BASE}support_plans/${id}/attachments/${attachmentId}/`;
