/**
 * A district's early-warning rules (issue 22, section 2), under its configuration: each rule with its kind, its
 * open flags and an on/off switch; add and edit in a dialog (RuleDialog), delete after a confirmation.
 */
import { useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Switch, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TEarlyWarningRule } from '@ss/domain';
import { useLanguage } from '../../lib/useLanguage.ts';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { ConfirmDialog } from '../config/components/ConfirmDialog.tsx';
import { useDeleteRule, useEarlyWarningRules, useToggleRule } from './hooks.ts';
import { flagName } from './reason.ts';
import { RuleDialog } from './RuleDialog.tsx';

export function RulesEditor({ districtId }: { districtId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const rules = useEarlyWarningRules(districtId);
  const toggle = useToggleRule();
  const remove = useDeleteRule();
  const [editing, setEditing] = useState<TEarlyWarningRule | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TEarlyWarningRule | null>(null);

  if (rules.isPending) return <LoadingState lines={4} height={40} />;
  if (rules.isError) return <ErrorState message={t('earlyWarnings.rules.loadError')} onRetry={() => void rules.refetch()} retrying={rules.isFetching} />;
  const list = rules.data.results;
  return (
    <Stack gap="md">
      <Group justify="flex-end">
        {rules.data.abilities.create && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            {t('earlyWarnings.rules.add')}
          </Button>
        )}
      </Group>
      <Paper withBorder radius="md">
        {list.length === 0 ? (
          <Text p="md" c="dimmed">
            {t('earlyWarnings.rules.empty')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" aria-label={t('earlyWarnings.rules.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('earlyWarnings.rules.on')}</Table.Th>
                  <Table.Th>{t('earlyWarnings.rules.name')}</Table.Th>
                  <Table.Th>{t('earlyWarnings.rules.kindColumn')}</Table.Th>
                  <Table.Th>{t('earlyWarnings.rules.openFlags')}</Table.Th>
                  <Table.Th>{t('earlyWarnings.rules.actions')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.map((r) => {
                  const name = flagName(r, lang);
                  return (
                    <Table.Tr key={r.id} data-testid="early-warning-rule">
                      <Table.Td>
                        <Switch
                          aria-label={t('earlyWarnings.rules.activeLabel', { name })}
                          checked={r.active}
                          disabled={!r.abilities.update}
                          onChange={(e) => toggle.mutate({ id: r.id, version: r.version, active: e.currentTarget.checked })}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Text fw={600}>{name}</Text>
                      </Table.Td>
                      <Table.Td>{t(`earlyWarnings.kind.${r.kind}`)}</Table.Td>
                      <Table.Td>{r.open_flags}</Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          {r.abilities.update && (
                            <ActionIcon variant="subtle" aria-label={t('earlyWarnings.rules.edit', { name })} onClick={() => setEditing(r)}>
                              <IconPencil size={16} aria-hidden />
                            </ActionIcon>
                          )}
                          {r.abilities.delete && (
                            <ActionIcon variant="subtle" color="red" aria-label={t('earlyWarnings.rules.delete', { name })} onClick={() => setDeleting(r)}>
                              <IconTrash size={16} aria-hidden />
                            </ActionIcon>
                          )}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {editing !== null && <RuleDialog districtId={districtId} rule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t('earlyWarnings.rules.deleteTitle')}
          message={t('earlyWarnings.rules.deleteBody', { name: flagName(deleting, lang) })}
          confirm={t('earlyWarnings.rules.deleteConfirm')}
          danger
          loading={remove.isPending}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
          onClose={() => setDeleting(null)}
        />
      )}
    </Stack>
  );
}
