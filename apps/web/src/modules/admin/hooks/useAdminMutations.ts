/** The administration screens' writes: districts, schools, system users, password links. */
import { qk } from '../../../lib/query-keys.ts';
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import { createDistrict, createSchool, inviteSystemUser, sendPasswordLink, updateDistrict, updateSchool, type DistrictInput, type SchoolInput } from '../api.ts';

export const useCreateDistrict = () => useDomainMutation({ mutationFn: createDistrict, events: ['district.created'], success: 'Created', fields: ['name', 'support_email'] });

export const useUpdateDistrict = (id: number) =>
  useDomainMutation({
    mutationFn: (values: DistrictInput) => updateDistrict(id, values),
    events: (_d, values) => ['suspended' in values ? (values.suspended ? 'district.suspended' : 'district.unsuspended') : 'district.updated'],
    update: (client, district) => client.setQueryData(qk.districts.one(id), district),
    success: 'Updated',
    fields: ['name', 'support_email', 'connected_district_ids'],
  });

export const useCreateSchool = (districtId: number) =>
  useDomainMutation({
    mutationFn: (name: string) => createSchool({ district_id: districtId, name }),
    events: ['school.created'],
    success: 'Created',
    fields: ['name'],
  });

export const useUpdateSchool = (id: number, fields: string[] = ['name']) =>
  useDomainMutation({
    mutationFn: (values: SchoolInput) => updateSchool(id, values),
    events: ['school.updated', 'school.account_changed'],
    update: (client, school) => client.setQueryData(qk.schools.one(id), school),
    success: 'Updated',
    fields,
  });

export const useInviteSystemUser = () =>
  useDomainMutation({ mutationFn: inviteSystemUser, events: ['user.invited'], success: 'Created', fields: ['email', 'first_name', 'last_name'] });

export const useSendPasswordLink = (userId: number) =>
  useDomainMutation({ mutationFn: () => sendPasswordLink(userId), events: ['user.password_link_sent'], success: 'credentials.linkSent' });
