/**
 * A workspace's boards (a school's, or a district's): title, kind, cards, last change, and the
 * actions each board's abilities allow. `readOnly` lists a school's boards as the district opens them:
 * links only.
 */
import { useState } from 'react';
import { Anchor, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TBoardSummary } from '@ss/domain';
import { formatDateTime } from '@ss/domain/language';
import { isApiError } from '../../lib/api.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { DialogActions } from '../../ui/DialogActions.tsx';
import type { BoardsWhere } from './api.ts';
import { useDeleteBoard } from './hooks.ts';
import { useBoardList } from './useBoardList.ts';
import { editPath, type BoardPlace } from './place.ts';

interface Props {
  place: BoardPlace;
  /** Whose boards: the workspace's own, or (read-only, from a district) a school's. */
  where: BoardsWhere;
  caption: string;
  /** Where a board opens. */
  linkOf: (b: TBoardSummary) => string;
  /** Leaves some boards out (a district lists its integrated boards once, not under each school). */
  shows?: (b: TBoardSummary) => boolean;
  readOnly?: boolean;
  /** What the empty list suggests (by default: adding a school's boards). */
  emptyHint?: string;
}

export function BoardsTable({ place, where, caption, linkOf, shows = () => true, readOnly = false, emptyHint }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const list = useBoardList(where);
  const [removing, setRemoving] = useState<TBoardSummary | null>(null);
  const remove = useDeleteBoard();

  return (
    <>
      <DataTable<TBoardSummary>
        caption={caption}
        rows={list.data?.results.filter(shows)}
        rowKey={(b) => b.id}
        loading={list.isPending}
        error={list.isError ? (isApiError(list.error) ? list.error.message : 'Could not get data.') : null}
        onRetry={() => void list.refetch()}
        emptyTitle={t('boards.empty')}
        emptyDescription={emptyHint ?? t('boards.emptyHint')}
        columns={[
          {
            key: 'title',
            header: t('boards.col.title'),
            render: (b) => (
              <Anchor component={Link} to={linkOf(b)} fw={600}>
                {b.title}
              </Anchor>
            ),
          },
          { key: 'kind', header: t('boards.col.kind'), render: (b) => t(`boards.kind.${b.kind}`) },
          { key: 'cards', header: t('boards.col.cards'), render: (b) => b.card_count, numeric: true },
          { key: 'updated', header: t('boards.col.updated'), render: (b) => (b.last_moved_at ? formatDateTime(b.last_moved_at, lang) : t('boards.home.noMoves')) },
          ...(readOnly
            ? []
            : [
                {
                  key: 'actions',
                  header: t('boards.col.actions'),
                  render: (b: TBoardSummary) => (
                    <Group gap={6} wrap="nowrap">
                      {b.abilities.manage && (
                        <Button size="xs" variant="light" component={Link} to={editPath(place, b)} aria-label={t('boards.editNamed', { title: b.title })}>
                          {t('boards.editBoard')}
                        </Button>
                      )}
                      {b.abilities.delete && (
                        <Button size="xs" variant="light" color="red" onClick={() => setRemoving(b)} aria-label={t('boards.deleteNamed', { title: b.title })}>
                          {t('boards.delete')}
                        </Button>
                      )}
                    </Group>
                  ),
                },
              ]),
        ]}
      />
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('boards.deleteTitle')} closeButtonProps={{ 'aria-label': t('common.close') }}>
        <Stack gap="md">
          <Text>{t('boards.deleteConfirm', { title: removing?.title ?? '' })}</Text>
          <DialogActions
            onCancel={() => setRemoving(null)}
            label={t('boards.delete')}
            color="red"
            loading={remove.isPending}
            onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
          />
        </Stack>
      </Modal>
    </>
  );
}
