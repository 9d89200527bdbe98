/** Wording the catalogues must keep (issue 20): checked on the whole catalogue, so a new string is held to it too. */
import { describe, expect, it } from 'vitest';
import { catalogues } from './index.ts';

describe('catalogue wording', () => {
  it('writes the audit log’s French name with the typographic apostrophe, wherever it is named', () => {
    expect(catalogues.fr['page.auditLog']).toBe('Journal d’audit');
    const straight = Object.entries(catalogues.fr).filter(([, text]) => /d'audit/i.test(text));
    expect(straight).toEqual([]);
  });

  it('capitalises the resources’ confirmations as the folders’ (sentence case), the spec’s text staying the key', () => {
    expect(catalogues.en['Resource Created']).toBe('Resource created');
    expect(catalogues.en['Resource Updated']).toBe('Resource updated');
    expect(catalogues.en['resources.folderCreated']).toBe('Folder created');
  });

  it('names a video’s play button with its visible text (label-content-name-mismatch), in both languages', () => {
    for (const lang of ['en', 'fr'] as const) expect(catalogues[lang]['video.play']).toContain(catalogues[lang]['video.playShort']);
  });
});
