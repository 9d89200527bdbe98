import { useState, type FormEvent } from 'react';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { fetchMappings } from '../api.ts';
import { useSaveOrgMappings } from '../hooks/useSisMutations.ts';
import { qk } from '../../../lib/query-keys.ts';

/** An unmatched org gets a school from a list; saving replans the sync. */
export function OrgMappingForm({ districtId }: { districtId: number }) {
  const { t } = useTranslation();
  // Fresh on mount: the orgs are those of the latest plan, which a cached answer may predate.
  const query = useQuery({ queryKey: qk.sis.mappings(districtId), queryFn: ({ signal }) => fetchMappings(districtId, signal), refetchOnMount: 'always' });
  const [choices, setChoices] = useState<Record<string, string | null>>({});
  const mutation = useSaveOrgMappings(districtId);
  if (!query.data || !query.isFetchedAfterMount) return <LoadingState lines={2} />;
  const schools = query.data.schools.map((s) => ({ value: String(s.id), label: s.name }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate(
      Object.entries(choices).map(([org, school]) => ({ org_sourced_id: org, school_id: school ? Number(school) : null })),
      { onSuccess: () => setChoices({}) },
    );
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('sis.mapping.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('sis.mapping.help')}
        </Text>
        {query.data.orgs.map((org) => {
          const value = org.sourced_id in choices ? choices[org.sourced_id]! : org.school_id === null ? null : String(org.school_id);
          return (
            <Select
              key={org.sourced_id}
              label={t('sis.mapping.org', { name: org.name, id: org.sourced_id })}
              placeholder={t('sis.mapping.choose')}
              data={schools}
              value={value}
              onChange={(next) => setChoices((c) => ({ ...c, [org.sourced_id]: next }))}
              clearable
              searchable
              error={value === null ? t('sis.mapping.unmatched') : undefined}
              maw={480}
            />
          );
        })}
        <Group>
          <Button type="submit" loading={mutation.isPending} disabled={!Object.keys(choices).length}>
            {t('sis.mapping.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
