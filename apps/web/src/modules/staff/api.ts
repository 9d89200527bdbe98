/** Staff calls: scoped lists, all-or-nothing invitations, roles and deactivation. */
import type { Page, SchoolUserType, SupportPlanPermission, UserType } from '@ss/domain';
import type { TUser } from '@ss/domain/contracts/admin';
import { api } from '../../lib/api.ts';

export interface DistrictRoleInput {
  user_type: 'district_admin' | 'district_leader' | 'district_staff';
  is_liaison: boolean;
  can_add_edit_schools: boolean;
  can_add_edit_staff: boolean;
}

export interface SchoolRoleInput {
  school_id: number;
  user_type: SchoolUserType;
  support_plan_permission: SupportPlanPermission;
}

export interface Person {
  email: string;
  first_name?: string;
  last_name?: string;
}

export interface StaffListParams {
  page: number;
  search?: string;
  district?: number;
  school?: number;
  user_type?: UserType[];
}

export function fetchStaff(params: StaffListParams, signal?: AbortSignal): Promise<Page<TUser>> {
  return api.get<Page<TUser>>(
    'users/',
    { page: params.page, search: params.search || undefined, district: params.district, school: params.school, user_type: params.user_type, include_deactivated: true },
    signal,
  );
}

export const inviteStaff = (body: { district_id: number; people: Person[]; district_role: DistrictRoleInput | null; schools: SchoolRoleInput[] }) =>
  api.post<{ results: TUser[] }>('users/', body);

export interface UserUpdate {
  first_name?: string;
  last_name?: string;
  email?: string;
  district_role?: DistrictRoleInput | null;
  schools?: SchoolRoleInput[];
  deactivated?: boolean;
}

export const updateUser = (id: number, body: UserUpdate) => api.patch<TUser>(`users/${id}/`, body);
