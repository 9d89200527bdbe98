/**
 * The support tiers the district reports count by (issue 22, section 1): the active items of the
 * district's effective `student-support-tiers` list, in order. A tier's key is its lineage root
 * (`coalesce(root_item_id, id)`, as supports given and board categories store it) and its rank its
 * 0-based place among the active items: rank 0 is tier 1, so "tier 2 or higher" is rank ≥ 1.
 */
import type { TReportTier } from '@ss/domain';
import type { Database } from '@ss/db';
import { effectiveList } from '../../repositories/config-resolve.ts';

export async function districtTiers(db: Database, districtId: number): Promise<TReportTier[]> {
  const { items } = await effectiveList(db, 'student-support-tiers', { districtId }, { activeOnly: true });
  return items.map((i, rank) => ({ key: i.root_item_id ?? i.id, rank, label_en: i.label_en, label_fr: i.label_fr, color: i.color ?? '#868e96' }));
}

/** A tier's label in a language (the other when it has none); "No tier" words for null come from the catalogue. */
export const tierLabel = (tier: TReportTier, lang: 'en' | 'fr') => (lang === 'fr' ? tier.label_fr || tier.label_en : tier.label_en || tier.label_fr);
