/** The admin's shared network pages (issue 11, spec section 2 `student-supports/*`, `student-support-network`). */
import { useTranslation } from 'react-i18next';
import { ConnectionsScreen } from '../../modules/support-network/components/ConnectionsScreen.tsx';
import { AdminContinuum, AdminNetwork } from '../../modules/support-network/components/NetworkPages.tsx';
import { SupportAddPage, SupportEditPage, SupportReviewPage, SupportViewPage } from '../../modules/support-network/components/SupportPages.tsx';

const place = { kind: 'admin' } as const;

/** `student-supports`: the shared network, submissions waiting, returned and archived. */
export function StudentSupportsPage() {
  return <AdminNetwork />;
}

/** `student-support-network` and `student-supports/student-support-network`: the shared continuum. */
export function SharedContinuumPage() {
  return <AdminContinuum />;
}

/** `student-supports/view/:id` (a submission or any shared support) and `view-approved/:id`. */
export function StudentSupportPage() {
  return <SupportViewPage place={place} />;
}

/** `student-supports/approve-support/:id`: a district's submission under review. */
export function ApproveSupportPage() {
  return <SupportReviewPage place={place} />;
}

/** `student-supports/add`: a new shared support. */
export function AddSharedSupportPage() {
  const { t } = useTranslation();
  return <SupportAddPage place={place} title={t('page.addSharedSupport')} />;
}

/** `edit-new-student-support/:id` (a submission). */
export function EditSubmissionPage() {
  const { t } = useTranslation();
  return <SupportEditPage place={place} title={t('page.editSubmission')} />;
}

/** `edit-student-support/:id` and `edit-approved-student-support/:id` (shared supports). */
export function EditSharedSupportPage() {
  const { t } = useTranslation();
  return <SupportEditPage place={place} title={t('page.editSharedSupport')} approved />;
}

/** `student-supports/connected-districts`. */
export function ConnectedDistrictsPage() {
  return <ConnectionsScreen />;
}
