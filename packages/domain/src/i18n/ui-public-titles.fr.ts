/**
 * The titles of the pages reached outside the workspace, and the header's link to the security page: in the base
 * catalogue, which every page has; the rest of those pages' strings load with them (<lang>-public.ts).
 */
export const uiPublicTitlesFr = {
  'page.unsubscribe': 'Désabonnement',
  'page.guardianSign': 'Plan de soutien à signer',
  'page.mfaVerify': 'Confirmez votre connexion',
  'page.mfaEnrol': 'Configurer un second facteur',
  'page.accountSecurity': 'Sécurité de la connexion',
  'mfa.accountLink': 'Sécurité de la connexion',
};
