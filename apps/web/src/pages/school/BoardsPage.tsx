import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BoardsTable } from '../../modules/boards/BoardsTable.tsx';
import { addPath, boardPath, boardsWhere, useBoardPlace } from '../../modules/boards/place.ts';
import { mayCreate, useBoardList } from '../../modules/boards/useBoardList.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** The school's team boards (`boards`): its own, and the district's integrated boards spanning it. */
export function BoardsPage() {
  const { t } = useTranslation();
  const place = useBoardPlace();
  const where = boardsWhere(place);
  const list = useBoardList(where);

  return (
    <Stack gap="md">
      <PageHeader
        title={t('page.boards')}
        description={t('boards.description')}
        actions={
          (mayCreate(list, 'team') || mayCreate(list, 'custom')) && (
            <Group gap="sm">
              <Button component={Link} to={addPath(place, 'team')} leftSection={<IconPlus size={16} aria-hidden />}>
                {t('boards.addTeam')}
              </Button>
              <Button component={Link} to={addPath(place, 'custom')} variant="light" leftSection={<IconPlus size={16} aria-hidden />}>
                {t('boards.addCustom')}
              </Button>
            </Group>
          )
        }
      />
      <BoardsTable place={place} where={where} caption={t('page.boards')} linkOf={(b) => boardPath(place, b.id)} />
    </Stack>
  );
}
