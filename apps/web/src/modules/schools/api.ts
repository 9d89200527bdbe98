import type { Page, SchoolStatus, TSchool } from '@ss/domain';
import { api } from '../../lib/api.ts';

export interface SchoolListParams {
  page: number;
  district?: number;
  status?: SchoolStatus[];
  search?: string;
}

export function fetchSchools(params: SchoolListParams, signal?: AbortSignal): Promise<Page<TSchool>> {
  return api.get<Page<TSchool>>('schools/', { page: params.page, district: params.district, status: params.status, search: params.search }, signal);
}

/** The whole list (all=true), for pickers such as the school selection. */
export function fetchAllSchools(district: number | null, signal?: AbortSignal): Promise<Page<TSchool>> {
  return api.get<Page<TSchool>>('schools/', { all: true, district: district ?? undefined }, signal);
}

export function fetchSchool(id: number, signal?: AbortSignal): Promise<TSchool> {
  return api.get<TSchool>(`schools/${id}/`, undefined, signal);
}
