import { boardRoutes } from '../routes/boards/boards.routes.ts';
import { studentBoardRoutes } from '../routes/boards/student-boards.routes.ts';
import { boardChannelAccess, boardListeners } from '../services/boards/board-channel.ts';
import { defineArea } from './area.ts';

/** Team boards (issue 9): boards, categories, cards, moves, the edit lock, a student's boards and moves (its profile), and the `board:{id}` channel, refreshed by the boards' events. */
export const boardsArea = defineArea({ name: 'boards', routes: [boardRoutes, studentBoardRoutes], channels: { board: boardChannelAccess }, listeners: boardListeners });
