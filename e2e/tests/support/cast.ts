/**
 * The demo cast (seeded by the server with DEMO=1) and where each one lands after
 * sign-in. Every account's password is DEMO_PASSWORD.
 */
export const DEMO_PASSWORD = 'demo-password';

export const DISTRICT_EN = 'Prairie Creek School Division';
export const DISTRICT_FR = 'Conseil scolaire des Rivières';
export const SCHOOL_ASPEN = 'Aspen Grove Elementary';
export const SCHOOL_RIVERBEND = 'Riverbend Middle School';
export const SCHOOL_SUSPENDED = 'Maple Hollow School';

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
  super: { key: 'super', email: 'super@demo.test', fullName: 'Alex Morgan', lands: /\/admin$/, heading: 'System statistics overview', role: 'Super Admin' },
  districtAdmin: { key: 'districtAdmin', email: 'district.admin@demo.test', fullName: 'Dana Whitfield', lands: /\/district\/\d+$/, heading: DISTRICT_EN, role: 'District Admin' },
  districtLeader: { key: 'districtLeader', email: 'district.leader@demo.test', fullName: 'Leo Fraser', lands: /\/district\/\d+$/, heading: DISTRICT_EN, role: 'District Leader' },
  districtStaff: { key: 'districtStaff', email: 'district.staff@demo.test', fullName: 'Priya Natarajan', lands: /\/district\/\d+$/, heading: DISTRICT_EN, role: 'District Staff' },
  schoolAdmin: { key: 'schoolAdmin', email: 'school.admin@demo.test', fullName: 'Grace Okafor', lands: /\/school\/\d+\/\d+$/, heading: SCHOOL_ASPEN, role: 'School Admin' },
  schoolLeader: { key: 'schoolLeader', email: 'school.leader@demo.test', fullName: 'Marcus Bell', lands: /\/school\/\d+\/\d+$/, heading: SCHOOL_ASPEN, role: 'School Leader' },
  teacher: { key: 'teacher', email: 'teacher@demo.test', fullName: 'Hannah Lee', lands: /\/school\/\d+\/\d+$/, heading: SCHOOL_ASPEN, role: 'School Teacher' },
  schoolStaff: { key: 'schoolStaff', email: 'school.staff@demo.test', fullName: 'Omar Haddad', lands: /\/school\/\d+\/\d+$/, heading: SCHOOL_ASPEN, role: 'School Staff' },
  multiTeacher: { key: 'multiTeacher', email: 'multi.teacher@demo.test', fullName: 'Ben Carter', lands: /\/school\/\d+\/select-school$/, heading: 'Select school', role: 'School Teacher' },
  suspendedTeacher: {
    key: 'suspendedTeacher',
    email: 'suspended.teacher@demo.test',
    fullName: 'Ruth Nakamura',
    lands: /\/school\/\d+\/\d+$/,
    heading: "School account you're trying to access is suspended",
    role: 'School Teacher',
  },
  frAdmin: {
    key: 'frAdmin',
    email: 'fr.admin@demo.test',
    fullName: 'Émilie Gagnon',
    lands: /\/district\/\d+$/,
    heading: DISTRICT_FR,
    role: 'Administrateur du conseil',
  },
} satisfies Record<string, Account>;

export type AccountKey = keyof typeof ACCOUNTS;
