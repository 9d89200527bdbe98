import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../modules/password/components/AuthCard.tsx';
import { ProviderCallback } from '../../modules/oidc/components/ProviderCallback.tsx';
import { NotFoundPage } from '../NotFoundPage.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

export function ProviderCallbackPage() {
  const { t } = useTranslation();
  const { provider } = useParams();
  useDocumentTitle(t('page.providerCallback'), t('app.name'));
  if (provider !== 'google' && provider !== 'microsoft') return <NotFoundPage />;
  return (
    <AuthCard title={t('page.providerCallback')}>
      <ProviderCallback provider={provider} />
    </AuthCard>
  );
}
