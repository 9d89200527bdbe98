/** Libellés des écrans (search). Mêmes clés que le fichier anglais. */
export const uiSearchFr: Record<string, string> = {};
