/**
 * The spec's message catalogue (sections 5 and 8), English. Keys are the English
 * texts themselves, as the API returns them in `error.message`; `{name}` marks a parameter.
 */
export const messagesEn = {
  // Errors
  'Not Found': 'Not Found',
  'Internal Server Error': 'Internal Server Error',
  'Unknown error occurred': 'Unknown error occurred',
  'Invalid page, returning to page 1': 'Invalid page, returning to page 1',
  'Could not download PDF': 'Could not download PDF',
  'Could not download file': 'Could not download file',
  'Could not perform action': 'Could not perform action',
  'The process is interrupted.': 'The process is interrupted.',
  'Could not get data.': 'Could not get data.',
  'Could not upload file. Please check your inputs.': 'Could not upload file. Please check your inputs.',
  'Could not create team board': 'Could not create team board',
  'Could not update team board': 'Could not update team board',
  'Could not get statistics': 'Could not get statistics',
  'Account suspended': 'Account suspended',
  'Your account is suspended. Please contact {email} for support.':
    'Your account is suspended. Please contact {email} for support.',
  'A pop-up blocker is enabled. Please add this site to the exception list.':
    'A pop-up blocker is enabled. Please add this site to the exception list.',
  "You don't have permissions to view this page.": "You don't have permissions to view this page.",
  'State is invalid, please login again': 'State is invalid, please login again',
  'Action not possible': 'Action not possible',
  'This user is assigned to only one district or school, and it is suspended.':
    'This user is assigned to only one district or school, and it is suspended.',
  // Errors the API adds to the catalogue
  'Invalid email or password': 'Invalid email or password',
  'Please sign in to continue': 'Please sign in to continue',
  'Your session has expired. Please sign in again.': 'Your session has expired. Please sign in again.',
  'The request could not be verified. Please reload the page and try again.':
    'The request could not be verified. Please reload the page and try again.',
  'Too many attempts. Please wait a few minutes and try again.':
    'Too many attempts. Please wait a few minutes and try again.',
  'The request is too large': 'The request is too large',
  'Invalid value': 'Invalid value',
  'Unknown field': 'Unknown field',
  // Success
  Success: 'Success',
  Created: 'Created',
  Updated: 'Updated',
  'Team board created successfully': 'Team board created successfully',
  'Team board updated successfully': 'Team board updated successfully',
  'Resource Created': 'Resource Created',
  'Resource Updated': 'Resource Updated',
  "Your upload is in progress. We will notify you via email once it's completed.":
    "Your upload is in progress. We will notify you via email once it's completed.",
  'The PDF file is currently being generated and will be sent to you via email soon.':
    'The PDF file is currently being generated and will be sent to you via email soon.',
  // Route resolver
  'District not found': 'District not found',
  'School not found': 'School not found',
  'District or School not found': 'District or School not found',
  'Invalid url': 'Invalid url',
  'You provided invalid id in url': 'You provided invalid id in url',
  "District you're trying to access is suspended": "District you're trying to access is suspended",
  "School account you're trying to access is suspended": "School account you're trying to access is suspended",
  // Sign-in page notice
  'Disabled schools are currently suspended.': 'Disabled schools are currently suspended.',
  // Validation
  Required: 'Required',
  'Not unique': 'Not unique',
  Exists: 'Exists',
  'Invalid email': 'Invalid email',
  'Please enter at least {minlength} characters': 'Please enter at least {minlength} characters',
  'Please enter maximum {maxlength} characters': 'Please enter maximum {maxlength} characters',
  'Please enter only numbers': 'Please enter only numbers',
  'Value must be greater than or equal to {min}': 'Value must be greater than or equal to {min}',
  'Value must be less than or equal to {max}': 'Value must be less than or equal to {max}',
  'Some of emails are already used or are invalid': 'Some of emails are already used or are invalid',
  'Invalid phone number': 'Invalid phone number',
  'Invalid file type': 'Invalid file type',
  'File size should be up to {maxAllowedFileSize} MB': 'File size should be up to {maxAllowedFileSize} MB',
  'Invalid date format': 'Invalid date format',
  'This date cannot be selected': 'This date cannot be selected',
  'Please make sure to provide a valid Google Doc URL': 'Please make sure to provide a valid Google Doc URL',
  'Please make sure to provide a valid Youtube video URL': 'Please make sure to provide a valid Youtube video URL',
  'Please select a file': 'Please select a file',
  'Please select a CSV file': 'Please select a CSV file',
  'Please select at least one student': 'Please select at least one student',
  'Please choose Default Team Board Category': 'Please choose Default Team Board Category',
  'Please add at least one Team Board Category': 'Please add at least one Team Board Category',
  'Maximum 20 items can be added': 'Maximum 20 items can be added',
  // Identity (issue 3)
  'This password is too common. Please choose another one.': 'This password is too common. Please choose another one.',
  'This link has expired or has already been used.': 'This link has expired or has already been used.',
  'Invalid password': 'Invalid password',
  'The agreement has changed. Please read it again.': 'The agreement has changed. Please read it again.',
  'Please read and accept the user agreement to continue.': 'Please read and accept the user agreement to continue.',
  'email.reset.subject': 'Reset your {app} password',
  'email.reset.body':
    'Hello {name},\n\nSomeone asked to reset the password of your {app} account. To choose a new password, open this link within one hour:\n\n{link}\n\nIf you did not ask for this, you can ignore this e-mail: your password stays as it is.',
  'email.invite.subject': 'You have been invited to {app}',
  'email.invite.body':
    'Hello {name},\n\nYou have been invited to {app}. To choose your password and sign in, open this link within 7 days:\n\n{link}',
  'email.invite.bodyBy':
    'Hello {name},\n\n{inviter} has invited you to {app}. To choose your password and sign in, open this link within 7 days:\n\n{link}',
  // Roster (issue 4)
  'This record was changed by someone else. Please reload and try again.': 'This record was changed by someone else. Please reload and try again.',
  'This field comes from the student information system and cannot be changed':
    'This field comes from the student information system and cannot be changed',
  // Input hardening (issue 13)
  'Contains an invisible control character that is not allowed': 'Contains an invisible control character that is not allowed',
  'email.inviteExisting.subject': 'Someone tried to invite you to {app}',
  'email.inviteExisting.body':
    'Hello {name},\n\n{inviter} tried to invite this e-mail address to {app}, but it already belongs to your account. Nothing has changed: you can sign in as usual.\n\nIf you should also have access to another district, please contact your administrator.',
  'A result cannot be recorded for a date in the future': 'A result cannot be recorded for a date in the future',
} as const;

export type MessageKey = keyof typeof messagesEn;
