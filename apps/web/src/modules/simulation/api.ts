import type { Page } from '@ss/domain/contracts/common';
import type { TSimulationState, TUser } from '@ss/domain/contracts/admin';
import { api } from '../../lib/api.ts';

export const SIMULATED_USER_KEY = 'simulatedUserId';

export function fetchSimulation(signal?: AbortSignal): Promise<TSimulationState> {
  return api.get<TSimulationState>('simulate/', undefined, signal);
}

export function startSimulation(userId: number): Promise<{ token: string }> {
  return api.post<{ token: string }>('simulate/', { user_id: userId });
}

export function stopSimulation(): Promise<{ token: string }> {
  return api.delete<{ token: string }>('simulate/');
}

export interface UserSearchParams {
  search: string;
  page: number;
}

export function fetchUsers(params: UserSearchParams, signal?: AbortSignal): Promise<Page<TUser>> {
  return api.get<Page<TUser>>('users/', { search: params.search || undefined, page: params.page }, signal);
}

/** The simulated user id this browser believes in (spec section 4), shared by its tabs. */
export function storedSimulatedId(): string | null {
  try {
    return window.localStorage.getItem(SIMULATED_USER_KEY);
  } catch {
    return null;
  }
}

export function storeSimulatedId(id: number | null): void {
  try {
    if (id === null) window.localStorage.removeItem(SIMULATED_USER_KEY);
    else window.localStorage.setItem(SIMULATED_USER_KEY, String(id));
  } catch {
    // Without storage the other tabs are simply not told.
  }
}
