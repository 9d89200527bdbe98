/** Interface labels of the profile screens (issue 4). Keys are dotted; the French file has the same keys. */
export const uiProfileEn: Record<string, string> = {};
