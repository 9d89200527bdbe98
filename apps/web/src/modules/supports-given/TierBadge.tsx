import { Badge } from '@mantine/core';
import type { TGivenTier } from '@ss/domain';
import { useLanguage } from '../../lib/useLanguage.ts';
import { labelOf } from './labels.ts';

/** A tier as a badge: its colour as a swatch beside its label (the label keeps its contrast). */
export function TierBadge({ tier }: { tier: TGivenTier }) {
  const lang = useLanguage();
  return (
    <Badge
      variant="outline"
      color="dark"
      leftSection={<span aria-hidden style={{ display: 'inline-block', width: 8, height: 8, borderRadius: 2, background: tier.color ?? 'var(--mantine-color-gray-5)' }} />}
    >
      {labelOf(lang, tier)}
    </Badge>
  );
}
