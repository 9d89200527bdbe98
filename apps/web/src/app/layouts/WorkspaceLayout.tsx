import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { breadcrumbs } from '@ss/domain/page-names';
import { effectiveRole, homePath } from '@ss/domain/permissions';
import { USER_TYPE_LABEL } from '@ss/domain/enums';
import { useChangeLanguage } from '../../lib/useChangeLanguage.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { useSignedInUser } from '../../modules/auth/hooks/useCurrentUser.ts';
import { useSignOut } from '../../modules/auth/hooks/useSignOut.ts';
import { useSimulationState } from '../../modules/simulation/hooks/useSimulationState.ts';
import { useDistrict } from '../../modules/districts/hooks/useDistrict.ts';
import { useSchool } from '../../modules/schools/hooks/useSchool.ts';
import { HeaderSearch } from '../../modules/students/components/HeaderSearch.tsx';
import { PaymentPendingBanner } from '../../modules/subscriptions/PaymentPendingBanner.tsx';
import { useDocumentTitle } from '../../ui/useDocumentTitle.ts';
import { WorkspaceShell } from '../../ui/WorkspaceShell.tsx';
import { sectionsFor, sidebarDistrictId } from './navigation.tsx';

interface WorkspaceLayoutProps {
  districtId?: number;
  /** null on pages of the school workspace that are not about one school (select school). */
  schoolId?: number | null;
}

/** The shell shared by the admin, district and school layouts. */
export function WorkspaceLayout({ districtId, schoolId }: WorkspaceLayoutProps) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const language = useLanguage();
  const changeLanguage = useChangeLanguage(user.id);
  const { signOut, pending } = useSignOut();
  const crumbs = breadcrumbs(pathname);
  const current = crumbs.at(-1);
  useDocumentTitle(current ? t(current.key) : null, t('app.name'));
  const role = effectiveRole(user, schoolId ?? null);
  // The server refuses a password change while simulating (it would be the simulated user's):
  // the item shows only once the session is known not to simulate.
  const simulation = useSimulationState(user);
  const canChangePassword = simulation.data?.simulating === false;
  // A teacher of two schools must see which one a page is about: the school and its district head every school page.
  const school = useSchool(schoolId ?? null, { enabled: districtId !== undefined }).data;
  // The sidebar's district options follow the district's abilities (the district home reads the same answer).
  const district = useDistrict(sidebarDistrictId(user, { districtId }) ?? null).data;

  return (
    <WorkspaceShell
      homePath={homePath(user)}
      userName={user.full_name}
      roleLabel={role ? t(USER_TYPE_LABEL[role]) : null}
      language={language}
      onLanguageChange={changeLanguage}
      onSignOut={() => void signOut()}
      signingOut={pending}
      sections={sectionsFor(t, user, { districtId, schoolId, district, school })}
      crumbs={crumbs}
      accountPath={canChangePassword ? '/account/password' : undefined}
      accountLabel={t('account.changePassword')}
      summariesPath="/account/summaries"
      summariesLabel={t('page.accountSummaries')}
      sessionsPath={canChangePassword ? '/account/sessions' : undefined}
      sessionsLabel={t('page.accountSessions')}
      securityPath={canChangePassword ? '/account/security' : undefined}
      securityLabel={t('mfa.accountLink')}
      place={school && school.id === schoolId ? { name: school.name, detail: school.district_name } : undefined}
      search={districtId !== undefined && schoolId !== null ? <HeaderSearch /> : undefined}
    >
      <PaymentPendingBanner user={user} school={school && school.id === schoolId ? school : undefined} />
      <Outlet />
    </WorkspaceShell>
  );
}
