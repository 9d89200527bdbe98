/**
 * The small marks every support screen shares: its type, a tier with its colour, its status, and its
 * name in the reader's language (marked with the other language when it falls back to it).
 */
import { Badge, ColorSwatch, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Language, SupportStatus, SupportType, TSupportAxisItem } from '@ss/domain';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { axisLabel, supportName } from '../place.ts';

const TYPE_COLOR: Record<SupportType, string> = { accommodation: 'blue', strategy: 'teal', intervention: 'grape' };
const STATUS_COLOR: Record<SupportStatus, string> = { pending: 'yellow', returned: 'orange', approved: 'green', archived: 'gray' };

export function TypeBadge({ type }: { type: SupportType }) {
  const { t } = useTranslation();
  return (
    <Badge color={TYPE_COLOR[type]} variant="light" size="sm" miw="max-content">
      {t(`supports.type.${type}`)}
    </Badge>
  );
}

export function StatusBadge({ status }: { status: SupportStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" miw="max-content">
      {t(`supports.status.${status}`)}
    </Badge>
  );
}

/** A tier: its label on a neutral badge with its colour as a swatch, so any colour keeps the text readable. */
export function TierBadge({ tier }: { tier: TSupportAxisItem }) {
  const lang = useLanguage();
  return (
    <Badge variant="default" miw="max-content" leftSection={tier.color ? <ColorSwatch color={tier.color} size={10} withShadow={false} aria-hidden /> : undefined}>
      {axisLabel(tier, lang)}
    </Badge>
  );
}

export function TierBadges({ tiers }: { tiers: TSupportAxisItem[] }) {
  return (
    <Group gap={4}>
      {tiers.map((tier) => (
        <TierBadge key={tier.key} tier={tier} />
      ))}
    </Group>
  );
}

/** The name in the reader's language, or the other one (with its `lang`, so it is read in its own language). */
export function SupportName({ support, lang }: { support: { name_en: string; name_fr: string }; lang: Language }) {
  const name = supportName(support, lang);
  return <span lang={name.lang === lang ? undefined : name.lang}>{name.text}</span>;
}

/** Axis items of the keys a summary holds, in the axis order; keys no axis knows are left out here. */
export function itemsOf(keys: number[], axis: TSupportAxisItem[]): TSupportAxisItem[] {
  return axis.filter((item) => keys.includes(item.key));
}
