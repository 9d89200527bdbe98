import { z } from 'zod';
import { ZIdParams, ZSchoolOptions, ZUpdateSchoolOptions } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../lib/errors.ts';
import { readUpload, sendStoredImage } from '../../lib/uploads.ts';
import { authedContext, requireAuth } from '../../plugins/auth.ts';
import { findLogo } from '../../repositories/school-config.repository.ts';
import { changeSchoolOptions, readSchoolOptions, removeSchoolLogo, replaceSchoolLogo, schoolInScope } from '../../services/config/school-options.ts';
import type { App } from '../../lib/fastify-app.ts';

export function schoolOptionRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/schools/:id/options/',
    { schema: { tags: ['config'], summary: "A school's student card options", params: ZIdParams, response: { 200: ZSchoolOptions } } },
    async (request) => readSchoolOptions(ctx.db, requireAuth(request).actor, request.params.id),
  );

  app.patch(
    '/api/v1/schools/:id/options/',
    { schema: { tags: ['config'], summary: "Change a school's student card options", params: ZIdParams, body: ZUpdateSchoolOptions, response: { 200: ZSchoolOptions } } },
    async (request) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      await changeSchoolOptions(sctx, request.params.id, request.body);
      return readSchoolOptions(ctx.db, actor, request.params.id);
    },
  );

  app.get('/api/v1/schools/:id/logo/', { schema: { tags: ['config'], summary: "The school's logo image (404 when it has none)", params: ZIdParams } }, async (request, reply) => {
    const { actor } = requireAuth(request);
    await schoolInScope(ctx.db, actor, request.params.id);
    const file = await findLogo(ctx.db, request.params.id);
    if (!file) throw notFound();
    return sendStoredImage(reply, file);
  });

  app.post(
    '/api/v1/schools/:id/logo/',
    {
      schema: {
        tags: ['config'],
        summary: "Upload the school's logo (multipart; PNG, JPEG, GIF or WebP by content; replaces the previous one)",
        params: ZIdParams,
        response: { 200: ZSchoolOptions },
      },
    },
    async (request) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      await replaceSchoolLogo(sctx, request.params.id, () => readUpload(request, 'image', ctx.config.uploads.imageMb));
      return readSchoolOptions(ctx.db, actor, request.params.id);
    },
  );

  app.delete(
    '/api/v1/schools/:id/logo/',
    { schema: { tags: ['config'], summary: "Remove the school's logo", params: ZIdParams, querystring: z.object({}).strict(), response: { 200: ZSchoolOptions } } },
    async (request) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      await removeSchoolLogo(sctx, request.params.id);
      return readSchoolOptions(ctx.db, actor, request.params.id);
    },
  );
}
