/**
 * Sidebar sections (spec section 6: Super, District, School options). Only pages
 * that exist are listed; each later feature adds its entry here with its route.
 */
import type { TFunction } from 'i18next';
import {
  IconBuildingCommunity,
  IconChartBar,
  IconHome,
  IconMailForward,
  IconSchool,
  IconSwitchHorizontal,
  IconUserSearch,
  IconUsers,
  IconUserShield,
  IconBuildingPlus,
  IconAt,
  IconHistory,
} from '@tabler/icons-react';
import type { TCurrentUser, TDistrict, TSchool } from '@ss/domain';
import { canAccessPage } from '@ss/domain/permissions';
import type { NavSection } from '../../ui/NavSections.tsx';
import { AREAS } from '../areas/index.ts';
import { DISTRICT_AUDIT_RULE, DISTRICT_STAFF_RULE, SCHOOL_STAFF_RULE } from '../../modules/staff/access.ts';

const icon = (Component: typeof IconHome) => <Component size={18} stroke={1.6} aria-hidden />;

export function superSection(t: TFunction, user?: TCurrentUser): NavSection {
  return {
    id: 'super',
    title: t('nav.super'),
    items: [
      { to: '/admin', label: t('page.adminHome'), icon: icon(IconChartBar), exact: true },
      { to: '/admin/search-users', label: t('page.searchUsers'), icon: icon(IconUserSearch) },
      { to: '/admin/outbox', label: t('page.outbox'), icon: icon(IconMailForward) },
      { to: '/admin/add-district', label: t('page.addDistrict'), icon: icon(IconBuildingPlus) },
      { to: '/admin/system-users', label: t('page.systemUsers'), icon: icon(IconUserShield) },
      { to: '/admin/edit-user-emails', label: t('page.editUserEmails'), icon: icon(IconAt) },
      { to: '/admin/audit-log', label: t('page.auditLog'), icon: icon(IconHistory) },
      ...(user ? AREAS.flatMap((a) => a.nav?.admin?.(t, user) ?? []) : []),
    ],
  };
}

export function districtSection(t: TFunction, districtId: number, user?: TCurrentUser, district?: TDistrict): NavSection {
  const allowed = (rule: typeof DISTRICT_STAFF_RULE, page: string) => user !== undefined && canAccessPage(user, rule, { pathname: `/district/${districtId}/${page}` });
  return {
    id: 'district',
    title: t('nav.district'),
    items: [
      { to: `/district/${districtId}`, label: t('page.districtHome'), icon: icon(IconHome), exact: true },
      { to: `/district/${districtId}/schools`, label: t('page.schools'), icon: icon(IconBuildingCommunity), exact: true },
      ...(allowed(DISTRICT_STAFF_RULE, 'staff') ? [{ to: `/district/${districtId}/staff`, label: t('page.staff'), icon: icon(IconUsers) }] : []),
      ...(allowed(DISTRICT_AUDIT_RULE, 'audit-log') ? [{ to: `/district/${districtId}/audit-log`, label: t('page.auditLog'), icon: icon(IconHistory) }] : []),
      ...(user ? AREAS.flatMap((a) => a.nav?.district?.(t, user, districtId, district?.id === districtId ? district : undefined) ?? []) : []),
    ],
  };
}

export function schoolSection(t: TFunction, user: TCurrentUser, districtId: number, schoolId: number | null, school?: TSchool): NavSection {
  const items = [];
  if (schoolId !== null) items.push({ to: `/school/${districtId}/${schoolId}`, label: t('page.schoolHome'), icon: icon(IconSchool), exact: true });
  if (schoolId !== null && canAccessPage(user, SCHOOL_STAFF_RULE, { pathname: `/school/${districtId}/${schoolId}/staff` })) {
    items.push({ to: `/school/${districtId}/${schoolId}/staff`, label: t('page.schoolStaff'), icon: icon(IconUsers) });
  }
  if (schoolId !== null) items.push(...AREAS.flatMap((a) => a.nav?.school?.(t, user, districtId, schoolId, school?.id === schoolId ? school : undefined) ?? []));
  if (user.is_super || user.schools.length > 1 || schoolId === null) {
    items.push({ to: `/school/${districtId}/select-school`, label: t('page.selectSchool'), icon: icon(IconSwitchHorizontal) });
  }
  return { id: 'school', title: t('nav.school'), items };
}

/** The district whose options the sidebar shows (district-level users and super admins), or undefined. */
export function sidebarDistrictId(user: TCurrentUser, context: { districtId?: number }): number | undefined {
  const districtId = context.districtId ?? (user.district_level ? user.district?.id : undefined);
  return districtId !== undefined && (user.is_super || user.district_level) ? districtId : undefined;
}

/**
 * Super options for super admins wherever they are; district options for district-level users.
 * `district` and `school` are the API's answers once loaded: areas read their abilities there.
 */
export function sectionsFor(t: TFunction, user: TCurrentUser, context: { districtId?: number; schoolId?: number | null; district?: TDistrict; school?: TSchool }): NavSection[] {
  const sections: NavSection[] = [];
  if (user.is_super) sections.push(superSection(t, user));
  const districtId = sidebarDistrictId(user, context);
  if (districtId !== undefined) sections.push(districtSection(t, districtId, user, context.district));
  if (context.districtId !== undefined && context.schoolId !== undefined) sections.push(schoolSection(t, user, context.districtId, context.schoolId, context.school));
  return sections;
}
