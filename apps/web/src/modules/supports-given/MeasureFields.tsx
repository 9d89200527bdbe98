/**
 * Progress monitoring in the give and edit dialog: on or off; a student-data measure of the school or
 * district (number measures) or the support's own name and scale; a baseline, a goal and a goal date.
 * Numbers are typed in the reader's language ("12,5" in French) and sent canonical.
 */
import { Checkbox, Group, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatLocaleNumber, parseLocaleNumber } from '@ss/domain/locale-number';
import type { Language } from '@ss/domain/enums';
import type { TStudentSupport } from '@ss/domain';
import { DateField } from '../../ui/DateField.tsx';
import { useMeasures } from './hooks.ts';

export interface MeasureState {
  on: boolean;
  kind: 'definition' | 'own';
  definition: string | null;
  name: string;
  min: string;
  max: string;
  baseline: string;
  goal: string;
  goalDate: string;
}

const shown = (n: number | null, lang: Language) => (n === null ? '' : formatLocaleNumber(n, lang));

export function measureStateOf(s: TStudentSupport | undefined, lang: Language): MeasureState {
  const m = s?.measure;
  return {
    on: !!m,
    kind: m && m.definition_id === null ? 'own' : 'definition',
    definition: m?.definition_id ? String(m.definition_id) : null,
    name: m && m.definition_id === null ? m.name : '',
    min: m && m.definition_id === null ? shown(m.scale_min, lang) : '',
    max: m && m.definition_id === null ? shown(m.scale_max, lang) : '',
    baseline: shown(s?.baseline ?? null, lang),
    goal: shown(s?.goal ?? null, lang),
    goalDate: s?.goal_date ?? '',
  };
}

/** A typed number: null when empty, NaN when it is not a number in the reader's language. */
export const numberOf = (text: string, lang: Language) => {
  if (text.trim() === '') return null;
  const canonical = parseLocaleNumber(text, lang);
  return canonical === null ? Number.NaN : Number(canonical);
};

/** The measure's fields of a give or a change (all null when monitoring is off). */
export function measureBody(m: MeasureState, lang: Language) {
  if (!m.on) return { measure_definition_id: null, measure_name: null, scale_min: null, scale_max: null, baseline: null, goal: null, goal_date: null };
  const own = m.kind === 'own';
  return {
    measure_definition_id: !own && m.definition ? Number(m.definition) : null,
    measure_name: own ? m.name.trim() || null : null,
    scale_min: own ? numberOf(m.min, lang) : null,
    scale_max: own ? numberOf(m.max, lang) : null,
    baseline: numberOf(m.baseline, lang),
    goal: numberOf(m.goal, lang),
    goal_date: m.goalDate || null,
  };
}

interface Props {
  school: number;
  value: MeasureState;
  onChange: (m: MeasureState) => void;
  /** The field errors by name (the contract's field names). */
  error: (field: string) => string | null | undefined;
}

export function MeasureFields({ school, value: m, onChange, error }: Props) {
  const { t } = useTranslation();
  const measures = useMeasures(school);
  const set = (patch: Partial<MeasureState>) => onChange({ ...m, ...patch });
  const options = (measures.data?.results ?? []).filter((d) => d.active && d.result_type === 'manual').map((d) => ({ value: String(d.id), label: d.name }));
  return (
    <Stack gap="sm">
      <Checkbox
        label={t('studentSupports.measure.monitor')}
        description={t('studentSupports.measure.monitorHint')}
        checked={m.on}
        onChange={(e) => set({ on: e.currentTarget.checked })}
      />
      {m.on && (
        <Stack gap="sm" pl="md" style={{ borderLeft: '2px solid var(--mantine-color-gray-3)' }}>
          <SegmentedControl
            value={m.kind}
            onChange={(kind) => set({ kind: kind as MeasureState['kind'] })}
            data={[
              { value: 'definition', label: t('studentSupports.measure.definition') },
              { value: 'own', label: t('studentSupports.measure.own') },
            ]}
            aria-label={t('studentSupports.measure.kind')}
          />
          {m.kind === 'definition' ? (
            <Select
              label={t('studentSupports.field.measure')}
              data={options}
              value={m.definition}
              onChange={(definition) => set({ definition })}
              nothingFoundMessage={t('studentSupports.measure.none')}
              searchable
              error={error('measure_definition_id') ?? error('measure_name')}
            />
          ) : (
            <>
              <TextInput label={t('studentSupports.field.measureName')} value={m.name} onChange={(e) => set({ name: e.currentTarget.value })} error={error('measure_name')} />
              <Group grow align="flex-start">
                <TextInput
                  label={t('studentSupports.field.scaleMin')}
                  inputMode="decimal"
                  value={m.min}
                  onChange={(e) => set({ min: e.currentTarget.value })}
                  error={error('scale_min')}
                />
                <TextInput
                  label={t('studentSupports.field.scaleMax')}
                  inputMode="decimal"
                  value={m.max}
                  onChange={(e) => set({ max: e.currentTarget.value })}
                  error={error('scale_max')}
                />
              </Group>
            </>
          )}
          <Group grow align="flex-start">
            <TextInput
              label={t('studentSupports.field.baseline')}
              inputMode="decimal"
              value={m.baseline}
              onChange={(e) => set({ baseline: e.currentTarget.value })}
              error={error('baseline')}
            />
            <TextInput label={t('studentSupports.field.goal')} inputMode="decimal" value={m.goal} onChange={(e) => set({ goal: e.currentTarget.value })} error={error('goal')} />
          </Group>
          <DateField label={t('studentSupports.field.goalDate')} value={m.goalDate} onChange={(goalDate) => set({ goalDate })} error={error('goal_date')} />
        </Stack>
      )}
    </Stack>
  );
}
