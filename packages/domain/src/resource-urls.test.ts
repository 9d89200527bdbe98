import { describe, expect, it } from 'vitest';
import { googleDocUrl, webLink, youtubeEmbedUrl, youtubeVideoId } from './resource-urls.ts';

describe('resource addresses', () => {
  it('takes web links over http and https only', () => {
    expect(webLink('https://example.org/a?b=1')).toBe('https://example.org/a?b=1');
    expect(webLink(' http://example.org ')).toBe('http://example.org/');
    for (const bad of ['javascript:alert(1)', 'ftp://example.org', 'example.org', '', 'https://localhost', 'https://' + 'a'.repeat(2000) + '.org'])
      expect(webLink(bad), bad).toBeNull();
  });

  it('knows Google Docs, Sheets, Slides, Forms and Drive files', () => {
    for (const good of [
      'https://docs.google.com/document/d/1AbCdEfGhIjKlMnOp/edit',
      'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOp/edit#gid=0',
      'https://docs.google.com/presentation/u/0/d/1AbCdEfGhIjKlMnOp',
      'https://docs.google.com/forms/d/e/1FAIpQLSfAbCdEfGh/viewform',
      'https://drive.google.com/file/d/1AbCdEfGhIjKlMnOp/view',
    ])
      expect(googleDocUrl(good), good).toBe(good);
    for (const bad of [
      'http://docs.google.com/document/d/1AbCdEfGhIjKlMnOp',
      'https://docs.google.com/',
      'https://docs.google.evil.com/document/d/1AbCdEfGhIjKlMnOp',
      'https://example.org/document/d/1AbCdEfGhIjKlMnOp',
    ])
      expect(googleDocUrl(bad), bad).toBeNull();
  });

  it('finds the video of the usual YouTube addresses', () => {
    for (const good of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10s',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      'https://www.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ])
      expect(youtubeVideoId(good), good).toBe('dQw4w9WgXcQ');
    for (const bad of [
      'https://www.youtube.com/',
      'https://www.youtube.com/watch?v=short',
      'https://vimeo.com/123',
      'https://youtube.com.evil.org/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com/@channel',
    ])
      expect(youtubeVideoId(bad), bad).toBeNull();
    expect(youtubeEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
  });
});
