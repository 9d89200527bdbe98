/** Libellés des écrans (sis). Mêmes clés que le fichier anglais. */
export const uiSisFr: Record<string, string> = {};
