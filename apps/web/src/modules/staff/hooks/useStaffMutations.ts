/** The staff screens' writes: changes to one account (names, roles, e-mail, deactivation) and invitations. */
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import { inviteStaff, updateUser, type UserUpdate } from '../api.ts';

export const useUpdateUser = (userId: number, fields: string[] = []) =>
  useDomainMutation({
    mutationFn: (body: UserUpdate) => updateUser(userId, body),
    events: (_u, body) => [body.deactivated === undefined ? 'user.updated' : body.deactivated ? 'user.deactivated' : 'user.reactivated'],
    success: 'Updated',
    fields,
  });

/** Invitations of district and school staff (one or many people, from the form or a CSV). */
export const useInviteStaff = () =>
  useDomainMutation({
    mutationFn: inviteStaff,
    events: ['user.invited'],
    success: (t, answer) => t('staff.invited', { count: answer.results.length }),
    fields: ['people', 'schools', 'district_role'],
  });
