import { api } from '../../lib/api.ts';

/** GET /api/v1/statistics/ (super admins). */
export interface SystemStatistics {
  districts: number;
  schools: number;
  users: number;
  active_sessions: number;
  sign_ins_last_7_days: number;
}

export const statisticsKey = ['statistics'] as const;

export function fetchStatistics(signal?: AbortSignal): Promise<SystemStatistics> {
  return api.get<SystemStatistics>('statistics/', undefined, signal);
}
