/** Interface labels of the supports area (issue 11). Keys are dotted; the other language's file has the same keys. */
export const uiSupportsFr: Record<string, string> = {};
