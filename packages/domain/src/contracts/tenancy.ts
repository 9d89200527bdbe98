import { z } from 'zod';
import { SCHOOL_STATUSES, SUPPORT_PLAN_PERMISSIONS, USER_TYPES } from '../enums.ts';
import { zId } from '../validation.ts';
import { ZPageQuery } from './common.ts';

export const ZDistrict = z.object({
  id: z.number().int(),
  name: z.string(),
  francophone: z.boolean(),
  support_email: z.string().nullable(),
  /** IANA zone its meetings are held in (schools may override it). */
  time_zone: z.string(),
  suspended_at: z.string().nullable(),
  school_count: z.number().int(),
  connected_district_ids: z.array(z.number().int()),
  /** What the actor may do with this district (the UI reads these; it never re-derives rules). */
  /** configure: edits the district's School defaults (the configuration policy's district rule). */
  abilities: z.object({ update: z.boolean(), suspend: z.boolean(), manage_schools: z.boolean(), manage_staff: z.boolean(), configure: z.boolean() }),
});
export type TDistrict = z.infer<typeof ZDistrict>;

export const ZSchool = z.object({
  id: z.number().int(),
  district_id: z.number().int(),
  district_name: z.string(),
  name: z.string(),
  status: z.enum(SCHOOL_STATUSES),
  support_plan_enabled: z.boolean(),
  suspended_at: z.string().nullable(),
  /** IANA zone its meetings are held in: its own, else its district's. */
  time_zone: z.string(),
  /** The actor's own role in this school, when it has one. */
  my_role: z.enum(USER_TYPES).nullable(),
  my_support_plan_permission: z.enum(SUPPORT_PLAN_PERMISSIONS).nullable(),
  /**
   * configure: edits the school's configuration (the configuration policy's school rule);
   * open: may enter the school's pages (a suspended school is open to super admins only).
   */
  abilities: z.object({ update: z.boolean(), update_account: z.boolean(), manage_staff: z.boolean(), configure: z.boolean(), open: z.boolean() }),
});
export type TSchool = z.infer<typeof ZSchool>;

export const ZSchoolListQuery = ZPageQuery.extend({
  district: zId().optional(),
  status: z
    .union([z.enum(SCHOOL_STATUSES), z.array(z.enum(SCHOOL_STATUSES))])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  search: z.string().trim().max(100, 'Please enter maximum {maxlength} characters').optional(),
}).strict();
export type TSchoolListQuery = z.infer<typeof ZSchoolListQuery>;

export const ZDistrictListQuery = ZPageQuery.extend({
  search: z.string().trim().max(100, 'Please enter maximum {maxlength} characters').optional(),
}).strict();
