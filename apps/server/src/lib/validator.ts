/**
 * The routes' validator: the zod contract of each route, behind one check every route inherits.
 * A string holding a control character (NUL above all, which PostgreSQL text cannot store) or a
 * lone UTF-16 half, anywhere in params, query or body, is refused as a field error before the
 * contract or the handler sees it, so no route has to think of it.
 */
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { findForbiddenCharacter, MSG } from '@ss/domain';

/** The shape fastify-type-provider-zod gives its issues, so the error handler treats this one like any other. */
const ZOD_ISSUE = Symbol.for('ZodFastifySchemaValidationError');

export function forbiddenCharacterIssue(path: (string | number)[]) {
  return {
    [ZOD_ISSUE]: true,
    keyword: 'custom',
    instancePath: `/${path.join('/')}`,
    schemaPath: `#/${path.join('/')}/custom`,
    message: MSG.forbiddenCharacter,
    params: {},
  };
}

export const validatorCompiler: FastifySchemaCompiler<unknown> = (route) => {
  const validate = zodValidatorCompiler(route as Parameters<typeof zodValidatorCompiler>[0]);
  return (data: unknown) => {
    const at = findForbiddenCharacter(data);
    if (at) return { error: [forbiddenCharacterIssue(at)] as never };
    return validate(data);
  };
};
