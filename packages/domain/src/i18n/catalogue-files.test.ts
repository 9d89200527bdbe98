import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { catalogueEnAreas } from './en-areas.ts';
import { catalogueEnBase } from './en-base.ts';
import { catalogueFrAreas } from './fr-areas.ts';
import { catalogueFrBase } from './fr-base.ts';
import { cataloguePublicEn } from './en-public.ts';
import { cataloguePublicFr } from './fr-public.ts';
import { messagesEmailEn } from './messages-email.en.ts';
import { messagesEmailFr } from './messages-email.fr.ts';

// A catalogue file is messages.<lang>.ts, ui.<lang>.ts or ui-<part>.<lang>.ts (one per feature area).
const FILE = /^(messages|ui)(-[a-z-]+)?\.(en|fr)\.ts$/;
const files = readdirSync(new URL('.', import.meta.url)).filter((f) => FILE.test(f));
const whole: Record<'en' | 'fr', Record<string, string>> = {
  en: { ...catalogueEnBase, ...catalogueEnAreas, ...cataloguePublicEn, ...messagesEmailEn },
  fr: { ...catalogueFrBase, ...catalogueFrAreas, ...cataloguePublicFr, ...messagesEmailFr },
};

async function strings(file: string): Promise<Record<string, string>> {
  const mod = (await import(`./${file}`)) as Record<string, unknown>;
  const exported = Object.values(mod).filter((v): v is Record<string, string> => typeof v === 'object' && v !== null);
  expect(exported, `${file} exports one catalogue`).toHaveLength(1);
  return exported[0]!;
}

// A new area's ui-<area>.en.ts and ui-<area>.fr.ts must also be spread into en-areas.ts and fr-areas.ts (or a public
// page's into <lang>-public.ts):
// this catches the file that was written but never added (its strings would show as NOT_TRANSLATED).
describe('catalogue files', () => {
  it('are found (the pattern still matches the folder)', () => {
    expect(files).toContain('ui-sis.en.ts');
    expect(files).toContain('messages.fr.ts');
  });

  it('come in pairs, one per language', () => {
    const other = (f: string) => f.replace(/\.(en|fr)\.ts$/, (_m, lang: string) => (lang === 'en' ? '.fr.ts' : '.en.ts'));
    expect(files.filter((f) => !files.includes(other(f)))).toEqual([]);
  });

  it('are each part of their language’s catalogue, every string as written', async () => {
    const missing: string[] = [];
    for (const file of files) {
      const lang = FILE.exec(file)![3] as 'en' | 'fr';
      for (const [key, text] of Object.entries(await strings(file))) if (whole[lang][key] !== text) missing.push(`${file}: ${key}`);
    }
    expect(missing).toEqual([]);
  });
});
