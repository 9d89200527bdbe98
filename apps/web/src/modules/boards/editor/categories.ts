/**
 * The board editor's categories as the form holds them, and as the request sends them: each keeps the
 * support tier it stands for (issue 22; the reports and the early-warning flags read a student's tier
 * from it). A new category always sends its tier (null for none); an existing one sends it only when it
 * changed, so a tier since made inactive in the list stays on the category (the server keeps a tier left out).
 */
import type { TBoard, TConfigList } from '@ss/domain';
import type { CategoryInput } from '../api.ts';

export interface DraftCategory {
  key: string;
  id?: number;
  title: string;
  subtitle: string;
  color: string;
  is_default: boolean;
  /** The support tier it stands for (the tier list item's key), null for none. */
  tier_key: number | null;
  /** An existing category's tier as loaded (absent for a new one): unchanged, it is not sent. */
  saved_tier_key?: number | null;
  /** Cards it holds now (0 for a new one). */
  cards: number;
}

let seq = 0;
export const newCategoryKey = () => `new-${++seq}`;

/** A new category added by hand: no tier until one is picked. */
export const blankCategory = (isDefault: boolean): DraftCategory => ({
  key: newCategoryKey(),
  title: '',
  subtitle: '',
  color: '#228be6',
  is_default: isDefault,
  tier_key: null,
  cards: 0,
});

/** The form's categories: the board's (with their cards' counts and tiers) or, for a new board, the initial ones (the tiers). */
export function draftCategories(board: TBoard | undefined, initial: CategoryInput[]): DraftCategory[] {
  if (!board)
    return initial.map((c) => ({
      key: newCategoryKey(),
      title: c.title,
      subtitle: c.subtitle ?? '',
      color: c.color,
      is_default: c.is_default,
      tier_key: c.tier_key ?? null,
      cards: 0,
    }));
  return board.categories.map((c) => ({
    key: `id-${c.id}`,
    id: c.id,
    title: c.title,
    subtitle: c.subtitle ?? '',
    color: c.color,
    is_default: c.is_default,
    tier_key: c.tier_key ?? null,
    saved_tier_key: c.tier_key ?? null,
    cards: board.cards.filter((x) => x.category_id === c.id).length,
  }));
}

/** What the request sends for the form's categories. */
export function categoryInputs(drafts: DraftCategory[]): CategoryInput[] {
  return drafts.map((c) => ({
    ...(c.id ? { id: c.id } : {}),
    title: c.title,
    subtitle: c.subtitle.trim() || null,
    color: c.color,
    is_default: c.is_default,
    ...(c.id === undefined || c.tier_key !== c.saved_tier_key ? { tier_key: c.tier_key } : {}),
  }));
}

export interface TierChoice {
  value: string;
  label: string;
}

/**
 * The tiers a category may stand for, in the reader's language: the list's active tiers, and the category's
 * own tier if it is no longer active (unknown to the list: `labels.unknown`; the list still loading: `labels.loading`),
 * so the select shows it.
 * "No tier" (value '') comes first.
 */
export function tierChoices(list: TConfigList | undefined, lang: string, current: number | null, labels: { none: string; unknown: string; loading: string }): TierChoice[] {
  const items = list?.items ?? [];
  const label = (i: (typeof items)[number]) => (lang === 'fr' ? i.label_fr : i.label_en);
  const choices = items.filter((i) => i.active || i.key === current).map((i) => ({ value: String(i.key), label: label(i) }));
  if (current !== null && !items.some((i) => i.key === current)) choices.push({ value: String(current), label: list ? labels.unknown : labels.loading });
  return [{ value: '', label: labels.none }, ...choices];
}
