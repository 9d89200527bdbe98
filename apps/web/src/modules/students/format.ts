import type { TStudent } from '@ss/domain';

export const fullName = (s: { first_name: string; last_name: string }) => `${s.first_name} ${s.last_name}`.trim();
/** Roster order: last name first. */
export const listName = (s: { first_name: string; last_name: string }) => `${s.last_name}, ${s.first_name}`;
export const teacherNames = (s: TStudent) => s.teachers.map(fullName).join(', ');
export const profilePath = (districtId: number, schoolId: number, studentId: number) => `/school/${districtId}/${schoolId}/students/profile/${studentId}`;
export const GENDER_LABEL = { male: 'students.gender.male', female: 'students.gender.female', other: 'students.gender.other' } as const;
