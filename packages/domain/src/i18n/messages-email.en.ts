/**
 * The e-mails' texts (English): the server writes e-mails with them (translate()); the browser never loads
 * them (they are in no part of the web app's catalogue, apps/web/src/lib/i18n.ts).
 */
export const messagesEmailEn = {
  'email.reset.subject': 'Reset your {app} password',
  'email.reset.body':
    'Hello {name},\n\nSomeone asked to reset the password of your {app} account. To choose a new password, open this link within one hour:\n\n{link}\n\nIf you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  'email.invite.subject': 'You have been invited to {app}',
  'email.invite.body': 'Hello {name},\n\nYou have been invited to {app}. To choose your password and sign in, open this link within 7 days:\n\n{link}',
  'email.invite.bodyBy': 'Hello {name},\n\n{inviter} has invited you to {app}. To choose your password and sign in, open this link within 7 days:\n\n{link}',
  'email.inviteExisting.subject': 'Someone tried to invite you to {app}',
  'email.inviteExisting.body':
    'Hello {name},\n\n{inviter} tried to invite this e-mail address to {app}, but it already belongs to your account. Nothing has changed: you can sign in as usual.\n\nIf you should also have access to another district, please contact your administrator.',
  'email.meeting.invite.subject': 'Invitation: {descriptor}, {when}',
  'email.meeting.update.subject': 'Updated: {descriptor}, {when}',
  'email.meeting.invite.body':
    'Hello {name},\n\nYou are invited to a meeting: {descriptor} ({subject}).\n\nWhen: {when} ({duration} minutes)\nWhere: {location}\n\nThe calendar invitation is attached. To open the meeting: {link}',
  'email.meeting.cancel.subject': 'Cancelled: {descriptor}, {when}',
  'email.meeting.cancel.body': 'Hello {name},\n\nThe meeting {descriptor} ({subject}) planned for {when} has been cancelled.',
  'email.meeting.recap.subject': 'Recap: {descriptor}, {when}',
  'email.meeting.recap.body':
    'Hello {name},\n\nHere is the recap of the meeting {descriptor} ({subject}) held on {when}.\n\nStudents discussed:\n{students}\n\nWho does what by when:\n{actions}\n\nOpen the meeting: {link}',
  'email.meeting.recap.none': '(none)',
  'email.meeting.recap.student': '- {student}: {key_issue}',
  'email.meeting.recap.action': '- {responsible}: {action}, by {date}{student}',
  'email.meeting.recap.actionStudent': ' ({student})',
  'email.meeting.noLocation': 'not specified',
  'email.support.proposed.subject': 'Support to review: {support}',
  'email.support.proposed.body': 'Hello {name},\n\n{author} proposed the support “{support}” for {school}. It waits for your review:\n\n{link}',
  'email.support.approved.subject': 'Support approved: {support}',
  'email.support.approved.body': 'Hello {name},\n\n{reviewer} approved the support “{support}”: it is now in the network of {place}.{comment}\n\n{link}',
  'email.support.returned.subject': 'Support returned: {support}',
  'email.support.returned.body': 'Hello {name},\n\n{reviewer} returned the support “{support}” ({place}).{comment}\n\nYou may change it and send it again:\n\n{link}',
  'email.support.submitted.subject': 'Support submitted to the shared network: {support}',
  'email.support.submitted.body': 'Hello {name},\n\n{author} ({district}) submitted the support “{support}” to the shared network. It waits for your review:{comment}\n\n{link}',
  'email.support.comment': '\n\nComment: {comment}',
  'email.support.sharedNetwork': 'the shared network',
  'email.plan.review.subject': 'Support plan review in a week: {student}',
  'email.plan.review.body': 'Hello {name},\n\nThe support plan of {student} ({school}, {year}) is due for review on {date}. Plan the review with the support team:\n\n{link}',
  'email.plan.guardian.subject': 'The support plan of {student}: for your signature',
  'email.plan.guardian.body':
    'Hello {name},\n\n{sender} of {school} sends you the support plan of {student} ({year}) to read and sign.\n\nOpen this link to read the plan and sign it, or decline with a comment. It works once, until {expires}:\n\n{link}\n\nYou need no account. If you were not expecting this message, you can ignore it.',
  'email.mfaReset.subject': 'Your {app} second factor was reset',
  'email.mfaReset.body':
    'Hello {name},\n\n{by} has removed the second factors (authenticator apps, passkeys and recovery codes) of your {app} account. At your next sign-in you will be asked to set up a new one if your role requires it.\n\nIf you did not ask for this, please tell {support} at once.',
};
