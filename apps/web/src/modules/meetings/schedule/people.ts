/**
 * The staff a meeting may invite, as the server checks them (meetings.repository eligibleAttendeeIds):
 * for a team or student meeting in a school, its staff and its district's district-level staff (the
 * action tracker's people of a school, readable by anyone whose scope holds the school); for a school
 * meeting, the school's admins and leaders and the district-level staff; for a district's own meeting,
 * the district-level staff.
 */
import type { Page } from '@ss/domain';
import type { TUser } from '@ss/domain/contracts/admin';
import { api } from '../../../lib/api.ts';
import { fetchActionPeople } from '../../actions/api.ts';

export interface Invitable {
  id: number;
  name: string;
}

export type PeopleWhere = { school: number; leaders?: { district: number } } | { district: number };

const usersOf = async (params: Record<string, unknown>, signal?: AbortSignal): Promise<Invitable[]> => {
  const page = await api.get<Page<TUser>>('users/', { ...params, all: true }, signal);
  return page.results.filter((u) => u.deactivated_at === null).map((u) => ({ id: u.id, name: u.full_name }));
};

const districtStaff = (district: number, signal?: AbortSignal) => usersOf({ district, user_type: ['district_admin', 'district_leader', 'district_staff'] }, signal);

export async function fetchMeetingPeople(where: PeopleWhere, signal?: AbortSignal): Promise<Invitable[]> {
  if (!('school' in where)) return districtStaff(where.district, signal);
  if (!where.leaders) return (await fetchActionPeople(where.school, signal)).results;
  const [leaders, staff] = await Promise.all([
    usersOf({ school: where.school, user_type: ['school_admin', 'school_leader'] }, signal),
    districtStaff(where.leaders.district, signal),
  ]);
  const seen = new Set<number>();
  return [...leaders, ...staff].filter((p) => !seen.has(p.id) && seen.add(p.id)).sort((a, b) => a.name.localeCompare(b.name));
}
