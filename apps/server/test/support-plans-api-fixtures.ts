/**
 * What the support plan API tests of issue 12's server foundation share: a district template with every part, a
 * fresh Aspen student taught by the teacher, making a plan, counting plans; and, with `withSupportPlansServer`,
 * one demo server per file with the template made.
 */
import { beforeAll, expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { supportPlans } from '@ss/db';
import { type TPlanTemplate, type TSupportPlan } from '@ss/domain';
import type { ApiClient, TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { activeKeys, planRow as planRowOf, taughtStudentOf } from './support-plans-fixtures.ts';

export let server: TestServer;
export let ids: DemoIds;
export const as = signedInClients(() => server);

export const YEAR = '2026–2027';
export let infoKeys: number[];
export let roleKeys: number[];
/** A template of the English district with every part. */
export let districtTemplate: TPlanTemplate;

export const planRow = (id: number) => planRowOf(server.db, id);
export const planCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(supportPlans))[0]!.n;
export const keysOf = (c: ApiClient, kind: string) => activeKeys(c, kind, ids.aspen);

/** A fresh Aspen student taught by `teacher`. */
export const taughtStudent = (last: string) => taughtStudentOf(server.db, { id: ids.aspen, district: ids.en }, `Plan${last}`, ids.user.teacher);

export async function makePlan(student: number, templateId = districtTemplate.id, year = YEAR): Promise<TSupportPlan> {
  const res = await (await as('schoolLeader')).post<TSupportPlan>('/api/v1/support_plans/', { student_id: student, template_id: templateId, school_year: year });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export const templateBody = (over: Record<string, unknown> = {}) => ({
  district: ids.en,
  name: 'Individual program plan',
  specialized_assessment: true,
  goal_planning: true,
  transition_planning: true,
  information_keys: infoKeys,
  team_role_keys: roleKeys,
  review_months: 3,
  pdf_wording_en: 'This plan is reviewed with the family.',
  pdf_wording_fr: 'Ce plan est révisé avec la famille.',
  ...over,
});

/** One demo server for the file's tests, with `districtTemplate` made and the active list keys read. */
export function withSupportPlansServer(): void {
  withDemoServer((s, i) => ((server = s), (ids = i)));
  beforeAll(async () => {
    const admin = await as('districtAdmin');
    infoKeys = await keysOf(admin, 'support-plan-information');
    roleKeys = await keysOf(admin, 'support-team-role');
    expect(infoKeys.length).toBeGreaterThan(1);
    const res = await admin.post<TPlanTemplate>('/api/v1/support_plan_templates/', templateBody());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    districtTemplate = res.body;
  });
}
