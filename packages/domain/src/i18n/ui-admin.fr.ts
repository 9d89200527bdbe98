import type { uiAdminEn } from './ui-admin.en.ts';

/** Interface labels for the admin screens of issue 3, French. */
export const uiAdminFr: Record<keyof typeof uiAdminEn, string> = {
  'admin.placeholder.keep': 'Conserver',
};
