/** E-mail summaries calls (issue 23, section 2): the caller's preferences, a district's defaults, an unsubscribe link. */
import type { SummaryFrequency, SummaryType, TSummaryDefaults, TSummaryPreferences, TUnsubscribeResult, TUnsubscribeToken } from '@ss/domain';
import { api, apiRequest } from '../../lib/api.ts';

export type Choices = Partial<Record<SummaryType, SummaryFrequency | null>>;

export const fetchPreferences = (signal?: AbortSignal) => api.get<TSummaryPreferences>('summary_preferences/', undefined, signal);
export const updatePreferences = (preferences: Choices) => api.patch<TSummaryPreferences>('summary_preferences/', { preferences });

export const fetchDefaults = (districtId: number, signal?: AbortSignal) => api.get<TSummaryDefaults>('summary_preferences/defaults/', { district: districtId }, signal);
export const updateDefaults = (districtId: number, defaults: Choices) =>
  apiRequest<TSummaryDefaults>('PATCH', 'summary_preferences/defaults/', { body: { defaults }, params: { district: districtId } });

export const fetchUnsubscribeToken = (token: string, signal?: AbortSignal) => api.get<TUnsubscribeToken>('summary_preferences/unsubscribe/', { token }, signal);
export const postUnsubscribe = (token: string) => apiRequest<TUnsubscribeResult>('POST', 'summary_preferences/unsubscribe/', { body: {}, params: { token } });
