/**
 * Shared labels of meetings (issue 10, section 1): kinds, statuses, note sections, realtime and
 * e-mail-adjacent words both web workspaces show. Keys are dotted; the French file has the same keys.
 * The schedule and run pages add their own screens' labels in their own catalogues.
 */
export const uiMeetingsEn: Record<string, string> = {
  'meetings.kind.team': 'Team meeting',
  'meetings.kind.student': 'Individual student meeting',
  'meetings.kind.school': 'School meeting',
  'meetings.kind.district': 'District meeting',
  'meetings.status.scheduled': 'Scheduled',
  'meetings.status.in_progress': 'In progress',
  'meetings.status.finished': 'Finished',
  'meetings.section.key_issue': 'Key issue',
  'meetings.section.context': 'Context',
  'meetings.section.notes': 'Notes',
  'meetings.generalNote': 'General note',
  'meetings.duration': '{minutes} minutes',
  'meetings.attendees': 'Attendees',
  'meetings.guests': 'Guests',
  'meetings.absent': 'Absent',
  'meetings.norms': 'Norms',
  'meetings.celebrationsSinceLast': 'Celebrations since the last meeting',
  'meetings.sectionConflict.title': 'Someone else saved this section',
  'meetings.sectionConflict.theirs': 'Their text (saved by {name})',
  'meetings.sectionConflict.yours': 'Your text',
};
