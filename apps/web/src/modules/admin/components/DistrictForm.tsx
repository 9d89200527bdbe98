import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Group, MultiSelect, Paper, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TDistrict } from '@ss/domain';
import { fetchAllDistricts, type DistrictInput } from '../api.ts';
import { ZUpdateDistrict } from '@ss/domain/contracts/admin';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { checkFields } from '../../../ui/schema-errors.ts';
import { qk } from '../../../lib/query-keys.ts';
import { TimeZoneSelect } from '../../../ui/TimeZoneSelect.tsx';
import { DEFAULT_TIME_ZONE } from '@ss/domain/time-zone';

interface DistrictFormProps {
  district?: TDistrict;
  submitting: boolean;
  error: unknown;
  onSubmit: (values: DistrictInput) => void;
}

/** Name, language, support contact and time zone; editing adds the connected districts. */
export function DistrictForm({ district, submitting, error, onSubmit }: DistrictFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(district?.name ?? '');
  const [francophone, setFrancophone] = useState(district?.francophone ?? false);
  const [supportEmail, setSupportEmail] = useState(district?.support_email ?? '');
  const [timeZone, setTimeZone] = useState(district?.time_zone ?? DEFAULT_TIME_ZONE);
  const [connected, setConnected] = useState<string[]>((district?.connected_district_ids ?? []).map(String));
  const [checked, setChecked] = useState(false);
  const others = useQuery({ queryKey: qk.districts.everything(), queryFn: ({ signal }) => fetchAllDistricts(signal), enabled: district !== undefined });

  const problems = checkFields(t, ZUpdateDistrict, { name, support_email: supportEmail.trim() === '' ? null : supportEmail });
  const nameError = checked ? problems.name : null;
  const emailLocalError = checked ? problems.support_email : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (problems.name || problems.support_email) return;
    const values: DistrictInput = { name: name.trim(), francophone, support_email: supportEmail.trim() === '' ? null : supportEmail.trim(), time_zone: timeZone };
    if (district) values.connected_district_ids = connected.map(Number);
    onSubmit(values);
  };

  const options = (others.data?.results ?? []).filter((d) => d.id !== district?.id).map((d) => ({ value: String(d.id), label: d.name }));

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate maw={640}>
      <Stack gap="md">
        <TextInput
          label={t('admin.district.name')}
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={nameError ?? serverFieldError(t, error, 'name')}
        />
        <Checkbox
          label={t('admin.district.francophone')}
          description={t('admin.district.francophoneHint')}
          checked={francophone}
          onChange={(e) => setFrancophone(e.currentTarget.checked)}
        />
        <TextInput
          type="email"
          label={t('admin.district.supportEmail')}
          description={t('admin.district.supportEmailHint')}
          value={supportEmail}
          onChange={(e) => setSupportEmail(e.currentTarget.value)}
          error={emailLocalError ?? serverFieldError(t, error, 'support_email')}
        />
        <TimeZoneSelect
          label={t('admin.district.timeZone')}
          description={t('admin.district.timeZoneHint')}
          required
          allowDeselect={false}
          value={timeZone}
          onChange={(v) => v && setTimeZone(v)}
          nothingFoundMessage={t('common.noResults')}
          error={serverFieldError(t, error, 'time_zone')}
        />
        {district && (
          <MultiSelect
            label={t('admin.district.connected')}
            description={t('admin.district.connectedHint')}
            data={options}
            value={connected}
            onChange={setConnected}
            searchable
            clearable
            disabled={others.isPending}
            nothingFoundMessage={t('common.noResults')}
            error={serverFieldError(t, error, 'connected_district_ids')}
          />
        )}
        <Group>
          <Button type="submit" loading={submitting}>
            {t(district ? 'admin.save' : 'admin.district.create')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
