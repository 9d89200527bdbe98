/**
 * The add and edit pages of every board kind, in a school's or a district's workspace (place.ts):
 * a new board starts from the support tiers there (the school's, or the district's defaults).
 */
import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { BoardKind } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { qk } from '../../../lib/query-keys.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { categoriesFromTiers, fetchBoard, fetchTiers } from '../api.ts';
import { boardsWhere, useBoardPlace } from '../place.ts';
import { BoardForm } from './BoardForm.tsx';

/** Each kind's page titles (page-names.ts names the same keys for the breadcrumbs). */
const TITLES: Record<BoardKind, { add: string; edit: string }> = {
  team: { add: 'page.addTeamBoard', edit: 'page.editTeamBoard' },
  custom: { add: 'page.addCustomBoard', edit: 'page.editCustomBoard' },
  district_schools: { add: 'page.addDistrictSchoolsBoard', edit: 'page.editDistrictSchoolsBoard' },
  district_students: { add: 'page.addDistrictStudentsBoard', edit: 'page.editDistrictStudentsBoard' },
  integrated: { add: 'page.addIntegratedBoard', edit: 'page.editIntegratedBoard' },
};

export function AddBoardScreen({ kind }: { kind: BoardKind }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const place = useBoardPlace();
  const where = boardsWhere(place);
  const tiers = useQuery({ queryKey: qk.boards.tiers(where), queryFn: ({ signal }) => fetchTiers(where, signal) });
  return (
    <Stack gap="md">
      <PageHeader title={t(TITLES[kind].add)} />
      {tiers.isPending ? (
        <LoadingState lines={6} />
      ) : (
        // Without the tiers (an error) the editor starts empty: the user adds categories by hand.
        <BoardForm kind={kind} place={place} initialCategories={categoriesFromTiers(tiers.data, lang)} />
      )}
    </Stack>
  );
}

export function EditBoardScreen({ kind }: { kind: BoardKind }) {
  const { t } = useTranslation();
  const place = useBoardPlace();
  const id = Number(useParams().id);
  const board = useQuery({ queryKey: qk.boards.detail(id), queryFn: ({ signal }) => fetchBoard(id, signal), staleTime: 0 });
  return (
    <Stack gap="md">
      <PageHeader title={t(TITLES[kind].edit)} description={board.data?.title} />
      {/* The form starts from the board as the server has it now: a copy cached from an earlier visit (before a save)
          would fill it with old categories and tiers, and an old version the save would be refused for. */}
      {board.isPending || !board.isFetchedAfterMount ? (
        <LoadingState lines={6} />
      ) : board.isError ? (
        <ErrorState message={isApiError(board.error) ? board.error.message : undefined} onRetry={() => void board.refetch()} retrying={board.isFetching} />
      ) : (
        <BoardForm key={board.data.id} kind={kind} place={place} board={board.data} initialCategories={[]} />
      )}
    </Stack>
  );
}
