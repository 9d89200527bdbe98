import { useParams } from 'react-router';
import { BoardScreen } from '../../modules/boards/BoardScreen.tsx';

/**
 * One board (`board/:id`): in a school's workspace, its own or an integrated board spanning it; in
 * a district's (the same page: place.ts reads where it is), a district or integrated board.
 */
export function BoardPage() {
  const id = Number(useParams().id);
  return <BoardScreen key={id} boardId={id} />;
}
