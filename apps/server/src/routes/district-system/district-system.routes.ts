/** The district's system page (issue 23, section 4): GET and PATCH /api/v1/districts/{id}/system/. */
import { ZDistrictSystem, ZIdParams, ZUpdateDistrictSystem } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/fastify-app.ts';
import { authedContext } from '../../plugins/auth.ts';
import { readSystem, updateSystem } from '../../services/district-system/district-system.ts';

export function districtSystemRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/districts/:id/system/',
    {
      schema: {
        tags: ['tenancy'],
        summary: "The district's own settings, with its connected districts and latest SIS sync (its admins and leaders)",
        params: ZIdParams,
        response: { 200: ZDistrictSystem },
      },
    },
    async (request) => readSystem(authedContext(ctx, request), request.params.id),
  );

  app.patch(
    '/api/v1/districts/:id/system/',
    {
      schema: {
        tags: ['tenancy'],
        summary: "Change the district's settings (its admins): the fields that change, with the version read (409 when stale)",
        params: ZIdParams,
        body: ZUpdateDistrictSystem,
        response: { 200: ZDistrictSystem },
      },
    },
    async (request) => updateSystem(authedContext(ctx, request), request.params.id, request.body),
  );
}
