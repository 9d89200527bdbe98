/** Advanced student search (issue 4, section 5): the search, its CSV export and its filter options. */
import { ZStudentSearch, ZStudentSearchAnswer, ZStudentSearchExport, ZStudentSearchOptions, ZStudentSearchOptionsQuery } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { sendCsv } from '../../lib/csv-export.ts';
import { authedContext } from '../../plugins/auth.ts';
import { exportSearch } from '../../services/advanced-search/export-students.ts';
import { searchOptions } from '../../services/advanced-search/search-options.ts';
import { searchStudentsAdvanced } from '../../services/advanced-search/search-students.ts';
import type { App } from '../../lib/fastify-app.ts';

export function advancedSearchRoutes(app: App, ctx: AppContext) {
  app.post(
    '/api/v1/student_search/',
    {
      schema: {
        tags: ['students'],
        summary: 'Advanced search: students in scope matching every filter (AND), paginated and sorted',
        body: ZStudentSearch,
        response: { 200: ZStudentSearchAnswer },
      },
    },
    async (request) => {
      return searchStudentsAdvanced(authedContext(ctx, request), request.body);
    },
  );

  app.post(
    '/api/v1/student_search/export/',
    {
      schema: {
        tags: ['students'],
        summary: 'The advanced search as CSV, every row (roster managers of the school or district)',
        body: ZStudentSearchExport,
      },
    },
    async (request, reply) => {
      return sendCsv(reply, await exportSearch(authedContext(ctx, request), request.body));
    },
  );

  app.get(
    '/api/v1/student_search/options/',
    {
      schema: {
        tags: ['students'],
        summary: 'What the advanced search offers at a school or district: schools, grades, teachers, icons, entry levels, measures',
        querystring: ZStudentSearchOptionsQuery,
        response: { 200: ZStudentSearchOptions },
      },
    },
    async (request) => {
      return searchOptions(authedContext(ctx, request), request.query);
    },
  );
}
