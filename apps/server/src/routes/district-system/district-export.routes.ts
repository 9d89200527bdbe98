/**
 * A district's own export (issue 24, section 6): `POST /api/v1/districts/{id}/export/` (202, made in the
 * background and e-mailed as a link), `GET …/export/` (the district's exports with their progress) and
 * `GET …/export/{exportId}/download/` (the zip, audited). Its admins and super admins only.
 */
import { ZDistrictExportList, ZDistrictExportParams, ZDistrictExportQueued, ZDistrictExportRequest, ZIdParams } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import type { App } from '../../lib/fastify-app.ts';
import { authedContext } from '../../plugins/auth.ts';
import { downloadDistrictExport, listDistrictExportsOf, requestDistrictExport } from '../../services/district-export/district-export.ts';

const tags = ['tenancy'];

export function districtExportRoutes(app: App, ctx: AppContext) {
  app.post(
    '/api/v1/districts/:id/export/',
    {
      schema: {
        tags,
        summary:
          "Export all of the district's data (CSV and JSON per area, plus its files) as one zip, made in the background and e-mailed as a link ({ confirm: true }; its admins); 202 with the message",
        params: ZIdParams,
        body: ZDistrictExportRequest,
        response: { 202: ZDistrictExportQueued },
      },
    },
    async (request, reply) => reply.code(202).send(await requestDistrictExport(authedContext(ctx, request), request.params.id)),
  );

  app.get(
    '/api/v1/districts/:id/export/',
    { schema: { tags, summary: "The district's recent exports with their progress, newest first (its admins)", params: ZIdParams, response: { 200: ZDistrictExportList } } },
    async (request) => listDistrictExportsOf(authedContext(ctx, request), request.params.id),
  );

  app.get(
    '/api/v1/districts/:id/export/:exportId/download/',
    { schema: { tags, summary: "A district export's zip (its admins, until it expires: then 410; audited with the students it holds)", params: ZDistrictExportParams } },
    async (request, reply) => {
      const file = await downloadDistrictExport(authedContext(ctx, request), request.params.id, request.params.exportId);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.data);
    },
  );
}
