/**
 * Adding or editing an early-warning rule (issue 22, section 2): its names in English and French, on/off, its kind
 * (fixed once made) and the kind's parameters: a measure, a comparison and a value; weeks without data; data points
 * in a row; overdue actions. Checked with the same schema as the server before sending; the server's field errors
 * show on their fields.
 */
import { useState, type FormEvent } from 'react';
import { Modal, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EARLY_WARNING_KINDS, FILTER_OPERATORS, ZCreateEarlyWarningRule, type EarlyWarningKind, type TEarlyWarningRule } from '@ss/domain';
import { serverFieldError } from '../../lib/form-errors.ts';
import { qk } from '../../lib/query-keys.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { checkFields } from '../../ui/schema-errors.ts';
import { fetchDefinitions } from '../config/api.ts';
import { useCreateRule, useUpdateRule } from './hooks.ts';

interface Props {
  districtId: number;
  /** null: a new rule. */
  rule: TEarlyWarningRule | null;
  onClose: () => void;
}

const DEFAULTS: Record<EarlyWarningKind, Record<string, unknown>> = {
  measure_threshold: { operator: 'less_than' },
  no_progress_data: { weeks: 3 },
  below_aim_line: { points: 3 },
  tier_up_twice: {},
  overdue_actions: { count: 2 },
};

export function RuleDialog({ districtId, rule, onClose }: Props) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<EarlyWarningKind>((rule?.kind as EarlyWarningKind) ?? 'overdue_actions');
  const [nameEn, setNameEn] = useState(rule?.name_en ?? '');
  const [nameFr, setNameFr] = useState(rule?.name_fr ?? '');
  const [active, setActive] = useState(rule?.active ?? true);
  const [params, setParams] = useState<Record<string, unknown>>(rule?.parameters ?? DEFAULTS.overdue_actions);
  const [checked, setChecked] = useState(false);
  const create = useCreateRule();
  const update = useUpdateRule();
  const mutation = rule ? update : create;
  const measures = useQuery({
    queryKey: qk.config.definitions({ districtId }),
    queryFn: ({ signal }) => fetchDefinitions({ districtId }, signal),
    enabled: kind === 'measure_threshold',
  });
  const body = { district: districtId, kind, name_en: nameEn, name_fr: nameFr, active, parameters: params };
  const local = checked ? checkFields(t, ZCreateEarlyWarningRule, body) : {};
  const error = (field: string) => local[field] ?? serverFieldError(t, mutation.error, field);
  const set = (key: string, value: unknown) => setParams((p) => ({ ...p, [key]: value === '' ? undefined : value }));
  const number = (key: string, label: string, min: number, max: number) => (
    <NumberInput
      label={label}
      value={(params[key] as number | undefined) ?? ''}
      onChange={(v) => set(key, v)}
      min={min}
      max={max}
      allowDecimal={false}
      error={error(`parameters.${key}`)}
      required
    />
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (Object.keys(checkFields(t, ZCreateEarlyWarningRule, body)).length) return;
    if (rule) update.mutate({ id: rule.id, version: rule.version, name_en: nameEn, name_fr: nameFr, active, parameters: params }, { onSuccess: onClose });
    else create.mutate(body, { onSuccess: onClose });
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={rule ? t('earlyWarnings.rules.editTitle', { name: rule.name_en }) : t('earlyWarnings.rules.addTitle')}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Select
            label={t('earlyWarnings.rules.kind')}
            data={EARLY_WARNING_KINDS.map((k) => ({ value: k, label: t(`earlyWarnings.kind.${k}`) }))}
            value={kind}
            onChange={(v) => {
              if (!v) return;
              setKind(v as EarlyWarningKind);
              setParams(DEFAULTS[v as EarlyWarningKind]);
            }}
            disabled={rule !== null}
            allowDeselect={false}
            error={error('kind')}
          />
          <Text size="sm" c="dimmed">
            {t(`earlyWarnings.kindHelp.${kind}`)}
          </Text>
          <TextInput label={t('earlyWarnings.rules.nameEn')} value={nameEn} onChange={(e) => setNameEn(e.currentTarget.value)} error={error('name_en')} required lang="en" />
          <TextInput label={t('earlyWarnings.rules.nameFr')} value={nameFr} onChange={(e) => setNameFr(e.currentTarget.value)} error={error('name_fr')} required lang="fr" />
          {kind === 'measure_threshold' && (
            <>
              <Select
                label={t('earlyWarnings.rules.measure')}
                data={(measures.data?.results ?? []).filter((d) => d.active).map((d) => ({ value: String(d.id), label: d.name }))}
                value={params.definition_id ? String(params.definition_id) : null}
                onChange={(v) => set('definition_id', v ? Number(v) : undefined)}
                error={error('parameters.definition_id')}
                required
                searchable
              />
              <Select
                label={t('earlyWarnings.rules.operator')}
                data={FILTER_OPERATORS.map((o) => ({ value: o, label: t(`earlyWarnings.operator.${o}`) }))}
                value={(params.operator as string | undefined) ?? null}
                onChange={(v) => set('operator', v ?? undefined)}
                error={error('parameters.operator')}
                allowDeselect={false}
                required
              />
              <TextInput
                label={t('earlyWarnings.rules.value')}
                value={params.value === undefined ? '' : String(params.value)}
                onChange={(e) => set('value', e.currentTarget.value)}
                error={error('parameters.value')}
                required
              />
            </>
          )}
          {kind === 'no_progress_data' && number('weeks', t('earlyWarnings.rules.weeks'), 1, 52)}
          {kind === 'below_aim_line' && number('points', t('earlyWarnings.rules.points'), 2, 20)}
          {kind === 'overdue_actions' && number('count', t('earlyWarnings.rules.count'), 1, 100)}
          <Switch label={t('earlyWarnings.rules.active')} checked={active} onChange={(e) => setActive(e.currentTarget.checked)} />
          <DialogActions onCancel={onClose} label={t('earlyWarnings.rules.save')} loading={mutation.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
