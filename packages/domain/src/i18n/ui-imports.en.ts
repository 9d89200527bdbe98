/** Interface labels of the imports screens (issue 4). Keys are dotted; the French file has the same keys. */
export const uiImportsEn: Record<string, string> = {};
