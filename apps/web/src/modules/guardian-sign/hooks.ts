/** A guardian's signature link (issue 24, section 1): the plan it opens, signing, declining. */
import { useQuery } from '@tanstack/react-query';
import type { Language } from '@ss/domain';
import { qk } from '../../lib/query-keys.ts';
import { useDomainMutation } from '../../lib/useDomainMutation.ts';
import { declineGuardianPlan, fetchGuardianPlan, signGuardianPlan } from './api.ts';

/**
 * The plan in the language the school chose (the first read, which also switches the page to it: `onLanguage`),
 * then in the page's language when the guardian switches. Each read is audited: no refetch on focus.
 */
export function useGuardianPlan(token: string, language: Language, onLanguage: (lang: Language) => void) {
  const first = useQuery({
    queryKey: qk.guardianSign.plan(token, null),
    queryFn: async ({ signal }) => {
      const plan = await fetchGuardianPlan(token, null, signal);
      onLanguage(plan.language);
      return plan;
    },
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  const other = first.data !== undefined && first.data.language !== language;
  const switched = useQuery({
    queryKey: qk.guardianSign.plan(token, language),
    queryFn: ({ signal }) => fetchGuardianPlan(token, language, signal),
    enabled: other,
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  return other ? switched : first;
}

/** The page shows the outcome and any refusal itself: no snackbar. */
export const useGuardianSign = (token: string) =>
  useDomainMutation({ mutationFn: (fullName: string) => signGuardianPlan(token, fullName), events: ['support_plan.signed'], onError: () => true });

export const useGuardianDecline = (token: string) =>
  useDomainMutation({ mutationFn: (comment: string) => declineGuardianPlan(token, comment), events: ['support_plan.guardian_declined'], onError: () => true });
