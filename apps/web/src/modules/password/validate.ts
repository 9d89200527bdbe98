import { MSG } from '@ss/domain/validation-rules';
import type { FieldError } from '../../lib/api.ts';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/** The shared length rule (the server also refuses common passwords and says so per field). */
export function checkNewPassword(password: string, confirmation: string): { password?: FieldError; confirmation?: FieldError } {
  const errors: { password?: FieldError; confirmation?: FieldError } = {};
  if (!password) errors.password = { message: MSG.required };
  else if (password.length < PASSWORD_MIN) errors.password = { message: MSG.minLength, params: { minlength: PASSWORD_MIN } };
  else if (password.length > PASSWORD_MAX) errors.password = { message: MSG.maxLength, params: { maxlength: PASSWORD_MAX } };
  if (!confirmation) errors.confirmation = { message: MSG.required };
  else if (password && confirmation !== password) errors.confirmation = { message: 'password.mismatch' };
  return errors;
}
