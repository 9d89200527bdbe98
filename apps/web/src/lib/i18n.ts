/**
 * i18next over the flat catalogues of @ss/domain. Keys contain dots and colons
 * (they are English sentences), so both separators are off; `{name}` marks a
 * parameter. A missing key renders as `key NOT_TRANSLATED` in every language.
 *
 * The browser downloads only the language in use, in two chunks: its base (what any page
 * may need) and, once someone is signed in, its feature areas; the other language is
 * fetched on a switch. main.tsx renders nothing before the first base is in, and the
 * session root waits for a signed-in user's language, so nobody sees another language's
 * words or raw keys first.
 */
import { useEffect, useReducer } from 'react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NOT_TRANSLATED } from '@ss/domain/i18n/not-translated';
import { chooseLanguage } from '@ss/domain/language';
import type { Language } from '@ss/domain';
import { storedLanguage } from './storage.ts';

type Part = 'base' | 'areas' | 'public';

/**
 * Each language's catalogue in chunks: what any page may need, the workspaces' feature areas, and the strings of the
 * pages reached outside the workspace (an unsubscribe or guardian link, the second factor), which those pages load.
 */
const PARTS: Record<Language, Record<Part, () => Promise<Record<string, string>>>> = {
  en: {
    base: async () => (await import('@ss/domain/i18n/en-base')).catalogueEnBase,
    areas: async () => (await import('@ss/domain/i18n/en-areas')).catalogueEnAreas,
    public: async () => (await import('@ss/domain/i18n/en-public')).cataloguePublicEn,
  },
  fr: {
    base: async () => (await import('@ss/domain/i18n/fr-base')).catalogueFrBase,
    areas: async () => (await import('@ss/domain/i18n/fr-areas')).catalogueFrAreas,
    public: async () => (await import('@ss/domain/i18n/fr-public')).cataloguePublicFr,
  },
};

function initialLanguage(): Language {
  const queryParam = new URLSearchParams(window.location.search).get('lang');
  return chooseLanguage({ queryParam, stored: storedLanguage() });
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  // Filled by loadCatalogue; an empty object (rather than none) keeps changeLanguage synchronous.
  resources: {},
  fallbackLng: false,
  keySeparator: false,
  nsSeparator: false,
  initAsync: false,
  returnNull: false,
  returnEmptyString: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  parseMissingKeyHandler: (key: string) => `${key} ${NOT_TRANSLATED}`,
  react: { useSuspense: false },
});

document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (language: string) => {
  document.documentElement.lang = language;
});

const loadedParts = new Set<string>();
const loading = new Map<string, Promise<boolean>>();
/** Languages whose catalogue could not be fetched (offline, a deploy removed the chunk): the page goes on in the one it has. */
const unavailable = new Set<Language>();
/** Whether the feature areas' strings are wanted: once someone is signed in (the session root says so). */
let withAreas = false;

/** Whether a page that needs the public pages' strings was opened: from then on a language switch fetches them too. */
let withPublic = false;

const partsWanted = (): Part[] => ['base', ...(withAreas ? (['areas'] as const) : []), ...(withPublic ? (['public'] as const) : [])];

function loadPart(language: Language, part: Part): Promise<boolean> {
  const key = `${language}:${part}`;
  if (loadedParts.has(key)) return Promise.resolve(true);
  let pending = loading.get(key);
  if (!pending) {
    pending = PARTS[language][part]().then(
      (catalogue) => {
        // Merged into the one namespace: keys are flat, and the two parts never share one (a unit test checks).
        i18n.addResourceBundle(language, 'translation', catalogue, true, true);
        loadedParts.add(key);
        return true;
      },
      () => {
        loading.delete(key);
        return false;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** The parts of the catalogue the page needs (the areas' too once someone is signed in) are loaded. */
export function hasCatalogue(language: Language): boolean {
  return partsWanted().every((part) => loadedParts.has(`${language}:${part}`));
}

/** Fetches what is missing of a language's catalogue; false when it could not be fetched (a later call tries again). */
export async function loadCatalogue(language: Language): Promise<boolean> {
  const ok = (await Promise.all(partsWanted().map((part) => loadPart(language, part)))).every(Boolean);
  if (ok) unavailable.delete(language);
  else unavailable.add(language);
  return ok;
}

/**
 * Called by the session root once someone is signed in: from then on a catalogue counts as loaded only
 * with the feature areas' strings, and a language switch fetches them too.
 */
export function wantAreaStrings(): void {
  withAreas = true;
}

/**
 * What main.tsx waits for before the first render: the base of the initial language. Away from the
 * sign-in pages, the feature areas' strings are asked for at the same time (someone is probably
 * signed in; the session root waits for them if so).
 */
export function loadInitialCatalogue(): Promise<boolean> {
  const language = currentLanguage();
  if (!window.location.pathname.startsWith('/auth')) void loadPart(language, 'areas');
  return loadPart(language, 'base');
}

export function currentLanguage(): Language {
  return i18n.language === 'fr' ? 'fr' : 'en';
}

let requested: Language | null = null;

/**
 * Switches the interface language: at once when its catalogue is loaded (so an effect
 * that calls this re-renders before the browser paints), otherwise once it arrives,
 * unless another language was asked for meanwhile.
 */
export function applyLanguage(language: Language): void {
  requested = language;
  if (hasCatalogue(language)) {
    if (i18n.language !== language) void i18n.changeLanguage(language);
    return;
  }
  void loadCatalogue(language).then((ok) => {
    if (ok && requested === language && i18n.language !== language) void i18n.changeLanguage(language);
  });
}

/**
 * True once `language`'s catalogue is loaded (or could not be, so the page goes on in the one it has);
 * fetches it otherwise. Null needs nothing.
 */
export function useCatalogueReady(language: Language | null): boolean {
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const ready = language === null || hasCatalogue(language) || unavailable.has(language);
  useEffect(() => {
    if (ready || language === null) return;
    let live = true;
    void loadCatalogue(language).then(() => {
      if (live) rerender();
    });
    return () => {
      live = false;
    };
  }, [ready, language]);
  return ready;
}

/**
 * Called when a page reached outside the workspace is loaded (app/PublicStrings.tsx): from then on a catalogue counts
 * as loaded only with those pages' strings, for the language in use and any it switches to.
 */
export function wantPublicStrings(): void {
  withPublic = true;
}
