/** The editable copy of a configuration list: items keyed for drag and drop, with or without a server id. */
import type { TConfigItem, TConfigItemInput } from '@ss/domain';

export interface DraftItem {
  key: string;
  id?: number;
  code: string | null;
  label_en: string;
  label_fr: string;
  color: string | null;
  icon: string | null;
  url: string | null;
  active: boolean;
  in_use: boolean;
}

let next = 0;
export const newKey = () => `new-${++next}`;

export const toDraft = (items: TConfigItem[]): DraftItem[] => items.map(({ position: _p, ...i }) => ({ ...i, key: `item-${i.id}` }));

export const toInput = (items: DraftItem[]): TConfigItemInput[] =>
  items.map((i) => ({
    ...(i.id !== undefined ? { id: i.id } : {}),
    code: i.code,
    label_en: i.label_en,
    label_fr: i.label_fr,
    color: i.color,
    icon: i.icon,
    url: i.url,
    active: i.active,
  }));

export const itemLabel = (i: Pick<DraftItem, 'label_en' | 'label_fr'>, language: string) => (language === 'fr' ? i.label_fr || i.label_en : i.label_en || i.label_fr);
