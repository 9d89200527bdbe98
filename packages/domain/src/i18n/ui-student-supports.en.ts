/** Interface labels of the student supports area (issue 11). Keys are dotted; the other language's file has the same keys. */
export const uiStudentSupportsEn: Record<string, string> = {};
