/** Calls of sessions under the user's control (issue 24, section 5). */
import type { TSessionsEnded, TUserSessionList } from '@ss/domain/contracts/sessions';
import { api } from '../../lib/api.ts';

export const fetchMySessions = (signal?: AbortSignal) => api.get<TUserSessionList>('sessions/', undefined, signal);
export const endSession = (id: string) => api.delete<void>(`sessions/${id}/`);
export const endOtherSessions = () => api.post<TSessionsEnded>('sessions/end_others/', {});
export const endUserSessions = (userId: number) => api.post<TSessionsEnded>(`users/${userId}/end_sessions/`, {});
