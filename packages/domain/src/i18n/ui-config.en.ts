/** Interface labels of the config screens (issue 4). Keys are dotted; the French file has the same keys. */
export const uiConfigEn: Record<string, string> = {};
