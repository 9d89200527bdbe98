import { z } from 'zod';
import { zEmail } from '../validation.ts';
import { DISTRICT_USER_TYPES, SCHOOL_USER_TYPES, SUPPORT_PLAN_PERMISSIONS, USER_TYPES } from '../enums.ts';

export const PASSWORD_MAX = 128;

export const ZLoginRequest = z
  .object({
    email: zEmail(),
    // No trimming or composition rules: the password is checked as typed.
    password: z.string({ error: 'Required' }).min(1, 'Required').max(PASSWORD_MAX, 'Please enter maximum {maxlength} characters'),
  })
  .strict();
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZTokenResponse = z.object({ token: z.string() });
/**
 * A sign-in's answer: the token (the spec's shape), and, only when the session still owes a second factor (issue 24,
 * section 4), which step: `verify` (the user has one: POST /api/v1/mfa/verify/) or `enrol` (an administrator must set one up first).
 */
export const ZSignInResponse = ZTokenResponse.extend({ mfa: z.enum(['verify', 'enrol']).optional() });
export type TSignInResponse = z.infer<typeof ZSignInResponse>;

export const ZCurrentUserDistrict = z.object({
  id: z.number().int(),
  user_type: z.enum(DISTRICT_USER_TYPES).or(z.enum(SCHOOL_USER_TYPES)),
  is_liaison: z.boolean(),
  can_add_edit_schools: z.boolean(),
  can_add_edit_staff: z.boolean(),
  suspended_at: z.string().nullable(),
  francophone: z.boolean(),
});

export const ZCurrentUserSchool = z.object({
  id: z.number().int(),
  user_type: z.enum(USER_TYPES),
  support_plan_permission: z.enum(SUPPORT_PLAN_PERMISSIONS),
  suspended_at: z.string().nullable(),
});

/** GET /api/v1/current_user/ — exactly the spec's shape (section 3). */
export const ZCurrentUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  is_super: z.boolean(),
  district_level: z.boolean(),
  current_date: z.string(),
  district: ZCurrentUserDistrict.nullable(),
  schools: z.array(ZCurrentUserSchool),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;
