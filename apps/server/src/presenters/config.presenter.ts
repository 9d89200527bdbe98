import type { ConfigLevelName, ConfigListKind, TConfigItem, TConfigList } from '@ss/domain';
import type { ConfigItemRow } from '../repositories/config-resolve.ts';

export function presentConfigItem(row: ConfigItemRow, inUse: Set<number>): TConfigItem {
  return {
    id: row.id,
    key: row.root_item_id ?? row.id,
    position: row.position,
    code: row.code,
    label_en: row.label_en,
    label_fr: row.label_fr,
    color: row.color,
    icon: row.icon,
    url: row.url,
    active: row.active,
    in_use: inUse.has(row.id),
  };
}

export function presentConfigList(p: {
  kind: ConfigListKind;
  requested: ConfigLevelName;
  from: ConfigLevelName;
  version: number;
  editableHere: boolean;
  items: ConfigItemRow[];
  inUse: Set<number>;
  abilities: { update: boolean; reset: boolean };
}): TConfigList {
  return {
    kind: p.kind,
    level_requested: p.requested,
    inherited_from: p.from,
    version: p.version,
    editable_here: p.editableHere,
    items: p.items.map((i) => presentConfigItem(i, p.inUse)),
    abilities: p.abilities,
  };
}
