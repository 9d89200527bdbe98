/**
 * The bulk entry grid (the page remounts it when the measure, year or group changes): one row per student, one column per month or label of the measure; cells
 * are checked as they are typed (the server's rules) and saved together, all or nothing.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TGrid } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { notify } from '../../../ui/notify.ts';
import { notifyFailure } from '../../admin/form.ts';
import { numberProblem, saveGrid } from '../api.ts';
import { pointName } from '../points.ts';

type Key = `${number}|${string}`;

export function DataGrid({ grid, school }: { grid: TGrid; school: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const client = useQueryClient();
  const def = grid.definition!;
  const [edits, setEdits] = useState<Record<Key, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<Key, string>>({});
  const original = (sid: number, col: string) => grid.rows.find((r) => r.student_id === sid)?.values[col] ?? '';
  const changed = useMemo(
    () => (Object.entries(edits) as [Key, string][]).filter(([k, v]) => v.trim() !== original(Number(k.split('|')[0]), k.slice(k.indexOf('|') + 1)).trim()),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [edits, grid],
  );
  const localError = (v: string) => {
    if (def.result_type !== 'manual') return null;
    const p = numberProblem(v, def.min_value, def.max_value);
    return p ? t(p.key, p.params ?? {}) : null;
  };
  const hasLocalErrors = changed.some(([, v]) => localError(v));
  const save = useMutation({
    mutationFn: () =>
      saveGrid({
        school,
        definition: def.id,
        school_year: grid.school_year,
        cells: changed.map(([k, value]) => {
          const sid = Number(k.split('|')[0]);
          const col = grid.columns.find((c) => c.key === k.slice(k.indexOf('|') + 1))!;
          return { student_id: sid, ...(col.month !== null ? { month: col.month } : { label: col.label! }), value };
        }),
      }),
    onSuccess: async () => {
      notify('success', t('grid.saved'));
      await client.invalidateQueries({ queryKey: ['student-data-grid'] });
      setEdits({});
      setServerErrors({});
      await client.invalidateQueries({ queryKey: ['student-profile'] });
    },
    onError: (error) => {
      if (isApiError(error) && error.fields) {
        const next: Record<Key, string> = {};
        for (const [field, e] of Object.entries(error.fields)) {
          const m = /^cells\.(\d+)\./.exec(field);
          const cell = m ? changed[Number(m[1])] : undefined;
          if (cell) next[cell[0]] = t(e.message, e.params ?? {});
        }
        setServerErrors(next);
        notify('error', t('grid.hasErrors'));
        return;
      }
      notifyFailure(t, error);
    },
  });

  const columnName = (c: TGrid['columns'][number]) => pointName(lang, { month: c.month, label: c.label });
  return (
    <>
      {!grid.abilities.write && (
        <Alert color="blue" variant="light" mb="sm">
          {t('grid.readOnly')}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={400 + grid.columns.length * 110}>
        <Table withTableBorder withColumnBorders striped aria-label={def.name}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('grid.student')}</Table.Th>
              {grid.columns.map((c) => (
                <Table.Th key={c.key} scope="col">
                  {columnName(c)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.rows.map((r) => {
              const student = `${r.last_name}, ${r.first_name}`;
              return (
                <Table.Tr key={r.student_id}>
                  <Table.Th scope="row" fw={500}>
                    {student}
                  </Table.Th>
                  {grid.columns.map((c) => {
                    const k: Key = `${r.student_id}|${c.key}`;
                    const value = edits[k] ?? r.values[c.key] ?? '';
                    const label = t('grid.cell', { student, column: columnName(c) });
                    const error = localError(value) ?? serverErrors[k] ?? null;
                    if (!grid.abilities.write) return <Table.Td key={c.key}>{value}</Table.Td>;
                    const set = (v: string) => setEdits((e) => ({ ...e, [k]: v }));
                    return (
                      <Table.Td key={c.key} p={4}>
                        {def.result_type === 'dropdown' ? (
                          <Select aria-label={label} data={def.options.map((o) => o.label)} value={value || null} onChange={(v) => set(v ?? '')} clearable size="xs" error={error} />
                        ) : (
                          <TextInput aria-label={label} value={value} onChange={(e) => set(e.currentTarget.value)} size="xs" inputMode="decimal" error={error} />
                        )}
                      </Table.Td>
                    );
                  })}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {grid.abilities.write && (
        <Group justify="flex-end" mt="sm" gap="md">
          {changed.length > 0 && (
            <Text size="sm" c="dimmed" role="status">
              {t('grid.unsaved', { count: changed.length })}
            </Text>
          )}
          <Button onClick={() => save.mutate()} disabled={changed.length === 0 || hasLocalErrors} loading={save.isPending}>
            {t('grid.save')}
          </Button>
        </Group>
      )}
    </>
  );
}
