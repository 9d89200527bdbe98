/** A workspace's boards and the kinds the user may start there, read again each time a page showing them opens. */
import { useQuery } from '@tanstack/react-query';
import { qk } from '../../lib/query-keys.ts';
import type { BoardKind } from '@ss/domain';
import { fetchBoards, type BoardsWhere } from './api.ts';

export const useBoardList = (where: BoardsWhere) => useQuery({ queryKey: qk.boards.list(where), queryFn: ({ signal }) => fetchBoards(where, signal), refetchOnMount: 'always' });

/** Whether the user may start a board of this kind here (the server's answer; false until it is in). */
export const mayCreate = (list: ReturnType<typeof useBoardList>, kind: BoardKind) => list.data?.abilities.create.includes(kind) ?? false;
