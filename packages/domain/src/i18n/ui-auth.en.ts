/** Interface labels for the auth screens of issue 3, English. Every key must exist in ui-auth.fr.ts. */
export const uiAuthEn = {
  'auth.placeholder.keep': 'Keep',
} as const;
