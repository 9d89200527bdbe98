/** Libellés des écrans (config). Mêmes clés que le fichier anglais. */
export const uiConfigFr: Record<string, string> = {};
