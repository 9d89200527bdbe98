import { useState } from 'react';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { qk } from '../../lib/query-keys.ts';
import { BoardsTable } from '../../modules/boards/BoardsTable.tsx';
import { addPath, boardPath, boardsWhere, schoolBoardPath, useBoardPlace, type BoardPlace } from '../../modules/boards/place.ts';
import { mayCreate, useBoardList } from '../../modules/boards/useBoardList.ts';
import { fetchAllSchools } from '../../modules/schools/api.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** A school's boards as the district reads them: pick a school, open one read-only. */
function SchoolBoards({ place }: { place: BoardPlace }) {
  const { t } = useTranslation();
  const [schoolId, setSchoolId] = useState<string | null>(null);
  const schools = useQuery({ queryKey: qk.schools.everything(place.districtId), queryFn: ({ signal }) => fetchAllSchools(place.districtId, signal) });
  const name = schools.data?.results.find((s) => String(s.id) === schoolId)?.name;
  return (
    <Stack gap="sm" component="section" aria-labelledby="school-boards">
      <Title order={2} size="h4" id="school-boards">
        {t('boards.schoolBoards')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('boards.schoolBoardsHint')}
      </Text>
      <Select
        label={t('boards.pickSchool')}
        data={(schools.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
        value={schoolId}
        onChange={setSchoolId}
        searchable
        w={320}
      />
      {schoolId !== null && (
        <BoardsTable
          place={place}
          where={{ school: Number(schoolId) }}
          caption={t('boards.schoolBoardsOf', { school: name ?? '' })}
          // The district's integrated boards are listed above, once.
          shows={(b) => b.kind !== 'integrated'}
          linkOf={(b) => schoolBoardPath(place.districtId, b.id)}
          emptyHint={t('boards.schoolBoardsEmpty')}
          readOnly
        />
      )}
    </Stack>
  );
}

/** The district's team boards (`meetings`): boards of its schools, of its students, integrated boards; and its schools' boards, read-only. */
export function DistrictBoardsPage() {
  const { t } = useTranslation();
  const place = useBoardPlace();
  const where = boardsWhere(place);
  const list = useBoardList(where);
  // The server says whether the caller reads every school's boards (the district's admins and leaders).
  const leads = list.data?.abilities.read_schools ?? false;
  const adds = (
    [
      ['district_students', 'boards.addDistrictStudents'],
      ['integrated', 'boards.addIntegrated'],
      ['district_schools', 'boards.addDistrictSchools'],
    ] as const
  ).filter(([kind]) => mayCreate(list, kind));

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('page.boards')}
        description={t('boards.districtDescription')}
        actions={
          adds.length > 0 && (
            <Group gap="sm">
              {adds.map(([kind, label], i) => (
                <Button key={kind} component={Link} to={addPath(place, kind)} variant={i === 0 ? 'filled' : 'light'} leftSection={<IconPlus size={16} aria-hidden />}>
                  {t(label)}
                </Button>
              ))}
            </Group>
          )
        }
      />
      <BoardsTable place={place} where={where} caption={t('page.boards')} linkOf={(b) => boardPath(place, b.id)} emptyHint={t('boards.districtEmptyHint')} />
      {leads && <SchoolBoards place={place} />}
    </Stack>
  );
}
