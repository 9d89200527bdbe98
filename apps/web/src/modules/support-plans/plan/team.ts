/**
 * The support team's rules of thumb in the home part's editor (issue 20): a member whose role is a parent's or a
 * guardian's is not the school's staff, so choosing such a role unticks "Staff of the school" (and another role
 * ticks it again); the user may still change the box. Roles are the district's list items, known by their labels
 * in either language (the list has no code for them).
 */
import type { TSupportPlan } from '@ss/domain';

type Member = TSupportPlan['home']['team'][number];
type Role = { key: number; label_en: string; label_fr: string };

const FAMILY = /\b(parent|parents|guardian|tuteur|tutrice|tuteurs|famille|family|mother|father|mère|père)\b/iu;

/** A role held by the student's family rather than the school's staff. */
export const isFamilyRole = (role: Pick<Role, 'label_en' | 'label_fr'> | undefined): boolean => !!role && (FAMILY.test(role.label_en) || FAMILY.test(role.label_fr));

/** A new member: the first role, staff of the school unless that role is the family's. */
export function newMember(roles: Role[]): Member {
  const role = roles[0];
  return { name: '', role_key: role?.key ?? 0, inside: !isFamilyRole(role), user_id: null };
}

/** The member with another role: the staff box follows it (unticked for a parent or guardian). */
export function withRole(member: Member, roleKey: number, roles: Role[]): Member {
  return { ...member, role_key: roleKey, inside: !isFamilyRole(roles.find((r) => r.key === roleKey)) };
}
