import { LegalPage } from '../../modules/landing/components/LegalPage.tsx';

export function PrivacyPage() {
  return <LegalPage legalKey="privacy" />;
}
