/** Team boards (issue 9): the boards of a workspace, one board, its moves and its edit lock. */
import { z } from 'zod';
import { ZBoard, ZBoardList, ZBoardListQuery, ZBoardLockResult, ZBoardMove, ZBoardMoveResult, ZCreateBoard, ZIdParams, ZUpdateBoard } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { authedContext } from '../../plugins/auth.ts';
import { listWorkspaceBoards } from '../../services/boards/list-boards.ts';
import { releaseBoardLock, takeBoardLock } from '../../services/boards/lock.ts';
import { moveCard } from '../../services/boards/move-card.ts';
import { readBoard } from '../../services/boards/read-board.ts';
import { createBoard, deleteBoard, updateBoard } from '../../services/boards/save-board.ts';
import type { App } from '../../lib/fastify-app.ts';

const tags = ['boards'];
const ZUpdated = ZBoard.extend({ moved_cards: z.number().int() });

export function boardRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/boards/',
    {
      schema: {
        tags,
        summary: "A school's boards (with the integrated boards spanning it) or a district's boards",
        querystring: ZBoardListQuery,
        response: { 200: ZBoardList },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, results, create, readSchools } = await listWorkspaceBoards(authedContext(ctx, request), { school: q.school, district: q.district, ...pageWindow(q) });
      return { ...toPage(q, count, results), abilities: { create, read_schools: readSchools } };
    },
  );

  app.post(
    '/api/v1/boards/',
    { schema: { tags, summary: 'Create a board (team, custom, district_schools, district_students, integrated)', body: ZCreateBoard, response: { 201: ZBoard } } },
    async (request, reply) => {
      const sc = authedContext(ctx, request);
      const id = await createBoard(sc, request.body);
      return reply.code(201).send(await readBoard(sc, id));
    },
  );

  app.get(
    '/api/v1/boards/:id/',
    // The board is the hottest read (every viewer, every reconnect): its presenter builds every field
    // explicitly, so the answer is written as is instead of being checked field by field against
    // ZBoard (1.5 ms of a 400-card board's 8 ms). boards.test.ts checks the answer against ZBoard.strict.
    { schema: { tags, summary: 'One board: categories, cards, lock', params: ZIdParams, response: { 200: ZBoard } }, serializerCompiler: () => JSON.stringify },
    async (request) => readBoard(authedContext(ctx, request), request.params.id),
  );

  app.patch(
    '/api/v1/boards/:id/',
    {
      schema: {
        tags,
        summary: 'Change a board (version required); moved_cards counts the cards of removed categories',
        params: ZIdParams,
        body: ZUpdateBoard,
        response: { 200: ZUpdated },
      },
    },
    async (request) => {
      const sc = authedContext(ctx, request);
      const { movedCards } = await updateBoard(sc, request.params.id, request.body);
      return { ...(await readBoard(sc, request.params.id)), moved_cards: movedCards };
    },
  );

  app.delete('/api/v1/boards/:id/', { schema: { tags, summary: 'Delete a board', params: ZIdParams } }, async (request, reply) => {
    await deleteBoard(authedContext(ctx, request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/api/v1/boards/:id/moves/',
    {
      schema: {
        tags,
        summary: 'Move a card (edit-lock holder, current version); 409 when stale or not holding the lock',
        params: ZIdParams,
        body: ZBoardMove,
        response: { 200: ZBoardMoveResult },
      },
    },
    async (request) => {
      return moveCard(authedContext(ctx, request), request.params.id, request.body);
    },
  );

  app.post(
    '/api/v1/boards/:id/lock/',
    { schema: { tags, summary: 'Take the edit lock, or keep it (heartbeat); 409 while another user edits', params: ZIdParams, response: { 200: ZBoardLockResult } } },
    async (request) => {
      return takeBoardLock(authedContext(ctx, request), request.params.id);
    },
  );

  app.delete(
    '/api/v1/boards/:id/lock/',
    { schema: { tags, summary: 'Release the edit lock (its holder) or break it (a leader)', params: ZIdParams, response: { 200: ZBoardLockResult } } },
    async (request) => {
      return releaseBoardLock(authedContext(ctx, request), request.params.id);
    },
  );
}
