import { useState } from 'react';
import { Anchor } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { postSignOut } from '../../modules/auth/api.ts';
import { EnrolFactor } from '../../modules/mfa/components/EnrolFactor.tsx';
import { RecoveryCodes } from '../../modules/mfa/components/RecoveryCodes.tsx';
import { finishSignIn } from '../../modules/mfa/session.ts';
import { AuthCard } from '../../modules/password/components/AuthCard.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';

/**
 * An administrator without a second factor, after their password: they set one up before anything else (the API
 * refuses everything else with `mfa_enrolment_required`), see their recovery codes once, and go on.
 */
export function MfaEnrolPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const [codes, setCodes] = useState<string[] | null>(null);
  useDocumentTitle(t('page.mfaEnrol'), t('app.name'));
  const done = () => void finishSignIn(client);
  return (
    <AuthCard title={t('mfa.enrol.title')} description={codes ? undefined : t('mfa.enrol.required')}>
      {codes ? <RecoveryCodes codes={codes} onDone={done} /> : <EnrolFactor onEnrolled={(result) => (result.recovery_codes ? setCodes(result.recovery_codes) : done())} />}
      <Anchor component="button" type="button" size="sm" ta="center" c="dimmed" onClick={() => void postSignOut().finally(() => void navigate('/auth', { replace: true }))}>
        {t('mfa.signOut')}
      </Anchor>
    </AuthCard>
  );
}
