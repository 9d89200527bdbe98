/** Interface labels for the admin screens of issue 3, English. Every key must exist in ui-admin.fr.ts. */
export const uiAdminEn = {
  'admin.placeholder.keep': 'Keep',
} as const;
