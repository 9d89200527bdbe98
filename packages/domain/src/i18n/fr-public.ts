/**
 * The strings of the pages reached outside the workspace, loaded by those pages alone (apps/web/src/lib/i18n.ts,
 * part "public"): an e-mail's unsubscribe link, a guardian's signature link, the second factor's sign-in step,
 * enrolment and security page. Kept out of the base so the sign-in page's first JavaScript stays within its budget;
 * their page titles and the header's link stay in the base (ui-public-titles).
 */
import { uiSummariesPublicFr } from './ui-summaries-public.fr.ts';
import { uiGuardianSignFr } from './ui-guardian-sign.fr.ts';
import { uiMfaFr } from './ui-mfa.fr.ts';

export const cataloguePublicFr: Record<string, string> = { ...uiSummariesPublicFr, ...uiGuardianSignFr, ...uiMfaFr };
