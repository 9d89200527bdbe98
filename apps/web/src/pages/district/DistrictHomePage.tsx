import { Anchor, Group, Stack, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HomeActions } from '../../modules/actions/HomeActions.tsx';
import { HomeBoards } from '../../modules/boards/HomeBoards.tsx';
import { UpcomingMeetings } from '../../modules/meetings/schedule/UpcomingMeetings.tsx';
import { DistrictOverview } from '../../modules/districts/components/DistrictOverview.tsx';
import { SchoolsTable } from '../../modules/schools/components/SchoolsTable.tsx';

/** The district home: the district, the boards the user works on, their open actions, and its schools. */
export function DistrictHomePage() {
  const { t } = useTranslation();
  const districtId = Number(useParams().districtId);
  return (
    <Stack gap="xl">
      <DistrictOverview districtId={districtId} />
      <UpcomingMeetings where={{ district: districtId }} />
      <HomeBoards workspace={{ district: districtId }} />
      <HomeActions where={{ district: districtId }} />
      <Stack gap="sm" component="section" aria-labelledby="district-schools-title">
        <Group justify="space-between">
          <Title order={2} size="h3" id="district-schools-title">
            {t('page.schools')}
          </Title>
          <Anchor component={Link} to={`/district/${districtId}/schools`} size="sm">
            {t('districts.allSchools')}
          </Anchor>
        </Group>
        <SchoolsTable districtId={districtId} />
      </Stack>
    </Stack>
  );
}
