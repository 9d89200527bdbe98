import { LegalPage } from '../../modules/landing/components/LegalPage.tsx';

export function TermsPage() {
  return <LegalPage legalKey="terms" />;
}
