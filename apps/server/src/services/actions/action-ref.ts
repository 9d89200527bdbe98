/** What actions.policy reads of an action as the repository found it. */
import type { ActionRef } from '../../policies/actions.policy.ts';
import type { ActionListRow } from '../../repositories/actions.repository.ts';

export const actionRef = (a: ActionListRow['action']): ActionRef => ({
  district_id: a.district_id,
  school_id: a.school_id,
  responsible_id: a.responsible_id,
  created_by: a.created_by,
  status: a.status,
});
