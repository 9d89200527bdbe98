/**
 * Access-matrix expectations of the SIS sync routes (see common.ts): a district's admins and
 * super admins only; everyone else is refused, another district with 404. The upload is probed
 * with JSON: the district is checked before the file is read, so the allowed get 400
 * ("Please select a file") and nothing is stored.
 */
import type { CastMember } from '@ss/db';
import { sisSyncs } from '@ss/db';
import { matrix, type Scope, type Spec, DISTRICT_SCOPES } from './common.ts';

const admins = (s: Scope | null) => ({ own: ['super', 'districtAdmin'], other: ['super', 'frAdmin'], suspended: ['super'], sibling: [] })[s!] as CastMember[];

/** One failed sync per probed district, made once, for the routes that take a sync id. */
const syncIds: Partial<Record<Scope, number>> = {};
async function ensureSyncs() {
  if (syncIds.own) return;
  const { server, targets } = matrix.ctx!;
  for (const scope of DISTRICT_SCOPES) {
    const [row] = await server.db
      .insert(sisSyncs)
      .values({ district_id: targets.district[scope], file_name: 'matrix.zip', status: 'failed', errors: [{ file: 'bundle', message: 'sis.error.notZip' }] })
      .returning({ id: sisSyncs.id });
    syncIds[scope] = row!.id;
  }
}

export const sisSpecs: Record<string, Spec> = {
  'POST /api/v1/sis_syncs/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/sis_syncs/?district_id=${t.district[s!]}`, body: {} }),
    allowed: admins,
    ok: [400],
    after: ensureSyncs,
  },
  'GET /api/v1/sis_syncs/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/sis_syncs/?district=${t.district[s!]}` }),
    allowed: admins,
    after: ensureSyncs,
  },
  'GET /api/v1/sis_syncs/:id/': {
    scopes: DISTRICT_SCOPES,
    probe: (_t, s) => ({ path: `/api/v1/sis_syncs/${syncIds[s!] ?? 0}/` }),
    allowed: admins,
  },
  // A failed sync cannot be applied: the allowed get 409 and nothing changes.
  'POST /api/v1/sis_syncs/:id/apply/': {
    scopes: DISTRICT_SCOPES,
    probe: (_t, s) => ({ path: `/api/v1/sis_syncs/${syncIds[s!] ?? 0}/apply/`, body: {} }),
    allowed: admins,
    ok: [409],
  },
  'GET /api/v1/sis_org_mappings/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/sis_org_mappings/?district=${t.district[s!]}` }),
    allowed: admins,
  },
  'PUT /api/v1/sis_org_mappings/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: '/api/v1/sis_org_mappings/', body: { district_id: t.district[s!], mappings: [] } }),
    allowed: admins,
  },
};
