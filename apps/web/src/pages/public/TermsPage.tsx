import { LegalText } from '../../modules/landing/components/LegalText.tsx';
import { PublicPage } from '../../modules/landing/components/PublicPage.tsx';

const SECTIONS = ['accounts', 'use', 'students', 'availability', 'changes'] as const;

export function TermsPage() {
  return (
    <PublicPage titleKey="page.terms">
      <LegalText prefix="terms" sections={SECTIONS} />
    </PublicPage>
  );
}
