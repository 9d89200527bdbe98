/** The caller's sessions and their ending; an admin ending all of a user's sessions (issue 24, section 5). */
import { useQuery } from '@tanstack/react-query';
import { qk } from '../../lib/query-keys.ts';
import { useDomainMutation } from '../../lib/useDomainMutation.ts';
import { endOtherSessions, endSession, endUserSessions, fetchMySessions } from './api.ts';

export const useMySessions = () => useQuery({ queryKey: qk.sessions.mine, queryFn: ({ signal }) => fetchMySessions(signal) });

export const useEndSession = () => useDomainMutation({ mutationFn: (id: string) => endSession(id), events: ['auth.sessions_ended'], success: 'sessions.ended' });

export const useEndOtherSessions = () =>
  useDomainMutation({ mutationFn: () => endOtherSessions(), events: ['auth.sessions_ended'], success: (t, data) => t('sessions.endedOthers', { count: data.ended }) });

export const useEndUserSessions = (userId: number) =>
  useDomainMutation({ mutationFn: () => endUserSessions(userId), events: ['auth.sessions_ended'], success: (t, data) => t('sessions.endedForUser', { count: data.ended }) });
