/**
 * Invites one or many staff members into a district, all or nothing: if any
 * address is invalid or already used, nobody is created ("Some of emails are
 * already used or are invalid"). Each new person gets a single-use link to set
 * their first password; nobody is given a password.
 */
import { SOME_EMAILS_INVALID, type TInviteUsers } from '@ss/domain';
import type { Database } from '@ss/db';
import type { ServiceContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { fieldError, forbidden, HttpError, notFound } from '../../lib/errors.ts';
import { districtPolicy } from '../../policies/tenancy.policy.ts';
import { manageableSchoolIds, userPolicy } from '../../policies/users.policy.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { emailsInUse, insertUser, replaceSchoolRoles, schoolIdsOfDistrict, schoolsByIds, setDistrictMembership } from '../../repositories/staff.repository.ts';
import { schoolSuspended } from '../../lib/suspension.ts';
import { getDistrict } from '../../repositories/tenancy.repository.ts';
import { auditActor } from '../audit-actor.ts';
import { issuePasswordLink } from '../auth/issue-password-link.ts';
import { highestSchoolRole } from './school-roles.ts';

export async function inviteUsers(ctx: ServiceContext, input: TInviteUsers): Promise<number[]> {
  const actor = ctx.auth!.actor;
  if (!userPolicy.invite(actor)) throw forbidden();
  if (!(await getDistrict(ctx.db, scopeOf(actor), input.district_id))) throw notFound();

  if (input.district_role) {
    if (!districtPolicy.manageStaff(actor, input.district_id)) throw forbidden();
    if (input.district_role.user_type === 'district_admin' && !districtPolicy.grantDistrictAdmin(actor, input.district_id)) throw forbidden();
  }
  const districtSchools = await schoolIdsOfDistrict(ctx.db, input.district_id);
  const manageable = manageableSchoolIds(actor, input.district_id, districtSchools);
  for (const s of input.schools) {
    if (!districtSchools.includes(s.school_id)) throw notFound();
    if (!manageable.includes(s.school_id)) throw forbidden();
  }
  if (!actor.is_super && (await schoolsByIds(ctx.db, input.schools.map((s) => s.school_id))).some((s) => s.suspended_at)) throw schoolSuspended();
  if (!input.district_role && manageable.length === 0) throw forbidden();

  const emails = input.people.map((p) => p.email);
  if ((await emailsInUse(ctx.db, emails)).length) {
    throw new HttpError(400, 'validation', SOME_EMAILS_INVALID, { people: { message: SOME_EMAILS_INVALID } });
  }

  const inviter = `${actor.first_name} ${actor.last_name}`.trim();
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const ids: number[] = [];
    for (const person of input.people) {
      let user;
      try {
        user = await insertUser(tx, {
          email: person.email,
          first_name: person.first_name || person.email.split('@')[0]!,
          last_name: person.last_name,
          district_level: input.district_role !== null,
        });
      } catch {
        // Taken between the check and the insert by someone else.
        throw fieldError('people', SOME_EMAILS_INVALID);
      }
      const role = input.district_role;
      await setDistrictMembership(tx, user.id, input.district_id, {
        user_type: role ? role.user_type : highestSchoolRole(input.schools),
        is_liaison: role?.is_liaison ?? false,
        can_add_edit_schools: role?.user_type === 'district_leader' ? role.can_add_edit_schools : false,
        can_add_edit_staff: role?.user_type === 'district_leader' ? role.can_add_edit_staff : false,
      });
      await replaceSchoolRoles(tx, user.id, [], input.schools);
      await issuePasswordLink({ ...ctx, db: tx }, { userId: user.id, purpose: 'invite', invitedBy: inviter });
      await recordAudit(tx, {
        ...auditActor(ctx),
        action: 'user.invited',
        district_id: input.district_id,
        target_type: 'user',
        target_id: String(user.id),
        details: { after: { email: user.email, district_role: role?.user_type ?? null, schools: input.schools } },
      });
      ids.push(user.id);
    }
    return ids;
  });
}
