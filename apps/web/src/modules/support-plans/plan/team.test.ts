import { describe, expect, it } from 'vitest';
import { isFamilyRole, newMember, withRole } from './team.ts';

const roles = [
  { key: 1, label_en: 'Classroom teacher', label_fr: 'Enseignant titulaire' },
  { key: 4, label_en: 'Parent or guardian', label_fr: 'Parent ou tuteur' },
  { key: 5, label_en: '', label_fr: 'Tutrice légale' },
];

describe('support team: the staff box follows the role', () => {
  it('knows a family role by its label in either language', () => {
    expect(roles.map(isFamilyRole)).toEqual([false, true, true]);
    expect(isFamilyRole({ label_en: 'Transparent process lead', label_fr: 'Apparentée' })).toBe(false);
    expect(isFamilyRole(undefined)).toBe(false);
  });

  it('unticks "Staff of the school" when a parent or guardian role is chosen, ticks it back for another role', () => {
    const member = { name: 'Marie-Ève Anderson-Bérubé', role_key: 1, inside: true, user_id: null };
    const parent = withRole(member, 4, roles);
    expect(parent).toEqual({ ...member, role_key: 4, inside: false });
    expect(withRole(parent, 1, roles)).toEqual({ ...member, role_key: 1, inside: true });
  });

  it('adds a member as staff unless the first role is the family’s', () => {
    expect(newMember(roles).inside).toBe(true);
    expect(newMember([roles[1]!, roles[0]!])).toEqual({ name: '', role_key: 4, inside: false, user_id: null });
  });
});
