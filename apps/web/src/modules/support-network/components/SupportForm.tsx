/**
 * The one support form, for every network and case: adding to the shared network, a district's or a
 * school's; proposing in a school; changing any of them (a returned proposal is saved and proposed again).
 * Focus areas and tiers are the keys of the continuum's axes at the support's level. Checked with the
 * contract before sending; the server's field errors on their fields; the version read goes with a
 * change and a stale one (409) says so with a reload; leaving with unsaved values asks first.
 */
import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { Alert, Button, Group, NumberInput, Paper, Radio, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  SUPPORT_DELIVERY_MAX,
  SUPPORT_DESCRIPTION_MAX,
  SUPPORT_DURATION_MAX,
  SUPPORT_GROUP_SIZES,
  SUPPORT_MSG,
  SUPPORT_NAME_MAX,
  SUPPORT_TYPES,
  ZCreateSupport,
  ZUpdateSupport,
} from '@ss/domain/contracts/supports';
import type { SupportGroupSize, SupportType, TSupport, TSupportContinuum } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { schemaFieldErrors } from '../../../ui/schema-errors.ts';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard.tsx';
import { bodyOf, changedFields, EMPTY_VALUES, valuesOf, type SupportValues } from '../form-values.ts';
import { useCreateSupport, useSupportStep, useUpdateSupport } from '../hooks/useSupportMutations.ts';
import { KeyChips } from './KeyChips.tsx';

const KNOWN = Object.values(SUPPORT_MSG);

/** Where a new support goes. */
export type SupportTarget = { level: 'shared' } | { level: 'district'; district: number } | { level: 'school'; school: number };

interface Props {
  /** The continuum of the support's network: its axes, and whether the caller adds or proposes there. */
  continuum: TSupportContinuum;
  target?: SupportTarget;
  support?: TSupport;
  /** French first (a francophone district). */
  frenchFirst: boolean;
  onDone: (support: TSupport) => void;
  onCancel: () => void;
  onReload?: () => void;
}

export function SupportForm({ continuum, target, support: given, frenchFirst, onDone, onCancel, onReload }: Props) {
  const { t } = useTranslation();
  // The support as it was when the form opened: a refetch behind it must not move the version the change names.
  const [support] = useState(given);
  const [loaded] = useState(() => (support ? valuesOf(support) : EMPTY_VALUES));
  const [v, setValues] = useState<SupportValues>(loaded);
  const [checked, setChecked] = useState(false);
  const [conflict, setConflict] = useState(false);
  const [finished, setFinished] = useState<TSupport | null>(null);
  const onConflict = (error: unknown) => {
    if (!isApiError(error, 'conflict')) return false;
    setConflict(true);
    return true;
  };
  const create = useCreateSupport(onConflict);
  const update = useUpdateSupport(support?.id ?? 0, onConflict);
  const step = useSupportStep(support?.id ?? 0, onConflict);
  const mutation = support ? update : create;
  const set = (patch: Partial<SupportValues>) => setValues((old) => ({ ...old, ...patch }));
  const changed = changedFields(v, loaded);
  const proposeAgain = support?.status === 'returned' && support.abilities.propose;
  const proposes = !support && !continuum.abilities.create && continuum.abilities.propose;

  // Navigating away happens once the form has drawn itself clean, so the unsaved-changes guard lets it go.
  const finish = (saved: TSupport) => {
    flushSync(() => setFinished(saved));
    onDone(saved);
  };

  const body = bodyOf(v);
  const parsed = support ? ZUpdateSupport.safeParse({ ...body, version: support.version }) : ZCreateSupport.safeParse({ ...target, ...body });
  const errors = checked && !parsed.success ? schemaFieldErrors(t, parsed.error.issues, KNOWN) : {};
  // A change must keep a name in one language (the create contract says it; the change's has no such rule).
  if (checked && support && !v.name_en.trim() && !v.name_fr.trim()) errors.name_en = t(SUPPORT_MSG.name);
  const err = (field: string) => errors[field] ?? serverFieldError(t, mutation.error, field);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!parsed.success || errors.name_en) return;
    if (!support) return create.mutate(parsed.data as Parameters<typeof create.mutate>[0], { onSuccess: finish });
    update.mutate(parsed.data as Parameters<typeof update.mutate>[0], {
      // A returned proposal goes back to its reviewers with the version just saved.
      onSuccess: (saved) => (proposeAgain ? step.mutate({ step: 'propose', version: saved.version }, { onSuccess: finish }) : finish(saved)),
    });
  };

  const langs = frenchFirst ? (['fr', 'en'] as const) : (['en', 'fr'] as const);
  const label = support ? (proposeAgain ? 'supports.form.saveAndPropose' : 'supports.form.save') : proposes ? 'supports.form.propose' : 'supports.form.add';

  return (
    <Paper withBorder radius="md" p="lg" maw={960}>
      <UnsavedChangesGuard dirty={changed.length > 0 && !mutation.isPending && !step.isPending && !finished} count={changed.length} />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {conflict && (
            <Alert color="orange" title={t('supports.conflict.title')} role="alert">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('supports.conflict.body')}</Text>
                {onReload && (
                  <Button size="xs" variant="light" onClick={onReload}>
                    {t('supports.conflict.reload')}
                  </Button>
                )}
              </Stack>
            </Alert>
          )}
          {proposes && (
            <Alert color="blue" variant="light">
              {t('supports.form.proposeHint')}
            </Alert>
          )}
          {support?.status === 'returned' && support.review_comment && (
            <Alert color="orange" variant="light" title={t('supports.review.returnedComment')}>
              {support.review_comment}
            </Alert>
          )}
          <Radio.Group label={t('supports.form.type')} value={v.type ?? ''} onChange={(type) => set({ type: type as SupportType })} required error={err('type')}>
            <Group gap="lg" mt={6}>
              {SUPPORT_TYPES.map((type) => (
                <Radio key={type} value={type} label={t(`supports.type.${type}`)} />
              ))}
            </Group>
          </Radio.Group>
          <Text size="sm" c="dimmed">
            {t('supports.form.bilingualHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {langs.map((lang) => (
              <Stack key={lang} gap="sm">
                <TextInput
                  label={t(`supports.form.name_${lang}`)}
                  lang={lang}
                  value={v[`name_${lang}`]}
                  maxLength={SUPPORT_NAME_MAX + 50}
                  onChange={(e) => set({ [`name_${lang}`]: e.currentTarget.value })}
                  error={err(`name_${lang}`)}
                />
                <Textarea
                  label={t(`supports.form.description_${lang}`)}
                  lang={lang}
                  value={v[`description_${lang}`]}
                  autosize
                  minRows={4}
                  maxRows={12}
                  maxLength={SUPPORT_DESCRIPTION_MAX + 100}
                  onChange={(e) => set({ [`description_${lang}`]: e.currentTarget.value })}
                  error={err(`description_${lang}`)}
                />
              </Stack>
            ))}
          </SimpleGrid>
          <KeyChips
            label={t('supports.form.focusAreas')}
            axis={continuum.focus_areas}
            held={support?.focus_areas}
            value={v.focus_areas}
            onChange={(focus_areas) => set({ focus_areas })}
            error={err('focus_areas')}
          />
          <KeyChips label={t('supports.form.tiers')} axis={continuum.tiers} held={support?.tiers} value={v.tiers} onChange={(tiers) => set({ tiers })} error={err('tiers')} />
          <Text fw={600} mt="xs">
            {t('supports.form.delivery')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('supports.deliveredBy')}
              value={v.delivered_by}
              maxLength={SUPPORT_DELIVERY_MAX + 50}
              onChange={(e) => set({ delivered_by: e.currentTarget.value })}
              error={err('delivered_by')}
            />
            <Select
              label={t('supports.groupSize')}
              placeholder={t('supports.form.notSet')}
              data={SUPPORT_GROUP_SIZES.map((g) => ({ value: g, label: t(`supports.groupSize.${g}`) }))}
              value={v.group_size}
              onChange={(g) => set({ group_size: (g as SupportGroupSize | null) ?? null })}
              clearable
              error={err('group_size')}
            />
            <TextInput
              label={t('supports.frequency')}
              placeholder={t('supports.form.frequencyPlaceholder')}
              value={v.frequency}
              maxLength={SUPPORT_DELIVERY_MAX + 50}
              onChange={(e) => set({ frequency: e.currentTarget.value })}
              error={err('frequency')}
            />
            <NumberInput
              label={t('supports.durationMinutes')}
              min={1}
              max={SUPPORT_DURATION_MAX}
              allowDecimal={false}
              value={v.duration}
              onChange={(d) => set({ duration: typeof d === 'number' ? d : '' })}
              error={err('duration_minutes')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending || step.isPending} disabled={conflict}>
              {t(label)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
