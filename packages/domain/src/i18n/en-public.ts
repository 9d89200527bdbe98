/**
 * The strings of the pages reached outside the workspace, loaded by those pages alone (apps/web/src/lib/i18n.ts,
 * part "public"): an e-mail's unsubscribe link, a guardian's signature link, the second factor's sign-in step,
 * enrolment and security page. Kept out of the base so the sign-in page's first JavaScript stays within its budget;
 * their page titles and the header's link stay in the base (ui-public-titles).
 */
import { uiSummariesPublicEn } from './ui-summaries-public.en.ts';
import { uiGuardianSignEn } from './ui-guardian-sign.en.ts';
import { uiMfaEn } from './ui-mfa.en.ts';

export const cataloguePublicEn: Record<string, string> = { ...uiSummariesPublicEn, ...uiGuardianSignEn, ...uiMfaEn };
