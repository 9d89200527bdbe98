import type { TStatistics } from '@ss/domain/contracts/system';
import { api } from '../../lib/api.ts';

/** GET /api/v1/statistics/ (super admins): the shared contract's shape. */
export type SystemStatistics = TStatistics;

export function fetchStatistics(signal?: AbortSignal): Promise<SystemStatistics> {
  return api.get<SystemStatistics>('statistics/', undefined, signal);
}
