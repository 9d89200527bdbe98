/**
 * Student card icons: the names stored on configuration items (`config_items.icon`) and the
 * glyph each one draws. Configuration screens offer these names; cards and profiles draw them.
 */
import {
  IconAlertTriangle,
  IconBook,
  IconBrain,
  IconClipboardList,
  IconEar,
  IconEye,
  IconFeather,
  IconFirstAidKit,
  IconHeartHandshake,
  IconLanguage,
  IconMoodSmile,
  IconStar,
  IconWheelchair,
  type Icon,
} from '@tabler/icons-react';
import { CARD_ICON_NAMES as NAMES, type CardIconName } from '@ss/domain/card-icon-names';

/** One glyph per name the server accepts (packages/domain CARD_ICON_NAMES): the type makes them agree. */
export const CARD_ICONS: Record<CardIconName, Icon> = {
  language: IconLanguage,
  'first-aid-kit': IconFirstAidKit,
  'clipboard-list': IconClipboardList,
  feather: IconFeather,
  star: IconStar,
  'heart-handshake': IconHeartHandshake,
  'alert-triangle': IconAlertTriangle,
  book: IconBook,
  brain: IconBrain,
  ear: IconEar,
  eye: IconEye,
  'mood-smile': IconMoodSmile,
  wheelchair: IconWheelchair,
};

export const CARD_ICON_NAMES: readonly string[] = NAMES;

/** Draws a card icon by name; an unknown name draws a star rather than nothing. The label is for screen readers. */
export function CardIconGlyph({ name, label, size = 18 }: { name: string | null | undefined; label?: string; size?: number }) {
  const Glyph = (name && CARD_ICONS[name as CardIconName]) || IconStar;
  return <Glyph size={size} stroke={1.6} aria-label={label} aria-hidden={label ? undefined : true} role={label ? 'img' : undefined} />;
}
