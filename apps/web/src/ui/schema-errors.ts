/** Shared-schema validation on the browser, with the server's messages (issue 13 §5). */
import type { TFunction } from 'i18next';
import type { core } from 'zod';
import { MSG } from '@ss/domain/validation-rules';

const MESSAGES = new Set<string>(Object.values(MSG));

/**
 * A shared schema's failed parse as the form's field errors, translated: the spec's messages (MSG) with
 * the params the server would send (`{maxlength}`, `{min}`…), keyed by field path ('people.0.email').
 * The first issue of each field wins, as on the server. Takes the issues, not the schema, so this file
 * stays free of zod (the schemas load with the screens that use them). `known` adds an area's own
 * messages (catalogue keys its contract uses, such as ACTION_MSG), shown as they are.
 */
export function schemaFieldErrors(t: TFunction, issues: readonly core.$ZodIssue[], known: Iterable<string> = []): Record<string, string> {
  const messages = new Set([...MESSAGES, ...known]);
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const name = issue.path.map(String).join('.') || '_';
    if (fields[name] !== undefined) continue;
    const message = messages.has(issue.message) ? issue.message : MSG.invalidValue;
    const params: Record<string, number> = {};
    if (issue.code === 'too_small') Object.assign(params, { minlength: Number(issue.minimum), min: Number(issue.minimum) });
    if (issue.code === 'too_big') Object.assign(params, { maxlength: Number(issue.maximum), max: Number(issue.maximum) });
    // Only the params the message names, as the server sends them.
    fields[name] = t(message, Object.fromEntries(Object.entries(params).filter(([key]) => message.includes(`{${key}}`))));
  }
  return fields;
}

/** What a shared schema offers here: its safe parse (typed structurally, so no zod is loaded by this file). */
interface Checks {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly core.$ZodIssue[] } };
}

/** A form's values checked by a shared contract: the field errors, empty when the values pass. */
export function checkFields(t: TFunction, schema: Checks, value: unknown, known: Iterable<string> = []): Record<string, string> {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : schemaFieldErrors(t, parsed.error.issues, known);
}
