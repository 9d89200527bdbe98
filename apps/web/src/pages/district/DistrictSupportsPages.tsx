/** The district's support network pages (issue 11, spec section 2 `supports/*`). */
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ImportScreen } from '../../modules/support-network/components/ImportScreen.tsx';
import { DistrictNetwork, SharedNetwork } from '../../modules/support-network/components/NetworkPages.tsx';
import { SupportAddPage, SupportEditPage, SupportForImportPage, SupportViewPage, usePlace } from '../../modules/support-network/components/SupportPages.tsx';

const useDistrictId = () => Number(useParams().districtId);

/** `supports`: the district's network, as a continuum and a list. */
export function DistrictSupportsPage() {
  return <DistrictNetwork district={useDistrictId()} />;
}

/** `supports/student-support-network`: the shared network, read (and imported from). */
export function DistrictSharedNetworkPage() {
  return <SharedNetwork place={{ kind: 'district', district: useDistrictId() }} />;
}

/** `supports/view/:id`. */
export function DistrictSupportPage() {
  return <SupportViewPage place={usePlace('district')} />;
}

/** `supports/view-for-import/:id`: a shared or connected district's support, before import. */
export function DistrictSupportForImportPage() {
  return <SupportForImportPage district={useDistrictId()} />;
}

/** `supports/add-student-support-network/:id` (the district). */
export function DistrictAddSupportPage() {
  const { t } = useTranslation();
  return <SupportAddPage place={usePlace('district')} title={t('page.addSupport')} />;
}

/** `supports/edit-student-support-network/:id` (the support). */
export function DistrictEditSupportPage() {
  const { t } = useTranslation();
  return <SupportEditPage place={usePlace('district')} title={t('page.editSupport')} />;
}

/** `supports/import-student-support-network/:id` (the district). */
export function DistrictImportSupportsPage() {
  return <ImportScreen district={Number(useParams().id)} />;
}
