import type { TCredentials, TUser } from '@ss/domain';
import type { identitiesOfUser, Memberships, UserRow } from '../repositories/staff.repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `abilities`: what the caller may do with them, as the route asked users.policy. */
export function presentUser(user: UserRow, m: Memberships, abilities: TUser['abilities']): TUser {
  return {
    id: user.id,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: `${user.first_name} ${user.last_name}`.trim() || user.email,
    is_super: user.is_super,
    district_level: user.district_level,
    deactivated_at: iso(user.deactivated_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    invitation_pending: !user.password_hash && !m.hasIdentity,
    district: m.district,
    schools: m.schools.map(({ id, name, user_type, support_plan_permission }) => ({ id, name, user_type, support_plan_permission })),
    abilities,
  };
}

/** How a user signs in (super admins' credentials page): never the password hash itself, only whether there is one. */
export function presentCredentials(user: UserRow, identities: Awaited<ReturnType<typeof identitiesOfUser>>, activeSessions: number): TCredentials {
  return {
    user_id: user.id,
    email: user.email,
    has_password: user.password_hash !== null,
    password_changed_at: user.password_changed_at?.toISOString() ?? null,
    identities: identities.map((i) => ({ provider: i.provider, email_at_link: i.email_at_link, created_at: i.created_at.toISOString() })),
    last_sign_in_at: user.last_sign_in_at?.toISOString() ?? null,
    active_sessions: activeSessions,
    agreed_version: user.agreed_version,
  };
}
