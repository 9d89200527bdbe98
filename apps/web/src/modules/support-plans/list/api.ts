/**
 * The plans area's calls (issue 12): a page of a school's or a district's support plans by tab and filters, and the
 * support plan templates (`/support_plan_templates/`) with their writes. The plans themselves are read and written
 * on the student profile's support plan pages.
 */
import type { TBulkExport, TBulkExportList, TBulkExportQueued, TBulkExportRequest, TPlanTemplate, TPlanTemplateList, TSupportPlanList, TUpdatePlanTemplate } from '@ss/domain';
import { api } from '../../../lib/api.ts';

/** Where a plans page is: a district's workspace, or one school's. */
export type PlansWhere = { district: number; school?: undefined } | { district: number; school: number };

export type PlanTab = 'active' | 'deactivated';

export interface PlanFilters {
  template: number | null;
  reviewDue: boolean;
}

export const NO_PLAN_FILTERS: PlanFilters = { template: null, reviewDue: false };

/** The list's query string: the place (a school, else the district), the tab, the filters and the page. */
export function planParams(where: PlansWhere, tab: PlanTab, f: PlanFilters, page: number, pageSize: number) {
  return {
    ...(where.school !== undefined ? { school: where.school } : { district: where.district }),
    status: tab,
    template: f.template ?? undefined,
    review_due: f.reviewDue ? 'true' : undefined,
    page,
    pageSize,
  };
}

export const fetchPlans = (params: ReturnType<typeof planParams>, signal?: AbortSignal) => api.get<TSupportPlanList>('support_plans/', params, signal);

/** The templates a place uses: a district's own, or a school's district's and its own (archived ones left out). */
export const templatePlace = (where: PlansWhere) => (where.school !== undefined ? { school: where.school } : { district: where.district });

export const fetchTemplates = (where: PlansWhere, page: number, pageSize: number, signal?: AbortSignal) =>
  api.get<TPlanTemplateList>('support_plan_templates/', { ...templatePlace(where), page, pageSize }, signal);

export type TemplateFields = Omit<TUpdatePlanTemplate, 'version'> & Required<Pick<TUpdatePlanTemplate, 'name'>>;

export const createTemplate = (where: PlansWhere, body: TemplateFields) => api.post<TPlanTemplate>('support_plan_templates/', { ...templatePlace(where), ...body });
export const updateTemplate = (id: number, body: TemplateFields & { version: number }) => api.patch<TPlanTemplate>(`support_plan_templates/${id}/`, body);
export const archiveTemplate = (id: number) => api.delete<void>(`support_plan_templates/${id}/`);

/** The student's plan pages (built in the support-plans module), in the plan's school. */
export const planHomePath = (districtId: number, schoolId: number, studentId: number) => `/school/${districtId}/${schoolId}/students/profile/${studentId}/support-plan/home`;

/** The plans pages' base path of a place. */
export const plansPath = (where: PlansWhere) => (where.school !== undefined ? `/school/${where.district}/${where.school}/plans` : `/district/${where.district}/plans`);

// Bulk export (issue 12, section 5): the requester's exports of a place, their progress, and a new one.
export interface ExportFilters {
  grade: string;
  template: number | null;
  status: 'active' | 'deactivated';
  reviewDue: boolean;
}
export const NO_EXPORT_FILTERS: ExportFilters = { grade: '', template: null, status: 'active', reviewDue: false };

/** The request's body: the place (a school, else the district) and the filters chosen. */
export function exportBody(where: PlansWhere, f: ExportFilters): TBulkExportRequest {
  return {
    ...(where.school !== undefined ? { school_id: where.school } : { district_id: where.district }),
    ...(f.grade.trim() ? { grade: f.grade.trim() } : {}),
    ...(f.template !== null ? { template: f.template } : {}),
    status: f.status,
    ...(f.status === 'active' && f.reviewDue ? { review_due: true } : {}),
  };
}
export const requestExport = (body: TBulkExportRequest) => api.post<TBulkExportQueued>('support_plans/bulk_export/', body);
export const fetchExports = (where: PlansWhere, signal?: AbortSignal) => api.get<TBulkExportList>('support_plans/bulk_export/', templatePlace(where), signal);
export const fetchExport = (id: number, signal?: AbortSignal) => api.get<TBulkExport>(`support_plans/bulk_export/${id}/`, undefined, signal);
