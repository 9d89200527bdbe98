/**
 * The boards' writes from their lists and editors: deleting a board, saving one (created or changed), and
 * reading every student of a search at once for the editor's "Select all". Board events refresh the boards'
 * reads (lib/invalidations.ts); card moves and locks are the board page's (useLiveBoard.ts).
 */
import { useTranslation } from 'react-i18next';
import { BOARD_MSG } from '@ss/domain/contracts/boards';
import type { TBoard } from '@ss/domain';
import { isApiError } from '../../lib/api.ts';
import { notify } from '../../lib/notify.ts';
import { useDomainMutation } from '../../lib/useDomainMutation.ts';
import { createBoard, deleteBoard, fetchRoster, updateBoard, type BoardInput, type BoardsWhere } from './api.ts';
import type { TStudent } from '@ss/domain';

export const useDeleteBoard = () => useDomainMutation({ mutationFn: (id: number) => deleteBoard(id), events: ['board.deleted'], success: 'boards.deleted' });

/** Where a new board goes and of which kind. */
export type NewBoard = ({ school_id: number } | { district_id: number }) & { kind: TBoard['kind'] };

/**
 * Saves the editor's board: changes `board` when there is one, else creates it with `create`. A failure is
 * the spec's snackbar (with the conflict's reason); the editor shows field errors at their fields.
 */
export function useSaveBoard(board: TBoard | undefined, create: NewBoard) {
  const { t } = useTranslation();
  return useDomainMutation({
    mutationFn: (body: BoardInput) => (board ? updateBoard(board.id, { ...body, version: board.version }) : createBoard({ ...body, ...create })),
    events: [board ? 'board.updated' : 'board.created'],
    success: board ? BOARD_MSG.updated : BOARD_MSG.created,
    onError: (error) => {
      const conflict = isApiError(error, 'conflict');
      notify('error', t(board ? BOARD_MSG.updateFailed : BOARD_MSG.createFailed), conflict ? t(error.message) : undefined);
      return true;
    },
  });
}

/** Every student matching a search: the rows already read when they are all there, else all of them at once. */
export function usePickAllStudents(where: BoardsWhere) {
  const { t } = useTranslation();
  return useDomainMutation({
    mutationFn: async ({ search, loaded, total }: { search: string; loaded: TStudent[]; total: number }) =>
      loaded.length >= total ? loaded : (await fetchRoster(where, search, 'all')).results,
    events: [],
    onError: () => {
      notify('error', t('Could not perform action'));
      return true;
    },
  });
}
