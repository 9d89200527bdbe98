/**
 * Pure helpers of the sign-in page's content: the reader's language, the links by kind, the legal pages' paragraphs,
 * where a link opens. No React, no zod: the sign-in page's first load stays small.
 */
import type { HomeLinkKind, THomeLink, THomePage, TLocalized } from '@ss/domain';

/** The reader's text, or the other language's when this one is empty (never a blank label). */
export function inLanguage(text: TLocalized, language: string): string {
  const mine = language === 'fr' ? text.fr : text.en;
  return mine.trim() !== '' ? mine : language === 'fr' ? text.en : text.fr;
}

/** The links of one kind, in display order. */
export function linksOf(page: Pick<THomePage, 'links'> | undefined, kind: HomeLinkKind): THomeLink[] {
  return (page?.links ?? []).filter((link) => link.kind === kind).sort((a, b) => a.position - b.position);
}

/** The address that plays the page's own video rather than going anywhere. */
export const VIDEO_TARGET = '#video';

/** A link leaves the site (a web address): it opens in a new tab, with rel=noopener. */
export const isExternal = (url: string) => /^https?:\/\//i.test(url);

/**
 * Plain text as paragraphs: a blank line (spaces allowed) starts a new one; single line breaks stay inside the
 * paragraph; empty paragraphs are dropped.
 */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The privacy-enhanced player's address for a video, asked to play at once (it is created only after a click). */
export const videoEmbedUrl = (youtubeId: string) => `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;

/** The slide shown after a step of `delta` (wrapping round both ends). */
export function stepSlide(current: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((current + delta) % count) + count) % count;
}

export interface LegalBlock {
  kind: 'heading' | 'paragraph';
  text: string;
}

/**
 * A legal page's paragraphs, a short one-line paragraph that does not end a sentence (“Accounts”, “Vos droits”)
 * read as the heading of what follows: plain text keeps its sections without any markup to learn.
 */
export function legalBlocks(text: string): LegalBlock[] {
  return paragraphs(text).map((part) => ({
    kind: part.length <= 80 && !part.includes('\n') && !/[.!?:;,»”")]$/.test(part) ? 'heading' : 'paragraph',
    text: part,
  }));
}
