/**
 * Shared vocabulary of the access matrix: scopes, the cast grouped by tenancy, and the
 * shape of a route's expectation. Each server area (src/areas/index.ts) states its routes in
 * the file of this folder named after it (index.ts keys them by area name);
 * access-matrix.test.ts walks them all with the routes the server registers.
 */
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
  /** A scheduled student meeting on each scope's student, its target user invited (matrix/meetings.ts). */
  meeting?: Record<Scope, number>;
  /** The general note of each of those meetings. */
  meetingNote?: Record<Scope, number>;
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
