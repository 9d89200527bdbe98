import { useState } from 'react';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STUDENT_CARD_DISPLAYS, STUDENT_CARD_NAME_FORMATS, STUDENT_CARD_ORGANISATIONS, type TUpdateSchoolOptions } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { fetchSchoolOptions } from '../api.ts';
import { useSaveSchoolOptions } from '../hooks/useConfigMutations.ts';
import { qk } from '../../../lib/query-keys.ts';
import { TimeZoneSelect } from '../../../ui/TimeZoneSelect.tsx';

type Options = Required<TUpdateSchoolOptions>;

/** How the school's student cards look (display, name format, organisation), and its own time zone if it differs from the district's. */
export function SchoolOptionsForm({ schoolId }: { schoolId: number }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: qk.config.options(schoolId), queryFn: ({ signal }) => fetchSchoolOptions(schoolId, signal) });
  // null: unchanged, the server's values.
  const [changed, setV] = useState<Options | null>(null);
  const v =
    changed ??
    (query.data
      ? { card_display: query.data.card_display, card_name_format: query.data.card_name_format, card_organisation: query.data.card_organisation, time_zone: query.data.time_zone }
      : null);
  const save = useSaveSchoolOptions(schoolId);
  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState message={isApiError(query.error) ? query.error.message : undefined} onRetry={() => void query.refetch()} />;
  const editable = query.data.abilities.update;
  const choice = <K extends Exclude<keyof Options, 'time_zone'>>(field: K, values: readonly Options[K][], prefix: string) => (
    <Select
      label={t(`config.options.${String(field)}`)}
      data={values.map((value) => ({ value: String(value), label: t(`${prefix}.${String(value)}`) }))}
      value={v![field]}
      allowDeselect={false}
      disabled={!editable}
      onChange={(value) => value && setV({ ...v!, [field]: value })}
      maw={420}
    />
  );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(v!, { onSuccess: () => setV(null) });
      }}
    >
      <Stack gap="md">
        {choice('card_display', STUDENT_CARD_DISPLAYS, 'config.cardDisplay')}
        {choice('card_name_format', STUDENT_CARD_NAME_FORMATS, 'config.nameFormat')}
        {choice('card_organisation', STUDENT_CARD_ORGANISATIONS, 'config.organisation')}
        <TimeZoneSelect
          label={t('config.options.time_zone')}
          description={t('config.options.timeZoneHint', { zone: query.data.district_time_zone })}
          placeholder={query.data.district_time_zone}
          clearable
          value={v!.time_zone}
          disabled={!editable}
          onChange={(value) => setV({ ...v!, time_zone: value })}
          nothingFoundMessage={t('common.noResults')}
          maw={420}
        />
        {editable && (
          <Group>
            <Button type="submit" loading={save.isPending}>
              {t('admin.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
