/**
 * Copies into a district's network (`POST /api/v1/supports/import/`, its managers): approved supports of
 * the shared network or of a district connected with it. Each copy remembers its source, keeps the focus
 * areas and tiers the district's lists hold, and copies the source's resources (documents as new files of
 * the district). A source the district already holds a live copy of is skipped; anything not importable
 * refuses the whole request (400, nothing written). One audit event per copy.
 */
import { SUPPORT_MSG, type TImportResult, type TImportSupports } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { fieldError } from '../../lib/errors.ts';
import { supportsPolicy } from '../../policies/support-network.policy.ts';
import { presentSupportSummary } from '../../presenters/support-network.presenter.ts';
import { copyAttachments } from '../../repositories/support-attachments.repository.ts';
import { connectionsOf } from '../../repositories/support-connections.repository.ts';
import { insertSupport, sourcesCopiedBy, supportsByIds, type SupportRow } from '../../repositories/support-network.repository.ts';
import { emit } from '../emit.ts';
import { districtInScope, supportWhere } from './support-access.ts';
import { axesAt, distinct } from './support-keys.ts';
import { copiedFields } from './submit-support.ts';

export async function importSupports(ctx: AuthedContext, input: TImportSupports): Promise<TImportResult> {
  const { db, actor } = ctx;
  const district = await districtInScope(db, actor, input.district);
  authorize(supportsPolicy.manageDistrict, actor, district.id);
  const ids = distinct(input.supports);
  const found = new Map((await supportsByIds(db, ids)).map((s) => [s.id, s]));
  const partners = new Set((await connectionsOf(db, district.id)).map((c) => c.id));
  const importable = (s: SupportRow | undefined) =>
    s !== undefined && s.status === 'approved' && (s.level === 'shared' || (s.level === 'district' && s.district_id !== null && partners.has(s.district_id)));
  if (!ids.every((id) => importable(found.get(id)))) throw fieldError('supports', SUPPORT_MSG.notImportable);
  const held = await sourcesCopiedBy(db, district.id, ids);
  const axes = await axesAt(db, { districtId: district.id }, true);
  const imported = await db.transaction(async (tx) => {
    const copies: SupportRow[] = [];
    for (const id of ids.filter((i) => !held.has(i))) {
      const source = found.get(id)!;
      const copy = await insertSupport(tx, {
        ...copiedFields(source, axes),
        level: 'district',
        district_id: district.id,
        status: 'approved',
        source_support_id: source.id,
        source_level: source.level,
        created_by: actor.id,
      });
      await copyAttachments(tx, source.id, copy, actor.id);
      await emit(tx, ctx, { type: 'support.imported', ...supportWhere(copy), details: { source: source.id, source_level: source.level } });
      copies.push(copy);
    }
    return copies;
  });
  return { imported: imported.map(presentSupportSummary), skipped: ids.filter((i) => held.has(i)) };
}
