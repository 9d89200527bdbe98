import { isValidEmail, MSG } from '@ss/domain/validation-rules';

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInValues, { message: string; params?: Record<string, string | number> }>>;

/** The same rules as the server's ZLoginRequest, with the same catalogue messages. */
export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = { message: MSG.required };
  else if (!isValidEmail(email)) errors.email = { message: MSG.invalidEmail };
  if (!values.password) errors.password = { message: MSG.required };
  return errors;
}
