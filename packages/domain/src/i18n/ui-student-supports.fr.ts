/** Interface labels of the student supports area (issue 11). Keys are dotted; the other language's file has the same keys. */
export const uiStudentSupportsFr: Record<string, string> = {
  'studentSupports.type.accommodation': 'Adaptation',
  'studentSupports.type.strategy': 'Stratégie',
  'studentSupports.type.intervention': 'Intervention',
  'studentSupports.level.district': 'Réseau du conseil scolaire',
  'studentSupports.level.school': 'Ajout de l’école',
  'studentSupports.level.shared': 'Réseau partagé',
  'studentSupports.level.one_off': 'Ponctuel',
  'studentSupports.report.column.support': 'Soutien',
  'studentSupports.report.column.type': 'Type',
  'studentSupports.report.column.level': 'Réseau',
  'studentSupports.report.column.current': 'Élèves actuellement',
  'studentSupports.report.column.given': 'Offert au total',
  'studentSupports.report.column.worked': 'A fonctionné',
  'studentSupports.report.column.partly': 'En partie',
  'studentSupports.report.column.did_not_work': 'N’a pas fonctionné',
  'studentSupports.report.column.schools': 'Écoles',
};
