/** The student profile's Boards section (issue 9): where the student sits on each board, and its moves. */
import { ZIdParams, ZStudentBoards } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { authedContext } from '../../plugins/auth.ts';
import { readStudentBoards } from '../../services/boards/student-boards.ts';
import type { App } from '../../lib/fastify-app.ts';

export function studentBoardRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/students/:id/boards/',
    {
      schema: {
        tags: ['boards'],
        summary: "Where the student sits now on each board the caller may see, and the newest moves there (readers of the student's profile)",
        params: ZIdParams,
        response: { 200: ZStudentBoards },
      },
    },
    async (request) => readStudentBoards(authedContext(ctx, request), request.params.id),
  );
}
