import { useState } from 'react';
import { Alert, Badge, Button, ColorSwatch, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TDataDefinition } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { fetchDefinitions, type ConfigLevel, type DefinitionInput } from '../api.ts';
import { useDeleteDefinition, useSaveDefinition } from '../hooks/useConfigMutations.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DataDefinitionDialog } from './DataDefinitionDialog.tsx';
import { qk } from '../../../lib/query-keys.ts';

const shortMonth = (m: number, language: string) => new Date(Date.UTC(2024, m, 1)).toLocaleString(language === 'fr' ? 'fr-CA' : 'en-CA', { month: 'short', timeZone: 'UTC' });

const BLANK: DefinitionInput = { name: '', result_type: 'manual', options: [], min_value: null, max_value: null, data_type: 'month', months: [], labels: [], active: true };

/** Student data definitions of a district, or of a school (its district's, marked, and its own additions). */
export function DataDefinitionsEditor({ level }: { level: ConfigLevel }) {
  const { t, i18n } = useTranslation();
  const key = qk.config.definitions(level);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchDefinitions(level, signal) });
  const [editing, setEditing] = useState<TDataDefinition | 'new' | null>(null);
  const [removing, setRemoving] = useState<TDataDefinition | null>(null);
  // A measure's change shows in the definitions, the student data grid and the profiles (the hooks refresh them).
  const save = useSaveDefinition(level);
  const remove = useDeleteDefinition();

  if (query.isPending) return <LoadingState />;
  if (query.isError) return <ErrorState message={isApiError(query.error) ? query.error.message : undefined} onRetry={() => void query.refetch()} />;
  const rows = query.data.results;
  const schoolLevel = level.schoolId !== undefined;
  const describe = (d: TDataDefinition) =>
    d.result_type === 'dropdown'
      ? d.options.map((o) => o.label).join(', ')
      : d.min_value !== null || d.max_value !== null
        ? `${d.min_value ?? '…'} – ${d.max_value ?? '…'}`
        : t('config.data.anyNumber');
  return (
    <Stack gap="md">
      {schoolLevel && <Alert color="blue">{t('config.data.schoolNotice')}</Alert>}
      {query.data.abilities.create && (
        <Group>
          <Button
            onClick={() => {
              save.reset();
              setEditing('new');
            }}
          >
            {t('config.data.add')}
          </Button>
        </Group>
      )}
      {rows.length === 0 ? (
        <Text c="dimmed">{t('config.data.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('config.data.name')}</Table.Th>
                <Table.Th>{t('config.data.resultType')}</Table.Th>
                <Table.Th>{t('config.data.dataType')}</Table.Th>
                {schoolLevel && <Table.Th>{t('config.data.origin')}</Table.Th>}
                <Table.Th>{t('config.active')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('config.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td fw={500}>{d.name}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(`config.data.${d.result_type}`)}</Text>
                    <Group gap={8}>
                      {d.result_type === 'dropdown' ? (
                        d.options.map((o) => (
                          <Group key={o.label} gap={4} wrap="nowrap">
                            <ColorSwatch color={o.color} size={12} aria-hidden />
                            <Text size="xs">{o.label}</Text>
                          </Group>
                        ))
                      ) : (
                        <Text size="xs" c="dimmed">
                          {describe(d)}
                        </Text>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t(d.data_type === 'month' ? 'config.data.byMonth' : 'config.data.byLabel')}</Text>
                    <Text size="xs" c="dimmed">
                      {d.data_type === 'label' ? d.labels.join(', ') : d.months.map((m) => shortMonth(m, i18n.language)).join(', ')}
                    </Text>
                  </Table.Td>
                  {schoolLevel && (
                    <Table.Td>
                      <Badge variant="light" color={d.origin === 'school' ? 'grape' : 'gray'} miw="max-content">
                        {t(`config.data.origin.${d.origin}`)}
                      </Badge>
                    </Table.Td>
                  )}
                  <Table.Td>{t(d.active ? 'common.yes' : 'common.no')}</Table.Td>
                  <Table.Td>
                    {d.abilities.update && (
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={t('config.editNamed', { label: d.name })}
                          onClick={() => {
                            save.reset();
                            setEditing(d);
                          }}
                        >
                          {t('admin.edit')}
                        </Button>
                        <Button size="xs" variant="light" color="red" aria-label={t('config.removeNamed', { label: d.name })} onClick={() => setRemoving(d)}>
                          {t('config.remove')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && (
        <DataDefinitionDialog
          initial={editing === 'new' ? BLANK : editing}
          isNew={editing === 'new'}
          saving={save.isPending}
          error={save.error}
          onClose={() => setEditing(null)}
          onSave={(v) => save.mutate(editing === 'new' ? { body: v } : { id: editing.id, version: editing.version, body: v }, { onSuccess: () => setEditing(null) })}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('config.removeTitle', { label: removing.name })}
          message={t('config.data.removeConfirm')}
          confirm={t('config.remove')}
          danger
          loading={remove.isPending}
          onClose={() => setRemoving(null)}
          onConfirm={() => remove.mutate(removing.id, { onSettled: () => setRemoving(null) })}
        />
      )}
    </Stack>
  );
}
