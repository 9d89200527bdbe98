/**
 * The staff a meeting may invite: in a school (team, student and school meetings), its staff and its
 * district's district-level staff (the action tracker's people of a school, readable by anyone whose
 * scope holds the school); for a district's own meeting, the district-level staff. The server still
 * refuses anyone who may not see the meeting's subject.
 */
import type { Page } from '@ss/domain';
import type { TUser } from '@ss/domain/contracts/admin';
import { api } from '../../../lib/api.ts';
import { fetchActionPeople } from '../../actions/api.ts';

export interface Invitable {
  id: number;
  name: string;
}

export async function fetchMeetingPeople(where: { school: number } | { district: number }, signal?: AbortSignal): Promise<Invitable[]> {
  if ('school' in where) return (await fetchActionPeople(where.school, signal)).results;
  const page = await api.get<Page<TUser>>('users/', { district: where.district, user_type: ['district_admin', 'district_leader', 'district_staff'], all: true }, signal);
  return page.results.filter((u) => u.deactivated_at === null).map((u) => ({ id: u.id, name: u.full_name }));
}
