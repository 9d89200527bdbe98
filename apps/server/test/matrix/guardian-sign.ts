/**
 * Access-matrix expectations of the guardian-sign area (issue 24, section 1; see common.ts). Each scope's plan is a
 * draft (matrix/support-plans.ts): whoever manages its signatures (the makers) reads its requests, is refused a
 * send on a draft (409) once the rights are checked, and a withdrawal of a request already withdrawn (409; one is
 * seeded per scope). The guardian's link is public: a token that is not one answers 410, whoever asks.
 */
import { and, eq, sql } from 'drizzle-orm';
import { supportPlanGuardianRequests, supportPlanRevisions } from '@ss/db';
import type { TestServer } from '../harness.ts';
import { matrix, TENANT, type Scope, type Spec, type Targets } from './common.ts';
import { MAKERS } from './support-plans.ts';

const plan = (t: Targets, s: Scope | null) => t.supportPlan![s!];
const request = (t: Targets, s: Scope | null) => t.guardianRequest![s!];
const FAKE = 'not-a-real-token-not-a-real-token-not-a-real';

/** A token that is not one counts against the IP (plugins/throttle.ts): the probes' misses go, so none meets the limit. */
async function clearMisses() {
  await matrix.ctx!.server.db.execute(sql`delete from rate_limit_hits where bucket like 'guardian-link:%'`);
}

/** A withdrawn request on each scope's plan (revision 1). */
export async function seedMatrixGuardianRequests(server: TestServer, t: Targets): Promise<{ guardianRequest: Record<Scope, number> }> {
  const guardianRequest = {} as Record<Scope, number>;
  for (const scope of TENANT) {
    const planId = t.supportPlan![scope];
    const [rev] = await server.db
      .select({ id: supportPlanRevisions.id })
      .from(supportPlanRevisions)
      .where(and(eq(supportPlanRevisions.plan_id, planId), eq(supportPlanRevisions.number, 1)));
    const [row] = await server.db
      .insert(supportPlanGuardianRequests)
      .values({
        plan_id: planId,
        revision_id: rev!.id,
        guardian_name: 'Matrix Guardian',
        email: 'guardian@example.test',
        language: 'en',
        token_hash: `matrix-${scope}`,
        expires_at: new Date(Date.now() + 86_400_000),
        revoked_at: new Date(),
      })
      .returning({ id: supportPlanGuardianRequests.id });
    guardianRequest[scope] = row!.id;
  }
  return { guardianRequest };
}

export const guardianSignSpecs: Record<string, Spec> = {
  'GET /api/v1/support_plans/:id/guardian_requests/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/guardian_requests/` }),
    allowed: (s) => MAKERS[s!],
  },
  // The plan is a draft: 409 for whoever may send.
  'POST /api/v1/support_plans/:id/guardian_requests/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/guardian_requests/`, body: { member: 0, email: 'guardian@example.test', language: 'en' } }),
    allowed: (s) => MAKERS[s!],
    ok: [409],
  },
  // The seeded request is already withdrawn: 409 for whoever may withdraw.
  'POST /api/v1/support_plans/:id/guardian_requests/:rid/revoke/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/guardian_requests/${request(t, s)}/revoke/`, body: {} }),
    allowed: (s) => MAKERS[s!],
    ok: [409],
  },
  // The token is the credential: no session is read; a token that is not one is 410.
  'GET /api/v1/guardian_sign/': {
    public: { status: [410] },
    scopes: null,
    probe: () => ({ path: `/api/v1/guardian_sign/?token=${FAKE}` }),
    allowed: () => 'signed-in',
    ok: [410],
    after: clearMisses,
  },
  'GET /api/v1/guardian_sign/pdf/': {
    public: { status: [410] },
    scopes: null,
    probe: () => ({ path: `/api/v1/guardian_sign/pdf/?token=${FAKE}` }),
    allowed: () => 'signed-in',
    ok: [410],
    after: clearMisses,
  },
  'POST /api/v1/guardian_sign/sign/': {
    public: { status: [410] },
    scopes: null,
    probe: () => ({ path: '/api/v1/guardian_sign/sign/', body: { token: FAKE, full_name: 'Matrix Guardian', consent: true } }),
    allowed: () => 'signed-in',
    ok: [410],
    after: clearMisses,
  },
  'POST /api/v1/guardian_sign/decline/': {
    public: { status: [410] },
    scopes: null,
    probe: () => ({ path: '/api/v1/guardian_sign/decline/', body: { token: FAKE, comment: '' } }),
    allowed: () => 'signed-in',
    ok: [410],
    after: clearMisses,
  },
};
