/** A share as a percentage in the reader's language: "82 %" in French, "82%" in English. */
export const percent = (share: number, lang: 'en' | 'fr') => new Intl.NumberFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { style: 'percent' }).format(share);
