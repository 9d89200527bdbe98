import { useTranslation } from 'react-i18next';
import { SignInPanel } from '../../modules/auth/components/SignInPanel.tsx';
import { LandingPage } from '../../modules/landing/components/LandingPage.tsx';
import { ProviderButtons } from '../../modules/oidc/components/ProviderButtons.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

export function AdminSignInPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.adminSignIn'), t('app.name'));
  return <LandingPage signIn={<SignInPanel kind="admin" providers={<ProviderButtons kind="admin" />} />} />;
}
