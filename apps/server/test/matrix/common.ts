/**
 * Shared vocabulary of the access matrix: scopes, the cast grouped by tenancy, and the
 * shape of a route's expectation. Each server area (src/areas/index.ts) states its routes in
 * the file of this folder named after it (index.ts keys them by area name);
 * access-matrix.test.ts walks them all with the routes the server registers.
 */
import { sql } from 'drizzle-orm';
import type { CastMember } from '@ss/db';
import type { ApiClient, TestServer } from '../harness.ts';
import type { DemoIds } from '../fixtures.ts';

export type Scope = 'own' | 'sibling' | 'other' | 'suspended';
export type Who = CastMember[] | 'signed-in';

export interface Targets {
  district: Record<Scope, number>;
  school: Record<Scope, number>;
  user: Record<Scope, number>;
  /** A student in Aspen (own), Riverbend (sibling), Trois-Ponts (other), Maple Hollow (suspended). */
  student: Record<Scope, number>;
  /** A custom board in each of those schools holding its student (matrix/boards.ts). */
  board?: Record<Scope, number>;
  /** An open action in each of those schools, its responsible person that scope's user (matrix/actions.ts). */
  action?: Record<Scope, number>;
  /** A norm of each of those schools (matrix/norms.ts). */
  norm?: Record<Scope, number>;
  /** A celebration of each of those students (matrix/celebrations.ts). */
  celebration?: Record<Scope, number>;
  /** A scheduled student meeting on each scope's student, its target user invited (matrix/meetings.ts). */
  meeting?: Record<Scope, number>;
  /** The general note of each of those meetings. */
  meetingNote?: Record<Scope, number>;
  /** A document at the top level of each of those schools' resources, by nobody of the cast (matrix/resources.ts). */
  resource?: Record<Scope, number>;
  /** An empty resource folder of each of those schools. */
  resourceFolder?: Record<Scope, number>;
  /** An approved addition of each of those schools, by that scope's user, given to its student (matrix/supports.ts). */
  support?: Record<Scope, number>;
  /** A monitored support given to each scope's student, with a data point and a session (matrix/student-supports.ts). */
  studentSupport?: Record<Scope, number>;
  /** A draft support plan in each of those schools, made from the school's own template (matrix/support-plans.ts). */
  supportPlan?: Record<Scope, number>;
  /** That template: used by the plan, so archiving it is refused. */
  planTemplate?: Record<Scope, number>;
  /** A finished bulk export of the own scope's school, asked for by `schoolLeader` (matrix/support-plan-exports.ts). */
  planExport?: number;
  /** A withdrawn guardian request on each scope's plan (matrix/guardian-sign.ts). */
  guardianRequest?: Record<Scope, number>;
  /** An early-warning rule of each scope's district (matrix/early-warnings.ts). */
  earlyWarningRule?: Record<Scope, number>;
  /** An open flag of that rule on each scope's student. */
  earlyWarningFlag?: Record<Scope, number>;
  /** A person with the memberships of each scope's user, whose sessions may be ended (matrix/sessions.ts). */
  sessionUser?: Record<Scope, number>;
  /** A finished export of each scope's district, with its zip, beside one being made (matrix/district-export.ts). */
  districtExport?: Record<Scope, number>;
}

export interface Spec {
  /** Public routes are probed anonymously only, and must not ask for sign-in. */
  public?: { status: number[] };
  /** null: the route has no tenant target, so one probe per member. */
  scopes: Scope[] | null;
  probe: (t: Targets, scope: Scope | null, member: CastMember) => { path: string; body?: unknown };
  allowed: (scope: Scope | null) => Who;
  /** Statuses that count as "allowed" (default: any 2xx). */
  ok?: number[];
  /** Statuses that count as "refused" besides 403 and 404. */
  refused?: number[];
  /** Restores state after an allowed call. */
  after?: (client: ApiClient) => Promise<void>;
}

export const EN: CastMember[] = ['districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader', 'teacher', 'schoolStaff', 'multiTeacher', 'suspendedTeacher'];
export const FR: CastMember[] = ['frAdmin', 'frTeacher'];
export const ALL: CastMember[] = ['super', ...EN, ...FR];
export const SUPER: CastMember[] = ['super'];
export const ASPEN: CastMember[] = ['districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader', 'teacher', 'schoolStaff', 'multiTeacher'];

/** Whoever's scope holds the target school: readers of a school's norms and celebrations (issue 10). */
export const SCHOOL_READERS: Record<Scope, CastMember[]> = {
  own: ['super', ...ASPEN],
  sibling: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'multiTeacher'],
  other: ['super', ...FR],
  suspended: SUPER,
};
/** The school's admins and leaders (districtStaff leads Aspen) and the district's admins and leaders: who manage its norms and celebrations. */
export const SCHOOL_LEADERS: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader'],
  sibling: ['super', 'districtAdmin', 'districtLeader'],
  other: ['super', 'frAdmin'],
  suspended: SUPER,
};

/** The district of a school, for rows seeded by hand. */
export async function districtOfSchool(server: TestServer, schoolId: number): Promise<number> {
  const r = await server.db.execute(sql`select district_id from schools where id = ${schoolId}`);
  return (r as unknown as { rows: { district_id: number }[] }).rows[0]!.district_id;
}
export const TENANT: Scope[] = ['own', 'sibling', 'other', 'suspended'];
export const DISTRICT_SCOPES: Scope[] = ['own', 'other', 'suspended'];

/** Set by the matrix before it runs: what `after` hooks and probes may need. */
export const matrix: {
  ctx?: {
    server: TestServer;
    targets: Targets;
    ids: DemoIds;
    /** Current names by id, so renaming probes rename to the same name. */
    names: { districts: Map<number, string>; schools: Map<number, string>; users: Map<number, string> };
  };
} = {};
