/** A district's own export (issue 24, section 6): the card of the district's system page, its e-mails and audit labels. Keys are dotted; the French file has the same keys. */
export const uiDistrictExportEn: Record<string, string> = {
  'audit.action.district.export_requested': 'Asked for an export of all of the district’s data',
  'audit.action.district.export_made': 'An export of all of the district’s data was made',
  'audit.action.district.export_downloaded': 'Downloaded an export of all of the district’s data',
  'audit.target.district_export': 'District export',
  'districtExport.title': 'Export all of the district’s data',
  'districtExport.description':
    'One zip file with a CSV and a JSON file per area (students, data, supports, boards, meetings and their notes, restricted notes included, actions, support plans, resources, users) and the stored files. It is made in the background; you receive an e-mail with a link when it is ready. The district’s admins can download it for 7 days.',
  'districtExport.start': 'Export the district',
  'districtExport.confirmTitle': 'Export all of the district’s data?',
  'districtExport.confirmBody':
    'The zip file holds every student’s file, every note (restricted notes included) and every stored file of the district. Keep it safe. The export is recorded in each student’s access record.',
  'districtExport.confirm': 'Start the export',
  'districtExport.cancel': 'Cancel',
  'districtExport.empty': 'No export yet.',
  'districtExport.listLabel': 'Exports of the district',
  'districtExport.col.created': 'Asked on',
  'districtExport.col.by': 'By',
  'districtExport.col.status': 'Status',
  'districtExport.col.file': 'File',
  'districtExport.status.queued': 'Waiting',
  'districtExport.status.running': 'Being made: {done} of {total}',
  'districtExport.status.done': 'Ready ({students} students)',
  'districtExport.status.failed': 'Failed',
  'districtExport.status.expired': 'Expired',
  'districtExport.download': 'Download',
  'districtExport.until': 'until {date}',
  'districtExport.fileName': 'district-export',
  'districtExport.email.subject': 'The export of your district’s data is ready',
  'districtExport.email.body':
    'Hello {name},\n\nThe export of all of the data of {place} you asked for is ready: {students} students, in one zip file.\n\nDownload it (the district’s admins can, while signed in) until {expires}:\n{link}\n\nIt holds every student’s file and every note, restricted notes included: keep it safe.\n\n{app}',
  'districtExport.email.failedSubject': 'The export of your district’s data failed',
  'districtExport.email.failedBody':
    'Hello {name},\n\nThe export of the data of {place} you asked for could not be made. Export the district again; if it fails again, tell the product’s support.\n\n{app}',
  // The failure was the server's disk (full, or its temporary folder unwritable), not the district's data.
  'districtExport.email.failedStorageBody':
    'Hello {name},\n\nThe export of the data of {place} you asked for could not be made: the server had no room left to write its file, or could not write it. Tell the product’s support; once the server has room again, export the district again.\n\n{app}',
};
