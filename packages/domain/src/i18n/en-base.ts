/**
 * The English strings every page may need: spec messages (keyed by their English text), the shared
 * interface and the sign-in pages. The browser loads this part first (apps/web/src/lib/i18n.ts).
 */
import { messagesEn } from './messages.en.ts';
import { uiEn } from './ui.en.ts';
import { uiAuthEn } from './ui-auth.en.ts';
import { uiPublicTitlesEn } from './ui-public-titles.en.ts';

export const catalogueEnBase: Record<string, string> = {
  ...messagesEn,
  ...uiEn,
  ...uiAuthEn,
  // Of the pages reached without the workspace (unsubscribe, a guardian's link, the second factor): their titles
  // and the header's link; the rest of their strings load with those pages (<lang>-public.ts).
  ...uiPublicTitlesEn,
};
