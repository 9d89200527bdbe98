/**
 * The bulk entry grid (the page remounts it when the measure, year or group changes): one row per student, one column per month or label of the measure; cells
 * are checked as they are typed (the server's rules) and saved together, all or nothing.
 */
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Group, Select, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TGrid } from '@ss/domain';
import { isFuturePoint } from '@ss/domain/school-year';
import { isApiError } from '../../../lib/api.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { UnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard.tsx';
import { useSignedInUser } from '../../auth/hooks/useCurrentUser.ts';
import { numberProblem, shownValue, storedValue } from '../api.ts';
import { useSaveGrid } from '../hooks.ts';
import { pointName } from '../points.ts';
import classes from './DataGrid.module.css';

type Key = `${number}|${string}`;

/**
 * Arrow keys move between cells as in a spreadsheet: up and down always, left and right once the
 * caret is at the start or end of the text; Enter moves down. Cells carry data-row and data-col.
 */
function moveBetweenCells(event: KeyboardEvent<HTMLTableElement>) {
  const input = event.target as HTMLInputElement;
  if (input.tagName !== 'INPUT' || input.dataset.row === undefined || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const row = Number(input.dataset.row);
  const col = Number(input.dataset.col);
  const isSelect = input.dataset.kind === 'select';
  const atStart = isSelect || (input.selectionStart === 0 && input.selectionEnd === 0);
  const atEnd = isSelect || (input.selectionStart === input.value.length && input.selectionEnd === input.value.length);
  const step: Record<string, [number, number] | null> = {
    ArrowUp: isSelect ? null : [-1, 0],
    ArrowDown: isSelect ? null : [1, 0],
    Enter: isSelect ? null : [1, 0],
    ArrowLeft: atStart ? [0, -1] : null,
    ArrowRight: atEnd ? [0, 1] : null,
  };
  const move = step[event.key];
  if (!move) return;
  const next = event.currentTarget.querySelector<HTMLInputElement>(`input[data-row="${row + move[0]}"][data-col="${col + move[1]}"]:not(:disabled)`);
  if (!next) return;
  event.preventDefault();
  next.focus();
  next.select();
}

export function DataGrid({ grid, school, onDirtyChange }: { grid: TGrid; school: number; onDirtyChange?: (count: number) => void }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const today = new Date(useSignedInUser().current_date);
  const def = grid.definition!;
  const [edits, setEdits] = useState<Record<Key, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<Key, string>>({});
  // Values are shown and typed in the interface language ("85,5" in French) and sent in canonical form.
  const original = (sid: number, col: string) => shownValue(grid.rows.find((r) => r.student_id === sid)?.values[col] ?? '', lang);
  const changed = useMemo(
    () => (Object.entries(edits) as [Key, string][]).filter(([k, v]) => v.trim() !== original(Number(k.split('|')[0]), k.slice(k.indexOf('|') + 1)).trim()),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [edits, grid],
  );
  const localError = (v: string) => {
    if (def.result_type !== 'manual') return null;
    const p = numberProblem(v, def.min_value, def.max_value, lang);
    return p ? t(p.key, p.params ?? {}) : null;
  };
  const hasLocalErrors = changed.some(([, v]) => localError(v));
  useEffect(() => onDirtyChange?.(changed.length), [changed.length, onDirtyChange]);
  const save = useSaveGrid();
  const send = () =>
    save.mutate(
      {
        school,
        definition: def.id,
        school_year: grid.school_year,
        cells: changed.map(([k, value]) => {
          const sid = Number(k.split('|')[0]);
          const col = grid.columns.find((c) => c.key === k.slice(k.indexOf('|') + 1))!;
          return { student_id: sid, ...(col.month !== null ? { month: col.month } : { label: col.label! }), value: storedValue(value, def.result_type === 'manual', lang) };
        }),
      },
      {
        onSuccess: () => {
          setEdits({});
          setServerErrors({});
        },
        onError: (error) => {
          if (!(isApiError(error) && error.fields)) return;
          const next: Record<Key, string> = {};
          for (const [field, e] of Object.entries(error.fields)) {
            const m = /^cells\.(\d+)\./.exec(field);
            const cell = m ? changed[Number(m[1])] : undefined;
            if (cell) next[cell[0]] = t(e.message, e.params ?? {});
          }
          setServerErrors(next);
        },
      },
    );

  const columnName = (c: TGrid['columns'][number]) => pointName(lang, { month: c.month, label: c.label });
  return (
    <>
      {!grid.abilities.write && (
        <Alert color="blue" variant="light" mb="sm">
          {t('grid.readOnly')}
        </Alert>
      )}
      {grid.abilities.write && <UnsavedChangesGuard dirty={changed.length > 0 && !save.isPending} count={changed.length} />}
      {/* The student column stays in view while the months scroll (sticky), so ten months fit at 1366 px without losing who a row is. */}
      <Table.ScrollContainer minWidth={200 + grid.columns.length * 84} type="native">
        <Table withTableBorder withColumnBorders striped aria-label={def.name} onKeyDown={moveBetweenCells} className={classes.grid}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" className={classes.sticky}>
                {t('grid.student')}
              </Table.Th>
              {grid.columns.map((c) => (
                <Table.Th key={c.key} scope="col">
                  {columnName(c)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.rows.map((r, rowIndex) => {
              const student = `${r.last_name}, ${r.first_name}`;
              return (
                <Table.Tr key={r.student_id}>
                  <Table.Th scope="row" fw={500} className={classes.sticky}>
                    {student}
                  </Table.Th>
                  {grid.columns.map((c, colIndex) => {
                    const k: Key = `${r.student_id}|${c.key}`;
                    const value = edits[k] ?? shownValue(r.values[c.key] ?? '', lang);
                    const label = t('grid.cell', { student, column: columnName(c) });
                    const error = localError(value) ?? serverErrors[k] ?? null;
                    if (!grid.abilities.write) return <Table.Td key={c.key}>{value}</Table.Td>;
                    const set = (v: string) => setEdits((e) => ({ ...e, [k]: v }));
                    // A month not yet begun takes no result (the server refuses it); one already there can still be cleared.
                    const future = value === '' && !edits[k] && isFuturePoint(grid.school_year, c.month, today);
                    const place = { 'data-row': rowIndex, 'data-col': colIndex };
                    return (
                      <Table.Td key={c.key} p={4}>
                        {def.result_type === 'dropdown' ? (
                          <Select
                            aria-label={label}
                            data={def.options.map((o) => o.label)}
                            value={value || null}
                            onChange={(v) => set(v ?? '')}
                            clearable
                            size="xs"
                            error={error}
                            disabled={future}
                            {...place}
                            data-kind="select"
                          />
                        ) : (
                          <TextInput
                            aria-label={label}
                            value={value}
                            onChange={(e) => set(e.currentTarget.value)}
                            size="xs"
                            inputMode="decimal"
                            error={error}
                            disabled={future}
                            {...place}
                          />
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
          <Button onClick={send} disabled={changed.length === 0 || hasLocalErrors} loading={save.isPending}>
            {t('grid.save')}
          </Button>
        </Group>
      )}
    </>
  );
}
