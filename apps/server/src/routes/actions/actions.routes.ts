/** The action tracker (issue 10, section 4): lists by scope, one action, its changes, the CSV export, and who may be responsible. */
import { ZAction, ZActionExportQuery, ZActionList, ZActionListQuery, ZActionPeople, ZActionPeopleQuery, ZCreateAction, ZIdParams, ZUpdateAction } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../lib/csv-export.ts';
import { sendPdf } from '../../lib/pdf/send-pdf.ts';
import { toPage } from '../../lib/paging.ts';
import { authedContext } from '../../plugins/auth.ts';
import { actionPeople } from '../../services/actions/action-people.ts';
import { prepareActionExport } from '../../services/actions/export-actions.ts';
import { listActionsFor } from '../../services/actions/list-actions.ts';
import { readAction } from '../../services/actions/read-action.ts';
import { createAction, deleteAction, updateAction } from '../../services/actions/save-action.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['actions'];

export function actionRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/actions/',
    {
      schema: {
        tags,
        summary: 'Actions of a district, a school, a student, or the caller (scope=districtActions|schoolActions|studentActions|myActions), filtered, sorted and paged',
        querystring: ZActionListQuery,
        response: { 200: ZActionList },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, results, create } = await listActionsFor(authedContext(ctx, request), q);
      return { ...toPage({ ...q, all: false }, count, results), abilities: { create } };
    },
  );

  app.post('/api/v1/actions/', { schema: { tags, summary: 'Create an action in a school', body: ZCreateAction, response: { 201: ZAction } } }, async (request, reply) => {
    const sc = authedContext(ctx, request);
    const id = await createAction(sc, request.body);
    return reply.code(201).send(await readAction(sc, id));
  });

  app.get(
    '/api/v1/actions/export/',
    {
      schema: {
        tags,
        summary: 'The filtered actions as CSV (format=csv) or as a printable PDF (format=pdf, up to 2,000), with the list’s filters',
        querystring: ZActionExportQuery,
      },
    },
    async (request, reply) => {
      const file = await prepareActionExport(authedContext(ctx, request), request.query);
      return 'pdf' in file ? sendPdf(reply, file) : sendCsv(reply, file);
    },
  );

  app.get(
    '/api/v1/actions/people/',
    {
      schema: {
        tags,
        summary: 'Who may be responsible for an action of the school: its staff and its district’s staff',
        querystring: ZActionPeopleQuery,
        response: { 200: ZActionPeople },
      },
    },
    async (request) => actionPeople(authedContext(ctx, request), request.query.school),
  );

  app.get('/api/v1/actions/:id/', { schema: { tags, summary: 'One action', params: ZIdParams, response: { 200: ZAction } } }, async (request) =>
    readAction(authedContext(ctx, request), request.params.id),
  );

  app.patch(
    '/api/v1/actions/:id/',
    {
      schema: {
        tags,
        summary: 'Change an action (version required; 409 when stale, or when it is complete or abandoned)',
        params: ZIdParams,
        body: ZUpdateAction,
        response: { 200: ZAction },
      },
    },
    async (request) => {
      const sc = authedContext(ctx, request);
      await updateAction(sc, request.params.id, request.body);
      return readAction(sc, request.params.id);
    },
  );

  app.delete(
    '/api/v1/actions/:id/',
    { schema: { tags, summary: 'Delete an action (its creator, the school’s leaders; not once complete)', params: ZIdParams } },
    async (request, reply) => {
      await deleteAction(authedContext(ctx, request), request.params.id);
      return reply.code(204).send();
    },
  );
}
