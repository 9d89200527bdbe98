import type { TChangePasswordRequest, TPasswordLinkInfo, TSetPasswordRequest } from '@ss/domain/contracts/identity';
import { api } from '../../lib/api.ts';

export function requestPasswordReset(email: string): Promise<unknown> {
  return api.post('users/password/forgot/', { email });
}

export function fetchPasswordLink(token: string, signal?: AbortSignal): Promise<TPasswordLinkInfo> {
  return api.get<TPasswordLinkInfo>('users/password/', { token }, signal);
}

export function setPasswordWithLink(body: TSetPasswordRequest): Promise<void> {
  return api.post<void>('users/password/', body);
}

export function changePassword(body: TChangePasswordRequest): Promise<void> {
  return api.patch<void>('users/password/', body);
}
