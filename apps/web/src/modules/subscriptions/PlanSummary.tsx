import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '@ss/domain/language';
import type { TSubscription } from '@ss/domain';
import { useLanguage } from '../../lib/useLanguage.ts';
import { DetailList } from '../../ui/DetailList.tsx';
import { SchoolStatusBadge } from '../schools/components/SchoolStatusBadge.tsx';
import { useRequestInvoice } from './hooks.ts';

/** The plan (band, renewal date, billing contact), the status with what it means, and the invoice request. */
export function PlanSummary({ subscription }: { subscription: TSubscription }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { plan, school } = subscription;
  const invoice = useRequestInvoice(school.id);
  const notSet = t('subscriptions.plan.notSet');
  const contact = [plan.billing_name, plan.billing_email].filter(Boolean).join(' · ');
  const ask = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t('subscriptions.invoice.confirmTitle'),
      children: <Text size="sm">{t('subscriptions.invoice.confirm', { school: school.name, email: subscription.support_email })}</Text>,
      labels: { confirm: t('subscriptions.invoice.send'), cancel: t('common.cancel') },
      onConfirm: () => invoice.mutate(),
    });

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="xs">
          <Group gap="sm">
            <Title order={2} size="h4">
              {t('subscriptions.status.title')}
            </Title>
            <SchoolStatusBadge status={school.status} />
          </Group>
          <Text size="sm">{t(`subscriptions.status.${school.status}`)}</Text>
        </Stack>
      </Paper>
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('subscriptions.plan.title')}
        </Title>
        {plan.version === 0 && plan.band === null && (
          <Text size="sm" c="dimmed">
            {t('subscriptions.plan.none')}
          </Text>
        )}
        <DetailList
          items={[
            { label: t('subscriptions.plan.band'), value: plan.band ? t(`subscriptions.band.${plan.band}`) : notSet },
            { label: t('subscriptions.plan.renewalDate'), value: plan.renewal_date ? formatDate(plan.renewal_date, lang) : notSet },
            { label: t('subscriptions.plan.billingContact'), value: contact || notSet },
          ]}
        />
      </Stack>
      {subscription.abilities.request_invoice && (
        <Group gap="md">
          <Button variant="light" onClick={ask} loading={invoice.isPending}>
            {t('subscriptions.invoice.request')}
          </Button>
          {subscription.invoice_requested_at && (
            <Text size="sm" c="dimmed">
              {t('subscriptions.invoice.last', { date: formatDateTime(subscription.invoice_requested_at, lang) })}
            </Text>
          )}
        </Group>
      )}
    </Stack>
  );
}
