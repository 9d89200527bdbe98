/**
 * The advanced search's export reads: one query orders every match (ids only), then each window
 * is read by id with the search's own row query, so no window re-runs the whole search, plus the
 * labels of its rows' card icons in the language of the file.
 */
import { inArray } from 'drizzle-orm';
import { configItems, type Database } from '@ss/db';
import type { Language } from '@ss/domain';
import type { TenantScope } from '../lib/actor.ts';
import { matchingIds, searchStudents, type SearchCriteria, type SearchRow } from './advanced-search.repository.ts';

export interface SearchExportRow extends SearchRow {
  /** The row's card icons by label, in the order of card_icon_ids. */
  card_icons: string[];
}

/** Labels of card icons (configuration items) in one language, by id. */
export async function cardIconLabels(db: Database, ids: number[], lang: Language): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: configItems.id, en: configItems.label_en, fr: configItems.label_fr }).from(configItems).where(inArray(configItems.id, ids));
  return new Map(rows.map((i) => [i.id, lang === 'fr' ? i.fr : i.en]));
}

/** Every match of the search in its order, `size` rows at a time. */
/** `matched`: the matching ids when the caller already has them (it audits them), else they are read here. */
export async function* searchExportWindows(
  db: Database,
  scope: TenantScope,
  c: SearchCriteria,
  lang: Language,
  size: number,
  matched?: readonly number[],
): AsyncGenerator<SearchExportRow[]> {
  const ids = matched ?? (await matchingIds(db, scope, c));
  for (let offset = 0; offset < ids.length; offset += size) {
    const batch = await searchStudents(db, scope, { ...c, only_ids: ids.slice(offset, offset + size) }, { limit: size, offset: 0 });
    const labels = await cardIconLabels(db, [...new Set(batch.flatMap((r) => r.card_icon_ids))], lang);
    yield batch.map((r) => ({ ...r, card_icons: r.card_icon_ids.map((id) => labels.get(id) ?? '') }));
  }
}
