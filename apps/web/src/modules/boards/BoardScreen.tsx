/**
 * One board (`board/:id` in a school's or a district's workspace): columns of cards (students, or
 * schools on a district board of schools), filters, a student's side panel, live moves under the
 * edit lock. `readOnly`: a school's board opened by the district (`board/school-board/:id`), watched
 * live but never edited: no Edit, no lock, no moves.
 */
import { useCallback, useState } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { schedulePath } from '@ss/domain/meeting-path';
import { isApiError } from '../../lib/api.ts';
import { useSignedInUser } from '../auth/hooks/useCurrentUser.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { BoardColumns } from './BoardColumns.tsx';
import { BoardFilters, isFiltering, matches, NO_FILTER, type BoardFilter } from './BoardFilters.tsx';
import { isStudentCard } from './board-state.ts';
import { LockBar } from './LockBar.tsx';
import { listPath, useBoardPlace } from './place.ts';
import { StudentPanel } from './StudentPanel.tsx';
import { useLiveBoard } from './useLiveBoard.ts';

export function BoardScreen({ boardId, readOnly = false }: { boardId: number; readOnly?: boolean }) {
  const { t } = useTranslation();
  const place = useBoardPlace();
  const user = useSignedInUser();
  const live = useLiveBoard(boardId, user.id);
  const [filter, setFilter] = useState<BoardFilter>(NO_FILTER);
  const [openId, setOpenId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // A school's card leads to the school's profile in the district's workspace (stable: every card's face reads it).
  const { districtId } = place;
  const schoolHref = useCallback((schoolId: number) => `/district/${districtId}/schools/${schoolId}/school-profile`, [districtId]);
  const { query } = live;
  const run = (action: () => Promise<void>) => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };

  if (query.isPending) return <LoadingState lines={6} height={80} />;
  // A failed refetch (the server restarting) keeps the board on screen: only a board never read is an error.
  const board = query.data;
  if (!board) return <ErrorState message={isApiError(query.error) ? query.error.message : undefined} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (live.deleted)
    return (
      <Alert color="gray" title={t('boards.deletedTitle')}>
        <Anchor component={Link} to={listPath(place)}>
          {t('boards.backToList')}
        </Anchor>
      </Alert>
    );
  const filtering = isFiltering(filter);
  const openCard = openId !== null ? (board.cards.filter(isStudentCard).find((c) => c.student_id === openId) ?? null) : null;
  const editing = live.editing && !readOnly;

  return (
    <Stack gap="md">
      <PageHeader
        title={board.title}
        description={t(board.kind === 'district_schools' ? 'boards.schoolCardsCount' : 'boards.cardsCount', { count: board.card_count })}
        actions={
          // A team meeting runs on a board of a school: its members and editors schedule one from here.
          place.schoolId !== null && !readOnly && board.abilities.edit ? (
            <Button
              component={Link}
              to={schedulePath({ district: place.districtId, school: place.schoolId }, { board: board.id })}
              variant="light"
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
            >
              {t('meetings.board.schedule')}
            </Button>
          ) : undefined
        }
      />
      <LockBar
        board={board}
        editing={editing}
        viewers={live.viewers}
        live={live.live}
        connectionLost={live.connectionLost}
        busy={busy}
        readOnly={readOnly}
        onEdit={() => run(live.startEditing)}
        onDone={() => run(live.stopEditing)}
        onUnlock={() => run(live.unlock)}
        onLeadersOnly={(on) => run(() => live.setLeadersOnly(on))}
      />
      <BoardFilters board={board} value={filter} onChange={setFilter} />
      {filtering && (
        <Text size="sm" c="dimmed" role="status">
          {t('boards.filter.matching', { count: board.cards.filter((c) => matches(filter, c)).length })}
        </Text>
      )}
      {editing && (
        <Text size="sm" c="dimmed">
          {t('boards.moveHint')}
        </Text>
      )}
      {board.cards.length === 0 && <Text c="dimmed">{t(board.kind === 'district_schools' ? 'boards.noSchoolCards' : 'boards.noCards')}</Text>}
      <BoardColumns
        board={board}
        editing={editing}
        isDimmed={(c) => filtering && !matches(filter, c)}
        onOpen={setOpenId}
        schoolHref={board.kind === 'district_schools' ? schoolHref : undefined}
        onMove={live.move}
      />
      <StudentPanel board={board} card={openCard} profilePath={(s) => `/school/${place.districtId}/${s.school_id}/students/profile/${s.id}`} onClose={() => setOpenId(null)} />
    </Stack>
  );
}
