/**
 * One support plan as PDF (issue 12, section 5): whoever reads the plan (the same refusals as reading it), drawn
 * in a worker thread, audited (`support_plan.pdf`). (Bulk exports: exports.ts and bulk-export-job.ts.)
 */
import { translate } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { emit } from '../emit.ts';
import { loadPlan, planEvent } from './access.ts';
import { buildPlanDocument, planFileName } from './pdf/build-document.ts';
import { renderPlanPdf } from './pdf/draw-plan.ts';

/** The plan as PDF with its file names (ASCII and as written), audited. */
export async function supportPlanPdf(ctx: AuthedContext, id: number): Promise<{ pdf: Buffer; fileName: string; fullName: string }> {
  const { row } = await loadPlan(ctx, id);
  const doc = await buildPlanDocument(ctx.db, row.plan);
  if (!doc) throw notFound();
  const pdf = await renderPlanPdf(doc);
  await emit(ctx.db, ctx, { type: 'support_plan.pdf', ...planEvent(row.plan), details: { lang: doc.lang } });
  const names = planFileName(doc, translate(doc.lang, 'planPdf.fileName'));
  return { pdf, fileName: names.ascii, fullName: names.full };
}
