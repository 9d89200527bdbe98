import { useTranslation } from 'react-i18next';
import { SecondStepForm } from '../../modules/mfa/components/SecondStepForm.tsx';
import { AuthCard } from '../../modules/password/components/AuthCard.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

/** The sign-in's second step (issue 24, section 4). */
export function MfaVerifyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.mfaVerify'), t('app.name'));
  return (
    <AuthCard title={t('mfa.verify.title')} description={t('mfa.verify.intro')}>
      <SecondStepForm />
    </AuthCard>
  );
}
