/**
 * A district's default e-mail summaries (issue 23, section 2), for its district admins (and super admins): what its
 * staff receive until they choose for themselves. Mounted on the district's system page.
 */
import { useState } from 'react';
import { Anchor, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SummaryType, TSummaryDefaults } from '@ss/domain';
import { SUMMARY_PRODUCT_DEFAULTS } from '@ss/domain/contracts/summaries';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import type { Choices } from '../api.ts';
import { useSummaryDefaults, useUpdateSummaryDefaults } from '../hooks.ts';
import { FrequencyChoice } from './FrequencyChoice.tsx';

const PRODUCT = SUMMARY_PRODUCT_DEFAULTS;

function Form({ districtId, data }: { districtId: number; data: TSummaryDefaults }) {
  const { t } = useTranslation();
  const save = useUpdateSummaryDefaults(districtId);
  const [draft, setDraft] = useState<Choices>({});
  const changed: Choices = Object.fromEntries(
    (Object.keys(draft) as SummaryType[])
      .filter((type) => {
        const row = data.results.find((r) => r.type === type)!;
        const d = draft[type];
        return d === null ? !row.is_product_default : row.is_product_default || d !== row.frequency;
      })
      .map((type) => [type, draft[type]]),
  );
  const dirty = Object.keys(changed).length > 0;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (dirty) save.mutate(changed, { onSuccess: () => setDraft({}) });
      }}
    >
      <Stack gap="md">
        {data.results.map((r, i) => {
          const d = draft[r.type];
          const frequency = d === undefined ? r.frequency : d === null ? PRODUCT[r.type] : d;
          const isProduct = d === undefined ? r.is_product_default : d === null;
          return (
            <Stack key={r.type} gap="md">
              {i > 0 && <Divider />}
              <FrequencyChoice
                type={r.type}
                value={frequency}
                onChange={(f) => setDraft((x) => ({ ...x, [r.type]: f }))}
                note={
                  isProduct ? (
                    t('summaries.defaults.productDefault')
                  ) : (
                    <Anchor component="button" type="button" size="sm" onClick={() => setDraft((x) => ({ ...x, [r.type]: null }))}>
                      {t('summaries.defaults.backTo', { frequency: t(`summaries.frequency.${PRODUCT[r.type]}`) })}
                    </Anchor>
                  )
                }
              />
            </Stack>
          );
        })}
        <Group>
          <Button type="submit" loading={save.isPending} disabled={!dirty}>
            {t('summaries.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function DistrictSummaryDefaults({ districtId }: { districtId: number }) {
  const { t } = useTranslation();
  const defaults = useSummaryDefaults(districtId);
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="summary-defaults-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="summary-defaults-title">
            {t('summaries.defaults.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('summaries.defaults.intro')}
          </Text>
        </Stack>
        {defaults.isPending ? (
          <LoadingState lines={7} height={48} />
        ) : defaults.isError ? (
          <ErrorState message="Could not get data." onRetry={() => void defaults.refetch()} retrying={defaults.isFetching} />
        ) : (
          <Form districtId={districtId} data={defaults.data} />
        )}
      </Stack>
    </Paper>
  );
}
