/**
 * The boards on a workspace's home (issue 9): the boards the user works on, those they may edit
 * first, each with its kind, its cards and its last change (the last move), at most six, with a
 * link to the whole list; an empty state offers to add a board to those who may.
 */
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatRelative } from '@ss/domain/language';
import { useLanguage } from '../../lib/useLanguage.ts';
import { HomeSection } from '../../ui/HomeSection.tsx';
import { mayCreate, useBoardList } from './useBoardList.ts';
import { addPath, listPath } from './place.ts';
import { boardLink, boardsToShow, placeOfWorkspace, workspaceBoardsWhere, type Workspace } from './student-boards.ts';

/** How many boards the home shows; the rest are one link away. */
export const HOME_BOARDS_MAX = 6;

export function HomeBoards({ workspace }: { workspace: Workspace }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const query = useBoardList(workspaceBoardsWhere(workspace));
  const place = placeOfWorkspace(workspace);
  const firstKind = place.schoolId !== null ? 'team' : 'district_students';
  const mayAdd = mayCreate(query, firstKind);
  const all = query.data?.results ?? [];
  const shown = boardsToShow(all, HOME_BOARDS_MAX);

  return (
    <HomeSection
      id="boards"
      title={t('boards.home.title')}
      all={all.length > 0 ? { to: listPath(place), label: t('boards.home.all', { count: query.data!.count }) } : undefined}
      query={query}
      empty={
        shown.length === 0
          ? {
              title: t('boards.home.empty'),
              description: t('boards.home.emptyHint'),
              action: mayAdd && (
                <Group justify="center">
                  <Button component={Link} to={addPath(place, firstKind)} variant="light" leftSection={<IconPlus size={16} aria-hidden />}>
                    {t('boards.home.add')}
                  </Button>
                </Group>
              ),
            }
          : null
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {shown.map((b) => (
          <Paper component="li" key={b.id} withBorder radius="md" p="md" data-testid="home-board">
            <Stack gap={4} align="flex-start">
              <Anchor component={Link} to={boardLink(workspace, b)} fw={600}>
                {b.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t(`boards.kind.${b.kind}`)} · {t('boards.home.cards', { count: b.card_count })}
              </Text>
              <Text size="sm">
                {b.last_moved_at ? (
                  <time dateTime={b.last_moved_at} title={formatDateTime(b.last_moved_at, lang)}>
                    {t('boards.home.lastMove', { when: formatRelative(b.last_moved_at, lang) })}
                  </time>
                ) : (
                  t('boards.home.noMoves')
                )}
              </Text>
              <Badge variant="light" color={b.abilities.edit ? 'blue' : 'gray'} tt="none" mt={4}>
                {t(b.abilities.edit ? 'boards.home.canEdit' : 'boards.home.viewOnly')}
              </Badge>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
