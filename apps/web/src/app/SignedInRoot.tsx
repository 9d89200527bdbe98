import type { ReactNode } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { TCurrentUser } from '@ss/domain';
import { AgreementGate } from '../modules/agreement/components/AgreementGate.tsx';
import { SimulationBanner } from '../modules/simulation/components/SimulationBanner.tsx';
import { SuspensionDialog } from '../modules/suspension/components/SuspensionDialog.tsx';

/**
 * What only a signed-in user needs around every screen: confirmation dialogs (ModalsProvider, with
 * translated Yes / Cancel), the user agreement, the suspension dialog and the simulation banner.
 * Loaded on demand by the session root, so the sign-in pages do not download dialogs (Mantine's Modal
 * brings floating-ui, scroll locking and focus trapping).
 */
export function SignedInRoot({ user, children }: { user: TCurrentUser; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <ModalsProvider labels={{ confirm: t('common.yes'), cancel: t('common.cancel') }}>
      <AgreementGate user={user}>
        {children}
        <SuspensionDialog key={`suspension-${user.id}`} user={user} />
        <SimulationBanner key={`simulation-${user.id}`} user={user} />
      </AgreementGate>
    </ModalsProvider>
  );
}
