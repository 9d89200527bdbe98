/** Early-warning calls (issue 22, section 2): a district's rules, the open flags of a school or a student, acknowledging one. */
import type { TEarlyWarningFlag, TEarlyWarningFlagList, TEarlyWarningRule, TEarlyWarningRuleList } from '@ss/domain';
import { api } from '../../lib/api.ts';

export type RuleBody = { name_en: string; name_fr: string; active: boolean; parameters: Record<string, unknown> };

export const fetchRules = (districtId: number, signal?: AbortSignal) => api.get<TEarlyWarningRuleList>('early_warning_rules/', { district: districtId }, signal);
export const createRule = (body: RuleBody & { district: number; kind: string }) => api.post<TEarlyWarningRule>('early_warning_rules/', body);
export const updateRule = (id: number, body: Partial<RuleBody> & { version: number }) => api.patch<TEarlyWarningRule>(`early_warning_rules/${id}/`, body);
export const deleteRule = (id: number) => api.delete<void>(`early_warning_rules/${id}/`);

export const fetchFlags = (params: { school?: number; student?: number }, signal?: AbortSignal) => api.get<TEarlyWarningFlagList>('early_warnings/', params, signal);
export const acknowledgeFlag = (id: number, comment: string) => api.post<TEarlyWarningFlag>(`early_warnings/${id}/acknowledge/`, { comment });
