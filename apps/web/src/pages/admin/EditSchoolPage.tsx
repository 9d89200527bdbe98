import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Radio, Stack, Switch, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SCHOOL_STATUSES, SCHOOL_STATUS_LABEL } from '@ss/domain/enums';
import type { SchoolStatus, TSchool } from '@ss/domain';
import { parseId } from '../../lib/path-id.ts';
import type { SchoolInput } from '../../modules/admin/api.ts';
import { useUpdateSchool } from '../../modules/admin/hooks/useAdminMutations.ts';
import { ZUpdateSchool } from '@ss/domain/contracts/admin';
import { serverFieldError } from '../../lib/form-errors.ts';
import { checkFields } from '../../ui/schema-errors.ts';
import { fetchSchool } from '../../modules/schools/api.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { qk } from '../../lib/query-keys.ts';
import { SchoolAccountStatus } from '../../modules/subscriptions/SchoolAccountStatus.tsx';

function SchoolAccountForm({ school }: { school: TSchool }) {
  const { t } = useTranslation();
  const [name, setName] = useState(school.name);
  const [status, setStatus] = useState<SchoolStatus>(school.status);
  const [supportPlan, setSupportPlan] = useState(school.support_plan_enabled);
  const [checked, setChecked] = useState(false);
  const mutation = useUpdateSchool(school.id, ['name', 'status', 'support_plan_enabled']);
  const nameError = checkFields(t, ZUpdateSchool, { name }).name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (nameError) return;
    const values: SchoolInput = {};
    if (school.abilities.update) values.name = name.trim();
    if (school.abilities.update_account) {
      values.status = status;
      values.support_plan_enabled = supportPlan;
    }
    if (status === 'account_suspended' && school.status !== 'account_suspended') {
      modals.openConfirmModal({
        closeButtonProps: { 'aria-label': t('common.close') },
        title: t('admin.school.suspendTitle'),
        children: <Text size="sm">{t('admin.school.suspendConfirm', { name: school.name })}</Text>,
        labels: { confirm: t('admin.school.suspendAction'), cancel: t('common.cancel') },
        confirmProps: { color: 'red' },
        onConfirm: () => mutation.mutate(values),
      });
      return;
    }
    mutation.mutate(values);
  };

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate maw={640}>
      <Stack gap="md">
        <TextInput
          label={t('admin.school.name')}
          required
          disabled={!school.abilities.update}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={(checked ? nameError : null) ?? serverFieldError(t, mutation.error, 'name')}
        />
        <Radio.Group label={t('admin.school.status')} value={status} onChange={(value) => setStatus(value as SchoolStatus)} error={serverFieldError(t, mutation.error, 'status')}>
          <Stack gap="xs" mt="xs">
            {SCHOOL_STATUSES.map((value) => (
              <Radio key={value} value={value} label={t(SCHOOL_STATUS_LABEL[value])} disabled={!school.abilities.update_account} />
            ))}
          </Stack>
        </Radio.Group>
        <Switch
          label={t('admin.school.supportPlan')}
          description={t('admin.school.supportPlanHint')}
          checked={supportPlan}
          disabled={!school.abilities.update_account}
          onChange={(e) => setSupportPlan(e.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending} disabled={!school.abilities.update && !school.abilities.update_account}>
            {t('admin.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** "School account" (super admins): name, account status and the support plan module. */
export function EditSchoolPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().schoolId) ?? 0;
  const query = useQuery({ queryKey: qk.schools.one(id), queryFn: ({ signal }) => fetchSchool(id, signal), enabled: id > 0 });
  if (id === 0) return <ErrorState message="You provided invalid id in url" />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />;
  if (!query.data) return <LoadingState lines={6} />;
  return (
    <Stack gap={0}>
      <PageHeader title={query.data.name} description={`${t('page.editSchool')} · ${query.data.district_name}`} />
      {/* Keyed by status too: a change of status below (with its reason) starts this form again from the new status. */}
      <SchoolAccountForm key={`${query.data.id}-${query.data.status}`} school={query.data} />
      {query.data.abilities.update_account && <SchoolAccountStatus schoolId={query.data.id} />}
    </Stack>
  );
}
