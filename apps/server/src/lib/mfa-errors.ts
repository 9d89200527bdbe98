/** The answers of a session that still owes its second factor (issue 24, section 4). */
import { MFA_MSG } from '@ss/domain';
import { HttpError } from './errors.ts';

export const mfaRequired = () => new HttpError(401, 'mfa_required', MFA_MSG.required);
export const mfaEnrolmentRequired = () => new HttpError(401, 'mfa_enrolment_required', MFA_MSG.enrolmentRequired);
