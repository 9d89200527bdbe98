/**
 * A feature area's contribution to the router and the sidebar. Each area (configuration,
 * students, profile, imports, search, SIS) declares its pages and nav items in its own file,
 * so areas are added without editing one shared route table. A file here is named after the
 * server area whose API it uses (apps/server/src/areas/<name>.area.ts), and exports `<name>Area`
 * like the server's manifest; server areas without workspace pages of their own (identity,
 * tenancy, users, system, …) have their pages in router.tsx.
 */
import type { TFunction } from 'i18next';
import type { RouteObject } from 'react-router';
import type { TCurrentUser, TDistrict, TSchool } from '@ss/domain';
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
    /** `district`: the district's answer once loaded, with the actor's abilities there. */
    district?: (t: TFunction, user: TCurrentUser, districtId: number, district?: TDistrict) => NavItem[];
    /** `school`: the school's answer once loaded, with the actor's abilities there. */
    school?: (t: TFunction, user: TCurrentUser, districtId: number, schoolId: number, school?: TSchool) => NavItem[];
  };
}
