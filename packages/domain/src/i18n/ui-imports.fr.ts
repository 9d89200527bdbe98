/** Libellés des écrans (imports). Mêmes clés que le fichier anglais. */
export const uiImportsFr: Record<string, string> = {};
