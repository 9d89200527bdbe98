/**
 * The fonts every PDF the product makes is set in (the support plans, the table reports): Noto Sans, embedded, so
 * names and words in any Latin script (Polish, Czech, Turkish, Vietnamese…), Greek and Cyrillic print as written,
 * and Noto Sans Canadian Aboriginal for Cree, Ojibwe and Inuktitut syllabics. The PDF's standard Helvetica (WinAnsi)
 * covers English and French only: it printed "Łukasz" as "Aukasz" and syllabics as stray symbols.
 *
 * The files come from npm and are read from node_modules on first use (nothing is fetched at run time):
 * - `@expo-google-fonts/noto-sans`: Google Fonts' whole Noto Sans as TTF, one file a style (latin, latin-ext,
 *   vietnamese, greek, cyrillic in one font). Fontsource's Noto Sans was tried first: it splits the font by script
 *   into files that all carry the PostScript name "NotoSans-Regular", and pdfkit, which caches embedded fonts by that
 *   name, then embedded a fresh copy at every switch between two of them (17 fonts in a one-page plan).
 * - `@fontsource/noto-sans-canadian-aboriginal`: its syllabics subset (WOFF, which fontkit reads; WOFF2 would go
 *   through fontkit's JavaScript Brotli decoder).
 * Text names both families (`PDF_FONT`): react-pdf's textkit picks, character by character, the first family of
 * the list that has the glyph, Helvetica last. Only the glyphs a PDF uses are embedded (subsets).
 *
 * Styles: regular and bold, and italic for the typed signature. The syllabics font has no italic: its upright face
 * stands in (react-pdf refuses a style a family lacks).
 *
 * Every thread that draws calls `setUpPdfFonts()` first (the renderers do, so the PDF worker threads do).
 */
import { createRequire } from 'node:module';
import { Font } from '@react-pdf/renderer';

const require = createRequire(import.meta.url);

/** The font list for a style's `fontFamily`; bold and italic through `fontWeight` and `fontStyle`. */
export const PDF_FONT = ['NotoSans', 'NotoSansSyllabics'];

/**
 * A page's text style (inherited by all its text). Noto Sans's `ccmp` feature draws ẹ, ị, ọ, ụ (Vietnamese) as a
 * letter and a combining dot, and pdfkit's text layer then reads the letter as "i" wherever else "i" is used and the
 * dot as nothing: "Thị" copied as "Thi". Without `ccmp` each is its own glyph and copies as written.
 */
export const PDF_TEXT = { fontFamily: PDF_FONT, fontFeatureSettings: { ccmp: false } };

/**
 * Line height, in ems. Noto Sans's own (ascender + descender, 1.36 em) would make a page of text a third longer
 * than Helvetica's (react-pdf sets Helvetica at about 1.05 em); 1.2 leaves Vietnamese's stacked marks clear of the
 * line above.
 */
export const LINE_HEIGHT = 1.2;

let ready = false;
let drawing: Promise<unknown> = Promise.resolve();

/**
 * Draws one PDF at a time on this thread, each with fonts loaded afresh (see reloadOurFonts). fontkit keeps its glyph
 * objects on the loaded font, and a font shared by the documents drawn before mixed their text layers up: a French
 * plan drawn after others copied "ÉBAUCHE" as "ÉBAUCH\u0007" and "nov." as "nov)". Reloading reads the files again
 * (a few milliseconds); serialising keeps a reset from pulling the fonts out from under a draw in progress.
 */
/**
 * Drops our families' loaded fonts so the next draw opens them again. (`Font.reset()` would do it for every family but
 * leaves each source's load promise behind, so nothing loads again: react-pdf 4.9.)
 */
function reloadOurFonts() {
  const families = Font.getRegisteredFonts() as Record<string, { sources: { data: unknown; loadResultPromise: unknown }[] }>;
  for (const family of PDF_FONT) {
    for (const source of families[family]?.sources ?? []) {
      source.data = null;
      source.loadResultPromise = null;
    }
  }
}

export function drawWithFreshFonts<T>(draw: () => Promise<T>): Promise<T> {
  const run = drawing.then(() => {
    setUpPdfFonts();
    reloadOurFonts();
    return draw();
  });
  drawing = run.catch(() => undefined);
  return run;
}

/** Registers the fonts (once a thread) and turns hyphenation off: words break at spaces, as in the app. */
export function setUpPdfFonts() {
  if (ready) return;
  const noto = (dir: string) => require.resolve(`@expo-google-fonts/noto-sans/${dir}/NotoSans_${dir}.ttf`);
  Font.register({
    family: PDF_FONT[0]!,
    fonts: [
      { src: noto('400Regular'), fontWeight: 400, fontStyle: 'normal' },
      { src: noto('700Bold'), fontWeight: 700, fontStyle: 'normal' },
      { src: noto('400Regular_Italic'), fontWeight: 400, fontStyle: 'italic' },
      { src: noto('700Bold_Italic'), fontWeight: 700, fontStyle: 'italic' },
    ],
  });
  const syllabics = (weight: number) => require.resolve(`@fontsource/noto-sans-canadian-aboriginal/files/noto-sans-canadian-aboriginal-canadian-aboriginal-${weight}-normal.woff`);
  Font.register({
    family: PDF_FONT[1]!,
    fonts: [
      { src: syllabics(400), fontWeight: 400, fontStyle: 'normal' },
      { src: syllabics(700), fontWeight: 700, fontStyle: 'normal' },
      { src: syllabics(400), fontWeight: 400, fontStyle: 'italic' },
      { src: syllabics(700), fontWeight: 700, fontStyle: 'italic' },
    ],
  });
  // react-pdf's English hyphenation would cut French words oddly.
  Font.registerHyphenationCallback((word) => [word]);
  ready = true;
}
