/**
 * The French strings every page may need: spec messages (keyed by their English text), the shared
 * interface and the sign-in pages. The browser loads this part first (apps/web/src/lib/i18n.ts).
 */
import { messagesFr } from './messages.fr.ts';
import { uiFr } from './ui.fr.ts';
import { uiAuthFr } from './ui-auth.fr.ts';
import { uiPublicTitlesFr } from './ui-public-titles.fr.ts';

export const catalogueFrBase: Record<string, string> = {
  ...messagesFr,
  ...uiFr,
  ...uiAuthFr,
  // Of the pages reached without the workspace (unsubscribe, a guardian's link, the second factor): their titles
  // and the header's link; the rest of their strings load with those pages (<lang>-public.ts).
  ...uiPublicTitlesFr,
};
