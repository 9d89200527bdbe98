/**
 * The form fields of a document's upload, read with the contract the JSON routes use
 * (`ZResourceDocumentFields`): each field's first problem as a 400 field error, like a JSON body's.
 */
import { catalogues, MSG, ZResourceDocumentFields, type TResourceDocumentFields } from '@ss/domain';
import { HttpError, type FieldErrors } from '../../lib/errors.ts';

export function parseDocumentFields(fields: Record<string, string>): TResourceDocumentFields {
  const parsed = ZResourceDocumentFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [issue.path.join('.') || '_'];
    for (const name of keys) {
      if (errors[name]) continue;
      if (issue.code === 'unrecognized_keys') errors[name] = { message: MSG.unknownField };
      else if (issue.code === 'too_big' && issue.message === MSG.maxLength) errors[name] = { message: MSG.maxLength, params: { maxlength: Number(issue.maximum) } };
      else errors[name] = { message: issue.message in catalogues.en ? issue.message : MSG.invalidValue };
    }
  }
  const first = Object.values(errors)[0]!;
  throw new HttpError(400, 'validation', first.message, errors);
}
