/** Interface labels of the students screens (issue 4). Keys are dotted; the French file has the same keys. */
export const uiStudentsEn: Record<string, string> = {};
