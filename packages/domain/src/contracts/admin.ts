/**
 * Contracts of the administration API: districts, schools, staff, simulation, audit.
 * Tenant ids in bodies are checked against the actor's scope by the server.
 */
import { z } from 'zod';
import { DISTRICT_USER_TYPES, SCHOOL_STATUSES, SCHOOL_USER_TYPES, SUPPORT_PLAN_PERMISSIONS, USER_TYPES } from '../enums.ts';
import { isValidEmail, MSG, zEmail, zId, zIdValue, zText, zTimeZone } from '../validation.ts';
import { ZPageQuery } from './common.ts';

const zIdQuery = zId;
const zFlag = () => z.enum(['true', 'false']).transform((v) => v === 'true');

// Districts -----------------------------------------------------------------

export const ZCreateDistrict = z
  .object({
    name: zText(200),
    francophone: z.boolean().default(false),
    support_email: zEmail().nullable().optional(),
    /** IANA zone of its meetings; America/Toronto when not given. */
    time_zone: zTimeZone().optional(),
  })
  .strict();
export type TCreateDistrict = z.infer<typeof ZCreateDistrict>;

export const ZUpdateDistrict = z
  .object({
    name: zText(200).optional(),
    francophone: z.boolean().optional(),
    support_email: zEmail().nullable().optional(),
    time_zone: zTimeZone().optional(),
    suspended: z.boolean().optional(),
    connected_district_ids: z.array(zIdValue()).max(100, MSG.max).optional(),
  })
  .strict();
export type TUpdateDistrict = z.infer<typeof ZUpdateDistrict>;

// Schools -------------------------------------------------------------------

export const ZCreateSchool = z
  .object({
    district_id: zIdValue(),
    name: zText(200),
    status: z.enum(SCHOOL_STATUSES).default('good'),
    support_plan_enabled: z.boolean().default(true),
  })
  .strict();
export type TCreateSchool = z.infer<typeof ZCreateSchool>;

export const ZUpdateSchool = z
  .object({
    name: zText(200).optional(),
    status: z.enum(SCHOOL_STATUSES).optional(),
    support_plan_enabled: z.boolean().optional(),
  })
  .strict();
export type TUpdateSchool = z.infer<typeof ZUpdateSchool>;

// Staff ---------------------------------------------------------------------

export const ZSchoolRole = z
  .object({
    school_id: zIdValue(),
    user_type: z.enum(SCHOOL_USER_TYPES),
    support_plan_permission: z.enum(SUPPORT_PLAN_PERMISSIONS).default('no_select'),
  })
  .strict();
export type TSchoolRole = z.infer<typeof ZSchoolRole>;

export const ZDistrictRole = z
  .object({
    user_type: z.enum(DISTRICT_USER_TYPES),
    is_liaison: z.boolean().default(false),
    can_add_edit_schools: z.boolean().default(false),
    can_add_edit_staff: z.boolean().default(false),
  })
  .strict();
export type TDistrictRole = z.infer<typeof ZDistrictRole>;

export const MAX_INVITES = 500;
export const SOME_EMAILS_INVALID = 'Some of emails are already used or are invalid';

/**
 * Invite one or many staff members of one district. A district role makes them
 * district-level users; otherwise they need at least one school role.
 */
export const ZInviteUsers = z
  .object({
    district_id: zIdValue(),
    people: z
      .array(
        z
          .object({
            // Checked as a whole below, so one bad address answers the spec's bulk message.
            email: z.string({ error: MSG.required }).trim().toLowerCase(),
            first_name: z.string().trim().max(100, MSG.maxLength).default(''),
            last_name: z.string().trim().max(100, MSG.maxLength).default(''),
          })
          .strict(),
      )
      .min(1, MSG.required)
      .max(MAX_INVITES, 'Value must be less than or equal to {max}'),
    district_role: ZDistrictRole.nullable().default(null),
    schools: z.array(ZSchoolRole).max(200).default([]),
  })
  .strict()
  .superRefine((v, ctx) => {
    const emails = v.people.map((p) => p.email);
    if (emails.some((e) => !isValidEmail(e)) || new Set(emails).size !== emails.length) {
      ctx.addIssue({ code: 'custom', path: ['people'], message: SOME_EMAILS_INVALID });
    }
    if (!v.district_role && v.schools.length === 0) ctx.addIssue({ code: 'custom', path: ['schools'], message: MSG.required });
    if (new Set(v.schools.map((s) => s.school_id)).size !== v.schools.length) {
      ctx.addIssue({ code: 'custom', path: ['schools'], message: MSG.notUnique });
    }
  });
export type TInviteUsers = z.infer<typeof ZInviteUsers>;

export const ZUpdateUser = z
  .object({
    first_name: zText(100).optional(),
    last_name: zText(100).optional(),
    /** Super admins only (edit-user-emails). */
    email: zEmail().optional(),
    /** null turns a district-level user into a school user. */
    district_role: ZDistrictRole.nullable().optional(),
    /** Replaces the user's roles in the schools the actor manages; others are kept. */
    schools: z.array(ZSchoolRole).max(200).optional(),
    deactivated: z.boolean().optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.schools && new Set(v.schools.map((s) => s.school_id)).size !== v.schools.length) {
      ctx.addIssue({ code: 'custom', path: ['schools'], message: MSG.notUnique });
    }
  });
export type TUpdateUser = z.infer<typeof ZUpdateUser>;

export const ZUserListQuery = ZPageQuery.extend({
  search: z.string().trim().max(254, MSG.maxLength).optional(),
  district: zIdQuery().optional(),
  school: zIdQuery().optional(),
  user_type: z
    .union([z.enum(USER_TYPES), z.array(z.enum(USER_TYPES))])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  include_deactivated: zFlag().optional(),
}).strict();
export type TUserListQuery = z.infer<typeof ZUserListQuery>;

export const ZUserAbilities = z.object({
  update: z.boolean(),
  deactivate: z.boolean(),
  simulate: z.boolean(),
  edit_email: z.boolean(),
  /** End all of the user's sessions (issue 24: super admins, the user's district admins). */
  end_sessions: z.boolean(),
});

export const ZUser = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  is_super: z.boolean(),
  district_level: z.boolean(),
  deactivated_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  invitation_pending: z.boolean(),
  district: z
    .object({
      id: z.number().int(),
      name: z.string(),
      user_type: z.enum(USER_TYPES),
      is_liaison: z.boolean(),
      can_add_edit_schools: z.boolean(),
      can_add_edit_staff: z.boolean(),
    })
    .nullable(),
  schools: z.array(z.object({ id: z.number().int(), name: z.string(), user_type: z.enum(SCHOOL_USER_TYPES), support_plan_permission: z.enum(SUPPORT_PLAN_PERMISSIONS) })),
  abilities: ZUserAbilities,
});
export type TUser = z.infer<typeof ZUser>;

export const ZInviteSuperUser = z.object({ email: zEmail(), first_name: zText(100), last_name: zText(100) }).strict();

export const ZCredentials = z.object({
  user_id: z.number().int(),
  email: z.string(),
  has_password: z.boolean(),
  password_changed_at: z.string().nullable(),
  identities: z.array(z.object({ provider: z.enum(['google', 'microsoft']), email_at_link: z.string(), created_at: z.string() })),
  last_sign_in_at: z.string().nullable(),
  active_sessions: z.number().int(),
  agreed_version: z.number().int().nullable(),
});
export type TCredentials = z.infer<typeof ZCredentials>;

// Simulation ----------------------------------------------------------------

export const ZStartSimulation = z.object({ user_id: zIdValue() }).strict();
export const ZSimulationState = z.object({
  simulating: z.boolean(),
  user_id: z.number().int().nullable(),
  real_user: z.object({ id: z.number().int(), full_name: z.string() }),
});
export type TSimulationState = z.infer<typeof ZSimulationState>;

export const ZSupportContact = z.object({ email: z.string() });

// Audit ---------------------------------------------------------------------

export const ZAuditQuery = ZPageQuery.extend({
  action: z.string().trim().max(100, MSG.maxLength).optional(),
  outcome: z.enum(['success', 'failure']).optional(),
  user: zIdQuery().optional(),
  district: zIdQuery().optional(),
  from: z.iso.date('Invalid date format').optional(),
  to: z.iso.date('Invalid date format').optional(),
}).strict();
export type TAuditQuery = z.infer<typeof ZAuditQuery>;

export const ZAuditEvent = z.object({
  id: z.number().int(),
  occurred_at: z.string(),
  action: z.string(),
  outcome: z.enum(['success', 'failure']),
  actor: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  real_actor: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
  district_id: z.number().int().nullable(),
  school_id: z.number().int().nullable(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  /** The target's name (a student's, a school's…) when it still exists and the reader may see it. */
  target_label: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEvent = z.infer<typeof ZAuditEvent>;
