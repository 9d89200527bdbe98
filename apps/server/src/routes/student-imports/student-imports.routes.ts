/**
 * CSV export and import of students, import history, and the district's retention setting
 * (issue 4, section 2). Every school or district named is checked against the actor's scope
 * (404 outside it) and the student policy (403) before anything else is read.
 */
import { ZIdParams, ZImportAccepted, ZRetention, ZStudentExportQuery, ZStudentImportDetail, ZStudentImportListQuery, ZStudentImportPage, ZUpdateRetention } from '@ss/domain';
import { IMPORT_IN_PROGRESS } from '@ss/domain/student-imports-shared';
import type { AppContext } from '../../context.ts';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { sendCsv } from '../../lib/csv-export.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { assertSchoolOpen } from '../../lib/suspension.ts';
import { authedContext, requireAuth } from '../../plugins/auth.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { presentStudentImport, presentStudentImportDetail } from '../../presenters/student-import.presenter.ts';
import { getImport, listImports } from '../../repositories/student-imports.repository.ts';
import { getSchool } from '../../repositories/tenancy.repository.ts';
import { prepareStudentExport } from '../../services/student-imports/export-students.ts';
import { readRetention, updateRetention } from '../../services/student-imports/retention.ts';
import { startImport } from '../../services/student-imports/start-import.ts';
import { idField, readUpload } from '../../lib/uploads.ts';
import type { App } from '../../lib/fastify-app.ts';

export function studentImportRoutes(app: App, ctx: AppContext) {
  /** A school whose roster the actor manages: 404 outside scope, 403 without the right. */
  const rosterSchool = async (actor: Actor, schoolId: number) => {
    const row = await getSchool(ctx.db, scopeOf(actor), schoolId);
    if (!row) throw notFound();
    assertSchoolOpen(actor, row.school);
    authorize(studentPolicy.manageRoster, actor, { district_id: row.school.district_id, school_id: row.school.id });
    return row.school;
  };

  app.get(
    '/api/v1/students/export/',
    { schema: { tags: ['students'], summary: "CSV of a school's (school=) or a district's (district=) students, streamed", querystring: ZStudentExportQuery } },
    async (request, reply) => {
      return sendCsv(reply, await prepareStudentExport(authedContext(ctx, request), request.query));
    },
  );

  app.post(
    '/api/v1/student_imports/',
    {
      schema: {
        tags: ['students'],
        summary: 'Upload a CSV of students (multipart: school_id, file); validated and written by a job',
        response: { 202: ZImportAccepted },
      },
    },
    async (request, reply) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      let school: Awaited<ReturnType<typeof rosterSchool>> | undefined;
      const upload = await readUpload(request, 'csv', ctx.config.uploads.fileMb, {
        // The school is authorized from the field sent before the file, before a byte of it is read.
        beforeFile: async (fields) => {
          const id = idField(fields, 'school_id');
          if (id === undefined) throw fieldError('school_id', 'Required');
          school = await rosterSchool(actor, id);
        },
      });
      const id = await startImport(sctx, school!, upload);
      return reply.code(202).send({ id, message: IMPORT_IN_PROGRESS });
    },
  );

  app.get(
    '/api/v1/student_imports/',
    { schema: { tags: ['students'], summary: "A school's imports, newest first", querystring: ZStudentImportListQuery, response: { 200: ZStudentImportPage } } },
    async (request) => {
      const { actor } = requireAuth(request);
      const q = request.query;
      const school = await rosterSchool(actor, q.school);
      const { count, rows } = await listImports(ctx.db, school.id, pageWindow(q));
      return { ...toPage(q, count, rows.map(presentStudentImport)), max_upload_mb: ctx.config.uploads.fileMb };
    },
  );

  app.get(
    '/api/v1/student_imports/:id/',
    { schema: { tags: ['students'], summary: 'One import with its bad rows', params: ZIdParams, response: { 200: ZStudentImportDetail } } },
    async (request) => {
      const { actor } = requireAuth(request);
      const row = await getImport(ctx.db, request.params.id);
      if (!row || !(await getSchool(ctx.db, scopeOf(actor), row.imp.school_id))) throw notFound();
      await rosterSchool(actor, row.imp.school_id);
      return presentStudentImportDetail(row);
    },
  );

  app.get(
    '/api/v1/districts/:id/retention/',
    { schema: { tags: ['students'], summary: 'Automatic deletion of archived students: days after archiving, or null (off)', params: ZIdParams, response: { 200: ZRetention } } },
    async (request) => {
      return readRetention(authedContext(ctx, request), request.params.id);
    },
  );

  app.patch(
    '/api/v1/districts/:id/retention/',
    {
      schema: {
        tags: ['students'],
        summary: 'Set the retention of archived students (30–3650 days, or null to switch it off); district admins',
        params: ZIdParams,
        body: ZUpdateRetention,
        response: { 200: ZRetention },
      },
    },
    async (request) => {
      return updateRetention(authedContext(ctx, request), request.params.id, request.body);
    },
  );
}
