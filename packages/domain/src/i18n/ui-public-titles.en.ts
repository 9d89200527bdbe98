/**
 * The titles of the pages reached outside the workspace, and the header's link to the security page: in the base
 * catalogue, which every page has; the rest of those pages' strings load with them (<lang>-public.ts).
 */
export const uiPublicTitlesEn = {
  'page.unsubscribe': 'Unsubscribe',
  'page.guardianSign': 'Support plan for your signature',
  'page.mfaVerify': 'Confirm your sign-in',
  'page.mfaEnrol': 'Set up a second factor',
  'page.accountSecurity': 'Sign-in security',
  'mfa.accountLink': 'Sign-in security',
};
