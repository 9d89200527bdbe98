/** Libellés des écrans (profile). Mêmes clés que le fichier anglais. */
export const uiProfileFr: Record<string, string> = {};
