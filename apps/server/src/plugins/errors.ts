/**
 * One error shape for every failure: `{ error: { code, message, fields? } }`,
 * `message` being an i18n key. Nothing internal (stack, SQL) reaches a client.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { catalogues, MSG } from '@ss/domain';
import { HttpError, type FieldErrors } from '../lib/errors.ts';
import { safeError } from '../lib/safe-error.ts';

interface ValidationIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: Record<string, unknown>;
}

const known = (message: string | undefined) => message !== undefined && message in catalogues.en;

function fieldsFromIssues(issues: ValidationIssue[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (issue.keyword === 'unrecognized_keys') {
      for (const key of (issue.params?.keys as string[] | undefined) ?? []) {
        fields[path ? `${path}.${key}` : key] = { message: MSG.unknownField };
      }
      continue;
    }
    const name = path || '_';
    if (fields[name]) continue;
    const params: Record<string, string | number> = {};
    const { minimum, maximum } = (issue.params ?? {}) as { minimum?: number | bigint; maximum?: number | bigint };
    if (minimum !== undefined) Object.assign(params, { minlength: Number(minimum), min: Number(minimum) });
    if (maximum !== undefined) Object.assign(params, { maxlength: Number(maximum), max: Number(maximum) });
    let message = known(issue.message) ? issue.message! : MSG.invalidValue;
    // A missing field is "Required"; a value of the wrong type is "Invalid value".
    if (!known(issue.message) && issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '')) message = MSG.required;
    const used = Object.fromEntries(Object.entries(params).filter(([k]) => message.includes(`{${k}}`)));
    fields[name] = Object.keys(used).length ? { message, params: used } : { message };
  }
  return fields;
}

function sendError(reply: import('fastify').FastifyReply, status: number, code: string, message: string, fields?: FieldErrors, current?: Record<string, unknown>) {
  return reply.code(status).send({ error: { code, message, ...(fields ? { fields } : {}), ...(current ? { current } : {}) } });
}

/** Seconds a client is asked to wait when the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * PostgreSQL's connection-exception class (08…), an operator's shutdown or a restart (57P01–57P03), and the driver's
 * own failures to reach the server (a socket refused, reset or timed out: `reason` in safeError).
 */
export function databaseUnreachable(err: unknown): boolean {
  const e = safeError(err);
  if (e.code && (/^08/.test(e.code) || ['57P01', '57P02', '57P03', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EPIPE'].includes(e.code))) return true;
  return e.reason !== undefined && !/^Greeting never received$|^Connection timeout$/.test(e.reason);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof HttpError) return sendError(reply, err.statusCode, err.code, err.message, err.fields, err.current);
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields = fieldsFromIssues(err.validation as unknown as ValidationIssue[]);
      const first = Object.values(fields)[0];
      return sendError(reply, 400, 'validation', first?.message ?? MSG.invalidValue, fields);
    }
    const status = err.statusCode ?? 500;
    if (status === 413) return sendError(reply, 413, 'payload_too_large', 'The request is too large');
    if (status === 429) return sendError(reply, 429, 'rate_limited', 'Too many attempts. Please wait a few minutes and try again.');
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type and the like: the client's fault, said plainly.
      return sendError(reply, 400, 'validation', MSG.invalidValue);
    }
    if (databaseUnreachable(err)) {
      // The database is away (restarting, failing over, the network): say so with a time to retry, not a bare 500.
      request.log.warn({ error: safeError(err), route: `${request.method} ${request.routeOptions.url ?? ''}` }, 'database unreachable');
      void reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return sendError(reply, 503, 'unavailable', 'The service is briefly unavailable. Please try again in a moment.');
    }
    // Never the error itself: a failed query's message holds the SQL and its parameters (children's data).
    request.log.error({ error: safeError(err), route: `${request.method} ${request.routeOptions.url ?? ''}` }, 'request failed');
    return sendError(reply, 500, 'internal', 'Internal Server Error');
  });
}
