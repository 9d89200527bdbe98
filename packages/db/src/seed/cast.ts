/**
 * The named test cast: demo accounts shared by the demo seed, the API tests and
 * the browser tests. Every account's password is DEMO_PASSWORD (demo mode only).
 */
export const DEMO_PASSWORD = 'demo-password';

export const DISTRICT_EN = 'Prairie Creek School Division';
export const DISTRICT_FR = 'Conseil scolaire des Rivières';
export const SCHOOL_ASPEN = 'Aspen Grove Elementary';
export const SCHOOL_RIVERBEND = 'Riverbend Middle School';
export const SCHOOL_SUSPENDED = 'Maple Hollow School';
export const SCHOOL_FR_1 = 'École Les Trois-Ponts';
export const SCHOOL_FR_2 = 'École secondaire Beauséjour';

export const CAST = {
  super: 'super@demo.test',
  districtAdmin: 'district.admin@demo.test',
  districtLeader: 'district.leader@demo.test',
  districtStaff: 'district.staff@demo.test',
  schoolAdmin: 'school.admin@demo.test',
  schoolLeader: 'school.leader@demo.test',
  teacher: 'teacher@demo.test',
  schoolStaff: 'school.staff@demo.test',
  multiTeacher: 'multi.teacher@demo.test',
  suspendedTeacher: 'suspended.teacher@demo.test',
  frAdmin: 'fr.admin@demo.test',
  frTeacher: 'fr.teacher@demo.test',
} as const;
export type CastMember = keyof typeof CAST;
