/**
 * The one way a use case or a route refuses an actor: a policy verb (policies/*.policy.ts, pure
 * functions) decides, and `authorize(policy.verb, ...subject)` turns a refusal into the API's 403.
 * It takes the verb itself, never a boolean: only `policy({...})` below makes a verb (`Rule`), so a
 * condition built outside a policy does not typecheck (seams.test.ts keeps every call a
 * `somePolicy.verb` reference).
 */
import { forbidden } from './errors.ts';

declare const ruleBrand: unique symbol;

/** A policy's verb: a yes/no question about an actor and a subject, made only by `policy`. */
export type Rule<A extends unknown[]> = ((...args: A) => boolean) & { readonly [ruleBrand]: true };

type Verbs<T> = { [K in keyof T]: T[K] extends (...args: infer A) => boolean ? Rule<A> : T[K] };

/** Declares a policy: each member returning a boolean becomes a verb `authorize` and `abilitiesOf` accept. */
export const policy = <T extends object>(verbs: T): Verbs<T> => verbs as Verbs<T>;

export function authorize<A extends unknown[]>(rule: Rule<A>, ...subject: A): void {
  if (!rule(...subject)) throw forbidden();
}

/**
 * What the web is told the actor may do (`abilities: { edit, sign, … }`), answered by the same verbs
 * `authorize` asks, in one place (as Outline's presentPolicies): presenters only copy the result.
 */
export function abilitiesOf<A extends unknown[], K extends string>(verbs: Record<K, Rule<A>>, ...subject: A): Record<K, boolean> {
  const out = {} as Record<K, boolean>;
  for (const k of Object.keys(verbs) as K[]) out[k] = verbs[k](...subject);
  return out;
}
