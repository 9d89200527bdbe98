/** Interface labels of the sis screens (issue 4). Keys are dotted; the French file has the same keys. */
export const uiSisEn: Record<string, string> = {};
