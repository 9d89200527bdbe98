import { useState } from 'react';
import { Button, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RETENTION_MAX_DAYS, RETENTION_MIN_DAYS } from '@ss/domain/student-imports-shared';
import type { TRetention } from '@ss/domain/contracts/student-imports';
import { isApiError, type FieldError } from '../../../lib/api.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { fetchRetention } from '../api.ts';
import { useUpdateRetention } from '../hooks/useImportMutations.ts';
import { qk } from '../../../lib/query-keys.ts';

const DEFAULT_DAYS = 365;

/** The district's automatic deletion of archived students: on with a number of days, or off. */
export function RetentionForm({ districtId }: { districtId: number }) {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: qk.retention.forDistrict(districtId), queryFn: ({ signal }) => fetchRetention(districtId, signal) });
  return (
    <Paper withBorder p="lg" maw={640}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('imports.retention.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('imports.retention.description')}
        </Text>
        {query.error && <ErrorState message={isApiError(query.error) ? query.error.message : undefined} onRetry={() => void query.refetch()} />}
        {query.isLoading && <LoadingState lines={2} />}
        {query.data && <RetentionFields key={String(query.data.archive_auto_delete_days)} retention={query.data} />}
      </Stack>
    </Paper>
  );
}

/** The form itself, started from the saved value (remounted when it changes). */
function RetentionFields({ retention }: { retention: TRetention }) {
  const { t } = useTranslation();
  const districtId = retention.district_id;
  const [enabled, setEnabled] = useState(retention.archive_auto_delete_days !== null);
  const [days, setDays] = useState<number | string>(retention.archive_auto_delete_days ?? DEFAULT_DAYS);
  const [error, setError] = useState<FieldError | null>(null);

  const save = useUpdateRetention(districtId);
  const send = (value: number | null) =>
    save.mutate(value, {
      onError: (e) => {
        const field = isApiError(e) ? e.fields?.archive_auto_delete_days : undefined;
        if (field) setError(field);
      },
    });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!enabled) return send(null);
    if (typeof days !== 'number' || !Number.isInteger(days)) return setError({ message: days === '' ? 'Required' : 'Please enter only numbers' });
    if (days < RETENTION_MIN_DAYS) return setError({ message: 'Value must be greater than or equal to {min}', params: { min: RETENTION_MIN_DAYS } });
    if (days > RETENTION_MAX_DAYS) return setError({ message: 'Value must be less than or equal to {max}', params: { max: RETENTION_MAX_DAYS } });
    setError(null);
    send(days);
  };

  const canEdit = retention.abilities.update;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Switch label={t('imports.retention.enabled')} checked={enabled} disabled={!canEdit} onChange={(e) => setEnabled(e.currentTarget.checked)} />
        {enabled ? (
          <NumberInput
            label={t('imports.retention.days')}
            description={t('imports.retention.daysHint', { min: RETENTION_MIN_DAYS, max: RETENTION_MAX_DAYS })}
            value={days}
            onChange={(v) => {
              setDays(v);
              setError(null);
            }}
            allowDecimal={false}
            allowNegative={false}
            disabled={!canEdit}
            error={error ? t(error.message, error.params ?? {}) : undefined}
            maw={320}
            withAsterisk
          />
        ) : (
          <Text size="sm">{t('imports.retention.off')}</Text>
        )}
        {canEdit ? (
          <div>
            <Button type="submit" loading={save.isPending}>
              {t('imports.retention.save')}
            </Button>
          </div>
        ) : (
          <Text size="sm" c="dimmed">
            {t('imports.retention.readOnly')}
          </Text>
        )}
      </Stack>
    </form>
  );
}
