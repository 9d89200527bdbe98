/**
 * The student record (issue 4, section 2) as the API shows it and as forms send it.
 * Sub-resources (profile, alerts, data, imports, search, SIS) have contract files of their own.
 */
import { z } from 'zod';
import { GENDERS, INFORMATION_ENTRY_TYPES, STUDENT_STATUSES } from '../enums.ts';
import { MSG, zId, zIdValue, zInt, zText } from '../validation.ts';
import { ZPageQuery } from './common.ts';

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

// Roster API (issue 4, sections 2 and 5) ------------------------------------------

const zIdQuery = zId;
const zList = <T extends z.ZodType>(item: T) => z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.infer<T>[]);

export const STUDENT_SORTS = ['last_name', 'first_name', 'grade', 'student_number'] as const;
export type StudentSort = (typeof STUDENT_SORTS)[number];
/** At most this many ids in one bulk request (a school's roster fits easily). */
export const STUDENT_BULK_MAX = 1000;

export const ZStudentListQuery = ZPageQuery.extend({
  school: zIdQuery().optional(),
  district: zIdQuery().optional(),
  // Both spellings, so `status=a&status=b` and `status[]=a` read the same.
  status: zList(z.enum(STUDENT_STATUSES)).optional(),
  'status[]': zList(z.enum(STUDENT_STATUSES)).optional(),
  grade: zList(z.string().trim().max(16, MSG.maxLength)).optional(),
  'grade[]': zList(z.string().trim().max(16, MSG.maxLength)).optional(),
  teacher: zIdQuery().optional(),
  search: z.string().trim().max(100, MSG.maxLength).optional(),
  sort: z.enum([...STUDENT_SORTS, ...STUDENT_SORTS.map((s) => `-${s}` as const)]).default('last_name'),
}).strict();
export type TStudentListQuery = z.infer<typeof ZStudentListQuery>;

const zTeacherIds = () => z.array(zIdValue()).max(50, MSG.max);

export const ZCreateStudent = ZStudentFields.extend({ school_id: zIdValue(), teacher_ids: zTeacherIds().optional() }).strict();
export type TCreateStudent = z.infer<typeof ZCreateStudent>;

export const ZUpdateStudent = ZStudentFields.partial().extend({ version: zInt(), teacher_ids: zTeacherIds().optional() }).strict();
export type TUpdateStudent = z.infer<typeof ZUpdateStudent>;

/** The SIS owns these on a synced student; people cannot change them. */
export const SIS_READ_ONLY_FIELDS = ['first_name', 'last_name', 'student_number', 'sis_number', 'grade', 'gender'] as const;

export const ZBulkStudentRow = z
  .object({
    id: zIdValue(),
    version: zInt(),
    first_name: zText(STUDENT_NAME_MAX).optional(),
    last_name: zText(STUDENT_NAME_MAX).optional(),
    grade: zText(16).optional(),
    gender: z.enum(GENDERS, { error: MSG.required }).optional(),
    student_number: zText(STUDENT_NUMBER_MAX).optional(),
    teacher_ids: zTeacherIds().optional(),
  })
  .strict();
export type TBulkStudentRow = z.infer<typeof ZBulkStudentRow>;

export const ZBulkUpdateStudents = z
  .object({ school_id: zIdValue(), rows: z.array(ZBulkStudentRow).min(1, 'Please select at least one student').max(STUDENT_BULK_MAX, MSG.max) })
  .strict();
export type TBulkUpdateStudents = z.infer<typeof ZBulkUpdateStudents>;

export const ZBulkResult = z.object({ updated: z.number().int() });

export const STUDENT_LIFECYCLE_ACTIONS = ['graduate', 'archive', 'add_to_school'] as const;

const zIds = () => z.array(zIdValue()).min(1, 'Please select at least one student').max(STUDENT_BULK_MAX, MSG.max);

export const ZStudentLifecycle = z
  .object({
    ids: zIds(),
    action: z.enum(STUDENT_LIFECYCLE_ACTIONS),
    graduated_year: z.union([z.number().int(), z.string()]).optional(),
    archive_date: z.string().optional(),
    school_id: zIdValue().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.action === 'graduate') {
      const y = v.graduated_year;
      if (y === undefined || y === '') ctx.addIssue({ code: 'custom', path: ['graduated_year'], message: MSG.required });
      else if (!/^\d{4}$/.test(String(y))) ctx.addIssue({ code: 'custom', path: ['graduated_year'], message: MSG.invalidValue });
    }
    if (v.action === 'archive') {
      const d = v.archive_date;
      if (!d) ctx.addIssue({ code: 'custom', path: ['archive_date'], message: MSG.required });
      else if (!isIsoDate(d)) ctx.addIssue({ code: 'custom', path: ['archive_date'], message: 'Invalid date format' });
    }
  });
export type TStudentLifecycle = z.infer<typeof ZStudentLifecycle>;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

export const ZAssignTeacher = z.object({ ids: zIds(), teacher_id: zIdValue(), mode: z.enum(['add', 'replace']).default('add') }).strict();
export type TAssignTeacher = z.infer<typeof ZAssignTeacher>;

export const ZAssignmentRule = z.object({ grade: zText(16), teacher_id: zIdValue() }).strict();
export const ZAssignmentRules = z.object({ rules: z.array(ZAssignmentRule).max(500, MSG.max) }).strict();
export type TAssignmentRules = z.infer<typeof ZAssignmentRules>;
export const ZAssignmentRulesView = z.object({
  school_id: z.number().int(),
  rules: z.array(z.object({ grade: z.string(), teacher: ZStudentTeacher })),
  abilities: z.object({ update: z.boolean() }),
});
export type TAssignmentRulesView = z.infer<typeof ZAssignmentRulesView>;
export const ZApplyResult = z.object({ changed: z.number().int() });
/** `dry_run`: count the students the rules would change, write nothing (the confirmation says how many). */
export const ZApplyRequest = z.object({ dry_run: z.boolean({ error: MSG.invalidValue }).optional() }).strict();
