/**
 * Access-matrix expectations of support plan PDFs and bulk exports (issue 12, section 5; part of the support-plans
 * area, spread into its specs). One plan's PDF: the plan's readers (as reading it). Asking for a bulk export of a
 * school and listing one's exports there: those who make the school's plans (super admins, the district's admins,
 * the school's support plan coordinators and admins); the probe's grade matches no plan, so the allowed get past
 * the rights to the 409 and nothing is queued. An export's progress and download: its requester only (here
 * `schoolLeader`, who asked for one of Aspen); anyone else 404.
 */
import { storedFiles, supportPlanExports } from '@ss/db';
import type { DemoIds } from '../fixtures.ts';
import type { TestServer } from '../harness.ts';
import { TENANT, type Scope, type Spec, type Targets } from './common.ts';
import { MAKERS, READERS } from './support-plans.ts';

/** A finished export of the own scope's school, asked for by `schoolLeader`, with its zip (an empty one). */
export async function seedMatrixPlanExport(server: TestServer, t: Targets, ids: DemoIds): Promise<{ planExport: number }> {
  // The end-of-central-directory record alone: a valid empty zip.
  const emptyZip = Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
  const [file] = await server.db
    .insert(storedFiles)
    .values({
      district_id: ids.en,
      school_id: t.school.own,
      purpose: 'support_plan_export',
      content_type: 'application/zip',
      file_name: 'matrix.zip',
      size: emptyZip.length,
      data: emptyZip,
    })
    .returning({ id: storedFiles.id });
  const finished = new Date();
  const [row] = await server.db
    .insert(supportPlanExports)
    .values({
      requested_by: ids.user.schoolLeader,
      district_id: ids.en,
      school_id: t.school.own,
      filters: { status: 'active' },
      plan_ids: [t.supportPlan!.own],
      status: 'done',
      total: 1,
      done_count: 1,
      file_id: file!.id,
      file_name: 'matrix.zip',
      size: emptyZip.length,
      finished_at: finished,
      expires_at: new Date(finished.getTime() + 7 * 86_400_000),
    })
    .returning({ id: supportPlanExports.id });
  return { planExport: row!.id };
}

const plan = (t: Targets, s: Scope | null) => t.supportPlan![s!];

export const supportPlanExportSpecs: Record<string, Spec> = {
  'GET /api/v1/support_plans/:id/pdf/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/support_plans/${plan(t, s)}/pdf/` }), allowed: (s) => READERS[s!] },
  'POST /api/v1/support_plans/bulk_export/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: '/api/v1/support_plans/bulk_export/', body: { school_id: t.school[s!], grade: 'No such grade' } }),
    allowed: (s) => MAKERS[s!],
    ok: [409],
  },
  'GET /api/v1/support_plans/bulk_export/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/support_plans/bulk_export/?school=${t.school[s!]}` }),
    allowed: (s) => MAKERS[s!],
  },
  'GET /api/v1/support_plans/bulk_export/:id/': { scopes: null, probe: (t) => ({ path: `/api/v1/support_plans/bulk_export/${t.planExport!}/` }), allowed: () => ['schoolLeader'] },
  'GET /api/v1/support_plans/bulk_export/:id/download/': {
    scopes: null,
    probe: (t) => ({ path: `/api/v1/support_plans/bulk_export/${t.planExport!}/download/` }),
    allowed: () => ['schoolLeader'],
  },
};
