/** The school's support network pages (issue 11, spec section 2 `supports/*`). */
import { useTranslation } from 'react-i18next';
import { SchoolNetwork, SharedNetwork } from '../../modules/support-network/components/NetworkPages.tsx';
import { SupportAddPage, SupportEditPage, SupportReviewPage, SupportViewPage, usePlace } from '../../modules/support-network/components/SupportPages.tsx';

const useSchoolPlace = () => usePlace('school') as { kind: 'school'; district: number; school: number };

/** `supports`: the school's network (its district's and its own), review queue or proposals. */
export function SchoolSupportsPage() {
  const place = useSchoolPlace();
  return <SchoolNetwork district={place.district} school={place.school} />;
}

/** `supports/student-support-network`: the shared network, read-only. */
export function SchoolSharedNetworkPage() {
  return <SharedNetwork place={useSchoolPlace()} />;
}

/** `supports/view/:id`. */
export function SchoolSupportPage() {
  return <SupportViewPage place={useSchoolPlace()} />;
}

/** `supports/view-support-for-approval-by-leader/:id`: a proposal under review. */
export function SchoolReviewSupportPage() {
  return <SupportReviewPage place={useSchoolPlace()} />;
}

/** `supports/add-student-support-network/:id` (the school): add, or propose. */
export function SchoolAddSupportPage() {
  const { t } = useTranslation();
  return <SupportAddPage place={useSchoolPlace()} title={t('page.addSupport')} />;
}

/** `supports/edit-student-support-network/:id` (the support). */
export function SchoolEditSupportPage() {
  const { t } = useTranslation();
  return <SupportEditPage place={useSchoolPlace()} title={t('page.editSupport')} />;
}
