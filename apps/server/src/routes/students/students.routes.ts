import { z } from 'zod';
import {
  ZApplyRequest,
  ZApplyResult,
  ZAssignmentRules,
  ZAssignmentRulesView,
  ZAssignTeacher,
  ZBulkResult,
  ZBulkUpdateStudents,
  ZCreateStudent,
  ZIdParams,
  zPage,
  ZStudent,
  ZStudentLifecycle,
  ZStudentListQuery,
  ZUpdateStudent,
} from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { authedContext, requireAuth } from '../../plugins/auth.ts';
import { presentStudent } from '../../presenters/student.presenter.ts';
import { studentAbilities } from '../../policies/students.policy.ts';
import { abilitiesOf } from '../../lib/authorize.ts';
import { listStudents, studentsInScope, type StudentWithContext } from '../../repositories/students.repository.ts';
import { assignTeacher } from '../../services/students/assign-teacher.ts';
import { applyRules } from '../../services/students/apply-assignment-rules.ts';
import { readRules } from '../../services/students/read-assignment-rules.ts';
import { saveRules } from '../../services/students/save-assignment-rules.ts';
import { bulkUpdateStudents } from '../../services/students/bulk-update-students.ts';
import { changeLifecycle } from '../../services/students/change-lifecycle.ts';
import { createStudent } from '../../services/students/create-student.ts';
import { deleteStudent } from '../../services/students/delete-student.ts';
import { readStudent } from '../../services/students/read-student.ts';
import { updateStudent } from '../../services/students/update-student.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['students'];
const ZChanged = z.object({ changed: z.number().int() });

/** A student with what students.policy says the caller may do with it. */
const shown = (actor: Actor, row: StudentWithContext) => presentStudent(row, abilitiesOf(studentAbilities, actor, row.student));

export function studentRoutes(app: App, ctx: AppContext) {
  const present = async (actor: Actor, id: number) => {
    const [row] = await studentsInScope(ctx.db, scopeOf(actor), [id]);
    if (!row) throw notFound();
    return shown(actor, row);
  };

  app.get(
    '/api/v1/students/',
    {
      schema: {
        tags,
        summary: 'Students in scope: filters, fuzzy search (names, student number), sort, paging',
        querystring: ZStudentListQuery,
        response: { 200: zPage(ZStudent) },
      },
    },
    async (request) => {
      const { actor } = requireAuth(request);
      const q = request.query;
      const statuses = [...(q.status ?? []), ...(q['status[]'] ?? [])];
      const grades = [...(q.grade ?? []), ...(q['grade[]'] ?? [])];
      const { count, rows } = await listStudents(ctx.db, scopeOf(actor), {
        schoolId: q.school,
        districtId: q.district,
        statuses: statuses.length ? statuses : ['active'],
        grades,
        teacherId: q.teacher,
        search: q.search || undefined,
        sort: q.sort,
        ...pageWindow(q),
      });
      return toPage(
        q,
        count,
        rows.map((r) => shown(actor, r)),
      );
    },
  );

  app.get('/api/v1/students/:id/', { schema: { tags, summary: 'One student (the read is audited)', params: ZIdParams, response: { 200: ZStudent } } }, async (request) => {
    const sctx = authedContext(ctx, request);
    const { actor } = sctx;
    return shown(actor, await readStudent(sctx, request.params.id));
  });

  app.post(
    '/api/v1/students/',
    { schema: { tags, summary: 'Add a student to a school (roster editors)', body: ZCreateStudent, response: { 201: ZStudent } } },
    async (request, reply) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      const id = await createStudent(sctx, request.body);
      return reply.code(201).send(await present(actor, id));
    },
  );

  app.patch(
    '/api/v1/students/:id/',
    {
      schema: { tags, summary: 'Edit a student (version required; SIS fields read-only on synced students)', params: ZIdParams, body: ZUpdateStudent, response: { 200: ZStudent } },
    },
    async (request) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      await updateStudent(sctx, request.params.id, request.body);
      return present(actor, request.params.id);
    },
  );

  app.delete('/api/v1/students/:id/', { schema: { tags, summary: 'Delete a student (soft; super, district and school admins)', params: ZIdParams } }, async (request, reply) => {
    await deleteStudent(authedContext(ctx, request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/api/v1/students/bulk_update/',
    { schema: { tags, summary: 'Edit many students of a school at once (all or nothing)', body: ZBulkUpdateStudents, response: { 200: ZBulkResult } } },
    async (request) => {
      return { updated: await bulkUpdateStudents(authedContext(ctx, request), request.body) };
    },
  );

  app.post(
    '/api/v1/students/lifecycle/',
    { schema: { tags, summary: 'Graduate, archive or return students to the school ("Add to School")', body: ZStudentLifecycle, response: { 200: ZChanged } } },
    async (request) => {
      return { changed: await changeLifecycle(authedContext(ctx, request), request.body) };
    },
  );

  app.post(
    '/api/v1/students/assign_teacher/',
    { schema: { tags, summary: 'Manual assignment: give the selected students a teacher', body: ZAssignTeacher, response: { 200: ZChanged } } },
    async (request) => {
      return { changed: await assignTeacher(authedContext(ctx, request), request.body) };
    },
  );

  app.get(
    '/api/v1/schools/:id/assignment_rules/',
    { schema: { tags, summary: 'Automatic assignment rules of a school (grade → teacher)', params: ZIdParams, response: { 200: ZAssignmentRulesView } } },
    async (request) => {
      return readRules(authedContext(ctx, request), request.params.id);
    },
  );

  app.put(
    '/api/v1/schools/:id/assignment_rules/',
    { schema: { tags, summary: 'Replace the automatic assignment rules (roster editors)', params: ZIdParams, body: ZAssignmentRules, response: { 200: ZAssignmentRulesView } } },
    async (request) => {
      const sctx = authedContext(ctx, request);
      await saveRules(sctx, request.params.id, request.body);
      return readRules(sctx, request.params.id);
    },
  );

  app.post(
    '/api/v1/schools/:id/assignment_rules/apply/',
    {
      schema: {
        tags,
        summary: 'Apply the rules to every active student of the school (idempotent); dry_run only counts',
        params: ZIdParams,
        body: ZApplyRequest,
        response: { 200: ZApplyResult },
      },
    },
    async (request) => {
      return { changed: await applyRules(authedContext(ctx, request), request.params.id, { dryRun: request.body.dry_run ?? false }) };
    },
  );
}
