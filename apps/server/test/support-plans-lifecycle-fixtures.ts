/**
 * What the support plan lifecycle API tests (issue 12, section 3) share: a plan of a taught student with a team,
 * finalising, new drafts, paper signatures, revision and signature counts; and, with `withLifecycleServer`, one
 * demo server per file with a template made.
 */
import { beforeAll, expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { supportPlanRevisions, supportPlanSignatures } from '@ss/db';
import { type TPlanTemplate, type TSupportPlan } from '@ss/domain';
import type { ApiClient, TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { activeKeys, planRow as planRowOf, taughtStudentOf } from './support-plans-fixtures.ts';
import { daysAgo } from './supports-given-fixtures.ts';

export let server: TestServer;
export let ids: DemoIds;
export const as = signedInClients(() => server);

export const YEAR = '2026–2027';
export let infoKeys: number[];
export let roleKeys: number[];
export let template: TPlanTemplate;

/** A 1×1 PNG as a data URL. */
export const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const base = (id: number) => `/api/v1/support_plans/${id}`;
export const planRow = (id: number) => planRowOf(server.db, id);
export const revisionCount = async (id: number) =>
  (
    await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(supportPlanRevisions)
      .where(eq(supportPlanRevisions.plan_id, id))
  )[0]!.n;
export const signatureCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(supportPlanSignatures))[0]!.n;
export const keysOf = (c: ApiClient, kind: string) => activeKeys(c, kind, ids.aspen);

export const taughtStudent = (last: string) => taughtStudentOf(server.db, { id: ids.aspen, district: ids.en }, `Life${last}`, ids.user.teacher);

/** A plan of a student taught by `teacher`, with a team of `team` people and a first information field. */
export async function makePlan(last: string, team = 2): Promise<TSupportPlan> {
  const leader = await as('schoolLeader');
  const made = await leader.post<TSupportPlan>('/api/v1/support_plans/', { student_id: await taughtStudent(last), template_id: template.id, school_year: YEAR });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const members = [
    { name: 'Hannah Lee', role_key: roleKeys[0], inside: true, user_id: ids.user.teacher },
    { name: 'Alex Parent', role_key: roleKeys[1] ?? roleKeys[0], inside: false },
    { name: 'Sam Specialist', role_key: roleKeys[0], inside: false },
    { name: 'Kim Nurse', role_key: roleKeys[0], inside: false },
  ].slice(0, team);
  const res = await leader.patch<TSupportPlan>(`${base(made.body.id)}/`, { home_version: 1, information: { [String(infoKeys[0])]: 'Asthma.' }, team: members });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

export const finalise = async (c: ApiClient, id: number) => c.post<TSupportPlan>(`${base(id)}/finalise/`, {});
export const newDraft = async (c: ApiClient, id: number) => c.post<TSupportPlan>(`${base(id)}/new_draft/`, {});
/** A signature given on paper, as a coordinator records it. */
export const paper = (over: Record<string, unknown> = {}) => ({
  method: 'paper',
  name: 'Alex Parent',
  role_key: roleKeys[1] ?? roleKeys[0],
  signed_on: daysAgo(0),
  ...over,
});

/** One demo server for the file's tests, with `template` made and the active list keys read. */
export function withLifecycleServer(): void {
  withDemoServer((s, i) => ((server = s), (ids = i)));
  beforeAll(async () => {
    const admin = await as('districtAdmin');
    infoKeys = await keysOf(admin, 'support-plan-information');
    roleKeys = await keysOf(admin, 'support-team-role');
    const res = await admin.post<TPlanTemplate>('/api/v1/support_plan_templates/', {
      district: ids.en,
      name: 'Lifecycle plan',
      specialized_assessment: true,
      goal_planning: true,
      transition_planning: true,
      information_keys: infoKeys,
      team_role_keys: roleKeys,
      review_months: 3,
      pdf_wording_en: '',
      pdf_wording_fr: '',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    template = res.body;
  });
}
