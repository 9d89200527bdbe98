/**
 * THE list of the server's feature areas. app.ts registers their routes and runtime.ts their jobs and
 * schedules from it, and the access matrix (apps/server/test/matrix/index.ts) is keyed by their names.
 * A new area is a <name>.area.ts manifest beside these and one entry here. Order is registration order.
 */
import { actionsArea } from './actions.area.ts';
import { agreementArea } from './agreement.area.ts';
import { auditArea } from './audit.area.ts';
import { boardsArea } from './boards.area.ts';
import { configArea } from './config.area.ts';
import { healthArea } from './health.area.ts';
import { identityArea } from './identity.area.ts';
import { importsArea } from './imports.area.ts';
import { meetingsArea } from './meetings.area.ts';
import { profileArea } from './profile.area.ts';
import { advancedSearchArea } from './advanced-search.area.ts';
import { simulationArea } from './simulation.area.ts';
import { sisArea } from './sis.area.ts';
import { studentsArea } from './students.area.ts';
import { systemArea } from './system.area.ts';
import { tenancyArea } from './tenancy.area.ts';
import { usersArea } from './users.area.ts';
import { normsArea } from './norms.area.ts';
import { celebrationsArea } from './celebrations.area.ts';
import { supportsArea } from './support-network.area.ts';
import { studentSupportsArea } from './supports-given.area.ts';
import { resourcesArea } from './resources.area.ts';
import { supportPlansArea } from './support-plans.area.ts';
import { guardianSignArea } from './guardian-sign.area.ts';
import { reportsArea } from './reports.area.ts';
import { earlyWarningsArea } from './early-warnings.area.ts';
import { homePageArea } from './home-page.area.ts';
import { summariesArea } from './summaries.area.ts';
import { subscriptionsArea } from './subscriptions.area.ts';
import { mfaArea } from './mfa.area.ts';
import { districtSystemArea } from './district-system.area.ts';
import { accessLogArea } from './access-log.area.ts';
import { restrictedNotesArea } from './restricted-notes.area.ts';
import { sessionsArea } from './sessions.area.ts';
import { retentionArea } from './retention.area.ts';

export const AREAS = [
  healthArea,
  identityArea,
  tenancyArea,
  systemArea,
  agreementArea,
  simulationArea,
  usersArea,
  auditArea,
  configArea,
  studentsArea,
  profileArea,
  importsArea,
  advancedSearchArea,
  sisArea,
  boardsArea,
  actionsArea,
  normsArea,
  celebrationsArea,
  meetingsArea,
  supportsArea,
  studentSupportsArea,
  resourcesArea,
  supportPlansArea,
  guardianSignArea,
  reportsArea,
  earlyWarningsArea,
  homePageArea,
  summariesArea,
  subscriptionsArea,
  mfaArea,
  districtSystemArea,
  accessLogArea,
  restrictedNotesArea,
  sessionsArea,
  retentionArea,
] as const;

export type AreaName = (typeof AREAS)[number]['name'];
