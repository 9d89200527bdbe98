/** Interface labels of the resources area (issue 11). Keys are dotted; the other language's file has the same keys. */
export const uiResourcesEn: Record<string, string> = {};
