/**
 * The student profile area (issue 4, sections 3 and 4): profile, profile values, card icons,
 * alerts, student data and its bulk grid, pictures and cards. Reads go through the student
 * scope; writes through services that check the students policy and audit.
 */
import {
  ZAlert,
  ZAlertBody,
  ZAlertListQuery,
  ZCardIconsBody,
  ZCardsQuery,
  ZDataBody,
  ZGrid,
  ZGridBody,
  ZGridQuery,
  ZIdParams,
  zPage,
  ZProfileValuesBody,
  ZStudentCards,
  ZStudentProfile,
} from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { abilitiesOf } from '../../lib/authorize.ts';
import { notFound } from '../../lib/errors.ts';
import { toPage, pageWindow } from '../../lib/paging.ts';
import { readUpload, sendStoredImage } from '../../lib/uploads.ts';
import { authedContext, requireAuth } from '../../plugins/auth.ts';
import { alertAbilities } from '../../policies/students.policy.ts';
import { presentAlert } from '../../presenters/student-profile.presenter.ts';
import { alertById, alertsOf, pictureFile } from '../../repositories/student-profile.repository.ts';
import { loadStudent } from '../../services/student-profile/access.ts';
import { addAlert } from '../../services/student-profile/add-alert.ts';
import { setCardIcons } from '../../services/student-profile/card-icons.ts';
import { closeAlert } from '../../services/student-profile/close-alert.ts';
import { readGrid, writeGrid } from '../../services/student-profile/data-grid.ts';
import { assertCanManagePicture, removePicture, setPicture } from '../../services/student-profile/picture.ts';
import { setProfileValues } from '../../services/student-profile/profile-values.ts';
import { readProfile } from '../../services/student-profile/read-profile.ts';
import { listStudentCards } from '../../services/student-profile/student-cards.ts';
import { writeStudentData } from '../../services/student-profile/write-data.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['student-profile'];

export function studentProfileRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/students/:id/profile/',
    { schema: { tags, summary: 'Everything the profile page shows (audited as a read of the record)', params: ZIdParams, response: { 200: ZStudentProfile } } },
    async (request) => {
      return readProfile(authedContext(ctx, request), request.params.id);
    },
  );

  app.put(
    '/api/v1/students/:id/profile_values/',
    { schema: { tags, summary: 'Set profile textboxes and programming notes ("" clears)', params: ZIdParams, body: ZProfileValuesBody } },
    async (request, reply) => {
      await setProfileValues(authedContext(ctx, request), request.params.id, request.body);
      return reply.code(204).send();
    },
  );

  app.put('/api/v1/students/:id/card_icons/', { schema: { tags, summary: "Set the student's card icons", params: ZIdParams, body: ZCardIconsBody } }, async (request, reply) => {
    await setCardIcons(authedContext(ctx, request), request.params.id, request.body);
    return reply.code(204).send();
  });

  app.get(
    '/api/v1/students/:id/alerts/',
    {
      schema: {
        tags,
        summary: 'Alerts of a student, newest first (closed=true includes closed ones)',
        params: ZIdParams,
        querystring: ZAlertListQuery,
        response: { 200: zPage(ZAlert) },
      },
    },
    async (request) => {
      const { actor } = requireAuth(request);
      const { student } = await loadStudent(ctx.db, actor, request.params.id);
      const rows = await alertsOf(ctx.db, student.id, request.query.closed);
      const { limit, offset } = pageWindow(request.query);
      const slice = rows.slice(offset, limit === undefined ? undefined : offset + limit);
      return toPage(
        request.query,
        rows.length,
        slice.map((a) => presentAlert(a, abilitiesOf(alertAbilities, actor, student, a.alert))),
      );
    },
  );

  app.post(
    '/api/v1/students/:id/alerts/',
    { schema: { tags, summary: 'Add an alert', params: ZIdParams, body: ZAlertBody, response: { 201: ZAlert } } },
    async (request, reply) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      const id = await addAlert(sctx, request.params.id, request.body);
      const { student } = await loadStudent(ctx.db, actor, request.params.id);
      const row = (await alertById(ctx.db, id))!;
      return reply.code(201).send(presentAlert(row, abilitiesOf(alertAbilities, actor, student, row.alert)));
    },
  );

  app.post(
    '/api/v1/student_alerts/:id/close/',
    { schema: { tags, summary: 'Close an alert (its author or a roster editor; twice is 409)', params: ZIdParams, response: { 200: ZAlert } } },
    async (request) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      const { studentId } = await closeAlert(sctx, request.params.id);
      const { student } = await loadStudent(ctx.db, actor, studentId);
      const row = (await alertById(ctx.db, request.params.id))!;
      return presentAlert(row, abilitiesOf(alertAbilities, actor, student, row.alert));
    },
  );

  app.put(
    '/api/v1/students/:id/data/',
    { schema: { tags, summary: 'Enter, change or delete ("" value) student data results', params: ZIdParams, body: ZDataBody } },
    async (request, reply) => {
      await writeStudentData(authedContext(ctx, request), request.params.id, request.body);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/v1/student_data/grid/',
    { schema: { tags, summary: 'One measure for a class or grade of a school, in a school year', querystring: ZGridQuery, response: { 200: ZGrid } } },
    async (request) => {
      return readGrid(authedContext(ctx, request), request.query);
    },
  );

  app.put('/api/v1/student_data/grid/', { schema: { tags, summary: 'Save many cells of the grid, all or nothing', body: ZGridBody } }, async (request, reply) => {
    await writeGrid(authedContext(ctx, request), request.body);
    return reply.code(204).send();
  });

  app.get('/api/v1/students/:id/picture/', { schema: { tags, summary: "The student's picture (404 when none)", params: ZIdParams } }, async (request, reply) => {
    const { actor } = requireAuth(request);
    const { student } = await loadStudent(ctx.db, actor, request.params.id);
    const file = student.picture_file_id ? await pictureFile(ctx.db, student.picture_file_id) : null;
    if (!file) throw notFound();
    return sendStoredImage(reply, file);
  });

  app.post(
    '/api/v1/students/:id/picture/',
    { schema: { tags, summary: 'Upload or replace the picture (multipart; image types checked by content)', params: ZIdParams } },
    async (request, reply) => {
      const sctx = authedContext(ctx, request);
      await assertCanManagePicture(sctx, request.params.id);
      const upload = await readUpload(request, 'image', ctx.config.uploads.imageMb);
      await setPicture(sctx, request.params.id, upload);
      return reply.code(204).send();
    },
  );

  app.delete('/api/v1/students/:id/picture/', { schema: { tags, summary: 'Remove the picture', params: ZIdParams } }, async (request, reply) => {
    await removePicture(authedContext(ctx, request), request.params.id);
    return reply.code(204).send();
  });

  app.get(
    '/api/v1/student_cards/',
    { schema: { tags, summary: "A school's active students as cards, per its card options", querystring: ZCardsQuery, response: { 200: ZStudentCards } } },
    async (request) => {
      return listStudentCards(authedContext(ctx, request), request.query);
    },
  );
}
