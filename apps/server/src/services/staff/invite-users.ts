/**
 * Invites one or many staff members into a district, all or nothing: if any
 * address is invalid or already used, nobody is created ("Some of emails are
 * already used or are invalid"). Each new person gets a single-use link to set
 * their first password; nobody is given a password.
 *
 * "Already used" means used by someone the inviter can see (their district; anyone for a super
 * admin). An address held by an account elsewhere answers exactly like a new one, so an inviter
 * cannot learn who has an account in another district: nobody is created for it and the
 * account's owner is told by e-mail that someone tried to invite them.
 */
import { chooseLanguage, SOME_EMAILS_INVALID, translate, type TInviteUsers } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { districtPolicy } from '../../policies/tenancy.policy.ts';
import { userPolicy } from '../../policies/users.policy.ts';
import { emit } from '../emit.ts';
import { accountsByEmail, insertUser, replaceSchoolRoles, setDistrictMembership } from '../../repositories/staff.repository.ts';
import { getDistrict } from '../../repositories/tenancy.repository.ts';
import { issuePasswordLink } from '../auth/issue-password-link.ts';
import { checkGrantableSchools, highestSchoolRole } from './school-roles.ts';
import { loadActor } from '../../repositories/users.repository.ts';
import { queueEmail } from '../email/queue-email.ts';

export async function inviteUsers(ctx: AuthedContext, input: TInviteUsers): Promise<number[]> {
  const actor = ctx.actor;
  authorize(userPolicy.invite, actor);
  if (!(await getDistrict(ctx.db, scopeOf(actor), input.district_id))) throw notFound();

  if (input.district_role) {
    authorize(districtPolicy.manageStaff, actor, input.district_id);
    authorize(userPolicy.grantDistrictRole, actor, input.district_id, input.district_role);
  }
  const manageable = await checkGrantableSchools(
    ctx.db,
    actor,
    input.district_id,
    input.schools.map((s) => s.school_id),
  );
  authorize(userPolicy.inviteWithRoles, actor, !!input.district_role, manageable);

  const emails = input.people.map((p) => p.email);
  const taken = await accountsByEmail(ctx.db, emails, input.district_id);
  if (taken.some((t) => actor.is_super || t.inDistrict)) {
    throw new HttpError(400, 'validation', SOME_EMAILS_INVALID, { people: { message: SOME_EMAILS_INVALID } });
  }
  const elsewhere = new Map(taken.map((t) => [t.email, t.id]));

  const inviter = `${actor.first_name} ${actor.last_name}`.trim();
  return ctx.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const person of input.people) {
      const existing = elsewhere.get(person.email);
      if (existing !== undefined) {
        await tellExistingAccount({ ...ctx, db: tx }, existing, inviter);
        continue;
      }
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
      await emit(tx, ctx, {
        type: 'user.invited',
        district_id: input.district_id,
        target: { type: 'user', id: user.id },
        details: { after: { email: user.email, district_role: role?.user_type ?? null, schools: input.schools } },
      });
      ids.push(user.id);
    }
    return ids;
  });
}

/** The owner of an address someone tried to invite hears of it (the inviter is told nothing different). */
async function tellExistingAccount(ctx: AuthedContext, userId: number, inviter: string) {
  const user = await loadActor(ctx.db, userId);
  if (!user) return;
  const lang = chooseLanguage({ user });
  const app = translate(lang, 'app.name');
  await queueEmail(ctx.db, ctx.jobs, {
    to: user.email,
    subject: translate(lang, 'email.inviteExisting.subject', { app }),
    text: translate(lang, 'email.inviteExisting.body', { app, name: user.first_name, inviter: inviter || app }),
  });
}
