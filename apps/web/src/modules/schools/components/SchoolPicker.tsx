import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { roleInSchool } from '@ss/domain/permissions';
import { USER_TYPE_LABEL } from '@ss/domain/enums';
import { EmptyMessage } from '../../../ui/EmptyMessage.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { useSignedInUser } from '../../auth/hooks/useCurrentUser.ts';
import { useAllSchools } from '../hooks/useSchools.ts';
import { SchoolStatusBadge } from './SchoolStatusBadge.tsx';

/**
 * The user's schools in a district, each a link to its school home. A suspended school is listed
 * but is no link (its pages refuse everyone but super admins): it says why instead.
 */
export function SchoolPicker({ districtId }: { districtId: number }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const query = useAllSchools(districtId);
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (query.isPending) return <LoadingState lines={3} height={64} />;
  const schools = query.data.results.filter((school) => school.district_id === districtId && (user.is_super || user.schools.some((entry) => entry.id === school.id)));
  if (schools.length === 0) return <EmptyMessage title={t('schools.emptyMine')} />;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {schools.map((school) => {
        const role = roleInSchool(user, school.id);
        // The server says whether the actor may enter (a suspended school: super admins only).
        const closed = !school.abilities.open;
        const body = (
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={6}>
              <Text fw={700} size="lg" c={closed ? 'dimmed' : undefined}>
                {school.name}
              </Text>
              <Group gap="xs">
                <SchoolStatusBadge status={school.status} />
                {role && (
                  <Text size="sm" c="dimmed">
                    {t(USER_TYPE_LABEL[role])}
                  </Text>
                )}
              </Group>
              {closed && (
                <Text size="sm" c="dimmed">
                  {t('schools.suspendedUnavailable')}
                </Text>
              )}
            </Stack>
            {!closed && <IconChevronRight aria-hidden />}
          </Group>
        );
        return (
          <li key={school.id}>
            {closed ? (
              <Card withBorder radius="md" padding="lg" h="100%" bg="var(--mantine-color-gray-0)">
                {body}
              </Card>
            ) : (
              <Card component={Link} to={`/school/${districtId}/${school.id}`} withBorder radius="md" padding="lg" h="100%">
                {body}
              </Card>
            )}
          </li>
        );
      })}
    </SimpleGrid>
  );
}
