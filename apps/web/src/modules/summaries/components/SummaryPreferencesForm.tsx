/**
 * The signed-in user's e-mail summaries (issue 23, section 2): one choice per type that applies to them (Daily,
 * Weekly, Off), the district's default shown under each, "Use the default" to drop a choice; saved together.
 */
import { useState } from 'react';
import { Anchor, Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SummaryFrequency, SummaryType, TSummaryPreferences } from '@ss/domain';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import type { Choices } from '../api.ts';
import { useSummaryPreferences, useUpdateSummaryPreferences } from '../hooks.ts';
import { FrequencyChoice } from './FrequencyChoice.tsx';

/** What the form holds per type: a frequency, or null (the default). */
type Draft = Partial<Record<SummaryType, SummaryFrequency | null>>;

function Form({ data }: { data: TSummaryPreferences }) {
  const { t } = useTranslation();
  const save = useUpdateSummaryPreferences();
  const [draft, setDraft] = useState<Draft>({});
  const shown = (type: SummaryType) => {
    const row = data.results.find((r) => r.type === type)!;
    if (!(type in draft)) return { frequency: row.frequency, isDefault: row.is_default, row };
    const d = draft[type];
    return d === null ? { frequency: row.default_frequency, isDefault: true, row } : { frequency: d!, isDefault: false, row };
  };
  const changed: Choices = Object.fromEntries(
    (Object.keys(draft) as SummaryType[])
      .filter((type) => {
        const row = data.results.find((r) => r.type === type)!;
        const d = draft[type];
        return d === null ? !row.is_default : row.is_default || d !== row.frequency;
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
        <Text>{t('summaries.intro')}</Text>
        <Text size="sm" c="dimmed">
          {t('summaries.schedule')} {t('summaries.language', { language: t(`summaries.language.${data.language}`) })}
        </Text>
        {data.results.length === 0 ? (
          <Text c="dimmed">{t('summaries.none')}</Text>
        ) : (
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              {data.results.map((r, i) => {
                const s = shown(r.type);
                return (
                  <Stack key={r.type} gap="md">
                    {i > 0 && <Divider />}
                    <FrequencyChoice
                      type={r.type}
                      value={s.frequency}
                      onChange={(f) => setDraft((d) => ({ ...d, [r.type]: f }))}
                      note={
                        <Group gap="xs">
                          <span>{t('summaries.districtDefault', { frequency: t(`summaries.frequency.${r.default_frequency}`) })}</span>
                          {s.isDefault ? (
                            <span>· {t('summaries.usingDefault')}</span>
                          ) : (
                            <Anchor component="button" type="button" size="sm" onClick={() => setDraft((d) => ({ ...d, [r.type]: null }))}>
                              {t('summaries.useDefault')}
                            </Anchor>
                          )}
                        </Group>
                      }
                    />
                  </Stack>
                );
              })}
            </Stack>
          </Paper>
        )}
        {data.results.length > 0 && (
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!dirty}>
              {t('summaries.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

export function SummaryPreferencesForm() {
  const prefs = useSummaryPreferences();
  if (prefs.isPending) return <LoadingState lines={7} height={48} />;
  if (prefs.isError) return <ErrorState message="Could not get data." onRetry={() => void prefs.refetch()} retrying={prefs.isFetching} />;
  return <Form data={prefs.data} />;
}
