/** E-mail summaries' reads and writes; writes refresh the summaries family (lib/invalidations.ts). */
import { useQuery } from '@tanstack/react-query';
import { qk } from '../../lib/query-keys.ts';
import { useDomainMutation } from '../../lib/useDomainMutation.ts';
import { fetchDefaults, fetchPreferences, fetchUnsubscribeToken, postUnsubscribe, updateDefaults, updatePreferences, type Choices } from './api.ts';

export const useSummaryPreferences = () => useQuery({ queryKey: qk.summaries.mine, queryFn: ({ signal }) => fetchPreferences(signal) });

export const useUpdateSummaryPreferences = () =>
  useDomainMutation({ mutationFn: (choices: Choices) => updatePreferences(choices), events: ['summary_preference.updated'], success: 'summaries.saved' });

export const useSummaryDefaults = (districtId: number) => useQuery({ queryKey: qk.summaries.defaults(districtId), queryFn: ({ signal }) => fetchDefaults(districtId, signal) });

export const useUpdateSummaryDefaults = (districtId: number) =>
  useDomainMutation({ mutationFn: (choices: Choices) => updateDefaults(districtId, choices), events: ['summary_defaults.updated'], success: 'summaries.defaults.saved' });

/** What an unsubscribe link would turn off (reading it changes nothing); not retried: a bad link stays bad. */
export const useUnsubscribeToken = (token: string) =>
  useQuery({ queryKey: qk.summaries.token(token), queryFn: ({ signal }) => fetchUnsubscribeToken(token, signal), enabled: token !== '', retry: false });

/** The page shows the outcome itself (done, already used): no snackbar. */
export const useUnsubscribe = () => useDomainMutation({ mutationFn: (token: string) => postUnsubscribe(token), events: ['summary_preference.unsubscribed'], onError: () => true });
