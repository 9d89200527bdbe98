/**
 * What fuzzy student search compares: lower case, accents removed, spaces collapsed.
 * "Ève  Bélanger" → "eve belanger". Used when a student is written and when a query is read,
 * so "Eve" finds "Ève" on either database driver without the unaccent extension.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[’']/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

export function studentSearchName(first: string, last: string): string {
  return foldForSearch(`${first} ${last}`);
}
