/**
 * The access-matrix expectations of every server area, keyed by the area's name in src/areas/index.ts:
 * the type makes a new area's entry required, and access-matrix.test.ts checks that each area's file
 * states exactly the routes that area registers.
 */
import type { AreaName } from '../../src/areas/index.ts';
import type { Spec } from './common.ts';
import { actionsSpecs } from './actions.ts';
import { agreementSpecs } from './agreement.ts';
import { auditSpecs } from './audit.ts';
import { boardsSpecs } from './boards.ts';
import { configSpecs } from './config.ts';
import { healthSpecs } from './health.ts';
import { identitySpecs } from './identity.ts';
import { importsSpecs } from './imports.ts';
import { meetingsSpecs } from './meetings.ts';
import { profileSpecs } from './profile.ts';
import { advancedSearchSpecs } from './advanced-search.ts';
import { simulationSpecs } from './simulation.ts';
import { sisSpecs } from './sis.ts';
import { studentsSpecs } from './students.ts';
import { systemSpecs } from './system.ts';
import { tenancySpecs } from './tenancy.ts';
import { usersSpecs } from './users.ts';
import { normsSpecs } from './norms.ts';
import { celebrationsSpecs } from './celebrations.ts';
import { supportsSpecs } from './supports.ts';
import { studentSupportsSpecs } from './student-supports.ts';
import { resourcesSpecs } from './resources.ts';
import { supportPlansSpecs } from './support-plans.ts';
import { guardianSignSpecs } from './guardian-sign.ts';
import { reportsSpecs } from './reports.ts';
import { earlyWarningsSpecs } from './early-warnings.ts';
import { homePageSpecs } from './home-page.ts';
import { summariesSpecs } from './summaries.ts';
import { subscriptionsSpecs } from './subscriptions.ts';
import { mfaSpecs } from './mfa.ts';
import { districtSystemSpecs } from './district-system.ts';
import { accessLogSpecs } from './access-log.ts';
import { restrictedNotesSpecs } from './restricted-notes.ts';
import { sessionsSpecs } from './sessions.ts';
import { retentionSpecs } from './retention.ts';

export const AREA_SPECS: Record<AreaName, Record<string, Spec>> = {
  health: healthSpecs,
  identity: identitySpecs,
  tenancy: tenancySpecs,
  system: systemSpecs,
  agreement: agreementSpecs,
  simulation: simulationSpecs,
  users: usersSpecs,
  audit: auditSpecs,
  config: configSpecs,
  students: studentsSpecs,
  profile: profileSpecs,
  imports: importsSpecs,
  'advanced-search': advancedSearchSpecs,
  sis: sisSpecs,
  boards: boardsSpecs,
  meetings: meetingsSpecs,
  actions: actionsSpecs,
  norms: normsSpecs,
  celebrations: celebrationsSpecs,
  supports: supportsSpecs,
  'student-supports': studentSupportsSpecs,
  resources: resourcesSpecs,
  'support-plans': supportPlansSpecs,
  'guardian-sign': guardianSignSpecs,
  reports: reportsSpecs,
  'early-warnings': earlyWarningsSpecs,
  'home-page': homePageSpecs,
  summaries: summariesSpecs,
  subscriptions: subscriptionsSpecs,
  mfa: mfaSpecs,
  'district-system': districtSystemSpecs,
  'access-log': accessLogSpecs,
  'restricted-notes': restrictedNotesSpecs,
  sessions: sessionsSpecs,
  retention: retentionSpecs,
};
