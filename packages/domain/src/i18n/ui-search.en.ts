/** Interface labels of the search screens (issue 4). Keys are dotted; the French file has the same keys. */
export const uiSearchEn: Record<string, string> = {};
