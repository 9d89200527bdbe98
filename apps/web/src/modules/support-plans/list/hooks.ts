/** The plans area's reads and writes; writes refresh what their events changed (lib/invalidations.ts). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TBulkExport, TBulkExportRequest } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { fetchConfigList, type ConfigLevel } from '../../config/api.ts';
import { qk } from '../../../lib/query-keys.ts';
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import {
  fetchExport,
  fetchExports,
  requestExport,
  archiveTemplate,
  createTemplate,
  fetchPlans,
  fetchTemplates,
  planParams,
  templatePlace,
  updateTemplate,
  type PlanFilters,
  type PlansWhere,
  type PlanTab,
  type TemplateFields,
} from './api.ts';

export const PAGE_SIZE = 20;
/** Templates are few: one page holds a place's (the filter and the configuration page read the same answer). */
export const TEMPLATE_PAGE_SIZE = 100;

export function usePlanList(where: PlansWhere, tab: PlanTab, filters: PlanFilters, page: number) {
  const params = planParams(where, tab, filters, page, PAGE_SIZE);
  return useQuery({ queryKey: qk.profile.plans(params), queryFn: ({ signal }) => fetchPlans(params, signal), placeholderData: keepPreviousData });
}

export function useTemplates(where: PlansWhere, page = 1) {
  return useQuery({
    queryKey: qk.config.planTemplates({ ...templatePlace(where), page }),
    queryFn: ({ signal }) => fetchTemplates(where, page, TEMPLATE_PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });
}

/** The `support-plan-information` or `support-team-role` list as it applies at a template's level (the form's choices). */
export const usePlanConfigList = (kind: 'support-plan-information' | 'support-team-role', level: ConfigLevel) =>
  useQuery({ queryKey: qk.config.list(kind, level), queryFn: ({ signal }) => fetchConfigList(kind, level, signal), staleTime: 60_000 });

/** The fields the template form shows its own errors on. */
export const TEMPLATE_FIELDS = ['name', 'information_keys', 'team_role_keys', 'review_months', 'pdf_wording_en', 'pdf_wording_fr'];

/** A stale version is the form's to show (with a reload), not a snackbar. */
const conflictHandler = (onConflict: () => void) => (error: unknown) => {
  if (!isApiError(error, 'conflict')) return false;
  onConflict();
  return true;
};

export const useCreateTemplate = (where: PlansWhere) =>
  useDomainMutation({
    mutationFn: (body: TemplateFields) => createTemplate(where, body),
    events: ['support_plan_template.created'],
    success: 'plans.created',
    fields: TEMPLATE_FIELDS,
  });

export const useUpdateTemplate = (id: number, onConflict: () => void) =>
  useDomainMutation({
    mutationFn: (body: TemplateFields & { version: number }) => updateTemplate(id, body),
    events: ['support_plan_template.updated'],
    success: 'plans.updated',
    fields: TEMPLATE_FIELDS,
    onError: conflictHandler(onConflict),
  });

/** Archiving; a refusal (409: an active plan uses it) is shown in the confirmation itself. */
export const useArchiveTemplate = () =>
  useDomainMutation({
    mutationFn: (id: number) => archiveTemplate(id),
    events: ['support_plan_template.archived'],
    success: 'plans.archived',
    onError: (error) => isApiError(error) && error.status === 409,
  });

/** The requester's recent exports of a place (the server keeps the 20 latest). */
export const useExports = (where: PlansWhere) => useQuery({ queryKey: qk.profile.planExports(templatePlace(where)), queryFn: ({ signal }) => fetchExports(where, signal) });

const RUNNING = new Set(['queued', 'running']);

/** One export's progress, read every 2 s while it is queued or running; `initial` is its row from the list. */
export const useExportProgress = (initial: TBulkExport) =>
  useQuery({
    queryKey: qk.profile.planExport(initial.id),
    queryFn: ({ signal }) => fetchExport(initial.id, signal),
    initialData: initial,
    enabled: RUNNING.has(initial.status),
    refetchInterval: (query) => (RUNNING.has(query.state.data?.status ?? 'done') ? 2000 : false),
    refetchIntervalInBackground: true,
  });

export const useRequestExport = () =>
  useDomainMutation({ mutationFn: (body: TBulkExportRequest) => requestExport(body), events: ['support_plans.bulk_export'], success: (_t, data) => data.message });
