/**
 * The demo cast (seeded by the server with DEMO=1) and where each one lands after
 * sign-in. Every account's password is DEMO_PASSWORD.
 */
// The names and password come from the seed itself, so the two cannot drift apart.
import { CAST, DISTRICT_EN, DISTRICT_FR, SCHOOL_ASPEN } from '@ss/db/seed/cast';

export { DEMO_PASSWORD, DISTRICT_EN, DISTRICT_FR, SCHOOL_ASPEN, SCHOOL_RIVERBEND, SCHOOL_SUSPENDED } from '@ss/db/seed/cast';

export interface Account {
  key: string;
  email: string;
  fullName: string;
  /** The workspace URL the user lands on. */
  lands: RegExp;
  /** A heading that is visible once landed. */
  heading: string | RegExp;
  role: string;
}

export const ACCOUNTS = {
  super: { key: 'super', email: CAST.super, fullName: 'Alex Morgan', lands: /\/admin$/, heading: 'System statistics overview', role: 'Super Admin' },
  districtAdmin: { key: 'districtAdmin', email: CAST.districtAdmin, fullName: 'Dana Whitfield', lands: /\/district\/\d+$/, heading: DISTRICT_EN, role: 'District Admin' },
  districtLeader: { key: 'districtLeader', email: CAST.districtLeader, fullName: 'Leo Fraser', lands: /\/district\/\d+$/, heading: DISTRICT_EN, role: 'District Leader' },
  districtStaff: { key: 'districtStaff', email: CAST.districtStaff, fullName: 'Priya Natarajan', lands: /\/district\/\d+$/, heading: DISTRICT_EN, role: 'District Staff' },
  schoolAdmin: { key: 'schoolAdmin', email: CAST.schoolAdmin, fullName: 'Grace Okafor', lands: /\/school\/\d+\/\d+$/, heading: SCHOOL_ASPEN, role: 'School Admin' },
  schoolLeader: { key: 'schoolLeader', email: CAST.schoolLeader, fullName: 'Marcus Bell', lands: /\/school\/\d+\/\d+$/, heading: SCHOOL_ASPEN, role: 'School Leader' },
  teacher: { key: 'teacher', email: CAST.teacher, fullName: 'Hannah Lee', lands: /\/school\/\d+\/\d+$/, heading: SCHOOL_ASPEN, role: 'School Teacher' },
  schoolStaff: { key: 'schoolStaff', email: CAST.schoolStaff, fullName: 'Omar Haddad', lands: /\/school\/\d+\/\d+$/, heading: SCHOOL_ASPEN, role: 'School Staff' },
  multiTeacher: { key: 'multiTeacher', email: CAST.multiTeacher, fullName: 'Ben Carter', lands: /\/school\/\d+\/select-school$/, heading: 'Select school', role: 'School Teacher' },
  suspendedTeacher: {
    key: 'suspendedTeacher',
    email: CAST.suspendedTeacher,
    fullName: 'Ruth Nakamura',
    lands: /\/school\/\d+\/\d+$/,
    heading: "School account you're trying to access is suspended",
    role: 'School Teacher',
  },
  frAdmin: {
    key: 'frAdmin',
    email: CAST.frAdmin,
    fullName: 'Émilie Gagnon',
    lands: /\/district\/\d+$/,
    heading: DISTRICT_FR,
    role: 'Administrateur du conseil',
  },
} satisfies Record<string, Account>;

export type AccountKey = keyof typeof ACCOUNTS;
