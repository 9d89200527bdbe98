/** The unsubscribe page (issue 23, section 2): reached from an e-mail without signing in, so part of the base catalogue. */
export const uiSummariesPublicEn = {
  'unsubscribe.title': 'Unsubscribe from e-mail summaries',
  'unsubscribe.question': 'Stop receiving these summaries by e-mail?',
  'unsubscribe.button': 'Unsubscribe',
  'unsubscribe.done': 'Done: you will no longer receive these summaries. You can turn them on again from your account.',
  'unsubscribe.used': 'This unsubscribe link was already used. Your summaries can be changed from your account.',
  'unsubscribe.invalid': 'This unsubscribe link is not valid.',
  'unsubscribe.loading': 'Loading…',
  'unsubscribe.account': 'Go to my summaries',
  'unsubscribe.type.student_search': 'Students',
  'unsubscribe.type.team_boards': 'Team boards',
  'unsubscribe.type.collab_meetings': 'Meetings',
  'unsubscribe.type.user_actions': 'My actions',
  'unsubscribe.type.school_actions': 'School actions',
  'unsubscribe.type.active_support_plans': 'Active support plans',
  'unsubscribe.type.deactive_support_plans': 'Deactivated support plans',
} as const;
