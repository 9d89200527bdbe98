/**
 * Students to discuss while scheduling a team meeting (issue 22, section 2): the chosen board's students with open
 * early warnings, read from the board's cards, so the team knows whom to put on the agenda once the meeting runs.
 */
import { useQuery } from '@tanstack/react-query';
import { qk } from '../../../lib/query-keys.ts';
import { fetchBoard } from '../../boards/api.ts';
import { isStudentCard } from '../../boards/board-state.ts';
import { StudentsToDiscuss } from '../run/StudentsToDiscuss.tsx';

const none = new Set<number>();

export function BoardStudentsToDiscuss({ boardId }: { boardId: number }) {
  const board = useQuery({ queryKey: qk.boards.detail(boardId), queryFn: ({ signal }) => fetchBoard(boardId, signal) });
  if (!board.data) return null;
  const flagged = board.data.cards
    .filter(isStudentCard)
    .filter((c) => c.student.flags.length > 0)
    .map((c) => ({ id: c.student_id, name: c.student.name, flags: c.student.flags }));
  return <StudentsToDiscuss meetingId={null} students={flagged} onAgenda={none} writable={false} onSelect={() => undefined} />;
}
