/**
 * The student profile's "Boards" section (issue 9): where the student sits now on each board the
 * reader may see (the category as a coloured badge, the board linked) and the history of moves,
 * newest first. Moves are not audit events, so nothing announces them outside the board's own
 * channel: the section reads again each time the profile opens, and on board events (lib/invalidations.ts).
 */
import { Anchor, Badge, ColorSwatch, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TBoardMoveRecord } from '@ss/domain';
import { formatDate, formatDateTime } from '@ss/domain/language';
import { isApiError } from '../../lib/api.ts';
import { qk } from '../../lib/query-keys.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { EmptyMessage } from '../../ui/EmptyMessage.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { boardLink, fetchStudentBoards, type Workspace } from './student-boards.ts';

/** A category as a badge: its colour as a swatch and border, its title in the text colour (readable on any colour). */
export function CategoryBadge({ title, color, size = 'md' }: { title: string; color: string | null; size?: 'sm' | 'md' }) {
  return (
    <Badge
      variant="outline"
      color="gray"
      size={size}
      tt="none"
      c="var(--mantine-color-text)"
      leftSection={color ? <ColorSwatch color={color} size={10} withShadow={false} aria-hidden /> : undefined}
      style={{ borderColor: color ?? undefined, borderWidth: 2 }}
    >
      {title}
    </Badge>
  );
}

export function StudentBoardsSection({ studentId, workspace }: { studentId: number; workspace: Workspace }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useQuery({ queryKey: qk.boards.student(studentId), queryFn: ({ signal }) => fetchStudentBoards(studentId, signal), refetchOnMount: 'always' });
  const data = query.data;

  const moveCell = (m: TBoardMoveRecord) =>
    m.from_title === null ? (
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{t('boards.profile.firstPlacement')}</Text>
        <CategoryBadge title={m.to_title} color={m.to_color} size="sm" />
      </Group>
    ) : (
      <Group gap={6} wrap="nowrap" aria-label={t('boards.profile.moveFromTo', { from: m.from_title, to: m.to_title })} role="group">
        <CategoryBadge title={m.from_title} color={m.from_color} size="sm" />
        <IconArrowRight size={14} aria-hidden />
        <CategoryBadge title={m.to_title} color={m.to_color} size="sm" />
      </Group>
    );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="student-boards-title" data-testid="student-boards">
      <Title order={2} size="h4" id="student-boards-title" mb="sm">
        {t('boards.profile.title')}
      </Title>
      {query.isPending ? (
        <LoadingState lines={3} />
      ) : query.isError ? (
        <ErrorState message={isApiError(query.error) ? query.error.message : undefined} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <Stack gap="lg">
          <Stack gap="xs" component="section" aria-labelledby="student-boards-now">
            <Title order={3} size="h5" id="student-boards-now">
              {t('boards.profile.now')}
            </Title>
            {data!.placements.length === 0 ? (
              <EmptyMessage title={t('boards.profile.notOnBoard')} description={t('boards.profile.notOnBoardHint')} />
            ) : (
              <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="student-placements">
                {data!.placements.map((p) => (
                  <Group component="li" key={p.board_id} gap="sm" wrap="wrap" data-testid="student-placement">
                    <CategoryBadge
                      title={p.category_subtitle ? t('boards.profile.categoryWithSubtitle', { title: p.category_title, subtitle: p.category_subtitle }) : p.category_title}
                      color={p.color}
                    />
                    <Anchor component={Link} to={boardLink(workspace, { id: p.board_id, kind: p.board_kind, district_id: p.district_id, school_id: p.school_id })} fw={600}>
                      {p.board_title}
                    </Anchor>
                    <Text size="sm" c="dimmed">
                      {t(`boards.kind.${p.board_kind}`)}
                      {p.since ? ` · ${t('boards.profile.since', { date: formatDate(p.since, lang) })}` : ''}
                    </Text>
                  </Group>
                ))}
              </Stack>
            )}
          </Stack>
          <Stack gap="xs" component="section" aria-labelledby="student-boards-history">
            <Title order={3} size="h5" id="student-boards-history">
              {t('boards.profile.history')}
            </Title>
            <DataTable<TBoardMoveRecord>
              caption={t('boards.profile.history')}
              rows={data!.moves}
              rowKey={(m) => m.id}
              loading={false}
              emptyTitle={t('boards.profile.noMoves')}
              emptyDescription={t('boards.profile.noMovesHint')}
              columns={[
                { key: 'when', header: t('boards.profile.col.when'), render: (m) => <time dateTime={m.moved_at}>{formatDateTime(m.moved_at, lang)}</time> },
                {
                  key: 'board',
                  header: t('boards.profile.col.board'),
                  render: (m) => (
                    <Anchor component={Link} to={boardLink(workspace, { id: m.board_id, kind: m.board_kind, district_id: m.district_id, school_id: m.school_id })}>
                      {m.board_title}
                    </Anchor>
                  ),
                },
                { key: 'move', header: t('boards.profile.col.move'), render: moveCell },
                { key: 'by', header: t('boards.profile.col.by'), render: (m) => m.moved_by ?? t('boards.profile.unknownMover') },
              ]}
            />
            {data!.moves_count > data!.moves.length && (
              <Text size="sm" c="dimmed">
                {t('boards.profile.latest', { shown: data!.moves.length, count: data!.moves_count })}
              </Text>
            )}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
