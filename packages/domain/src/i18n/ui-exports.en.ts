/**
 * The words of CSV exports (apps/server/src/lib/csv-export.ts): column headers and the enumerated
 * values written in cells. Keys are dotted; the French file has the same keys.
 */
export const uiExportsEn: Record<string, string> = {
  'export.column.first_name': 'First name',
  'export.column.last_name': 'Last name',
  'export.column.grade': 'Grade',
  'export.column.gender': 'Gender',
  'export.column.student_number': 'Student number',
  'export.column.sis_number': 'SIS number',
  'export.column.status': 'Status',
  'export.column.graduated_year': 'Graduation year',
  'export.column.archive_date': 'Archive date',
  'export.column.school': 'School',
  'export.column.teachers': 'Teachers',
  'export.column.card_icons': 'Card icons',
  'export.gender.male': 'Male',
  'export.gender.female': 'Female',
  'export.gender.other': 'Other',
  'export.status.active': 'Active',
  'export.status.graduated': 'Graduated',
  'export.status.archived': 'Archived',
  'export.status.deleted': 'Deleted',
  'pdf.page': 'Page {page} of {pages}',
};
