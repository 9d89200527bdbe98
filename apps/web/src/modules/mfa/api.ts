/** The second factor's API (issue 24, section 4): /api/v1/mfa/. */
import type { TMfaEnrolled, TMfaStatus, TMfaVerify, TRecoveryCodes, TTotpStarted } from '@ss/domain';
import { api, apiRequest } from '../../lib/api.ts';

export const fetchMfaStatus = (signal?: AbortSignal) => api.get<TMfaStatus>('mfa/', undefined, signal);
export const startTotp = () => api.post<TTotpStarted>('mfa/totp/');
export const confirmTotp = (body: { factor_id: number; code: string; label?: string }) => api.post<TMfaEnrolled>('mfa/totp/confirm/', body);
export const passkeyRegistrationOptions = () => api.post<Record<string, unknown>>('mfa/webauthn/registration/options/');
export const registerPasskey = (body: { response: Record<string, unknown>; label?: string }) => api.post<TMfaEnrolled>('mfa/webauthn/registration/', body);
export const passkeySignInOptions = () => api.post<Record<string, unknown>>('mfa/webauthn/authentication/options/');
export const verifySecondFactor = (body: TMfaVerify) => api.post<{ verified: true }>('mfa/verify/', body);
export const removeFactor = (id: number, body: { password?: string }) => apiRequest<void>('DELETE', `mfa/factors/${id}/`, { body });
export const regenerateRecoveryCodes = (body: { password?: string }) => api.post<TRecoveryCodes>('mfa/recovery_codes/', body);
