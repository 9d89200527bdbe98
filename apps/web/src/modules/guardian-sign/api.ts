/** A guardian's signature link (issue 24, section 1): no session, the token is the credential. */
import type { Language, TGuardianAnswer, TGuardianPlanView } from '@ss/domain';
import { api } from '../../lib/api.ts';

export const fetchGuardianPlan = (token: string, lang: Language | null, signal?: AbortSignal) =>
  api.get<TGuardianPlanView>('guardian_sign/', lang ? { token, lang } : { token }, signal);
export const signGuardianPlan = (token: string, fullName: string) => api.post<TGuardianAnswer>('guardian_sign/sign/', { token, full_name: fullName, consent: true });
export const declineGuardianPlan = (token: string, comment: string) => api.post<TGuardianAnswer>('guardian_sign/decline/', { token, comment });
/** The PDF's address (a plain link: the browser downloads it). */
export const guardianPdfUrl = (token: string, lang: Language) => `/api/v1/guardian_sign/pdf/?${new URLSearchParams({ token, lang }).toString()}`;
