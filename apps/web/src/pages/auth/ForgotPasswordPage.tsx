import { useTranslation } from 'react-i18next';
import { AuthCard } from '../../modules/password/components/AuthCard.tsx';
import { ForgotPasswordForm } from '../../modules/password/components/ForgotPasswordForm.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('page.forgotPassword'), t('app.name'));
  return (
    <AuthCard title={t('password.forgot.title')}>
      <ForgotPasswordForm />
    </AuthCard>
  );
}
