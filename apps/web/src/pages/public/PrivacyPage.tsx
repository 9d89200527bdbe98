import { LegalText } from '../../modules/landing/components/LegalText.tsx';
import { PublicPage } from '../../modules/landing/components/PublicPage.tsx';

const SECTIONS = ['data', 'controller', 'storage', 'cookies', 'rights'] as const;

export function PrivacyPage() {
  return (
    <PublicPage titleKey="page.privacy">
      <LegalText prefix="privacy" sections={SECTIONS} />
    </PublicPage>
  );
}
