import type { Area } from './area.ts';
import { actionsArea } from './actions.tsx';
import { boardsArea } from './boards.tsx';
import { meetingsArea } from './meetings.tsx';
import { configArea } from './config.tsx';
import { normsArea } from './norms.tsx';
import { importsArea } from './imports.tsx';
import { meetingRunArea } from './meeting-run.tsx';
import { profileArea } from './profile.tsx';
import { advancedSearchArea } from './advanced-search.tsx';
import { sisArea } from './sis.tsx';
import { studentsArea } from './students.tsx';
import { supportsArea } from './supports.tsx';
import { studentSupportsArea } from './student-supports.tsx';
import { resourcesArea } from './resources.tsx';
import { plansArea } from './plans.tsx';
import { supportPlansArea } from './support-plans.tsx';
import { reportsArea } from './reports.tsx';
import { homePageArea } from './home-page.tsx';
import { subscriptionsArea } from './subscriptions.tsx';
import { districtSystemArea } from './district-system.tsx';

/**
 * THE list of the web's feature areas: a new area is its <name>.tsx beside these and one entry here
 * (router.tsx and the sidebar walk it). Order here is the order of their items in the sidebar.
 */
export const AREAS: Area[] = [
  studentsArea,
  boardsArea,
  meetingsArea,
  meetingRunArea,
  actionsArea,
  supportsArea,
  studentSupportsArea,
  reportsArea,
  plansArea,
  resourcesArea,
  advancedSearchArea,
  profileArea,
  supportPlansArea,
  importsArea,
  configArea,
  normsArea,
  sisArea,
  homePageArea,
  subscriptionsArea,
  districtSystemArea,
];

export const areaRoutes = (where: 'admin' | 'district' | 'school') => AREAS.flatMap((a) => a[where] ?? []);
