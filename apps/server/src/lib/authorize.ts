/**
 * The one way a use case or a route refuses an actor: a policy (policies/*.policy.ts, pure
 * functions) decides, and `authorize` turns a refusal into the API's 403. It asserts what it
 * was given, so a condition such as `districtId !== undefined` narrows the type after it.
 */
import { forbidden } from './errors.ts';

export function authorize(allowed: boolean): asserts allowed {
  if (!allowed) throw forbidden();
}
