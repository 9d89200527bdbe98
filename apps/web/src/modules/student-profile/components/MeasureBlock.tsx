/** One measure on the profile: chart, history table, and the form that adds, changes or deletes a result. */
import { useState, type FormEvent } from 'react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TProfileMeasure, TDataResult } from '@ss/domain';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { formatDate, numberProblem, schoolYearLabel, shownValue, storedValue } from '../api.ts';
import { pointName, pointRank, pointsOf } from '../points.ts';
import { MeasureChart } from './MeasureChart.tsx';
import { useSaveResult } from '../hooks.ts';

interface Props {
  studentId: number;
  definition: TProfileMeasure;
  results: TDataResult[];
  currentYear: number;
  editable: boolean;
}

const pointValue = (p: { month?: number | null; label?: string | null }) => (p.month !== null && p.month !== undefined ? `m${p.month}` : `l:${p.label ?? ''}`);

export function MeasureBlock({ studentId, definition: def, results, currentYear, editable }: Props) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [year, setYear] = useState(String(currentYear));
  const [point, setPoint] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const [checked, setChecked] = useState(false);
  const history = [...results].sort((a, b) => pointRank(def, b) - pointRank(def, a));
  const years = [...new Set([currentYear, currentYear - 1, currentYear - 2, ...results.map((r) => r.school_year)])].sort((a, b) => b - a);
  const save = useSaveResult(studentId);
  const saveValue = (v: string) => {
    const p = point ?? '';
    const at = p.startsWith('m') ? { month: Number(p.slice(1)) } : { label: p.slice(2) };
    save.mutate(
      { definition_id: def.id, school_year: Number(year), ...at, value: v },
      {
        onSuccess: () => {
          setValue('');
          setChecked(false);
        },
      },
    );
  };
  const local = def.result_type === 'manual' ? numberProblem(value, def.min_value, def.max_value, lang) : null;
  const valueError =
    (checked && value.trim() === '' ? t('Required') : null) ?? (local ? t(local.key, local.params ?? {}) : null) ?? serverFieldError(t, save.error, 'results.0.value');
  const pointError = (checked && !point ? t('Required') : null) ?? serverFieldError(t, save.error, 'results.0.month') ?? serverFieldError(t, save.error, 'results.0.label');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (!point || value.trim() === '' || local) return;
    saveValue(storedValue(value, def.result_type === 'manual', lang));
  };
  const edit = (r: TDataResult) => {
    setYear(String(r.school_year));
    setPoint(pointValue(r));
    setValue(shownValue(r.value, lang));
  };
  const titleId = `measure-${def.id}`;
  const pointLabel = def.data_type === 'month' ? t('profile.month') : t('profile.label');

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="xs">
        <Title order={3} size="h5" id={titleId}>
          {def.name}
        </Title>
        {def.result_type === 'manual' && def.min_value !== null && def.max_value !== null && (
          <Text size="xs" c="dimmed">
            {t('profile.range', { min: shownValue(String(def.min_value), lang), max: shownValue(String(def.max_value), lang) })}
          </Text>
        )}
      </Group>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('profile.noResults')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <MeasureChart definition={def} results={results} />
          <Table.ScrollContainer minWidth={360}>
            <Table striped withTableBorder fz="sm" aria-label={t('profile.resultsOf', { name: def.name })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('profile.schoolYear')}</Table.Th>
                  <Table.Th scope="col">{pointLabel}</Table.Th>
                  <Table.Th scope="col">{t('profile.value')}</Table.Th>
                  <Table.Th scope="col">{t('profile.recordedBy')}</Table.Th>
                  <Table.Th scope="col">{t('profile.recordedAt')}</Table.Th>
                  {editable && (
                    <Table.Th scope="col">
                      <VisuallyHidden>{t('profile.editResult')}</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.map((r) => (
                  <Table.Tr key={`${r.school_year}-${pointValue(r)}`} data-testid="result-row">
                    <Table.Td>{schoolYearLabel(r.school_year)}</Table.Td>
                    <Table.Td>{pointName(lang, r)}</Table.Td>
                    <Table.Td fw={600}>{shownValue(r.value, lang)}</Table.Td>
                    <Table.Td>{r.recorded_by ? `${r.recorded_by.first_name} ${r.recorded_by.last_name}` : '—'}</Table.Td>
                    <Table.Td>{formatDate(lang, r.recorded_at)}</Table.Td>
                    {editable && (
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => edit(r)}
                          aria-label={`${t('profile.editResult')}: ${pointName(lang, r)} ${schoolYearLabel(r.school_year)}`}
                        >
                          {t('profile.editResult')}
                        </Button>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </SimpleGrid>
      )}
      {editable && (
        <form onSubmit={submit} noValidate aria-label={`${t('profile.addResult')}: ${def.name}`}>
          <Stack gap={4} mt="sm">
            <Text size="sm" fw={600}>
              {t('profile.addResult')}
            </Text>
            <Group align="flex-start" gap="xs">
              <Select
                label={t('profile.schoolYear')}
                data={years.map((y) => ({ value: String(y), label: schoolYearLabel(y) }))}
                value={year}
                onChange={(v) => v && setYear(v)}
                allowDeselect={false}
                w={140}
              />
              <Select
                label={pointLabel}
                data={pointsOf(def).map((p) => ({ value: pointValue(p), label: pointName(lang, { month: p.month ?? null, label: p.label ?? null }) }))}
                value={point}
                onChange={setPoint}
                error={pointError}
                w={160}
              />
              {def.result_type === 'dropdown' ? (
                <Select label={t('profile.value')} data={def.options.map((o) => o.label)} value={value || null} onChange={(v) => setValue(v ?? '')} error={valueError} w={160} />
              ) : (
                <TextInput label={t('profile.value')} value={value} onChange={(e) => setValue(e.currentTarget.value)} error={valueError} inputMode="decimal" w={120} />
              )}
              <Button type="submit" mt={25} loading={save.isPending}>
                {t('profile.saveResult')}
              </Button>
              {point && results.some((r) => String(r.school_year) === year && pointValue(r) === point) && (
                <Button variant="subtle" color="red" mt={25} onClick={() => saveValue('')}>
                  {t('profile.deleteResult')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      )}
    </Paper>
  );
}
