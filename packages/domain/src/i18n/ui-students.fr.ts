/** Libellés des écrans (students). Mêmes clés que le fichier anglais. */
export const uiStudentsFr: Record<string, string> = {};
