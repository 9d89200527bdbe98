/** Administration calls: districts and school accounts (super admins, district managers), super users, credentials. */
import type { Page, TDistrict, TSchool } from '@ss/domain';
import type { TUser } from '@ss/domain/contracts/admin';
import { api } from '../../lib/api.ts';

export interface DistrictInput {
  name?: string;
  francophone?: boolean;
  support_email?: string | null;
  time_zone?: string;
  suspended?: boolean;
  connected_district_ids?: number[];
}

export interface SchoolInput {
  district_id?: number;
  name?: string;
  status?: TSchool['status'];
  support_plan_enabled?: boolean;
}

export interface Credentials {
  user_id: number;
  email: string;
  has_password: boolean;
  password_changed_at: string | null;
  identities: { provider: 'google' | 'microsoft'; email_at_link: string; created_at: string }[];
  last_sign_in_at: string | null;
  active_sessions: number;
  agreed_version: number | null;
}

export const createDistrict = (body: DistrictInput) => api.post<TDistrict>('districts/', body);
export const updateDistrict = (id: number, body: DistrictInput) => api.patch<TDistrict>(`districts/${id}/`, body);
export const fetchAllDistricts = (signal?: AbortSignal) => api.get<Page<TDistrict>>('districts/', { all: true }, signal);
export const createSchool = (body: SchoolInput) => api.post<TSchool>('schools/', body);
export const updateSchool = (id: number, body: SchoolInput) => api.patch<TSchool>(`schools/${id}/`, body);

export const fetchSystemUsers = (page: number, search: string, signal?: AbortSignal) => api.get<Page<TUser>>('system_users/', { page, search: search || undefined }, signal);
export const inviteSystemUser = (body: { email: string; first_name: string; last_name: string }) => api.post<TUser>('system_users/', body);
export const fetchCredentials = (id: number, signal?: AbortSignal) => api.get<Credentials>(`users/${id}/credentials/`, undefined, signal);
export const sendPasswordLink = (id: number) => api.post<object>(`users/${id}/password_link/`, {});
export const fetchUser = (id: number, signal?: AbortSignal) => api.get<TUser>(`users/${id}/`, undefined, signal);
