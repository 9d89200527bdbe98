/** Interface labels of the student supports area (issue 11). Keys are dotted; the other language's file has the same keys. */
export const uiStudentSupportsEn: Record<string, string> = {
  'studentSupports.type.accommodation': 'Accommodation',
  'studentSupports.type.strategy': 'Strategy',
  'studentSupports.type.intervention': 'Intervention',
  'studentSupports.level.district': 'District network',
  'studentSupports.level.school': 'School addition',
  'studentSupports.level.shared': 'Shared network',
  'studentSupports.level.one_off': 'One-off',
  'studentSupports.report.column.support': 'Support',
  'studentSupports.report.column.type': 'Type',
  'studentSupports.report.column.level': 'Network',
  'studentSupports.report.column.current': 'Students now',
  'studentSupports.report.column.given': 'Given in all',
  'studentSupports.report.column.worked': 'Worked',
  'studentSupports.report.column.partly': 'Partly',
  'studentSupports.report.column.did_not_work': 'Did not work',
  'studentSupports.report.column.schools': 'Schools',
};
