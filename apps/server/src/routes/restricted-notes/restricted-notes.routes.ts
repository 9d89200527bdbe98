/** Restricted notes (issue 24, section 2): restricting a note (and naming its circle) and the break-glass read. */
import { ZBreakGlassAnswer, ZBreakGlassBody, ZNoteRestriction, ZRestrictedNoteParams, ZRestrictionBody } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/fastify-app.ts';
import { authedContext } from '../../plugins/auth.ts';
import { breakGlass, setRestriction } from '../../services/restricted-notes/restricted-notes.ts';

const tags = ['restricted-notes'];

export function restrictedNoteRoutes(app: App, ctx: AppContext) {
  app.put(
    '/api/v1/restricted_notes/:kind/:ref/restriction/',
    {
      schema: {
        tags,
        summary: 'Restrict a note to its circle (author, the school’s leaders, the people named) or lift it: the author, the school’s leaders and plan coordinators',
        params: ZRestrictedNoteParams,
        body: ZRestrictionBody,
        response: { 200: ZNoteRestriction },
      },
    },
    async (request) => setRestriction(authedContext(ctx, request), request.params.kind, request.params.ref, request.body),
  );

  app.post(
    '/api/v1/restricted_notes/:kind/:ref/break_glass/',
    {
      schema: {
        tags,
        summary: 'Read a restricted note once from outside its circle, with a reason (super admins, the district’s admins and leaders); audited with the reason',
        params: ZRestrictedNoteParams,
        body: ZBreakGlassBody,
        response: { 200: ZBreakGlassAnswer },
      },
    },
    async (request) => breakGlass(authedContext(ctx, request), request.params.kind, request.params.ref, request.body),
  );
}
