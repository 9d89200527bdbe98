/**
 * Support plan reads and writes. Keys sit under the profile family (the plan pages are the profile's, and every
 * plan event refreshes the profile: lib/invalidations.ts) and templates under configuration.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  SupportPlanPart,
  TCreateGuardianRequest,
  TCreateSignature,
  TCreateSupportPlan,
  TSaveAssessments,
  TSaveGoals,
  TSaveTransitions,
  TSupportPlan,
  TUpdatePlanHome,
} from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { qk } from '../../../lib/query-keys.ts';
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import {
  fetchGuardianRequests,
  revokeGuardianRequest,
  sendGuardianRequest,
  addSignature,
  createPlan,
  deactivatePlan,
  fetchCompare,
  fetchPlan,
  fetchRevisions,
  fetchAttachments,
  fetchSignatures,
  fetchStudentPlans,
  fetchTemplates,
  finalisePlan,
  newDraft,
  reactivatePlan,
  removeAttachment,
  removeSignature,
  saveAssessments,
  saveGoals,
  saveTransitions,
  updateHome,
  uploadAttachment,
} from './api.ts';

/** Not found and refused answers do not change on a retry. */
const retry = (n: number, e: Error) => !(isApiError(e) && (e.status === 403 || e.status === 404)) && n < 2;

export const useStudentPlans = (school: number, student: number, status: 'active' | 'deactivated', enabled = true) =>
  useQuery({ queryKey: qk.profile.studentPlans(student, status), queryFn: ({ signal }) => fetchStudentPlans(school, student, status, signal), enabled, retry });

/** Each read is audited: not read again for every focus of the window (a write refreshes it). */
export const usePlan = (id: number | null) =>
  useQuery({ queryKey: qk.profile.plan(id ?? 0), queryFn: ({ signal }) => fetchPlan(id ?? 0, signal), enabled: id !== null, retry, staleTime: 30_000 });

export const useTemplates = (school: number, enabled: boolean) =>
  useQuery({ queryKey: qk.config.schoolPlanTemplates(school), queryFn: ({ signal }) => fetchTemplates(school, signal), enabled, staleTime: 60_000 });

const putPlan = (client: QueryClient, plan: TSupportPlan) => client.setQueryData(qk.profile.plan(plan.id), plan);

export const useCreatePlan = () =>
  useDomainMutation({
    mutationFn: (body: TCreateSupportPlan) => createPlan(body),
    events: ['support_plan.created'],
    success: 'planPage.created',
    fields: ['template_id', 'school_year'],
    update: putPlan,
  });

/** A stale save is the editor's (it shows both texts): no snackbar. */
const conflict = (e: unknown) => isApiError(e, 'conflict');

/** The field errors each form shows on its fields; any other error (a list too long, say) is a snackbar. */
const SHOWN = {
  home: /^(information\.\d+|team\.\d+\.(name|role_key)|review_dates\.\d+\.date)$/,
  specialized_assessment: /^assessments\.\d+\.(name|date|assessor|assessor_role|summary|recommendations)$/,
  goal_planning: /^goals\.\d+\.(focus_area_key|goal|criteria|responsible|target_date|student_support_ids|sub_goals\.\d+\.(text|target_date)|reviews\.\d+\.(date|rating|comment))$/,
  transition_planning: /^transitions\.\d+\.(kind|description|steps\.\d+\.(text|who|date))$/,
};
const shownOn = (form: keyof typeof SHOWN, e: unknown) =>
  isApiError(e) && !!e.fields && Object.keys(e.fields).length > 0 && Object.keys(e.fields).every((k) => SHOWN[form].test(k));

export const useSaveHome = (id: number) =>
  useDomainMutation({
    mutationFn: (body: TUpdatePlanHome) => updateHome(id, body),
    events: ['support_plan.updated'],
    success: 'planPage.saved',
    onError: (e) => conflict(e) || shownOn('home', e),
    update: putPlan,
  });

/** Draft ↔ in review. A stale home version (someone saved the home part meanwhile) says so and reads the plan again. */
export function useSetStatus(id: number) {
  const client = useQueryClient();
  return useDomainMutation({
    mutationFn: (body: { home_version: number; status: 'draft' | 'in_review' }) => updateHome(id, body),
    events: ['support_plan.updated'],
    success: 'planPage.statusSaved',
    onError: (e) => {
      if (conflict(e)) void client.invalidateQueries({ queryKey: qk.profile.plan(id) });
      return false;
    },
    update: putPlan,
  });
}

type PartBodies = { specialized_assessment: TSaveAssessments; goal_planning: TSaveGoals; transition_planning: TSaveTransitions };
const SAVE = { specialized_assessment: saveAssessments, goal_planning: saveGoals, transition_planning: saveTransitions } as const;

export function useSavePart<P extends SupportPlanPart>(id: number, part: P) {
  return useDomainMutation({
    mutationFn: (body: PartBodies[P]) => (SAVE[part] as (id: number, body: PartBodies[P]) => Promise<unknown>)(id, body),
    events: ['support_plan.part_saved'],
    success: 'planPage.saved',
    // Errors on the part's items are shown on their fields.
    onError: (e) => conflict(e) || shownOn(part, e),
    update: (client, data) => client.setQueryData<TSupportPlan>(qk.profile.plan(id), (plan) => (plan ? { ...plan, [part]: data } : plan)),
  });
}

export const useDeactivate = (id: number) =>
  useDomainMutation({
    mutationFn: (body: { date: string; reason: string }) => deactivatePlan(id, body),
    events: ['support_plan.deactivated'],
    success: 'planPage.deactivated',
    fields: ['date', 'reason'],
    update: putPlan,
  });

export const useReactivate = (id: number) =>
  useDomainMutation({ mutationFn: () => reactivatePlan(id), events: ['support_plan.reactivated'], success: 'planPage.reactivated', update: putPlan });

// Lifecycle (issue 12, section 3). Each read is audited: not read again on every focus (writes refresh them).

export const useFinalise = (id: number) =>
  useDomainMutation({ mutationFn: () => finalisePlan(id), events: ['support_plan.finalised'], success: 'planPage.finalised', update: putPlan });

export const useNewDraft = (id: number) =>
  useDomainMutation({ mutationFn: () => newDraft(id), events: ['support_plan.new_draft'], success: 'planPage.newDrafted', update: putPlan });

export const useRevisions = (id: number) => useQuery({ queryKey: qk.profile.planRevisions(id), queryFn: ({ signal }) => fetchRevisions(id, signal), retry, staleTime: 30_000 });

export const useCompare = (id: number, pair: { from: number; to: number } | null) =>
  useQuery({
    queryKey: qk.profile.planCompare(id, pair?.from ?? 0, pair?.to ?? 0),
    queryFn: ({ signal }) => fetchCompare(id, pair?.from ?? 0, pair?.to ?? 0, signal),
    enabled: pair !== null && pair.from !== pair.to,
    retry,
    staleTime: 60_000,
  });

export const useSignatures = (id: number, enabled: boolean) =>
  useQuery({ queryKey: qk.profile.planSignatures(id), queryFn: ({ signal }) => fetchSignatures(id, signal), enabled, retry, staleTime: 30_000 });

/** The fields the signature dialog shows its own errors on. */
export const SIGNATURE_FIELDS = ['name', 'role_key', 'role', 'signed_on', 'typed_name', 'drawing'];

export const useAddSignature = (id: number) =>
  useDomainMutation({
    mutationFn: (body: TCreateSignature) => addSignature(id, body),
    events: ['support_plan.signed'],
    success: 'planPage.signature.added',
    fields: SIGNATURE_FIELDS,
  });

export const useRemoveSignature = (id: number) =>
  useDomainMutation({ mutationFn: (signatureId: number) => removeSignature(id, signatureId), events: ['support_plan.signature_removed'], success: 'planPage.signature.removed' });

// Guardians sign a final plan (issue 24, section 1): the plan's requests (for whoever manages its signatures).
export const useGuardianRequests = (id: number, enabled: boolean) =>
  useQuery({ queryKey: qk.profile.planGuardianRequests(id), queryFn: ({ signal }) => fetchGuardianRequests(id, signal), enabled, retry, staleTime: 30_000 });

export const useSendGuardianRequest = (id: number) =>
  useDomainMutation({
    mutationFn: (body: TCreateGuardianRequest) => sendGuardianRequest(id, body),
    events: ['support_plan.guardian_request_sent'],
    success: 'planPage.guardian.sent',
    fields: ['member', 'email', 'language'],
  });

export const useRevokeGuardianRequest = (id: number) =>
  useDomainMutation({
    mutationFn: (requestId: number) => revokeGuardianRequest(id, requestId),
    events: ['support_plan.guardian_request_revoked'],
    success: 'planPage.guardian.revoked',
  });

// Files attached to the assessments: one list for the plan (each read is audited, so not refetched on focus).
export const useAttachments = (id: number) =>
  useQuery({ queryKey: qk.profile.planAttachments(id), queryFn: ({ signal }) => fetchAttachments(id, signal), retry, staleTime: 60_000 });

export const useUploadAttachment = (id: number) =>
  useDomainMutation({
    mutationFn: ({ assessmentId, file }: { assessmentId: string; file: File }) => uploadAttachment(id, assessmentId, file),
    events: ['support_plan.attachment_added'],
    success: 'planPage.attachments.added',
  });

export const useRemoveAttachment = (id: number) =>
  useDomainMutation({
    mutationFn: (attachmentId: number) => removeAttachment(id, attachmentId),
    events: ['support_plan.attachment_removed'],
    success: 'planPage.attachments.removed',
  });
