import type { uiAuthEn } from './ui-auth.en.ts';

/** Interface labels for the auth screens of issue 3, French. */
export const uiAuthFr: Record<keyof typeof uiAuthEn, string> = {
  'auth.placeholder.keep': 'Conserver',
};
