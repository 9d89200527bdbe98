/**
 * Sidebar sections (spec section 6: Super, District, School options). Only pages
 * that exist are listed; each later feature adds its entry here with its route.
 */
import type { TFunction } from 'i18next';
import { IconBuildingCommunity, IconChartBar, IconHome, IconMailForward, IconSchool, IconSwitchHorizontal } from '@tabler/icons-react';
import type { TCurrentUser } from '@ss/domain';
import type { NavSection } from '../../ui/NavSections.tsx';

const icon = (Component: typeof IconHome) => <Component size={18} stroke={1.6} aria-hidden />;

export function superSection(t: TFunction): NavSection {
  return {
    id: 'super',
    title: t('nav.super'),
    items: [
      { to: '/admin', label: t('page.adminHome'), icon: icon(IconChartBar), exact: true },
      { to: '/admin/outbox', label: t('page.outbox'), icon: icon(IconMailForward) },
    ],
  };
}

export function districtSection(t: TFunction, districtId: number): NavSection {
  return {
    id: 'district',
    title: t('nav.district'),
    items: [
      { to: `/district/${districtId}`, label: t('page.districtHome'), icon: icon(IconHome), exact: true },
      { to: `/district/${districtId}/schools`, label: t('page.schools'), icon: icon(IconBuildingCommunity) },
    ],
  };
}

export function schoolSection(t: TFunction, user: TCurrentUser, districtId: number, schoolId: number | null): NavSection {
  const items = [];
  if (schoolId !== null) items.push({ to: `/school/${districtId}/${schoolId}`, label: t('page.schoolHome'), icon: icon(IconSchool), exact: true });
  if (user.is_super || user.schools.length > 1 || schoolId === null) {
    items.push({ to: `/school/${districtId}/select-school`, label: t('page.selectSchool'), icon: icon(IconSwitchHorizontal) });
  }
  return { id: 'school', title: t('nav.school'), items };
}

/** Super options for super admins wherever they are; district options for district-level users. */
export function sectionsFor(t: TFunction, user: TCurrentUser, context: { districtId?: number; schoolId?: number | null }): NavSection[] {
  const sections: NavSection[] = [];
  if (user.is_super) sections.push(superSection(t));
  const districtId = context.districtId ?? (user.district_level ? user.district?.id : undefined);
  if (districtId !== undefined && (user.is_super || user.district_level)) sections.push(districtSection(t, districtId));
  if (context.districtId !== undefined && context.schoolId !== undefined) sections.push(schoolSection(t, user, context.districtId, context.schoolId));
  return sections;
}
