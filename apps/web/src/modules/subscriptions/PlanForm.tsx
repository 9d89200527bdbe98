import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SUBSCRIPTION_BANDS, ZUpdateSubscription, type SubscriptionBand, type TSubscription, type TUpdateSubscription } from '@ss/domain/contracts/subscriptions';
import { serverFieldError } from '../../lib/form-errors.ts';
import { DateField } from '../../ui/DateField.tsx';
import { checkFields } from '../../ui/schema-errors.ts';
import { useUpdateSubscription } from './hooks.ts';

/**
 * The plan's form: super admins change the band, the renewal date and the billing contact (`full`); the school's
 * admins the billing contact only.
 */
export function PlanForm({ subscription, full }: { subscription: TSubscription; full: boolean }) {
  const { t } = useTranslation();
  const { plan, school } = subscription;
  const [band, setBand] = useState<SubscriptionBand | null>(plan.band);
  const [renewal, setRenewal] = useState(plan.renewal_date ?? '');
  const [name, setName] = useState(plan.billing_name);
  const [email, setEmail] = useState(plan.billing_email);
  const [checked, setChecked] = useState(false);
  const mutation = useUpdateSubscription(school.id, full ? 'subscriptions.edit.saved' : 'subscriptions.billing.saved');
  const body: TUpdateSubscription = {
    version: plan.version,
    billing_name: name,
    billing_email: email,
    ...(full ? { band, renewal_date: renewal.trim() === '' ? null : renewal.trim() } : {}),
  };
  const errors = checkFields(t, ZUpdateSubscription, body);
  const error = (field: string) => (checked ? errors[field] : null) ?? serverFieldError(t, mutation.error, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(errors).length) return;
    mutation.mutate(body);
  };

  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t(full ? 'subscriptions.edit.title' : 'subscriptions.billing.title')}
        </Title>
        {full && (
          <>
            <Select
              label={t('subscriptions.plan.band')}
              data={[{ value: '', label: t('subscriptions.edit.bandNone') }, ...SUBSCRIPTION_BANDS.map((b) => ({ value: b, label: t(`subscriptions.band.${b}`) }))]}
              value={band ?? ''}
              onChange={(v) => setBand(v ? (v as SubscriptionBand) : null)}
              allowDeselect={false}
              error={error('band')}
            />
            <DateField label={t('subscriptions.plan.renewalDate')} value={renewal} onChange={setRenewal} error={error('renewal_date')} />
          </>
        )}
        <TextInput label={t('subscriptions.billing.name')} value={name} onChange={(e) => setName(e.currentTarget.value)} error={error('billing_name')} autoComplete="name" />
        <TextInput
          label={t('subscriptions.billing.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={error('billing_email')}
          autoComplete="email"
        />
        <Group>
          <Button type="submit" loading={mutation.isPending}>
            {t(full ? 'subscriptions.edit.save' : 'subscriptions.billing.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
