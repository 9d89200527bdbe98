import {
  SIS_ARCHIVE_GUARD_RATIO,
  ZIdParams,
  zPage,
  ZPutSisOrgMappings,
  ZSisApply,
  ZSisOrgMappings,
  ZSisOrgMappingsQuery,
  ZSisSync,
  ZSisSyncListQuery,
  ZSisUploadAccepted,
  ZSisUploadQuery,
} from '@ss/domain';
import type { AppContext } from '../../context.ts';
import type { Actor } from '../../lib/actor.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { abilitiesOf, authorize } from '../../lib/authorize.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { idField, readUpload } from '../../lib/uploads.ts';
import { authedContext, requireAuth } from '../../plugins/auth.ts';
import { sisSyncAbilities, studentPolicy } from '../../policies/students.policy.ts';
import { presentSync } from '../../presenters/sis.presenter.ts';
import { getSync, listSyncs } from '../../repositories/sis.repository.ts';
import { assertSisAccess } from '../../services/sis/access.ts';
import { applySync } from '../../services/sis/apply-sync.ts';
import { putOrgMappings, readOrgMappings } from '../../services/sis/org-mappings.ts';
import { uploadBundle } from '../../services/sis/upload-bundle.ts';
import type { App } from '../../lib/fastify-app.ts';

const UPLOAD_IN_PROGRESS = "Your upload is in progress. We will notify you via email once it's completed.";

export function sisRoutes(app: App, ctx: AppContext) {
  const readOne = async (actor: Actor, id: number) => {
    const row = await getSync(ctx.db, id);
    if (!row) throw notFound();
    await assertSisAccess(ctx.db, actor, row.sync.district_id);
    return presentSync(row, abilitiesOf(sisSyncAbilities, actor, row.sync));
  };

  app.post(
    '/api/v1/sis_syncs/',
    {
      schema: {
        tags: ['sis'],
        summary: `Upload a OneRoster 1.1 CSV bundle (zip, multipart) for a district; a job plans it (dry run). Syncs archiving over ${SIS_ARCHIVE_GUARD_RATIO * 100} % of a school ask for confirmation`,
        querystring: ZSisUploadQuery,
        response: { 202: ZSisUploadAccepted },
      },
    },
    async (request, reply) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      let districtId = request.query.district_id;
      const upload = await readUpload(request, 'zip', ctx.config.uploads.fileMb, {
        beforeFile: async (fields) => {
          if (districtId === undefined) districtId = idField(fields, 'district_id');
          if (districtId === undefined) throw fieldError('district_id', 'Required');
          await assertSisAccess(ctx.db, actor, districtId);
        },
      });
      const id = await uploadBundle(sctx, districtId!, upload);
      return reply.code(202).send({ id, message: UPLOAD_IN_PROGRESS });
    },
  );

  app.get(
    '/api/v1/sis_syncs/',
    { schema: { tags: ['sis'], summary: 'Sync history of a district (newest first)', querystring: ZSisSyncListQuery, response: { 200: zPage(ZSisSync) } } },
    async (request) => {
      const { actor } = requireAuth(request);
      const q = request.query;
      let districts: number[] | 'all';
      if (q.district !== undefined) {
        await assertSisAccess(ctx.db, actor, q.district);
        districts = [q.district];
      } else {
        // Without a district: every sync for super admins, their own district's for a district admin.
        const own = actor.district && studentPolicy.administerDistrictData(actor, actor.district.id) ? [actor.district.id] : [];
        authorize(studentPolicy.listSyncs, actor);
        districts = actor.is_super ? 'all' : own;
      }
      const { count, rows } = await listSyncs(ctx.db, districts, pageWindow(q));
      return toPage(
        q,
        count,
        rows.map((r) => presentSync(r, abilitiesOf(sisSyncAbilities, actor, r.sync))),
      );
    },
  );

  app.get(
    '/api/v1/sis_syncs/:id/',
    { schema: { tags: ['sis'], summary: 'One sync: status, plan or result per school, errors', params: ZIdParams, response: { 200: ZSisSync } } },
    async (request) => readOne(requireAuth(request).actor, request.params.id),
  );

  app.post(
    '/api/v1/sis_syncs/:id/apply/',
    {
      schema: {
        tags: ['sis'],
        summary: 'Apply a dry run (recomputed from the bundle, all or nothing); 409 while an org needs mapping or an archive needs confirmation',
        params: ZIdParams,
        body: ZSisApply,
        response: { 200: ZSisSync },
      },
    },
    async (request) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      await applySync(sctx, request.params.id, request.body);
      return readOne(actor, request.params.id);
    },
  );

  app.get(
    '/api/v1/sis_org_mappings/',
    { schema: { tags: ['sis'], summary: 'Orgs of the latest bundle with their schools', querystring: ZSisOrgMappingsQuery, response: { 200: ZSisOrgMappings } } },
    async (request) => {
      const { actor } = requireAuth(request);
      const districtId = request.query.district;
      await assertSisAccess(ctx.db, actor, districtId);
      return { district_id: districtId, ...(await readOrgMappings(ctx.db, districtId)), max_upload_mb: ctx.config.uploads.fileMb, abilities: { update: true } };
    },
  );

  app.put(
    '/api/v1/sis_org_mappings/',
    { schema: { tags: ['sis'], summary: 'Map orgs to schools of the district (null removes a mapping)', body: ZPutSisOrgMappings, response: { 200: ZSisOrgMappings } } },
    async (request) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      await putOrgMappings(sctx, request.body);
      const districtId = request.body.district_id;
      await assertSisAccess(ctx.db, actor, districtId);
      return { district_id: districtId, ...(await readOrgMappings(ctx.db, districtId)), max_upload_mb: ctx.config.uploads.fileMb, abilities: { update: true } };
    },
  );
}
