import type { Page, TDistrict } from '@ss/domain';
import { api } from '../../lib/api.ts';

export interface DistrictListParams {
  page: number;
  search?: string;
}

export function fetchDistricts(params: DistrictListParams, signal?: AbortSignal): Promise<Page<TDistrict>> {
  return api.get<Page<TDistrict>>('districts/', { page: params.page, search: params.search }, signal);
}

export function fetchDistrict(id: number, signal?: AbortSignal): Promise<TDistrict> {
  return api.get<TDistrict>(`districts/${id}/`, undefined, signal);
}
