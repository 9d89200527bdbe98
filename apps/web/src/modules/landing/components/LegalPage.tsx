import type { HomeLegalKey } from '@ss/domain';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { useHomePage } from '../hooks.ts';
import { LegalText, legalTitle } from './LegalText.tsx';
import { PublicPage } from './PublicPage.tsx';

/** /terms or /privacy: the text super admins wrote, from the sign-in page's one cached request. */
export function LegalPage({ legalKey }: { legalKey: HomeLegalKey }) {
  const language = useLanguage();
  const content = useHomePage();
  return (
    <PublicPage titleKey={legalKey === 'terms' ? 'page.terms' : 'page.privacy'} title={legalTitle(content.data, legalKey, language)}>
      <LegalText page={content.data} loading={content.isPending} legalKey={legalKey} language={language} />
    </PublicPage>
  );
}
