/**
 * A school's profile in its district's workspace (`/district/:d/schools/:schoolId/school-profile`,
 * issue 10 §1): the school's name and logo, its leadership to contact, and its school meetings
 * (upcoming, past, calendar) with "Schedule a school meeting".
 */
import { Anchor, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '@ss/domain';
import type { TUser } from '@ss/domain/contracts/admin';
import { api, isApiError } from '../../../lib/api.ts';
import { qk } from '../../../lib/query-keys.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { fetchSchoolOptions, logoUrl } from '../../config/api.ts';
import { useSchool } from '../../schools/hooks/useSchool.ts';
import { MeetingsScreen } from './MeetingsScreen.tsx';

const LEADERSHIP = ['school_admin', 'school_leader'] as const;

export function SchoolProfileScreen({ districtId, schoolId }: { districtId: number; schoolId: number }) {
  const { t } = useTranslation();
  const school = useSchool(schoolId);
  const options = useQuery({ queryKey: qk.config.options(schoolId), queryFn: ({ signal }) => fetchSchoolOptions(schoolId, signal) });
  const leadershipWhere = { school: schoolId, user_type: LEADERSHIP };
  const leaders = useQuery({
    queryKey: qk.users.list(leadershipWhere),
    queryFn: ({ signal }) => api.get<Page<TUser>>('users/', { ...leadershipWhere, user_type: [...LEADERSHIP], all: true }, signal),
  });

  if (school.isPending) return <LoadingState lines={4} height={64} />;
  if (school.isError)
    return <ErrorState message={isApiError(school.error) ? school.error.message : undefined} onRetry={() => void school.refetch()} retrying={school.isFetching} />;
  const s = school.data;
  const contacts = (leaders.data?.results ?? []).filter((u) => u.deactivated_at === null);

  return (
    <Stack gap="lg">
      <PageHeader title={s.name} description={`${t('page.schoolProfile')} · ${s.district_name}`} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="school-profile-logo">
          <Title order={2} size="h5" id="school-profile-logo" mb="sm">
            {t('config.logo.title')}
          </Title>
          {options.data?.has_logo ? (
            <Image src={logoUrl(schoolId, 0)} alt={t('meetings.schoolProfile.logo', { name: s.name })} mah={120} w="auto" fit="contain" />
          ) : (
            <Text c="dimmed">{options.isPending ? t('common.loading') : t('meetings.schoolProfile.noLogo')}</Text>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="school-profile-contact">
          <Title order={2} size="h5" id="school-profile-contact" mb="sm">
            {t('meetings.schoolProfile.contact')}
          </Title>
          {leaders.isPending ? (
            <LoadingState lines={2} height={24} />
          ) : contacts.length === 0 ? (
            <Text c="dimmed">{t('common.noResults')}</Text>
          ) : (
            <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {contacts.map((u) => (
                <Group component="li" key={u.id} gap="xs" wrap="wrap">
                  <Text fw={600}>{u.full_name}</Text>
                  <Anchor href={`mailto:${u.email}`} size="sm">
                    {u.email}
                  </Anchor>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
      <MeetingsScreen
        where={{ district: districtId, profile: schoolId }}
        header={(button) => (
          <Group justify="space-between">
            <Title order={2} size="h3">
              {t('meetings.schoolProfile.meetings')}
            </Title>
            {button}
          </Group>
        )}
      />
    </Stack>
  );
}
