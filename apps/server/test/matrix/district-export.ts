/**
 * Access-matrix expectations of a district's own export (issue 24, section 6; part of the district-system area,
 * spread into its specs): its admins and super admins ask for one, list them and download them; district leaders and
 * staff and school users are refused; another district is 404, a suspended one 403 but for super admins. Each scope's
 * district holds an export being made (so an allowed request gets past the rights to the 409 and nothing is queued)
 * and a finished one with its zip (an empty one), downloaded by the allowed.
 */
import type { CastMember } from '@ss/db';
import { districtExports, storedFiles } from '@ss/db';
import type { TestServer } from '../harness.ts';
import { DISTRICT_SCOPES, SUPER, type Scope, type Spec, type Targets } from './common.ts';

const ADMINS: Record<Scope, CastMember[]> = { own: ['super', 'districtAdmin'], sibling: [], other: ['super', 'frAdmin'], suspended: SUPER };

/** In each scope's district: an export being made, and a finished one (returned) with its zip. */
export async function seedMatrixDistrictExports(server: TestServer, t: Targets, requester: number): Promise<{ districtExport: Record<Scope, number> }> {
  const emptyZip = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
  const out = {} as Record<Scope, number>;
  for (const s of DISTRICT_SCOPES) {
    const district = t.district[s];
    const [file] = await server.db
      .insert(storedFiles)
      .values({ district_id: district, purpose: 'district_export', content_type: 'application/zip', file_name: 'matrix.zip', size: emptyZip.length, data: emptyZip })
      .returning({ id: storedFiles.id });
    const finished = new Date();
    const [done] = await server.db
      .insert(districtExports)
      .values({
        district_id: district,
        requested_by: requester,
        status: 'done',
        file_id: file!.id,
        file_name: 'matrix.zip',
        size: emptyZip.length,
        finished_at: finished,
        expires_at: new Date(finished.getTime() + 7 * 86_400_000),
      })
      .returning({ id: districtExports.id });
    await server.db.insert(districtExports).values({ district_id: district, requested_by: requester, status: 'running' });
    out[s] = done!.id;
  }
  out.sibling = out.own;
  return { districtExport: out };
}

export const districtExportSpecs: Record<string, Spec> = {
  'POST /api/v1/districts/:id/export/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/districts/${t.district[s!]}/export/`, body: { confirm: true } }),
    allowed: (s) => ADMINS[s!],
    ok: [409],
  },
  'GET /api/v1/districts/:id/export/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/districts/${t.district[s!]}/export/` }),
    allowed: (s) => ADMINS[s!],
  },
  'GET /api/v1/districts/:id/export/:exportId/download/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/districts/${t.district[s!]}/export/${t.districtExport![s!]}/download/` }),
    allowed: (s) => ADMINS[s!],
  },
};
