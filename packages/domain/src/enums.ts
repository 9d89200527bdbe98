/** Enumerations named by the product spec (section 3). Values are the wire values. */
export const WORKSPACES = ['admin', 'district', 'school'] as const;
export type Workspace = (typeof WORKSPACES)[number];

export const USER_TYPES = [
  'super',
  'district_admin',
  'district_leader',
  'district_staff',
  'school_admin',
  'school_leader',
  'school_teacher',
  'school_staff',
] as const;
export type UserType = (typeof USER_TYPES)[number];

export const DISTRICT_USER_TYPES = ['district_admin', 'district_leader', 'district_staff'] as const;
export type DistrictUserType = (typeof DISTRICT_USER_TYPES)[number];

export const SCHOOL_USER_TYPES = ['school_admin', 'school_leader', 'school_teacher', 'school_staff'] as const;
export type SchoolUserType = (typeof SCHOOL_USER_TYPES)[number];

export const SCHOOL_STATUSES = ['good', 'payment_pending', 'account_suspended'] as const;
export type SchoolStatus = (typeof SCHOOL_STATUSES)[number];

/** Spelling kept exactly as the spec gives it (ipp_cordinator). */
export const SUPPORT_PLAN_PERMISSIONS = ['no_select', 'ipp_cordinator', 'ipp_admin', 'ipp_teacher'] as const;
export type SupportPlanPermission = (typeof SUPPORT_PLAN_PERMISSIONS)[number];

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const SNACKBAR_TYPES = ['success', 'error', 'warning', 'error-with-close'] as const;
export type SnackbarType = (typeof SNACKBAR_TYPES)[number];

/** i18n keys for the role names (spec section 6). */
export const USER_TYPE_LABEL: Record<UserType, string> = {
  super: 'role.super',
  district_admin: 'role.district_admin',
  district_leader: 'role.district_leader',
  district_staff: 'role.district_staff',
  school_admin: 'role.school_admin',
  school_leader: 'role.school_leader',
  school_teacher: 'role.school_teacher',
  school_staff: 'role.school_staff',
};

export const SUPPORT_PLAN_PERMISSION_LABEL: Record<SupportPlanPermission, string> = {
  no_select: 'supportPlanPermission.no_select',
  ipp_cordinator: 'supportPlanPermission.ipp_cordinator',
  ipp_admin: 'supportPlanPermission.ipp_admin',
  ipp_teacher: 'supportPlanPermission.ipp_teacher',
};

export const SCHOOL_STATUS_LABEL: Record<SchoolStatus, string> = {
  good: 'schoolStatus.good',
  payment_pending: 'schoolStatus.payment_pending',
  account_suspended: 'schoolStatus.account_suspended',
};
