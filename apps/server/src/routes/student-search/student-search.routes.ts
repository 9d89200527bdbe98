/** Advanced student search (issue 4, section 5): the search, its CSV export and its filter options. */
import { ZStudentSearch, ZStudentSearchAnswer, ZStudentSearchExport, ZStudentSearchOptions, ZStudentSearchOptionsQuery } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { requireAuth, serviceContext } from '../../plugins/auth.ts';
import { exportSearch } from '../../services/student-search/export-students.ts';
import { searchOptions } from '../../services/student-search/search-options.ts';
import { searchStudentsAdvanced } from '../../services/student-search/search-students.ts';
import type { App } from '../types.ts';

export function studentSearchRoutes(app: App, ctx: AppContext) {
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
      requireAuth(request);
      return searchStudentsAdvanced(serviceContext(ctx, request), request.body);
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
      requireAuth(request);
      const stream = await exportSearch(serviceContext(ctx, request), request.body);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="students-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(stream);
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
      requireAuth(request);
      return searchOptions(serviceContext(ctx, request), request.query);
    },
  );
}
