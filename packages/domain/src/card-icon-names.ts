/**
 * The icon names a student card icon may use; the web app draws one glyph per name. No zod here: the
 * cards import it by subpath without the configuration contracts.
 */
export const CARD_ICON_NAMES = [
  'language',
  'first-aid-kit',
  'clipboard-list',
  'feather',
  'star',
  'heart-handshake',
  'alert-triangle',
  'book',
  'brain',
  'ear',
  'eye',
  'mood-smile',
  'wheelchair',
] as const;
export type CardIconName = (typeof CARD_ICON_NAMES)[number];
