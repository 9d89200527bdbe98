/**
 * The student record (issue 4, section 2) as the API shows it and as forms send it.
 * Sub-resources (profile, alerts, data, imports, search, SIS) have contract files of their own.
 */
import { z } from 'zod';
import { GENDERS, INFORMATION_ENTRY_TYPES, STUDENT_STATUSES } from '../enums.ts';
import { MSG, zText } from '../validation.ts';

export const STUDENT_NUMBER_MAX = 32;
export const STUDENT_NAME_MAX = 100;

/** A teacher as shown beside a student. */
export const ZStudentTeacher = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });

export const ZStudent = z.object({
  id: z.number().int(),
  district_id: z.number().int(),
  school_id: z.number().int(),
  school_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  grade: z.string(),
  gender: z.enum(GENDERS),
  student_number: z.string(),
  sis_number: z.string().nullable(),
  status: z.enum(STUDENT_STATUSES),
  graduated_year: z.number().int().nullable(),
  archive_date: z.string().nullable(),
  information_entry_type: z.enum(INFORMATION_ENTRY_TYPES),
  teachers: z.array(ZStudentTeacher),
  has_picture: z.boolean(),
  version: z.number().int(),
  /** What the actor may do with this student (the UI reads these; it never re-derives rules). */
  abilities: z.object({
    update: z.boolean(),
    change_status: z.boolean(),
    delete: z.boolean(),
  }),
});
export type TStudent = z.infer<typeof ZStudent>;

/** Fields a person types for a student (add-student, edit); the school comes from the URL or body. */
export const ZStudentFields = z.object({
  first_name: zText(STUDENT_NAME_MAX),
  last_name: zText(STUDENT_NAME_MAX),
  grade: zText(16),
  gender: z.enum(GENDERS, { error: MSG.required }),
  student_number: zText(STUDENT_NUMBER_MAX),
  sis_number: z.string().trim().max(STUDENT_NUMBER_MAX, MSG.maxLength).nullable().optional(),
});
export type TStudentFields = z.infer<typeof ZStudentFields>;
