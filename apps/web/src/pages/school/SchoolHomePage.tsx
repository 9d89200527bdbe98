import { Anchor, Group, Paper, SimpleGrid, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { TCurrentUser, TSchool } from '@ss/domain';
import { useSignedInUser } from '../../modules/auth/hooks/useCurrentUser.ts';
import { HomeActions } from '../../modules/actions/HomeActions.tsx';
import { HomeBoards } from '../../modules/boards/HomeBoards.tsx';
import { UpcomingMeetings } from '../../modules/meetings/schedule/UpcomingMeetings.tsx';
import { SchoolOverview } from '../../modules/schools/components/SchoolOverview.tsx';
import { useSchool } from '../../modules/schools/hooks/useSchool.ts';
import type { NavSection } from '../../ui/NavSections.tsx';

/** The menu's school section (app/layouts/navigation.tsx), handed in by the router. */
type SchoolSectionOf = (t: TFunction, user: TCurrentUser, districtId: number, schoolId: number | null, school?: TSchool) => NavSection;

/**
 * The school home as the day's page: the school, then one link to each of the school's pages this person
 * may open (the same list as the menu, so nothing is offered that would be refused), after the boards the
 * person works on and their open actions. Meetings join it as they land.
 */
export function SchoolHomePage({ schoolSection }: { schoolSection: SchoolSectionOf }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const params = useParams();
  const districtId = Number(params.districtId);
  const schoolId = Number(params.schoolId);
  const home = `/school/${districtId}/${schoolId}`;
  // The same answer the overview shows: the links that follow the school's abilities appear with it.
  const school = useSchool(schoolId).data;
  const links = schoolSection(t, user, districtId, schoolId, school).items.filter((item) => item.to !== home && !item.to.endsWith('/select-school'));
  return (
    <SchoolOverview schoolId={schoolId}>
      <UpcomingMeetings where={{ district: districtId, school: schoolId }} />
      <HomeBoards workspace={{ district: districtId, school: schoolId }} />
      <HomeActions where={{ district: districtId, school: schoolId }} />
      {links.length > 0 && (
        <section aria-labelledby="school-home-links">
          <Title order={2} size="h4" id="school-home-links" mb="sm">
            {t('schools.home.links')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {links.map((item) => (
              <Paper component="li" key={item.to} withBorder radius="md" p="md">
                <Group gap="sm" wrap="nowrap">
                  {item.icon}
                  <Anchor component={Link} to={item.to} fw={600}>
                    {item.label}
                  </Anchor>
                </Group>
              </Paper>
            ))}
          </SimpleGrid>
        </section>
      )}
    </SchoolOverview>
  );
}
