import { describe, expect, it } from 'vitest';
import type { THomeLink } from '@ss/domain';
import { inLanguage, isExternal, legalBlocks, linksOf, paragraphs, stepSlide, videoEmbedUrl } from './content.ts';

const link = (id: number, kind: THomeLink['kind'], position: number): THomeLink => ({
  id,
  kind,
  position,
  status: 'published',
  version: 0,
  updated_at: '2026-11-28T00:00:00Z',
  label: { en: `L${id}`, fr: `F${id}` },
  url: 'https://example.org/',
});

describe('the sign-in page’s content', () => {
  it('shows the reader’s language, the other one only when this one is empty', () => {
    expect(inLanguage({ en: 'Hello', fr: 'Bonjour' }, 'fr')).toBe('Bonjour');
    expect(inLanguage({ en: 'Hello', fr: 'Bonjour' }, 'en')).toBe('Hello');
    expect(inLanguage({ en: 'Hello', fr: '  ' }, 'fr')).toBe('Hello');
  });

  it('keeps the links of one kind, in display order', () => {
    const links = [link(1, 'header', 2), link(2, 'call_to_action', 0), link(3, 'header', 0)];
    expect(linksOf({ links }, 'header').map((l) => l.id)).toEqual([3, 1]);
    expect(linksOf({ links }, 'school_home')).toEqual([]);
    expect(linksOf(undefined, 'header')).toEqual([]);
  });

  it('splits plain text into paragraphs on blank lines, keeping single line breaks', () => {
    expect(paragraphs('One\r\n\r\nTwo\nstill two\n \n\n\nThree  ')).toEqual(['One', 'Two\nstill two', 'Three']);
    expect(paragraphs('   \n\n ')).toEqual([]);
  });

  it('reads a short line that ends no sentence as a heading', () => {
    expect(legalBlocks('These terms apply.\n\nAccounts\n\nKeep your password, please.\n\nVos droits')).toEqual([
      { kind: 'paragraph', text: 'These terms apply.' },
      { kind: 'heading', text: 'Accounts' },
      { kind: 'paragraph', text: 'Keep your password, please.' },
      { kind: 'heading', text: 'Vos droits' },
    ]);
  });

  it('steps through the slides round both ends', () => {
    expect(stepSlide(0, -1, 4)).toBe(3);
    expect(stepSlide(3, 1, 4)).toBe(0);
    expect(stepSlide(1, 1, 4)).toBe(2);
    expect(stepSlide(0, 1, 0)).toBe(0);
  });

  it('plays a video with the privacy-enhanced player, and opens web addresses elsewhere', () => {
    expect(videoEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
    expect(isExternal('https://example.org')).toBe(true);
    expect(isExternal('mailto:a@b.ca')).toBe(false);
    expect(isExternal('#video')).toBe(false);
  });
});
