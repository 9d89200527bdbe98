import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { SCHOOL_STATUSES, SCHOOL_STATUS_LABEL } from '@ss/domain/enums';
import { STATUS_REASON_MAX, ZChangeSchoolStatus, type TSubscription } from '@ss/domain/contracts/subscriptions';
import type { SchoolStatus } from '@ss/domain';
import { serverFieldError } from '../../lib/form-errors.ts';
import { checkFields } from '../../ui/schema-errors.ts';
import { useChangeSchoolStatus } from './hooks.ts';

/** Super admins: move the school to another status with a required reason, after a confirmation. */
export function StatusChangeForm({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const { school } = subscription;
  const others = SCHOOL_STATUSES.filter((s) => s !== school.status);
  const [status, setStatus] = useState<SchoolStatus>(others[0]!);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const mutation = useChangeSchoolStatus(school.id);
  const errors = checkFields(t, ZChangeSchoolStatus, { status, reason });
  const error = (field: string) => (checked ? errors[field] : null) ?? serverFieldError(t, mutation.error, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(errors).length) return;
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t('subscriptions.admin.confirmTitle'),
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('subscriptions.admin.confirm', { school: school.name, from: t(SCHOOL_STATUS_LABEL[school.status]), to: t(SCHOOL_STATUS_LABEL[status]) })}</Text>
          {status === 'account_suspended' && <Text size="sm">{t('subscriptions.admin.confirmSuspend')}</Text>}
        </Stack>
      ),
      labels: { confirm: t('subscriptions.admin.submit'), cancel: t('common.cancel') },
      confirmProps: { color: status === 'account_suspended' ? 'red' : undefined },
      onConfirm: () =>
        mutation.mutate(
          { status, reason: reason.trim() },
          {
            onSuccess: (data) => {
              setReason('');
              setChecked(false);
              setStatus(SCHOOL_STATUSES.find((s) => s !== data.school.status)!);
            },
          },
        ),
    });
  };

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('subscriptions.admin.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('subscriptions.admin.description')}
        </Text>
        <Select
          label={t('subscriptions.admin.status')}
          data={others.map((s) => ({ value: s, label: t(SCHOOL_STATUS_LABEL[s]) }))}
          value={status}
          onChange={(v) => v && setStatus(v as SchoolStatus)}
          allowDeselect={false}
          error={error('status')}
        />
        <Textarea
          label={t('subscriptions.admin.reason')}
          description={t('subscriptions.admin.reasonHint')}
          required
          autosize
          minRows={2}
          maxLength={STATUS_REASON_MAX}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={error('reason')}
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t('subscriptions.admin.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
