/**
 * A feature area's contribution to the router and the sidebar. Each area (configuration,
 * students, profile, imports, search, SIS) declares its pages and nav items in its own file,
 * so areas are added without editing one shared route table.
 */
import type { TFunction } from 'i18next';
import type { RouteObject } from 'react-router';
import type { TCurrentUser } from '@ss/domain';
import type { NavItem } from '../../ui/NavSections.tsx';

export interface Area {
  /** Children of /admin. */
  admin?: RouteObject[];
  /** Children of /district/:districtId. */
  district?: RouteObject[];
  /** Children of /school/:districtId/:schoolId. */
  school?: RouteObject[];
  nav?: {
    admin?: (t: TFunction, user: TCurrentUser) => NavItem[];
    district?: (t: TFunction, user: TCurrentUser, districtId: number) => NavItem[];
    school?: (t: TFunction, user: TCurrentUser, districtId: number, schoolId: number) => NavItem[];
  };
}
