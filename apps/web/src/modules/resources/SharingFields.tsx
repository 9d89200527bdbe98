/**
 * A district resource's sharing: with no school, with all the district's schools, or with the schools
 * chosen (a multi-select of the district's schools).
 */
import { MultiSelect, Radio, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { qk } from '../../lib/query-keys.ts';
import { fetchAllSchools } from '../schools/api.ts';

export type Sharing = { mode: 'none' | 'all' | 'some'; schools: string[] };

export const sharingOf = (s: { all: boolean; school_ids: number[] } | null | undefined): Sharing =>
  !s ? { mode: 'none', schools: [] } : s.all ? { mode: 'all', schools: [] } : { mode: s.school_ids.length ? 'some' : 'none', schools: s.school_ids.map(String) };

/** The API's fields for a sharing. */
export const sharingBody = (s: Sharing) => ({ shared_with_all: s.mode === 'all', school_ids: s.mode === 'some' ? s.schools.map(Number) : [] });

export function SharingFields({ districtId, value, onChange, error }: { districtId: number; value: Sharing; onChange: (s: Sharing) => void; error?: string | null }) {
  const { t } = useTranslation();
  const schools = useQuery({ queryKey: qk.schools.everything(districtId), queryFn: ({ signal }) => fetchAllSchools(districtId, signal) });
  return (
    <Stack gap="xs">
      <Radio.Group label={t('resources.sharing')} value={value.mode} onChange={(mode) => onChange({ ...value, mode: mode as Sharing['mode'] })}>
        <Stack gap={6} mt="xs">
          <Radio value="none" label={t('resources.sharing.none')} />
          <Radio value="all" label={t('resources.sharing.all')} />
          <Radio value="some" label={t('resources.sharing.some')} />
        </Stack>
      </Radio.Group>
      {value.mode === 'some' && (
        <MultiSelect
          label={t('resources.sharing.schools')}
          required
          data={(schools.data?.results ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
          value={value.schools}
          onChange={(schools) => onChange({ ...value, schools })}
          searchable
          nothingFoundMessage={t('common.noResults')}
          error={error}
        />
      )}
    </Stack>
  );
}
