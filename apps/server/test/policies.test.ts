/**
 * Every policy rule as a table against the test cast (issue 13, section 5): for each rule and
 * place, exactly who is allowed; everyone else in the cast must be refused. The actors are loaded
 * the way a request loads them (loadActor), so a change of the cast's memberships or of a rule
 * shows here as a changed row, not as a surprise in a route.
 *
 * Places: Aspen Grove (the English district's school most of the cast works in), Riverbend (its
 * sibling: district staff is staff there, the two-school teacher teaches there), Trois-Ponts (the
 * francophone district's). Suspension is not a policy's business (the tenant guard's and the
 * scope's), so the suspended school's teacher is refused by scope, not listed here.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAST, type CastMember } from '@ss/db';
import type { Actor } from '../src/lib/actor.ts';
import { agreementPolicy } from '../src/policies/agreement.policy.ts';
import { configPolicy } from '../src/policies/config.policy.ts';
import { studentPolicy } from '../src/policies/students.policy.ts';
import { systemPolicy } from '../src/policies/system.policy.ts';
import { districtPolicy, schoolPolicy } from '../src/policies/tenancy.policy.ts';
import { reportsPolicy } from '../src/policies/reports.policy.ts';
import { userPolicy } from '../src/policies/users.policy.ts';
import { membershipsOf } from '../src/repositories/staff.repository.ts';
import { loadActor } from '../src/repositories/users.repository.ts';
import { demoIds, userByEmail, type DemoIds } from './fixtures.ts';
import { startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let ids: DemoIds;
const actors = {} as Record<CastMember, Actor>;
const CAST_MEMBERS = Object.keys(CAST) as CastMember[];

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server.db);
  for (const who of CAST_MEMBERS) actors[who] = (await loadActor(server.db, ids.user[who]))!;
});
afterAll(() => server?.close());

type Rule = (a: Actor) => boolean;

/** The rule allows exactly `allowed` among the cast. */
function expectAllowed(rule: Rule, allowed: CastMember[]) {
  const got = CAST_MEMBERS.filter((who) => rule(actors[who]));
  expect(got.sort()).toEqual([...allowed].sort());
}

const SUPER: CastMember[] = ['super'];
const EN_DISTRICT_ADMINS_LEADERS: CastMember[] = ['super', 'districtAdmin', 'districtLeader'];

describe('student policy', () => {
  const at = (school: 'aspen' | 'riverbend' | 'troisPonts') => ({ school_id: ids[school], district_id: school === 'troisPonts' ? ids.fr : ids.en });

  it('manageRoster: super admins, the district admins and leaders, the school admins and leaders (district staff through its school role)', () => {
    expectAllowed((a) => studentPolicy.manageRoster(a, at('aspen')), [...EN_DISTRICT_ADMINS_LEADERS, 'districtStaff', 'schoolAdmin', 'schoolLeader']);
    expectAllowed((a) => studentPolicy.manageRoster(a, at('riverbend')), EN_DISTRICT_ADMINS_LEADERS);
    expectAllowed((a) => studentPolicy.manageRoster(a, at('troisPonts')), ['super', 'frAdmin']);
  });

  it('delete: super admins, district admins, school admins', () => {
    expectAllowed((a) => studentPolicy.delete(a, at('aspen')), ['super', 'districtAdmin', 'schoolAdmin']);
    expectAllowed((a) => studentPolicy.delete(a, at('riverbend')), ['super', 'districtAdmin']);
    expectAllowed((a) => studentPolicy.delete(a, at('troisPonts')), ['super', 'frAdmin']);
  });

  it('writeNotes: the roster editors and the school teachers; school staff only read', () => {
    expectAllowed((a) => studentPolicy.writeNotes(a, at('aspen')), [...EN_DISTRICT_ADMINS_LEADERS, 'districtStaff', 'schoolAdmin', 'schoolLeader', 'teacher', 'multiTeacher']);
    expectAllowed((a) => studentPolicy.writeNotes(a, at('riverbend')), [...EN_DISTRICT_ADMINS_LEADERS, 'multiTeacher']);
    expectAllowed((a) => studentPolicy.writeNotes(a, at('troisPonts')), ['super', 'frAdmin', 'frTeacher']);
  });

  it('closeAlert: a roster editor of the school, or the alert author', () => {
    const byTeacher = () => ({ created_by: ids.user.teacher });
    expectAllowed((a) => studentPolicy.closeAlert(a, at('aspen'), byTeacher()), [...EN_DISTRICT_ADMINS_LEADERS, 'districtStaff', 'schoolAdmin', 'schoolLeader', 'teacher']);
    expectAllowed((a) => studentPolicy.closeAlert(a, at('riverbend'), byTeacher()), [...EN_DISTRICT_ADMINS_LEADERS, 'teacher']);
  });

  it('district roster and district data', () => {
    expectAllowed((a) => studentPolicy.manageDistrictRoster(a, ids.en), EN_DISTRICT_ADMINS_LEADERS);
    expectAllowed((a) => studentPolicy.manageDistrictRoster(a, ids.fr), ['super', 'frAdmin']);
    expectAllowed((a) => studentPolicy.administerDistrictData(a, ids.en), ['super', 'districtAdmin']);
    expectAllowed((a) => studentPolicy.administerDistrictData(a, ids.fr), ['super', 'frAdmin']);
  });
});

describe('tenancy policies', () => {
  const school = (key: 'aspen' | 'riverbend' | 'troisPonts') => ({ id: ids[key], district_id: key === 'troisPonts' ? ids.fr : ids.en });

  it('districts: the system runs them; admins (and leaders granted it) manage their own', () => {
    for (const rule of [districtPolicy.create, districtPolicy.update, districtPolicy.suspend]) expectAllowed(rule, SUPER);
    expectAllowed((a) => districtPolicy.manageSchools(a, ids.en), EN_DISTRICT_ADMINS_LEADERS);
    expectAllowed((a) => districtPolicy.manageSchools(a, ids.fr), ['super', 'frAdmin']);
    expectAllowed((a) => districtPolicy.viewStaff(a, ids.en), EN_DISTRICT_ADMINS_LEADERS);
    // The district leader may manage schools but not staff.
    expectAllowed((a) => districtPolicy.manageStaff(a, ids.en), ['super', 'districtAdmin']);
    expectAllowed((a) => districtPolicy.grantDistrictAdmin(a, ids.en), ['super', 'districtAdmin']);
    expectAllowed((a) => districtPolicy.viewAudit(a, ids.en), ['super', 'districtAdmin']);
    expectAllowed((a) => districtPolicy.viewAudit(a, ids.fr), ['super', 'frAdmin']);
  });

  it('schools: staff seen by school admins and leaders, managed by school admins', () => {
    expectAllowed((a) => schoolPolicy.create(a, ids.en), EN_DISTRICT_ADMINS_LEADERS);
    expectAllowed((a) => schoolPolicy.update(a, school('aspen')), EN_DISTRICT_ADMINS_LEADERS);
    expectAllowed(schoolPolicy.updateAccount, SUPER);
    expectAllowed((a) => schoolPolicy.viewStaff(a, school('aspen')), [...EN_DISTRICT_ADMINS_LEADERS, 'districtStaff', 'schoolAdmin', 'schoolLeader']);
    expectAllowed((a) => schoolPolicy.viewStaff(a, school('riverbend')), EN_DISTRICT_ADMINS_LEADERS);
    expectAllowed((a) => schoolPolicy.manageStaff(a, school('aspen')), ['super', 'districtAdmin', 'schoolAdmin']);
    expectAllowed((a) => schoolPolicy.manageStaff(a, school('troisPonts')), ['super', 'frAdmin']);
  });
});

describe('configuration policy', () => {
  it('system defaults: super admins; a district: its admins and the leaders who manage schools; a school: those and its admin', () => {
    expectAllowed(configPolicy.editSystem, SUPER);
    expectAllowed((a) => configPolicy.editDistrict(a, ids.en), EN_DISTRICT_ADMINS_LEADERS);
    expectAllowed((a) => configPolicy.editDistrict(a, ids.fr), ['super', 'frAdmin']);
    expectAllowed((a) => configPolicy.editSchool(a, { id: ids.aspen, district_id: ids.en }), [...EN_DISTRICT_ADMINS_LEADERS, 'schoolAdmin']);
    expectAllowed((a) => configPolicy.editSchool(a, { id: ids.riverbend, district_id: ids.en }), EN_DISTRICT_ADMINS_LEADERS);
    expectAllowed((a) => configPolicy.edit(a, { level: 'school', school: { id: ids.troisPonts, district_id: ids.fr } }), ['super', 'frAdmin']);
  });
});

describe('staff, system and agreement policies', () => {
  it('invite: whoever sees staff somewhere (super, district admins and leaders, school admins and leaders)', () => {
    expectAllowed(userPolicy.invite, [...EN_DISTRICT_ADMINS_LEADERS, 'districtStaff', 'schoolAdmin', 'schoolLeader', 'frAdmin']);
  });

  it('super admins only: e-mail changes, credentials, super users, statistics, outbox, agreement versions', () => {
    for (const rule of [
      userPolicy.editEmail,
      userPolicy.readCredentials,
      userPolicy.manageSuperUsers,
      systemPolicy.readStatistics,
      systemPolicy.readOutbox,
      systemPolicy.sendTestEmail,
      agreementPolicy.listVersions,
      agreementPolicy.publish,
    ])
      expectAllowed(rule, SUPER);
  });

  it('managing a teacher of Aspen: super, the district admin, the school admin; nobody deactivates themselves', async () => {
    const memberships = await membershipsOf(server.db, [ids.user.teacher, ids.user.districtAdmin, ids.user.super]);
    const target = async (who: CastMember) => ({
      user: (await userByEmail(server.db, CAST[who]))!,
      memberships: memberships.get(ids.user[who]) ?? { district: null, schools: [], hasIdentity: false },
    });
    const teacher = await target('teacher');
    expectAllowed((a) => userPolicy.update(a, teacher), ['super', 'districtAdmin', 'schoolAdmin']);
    expectAllowed((a) => userPolicy.deactivate(a, teacher), ['super', 'districtAdmin']);
    // The district leader manages no staff; a district admin is managed by super admins and district admins, never themselves.
    const admin = await target('districtAdmin');
    expectAllowed((a) => userPolicy.deactivate(a, admin), ['super']);
    expectAllowed((a) => userPolicy.simulate(a, teacher), SUPER);
    const superUser = await target('super');
    expectAllowed((a) => userPolicy.simulate(a, superUser), []);
  });
});

describe('reports policy (issue 22, section 1)', () => {
  it('read: super admins, the district’s admins, leaders and staff; readSchools narrows district staff to their schools', () => {
    expectAllowed((a) => reportsPolicy.read(a, ids.en), [...EN_DISTRICT_ADMINS_LEADERS, 'districtStaff']);
    expectAllowed((a) => reportsPolicy.read(a, ids.fr), ['super', 'frAdmin']);
    expectAllowed((a) => reportsPolicy.readSchools(a, ids.en, null), EN_DISTRICT_ADMINS_LEADERS);
    expectAllowed((a) => reportsPolicy.readSchools(a, ids.en, [ids.aspen, ids.riverbend]), [...EN_DISTRICT_ADMINS_LEADERS, 'districtStaff']);
    expectAllowed((a) => reportsPolicy.readSchools(a, ids.en, []), EN_DISTRICT_ADMINS_LEADERS);
    expectAllowed((a) => reportsPolicy.readSchools(a, ids.en, [ids.maple]), EN_DISTRICT_ADMINS_LEADERS);
  });

  it('seeStudents: the names only for whoever may write notes on the students of every school covered', () => {
    expectAllowed((a) => reportsPolicy.seeStudents(a, ids.en, null), EN_DISTRICT_ADMINS_LEADERS);
    expectAllowed(
      (a) => reportsPolicy.seeStudents(a, ids.en, [ids.aspen]),
      [...EN_DISTRICT_ADMINS_LEADERS, 'districtStaff', 'schoolAdmin', 'schoolLeader', 'teacher', 'multiTeacher'],
    );
    // District staff is school staff at Riverbend: no names there, nor for both schools together.
    expectAllowed((a) => reportsPolicy.seeStudents(a, ids.en, [ids.aspen, ids.riverbend]), [...EN_DISTRICT_ADMINS_LEADERS, 'multiTeacher']);
  });
});
