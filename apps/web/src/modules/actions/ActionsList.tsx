/**
 * One list of actions (a district's, a school's, or the caller's own): filters, the spec's columns,
 * paging, the overdue flag, and what each action's abilities allow. Completing, abandoning and
 * deleting ask first; complete and abandoned actions are read-only.
 */
import { useState } from 'react';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconDownload, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ActionScope, TAction } from '@ss/domain';
import { formatDate, formatDateTime } from '@ss/domain/language';
import { isApiError } from '../../lib/api.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { ListPagination } from '../../ui/ListPagination.tsx';
import { notifyFailure } from '../../ui/form-errors.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { ActionFilters } from './ActionFilters.tsx';
import { actionParams, exportActions, NO_FILTERS, type ActionsWhere } from './api.ts';
import { PAGE_SIZE, useActionList, useCloseAction, useDeleteAction } from './hooks.ts';

const STATUS_COLOR = { incomplete: 'gray', in_progress: 'blue', complete: 'green', abandoned: 'dark' } as const;

type Asking = { kind: 'complete' | 'abandon' | 'delete'; action: TAction };

export function ActionsList({ scope, where }: { scope: ActionScope; where: ActionsWhere }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TAction | 'new' | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const [exporting, setExporting] = useState<'csv' | 'pdf' | null>(null);
  const list = useActionList(scope, where, filters, page);
  const close = useCloseAction();
  const remove = useDeleteAction();
  const dash = '—';

  const confirm = () => {
    if (!asking) return;
    const done = { onSuccess: () => setAsking(null) };
    const a = asking.action;
    if (asking.kind === 'delete') remove.mutate(a.id, done);
    else close.mutate({ id: a.id, version: a.version, status: asking.kind === 'complete' ? 'complete' : 'abandoned' }, done);
  };
  const download = async (format: 'csv' | 'pdf') => {
    setExporting(format);
    try {
      await exportActions(actionParams(scope, where, filters), lang, format);
    } catch (error) {
      notifyFailure(t, error);
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <ActionFilters
          scope={scope}
          where={where}
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        <Group gap="sm">
          {list.data?.abilities.create && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t('actions.add')}
            </Button>
          )}
          {(['csv', 'pdf'] as const).map((format) => (
            <Button
              key={format}
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void download(format)}
              loading={exporting === format}
              disabled={!list.data?.count || (exporting !== null && exporting !== format)}
            >
              {t(format === 'csv' ? 'actions.export' : 'actions.exportPdf')}
            </Button>
          ))}
        </Group>
      </Group>
      <DataTable<TAction>
        caption={t(scope === 'myActions' ? 'actions.tab.mine' : 'actions.caption')}
        minWidth={1500}
        scrollLabel={t(scope === 'myActions' ? 'actions.tab.mine' : 'actions.caption')}
        rows={list.data?.results}
        rowKey={(a) => a.id}
        loading={list.isPending}
        stale={list.isPlaceholderData}
        error={list.isError ? (isApiError(list.error) ? list.error.message : 'Could not get data.') : null}
        onRetry={() => void list.refetch()}
        emptyTitle={t('actions.empty')}
        emptyDescription={t(scope === 'myActions' ? 'actions.emptyMine' : scope === 'studentActions' ? 'actions.emptyStudent' : 'actions.emptyHint')}
        columns={[
          { key: 'name', header: t('actions.column.name'), render: (a) => <Text fw={600}>{a.name}</Text> },
          { key: 'responsible', header: t('actions.column.responsible'), render: (a) => a.responsible_name },
          {
            key: 'completion_date',
            header: t('actions.column.completion_date'),
            render: (a) => (
              <Group gap={6} wrap="nowrap">
                <span style={{ whiteSpace: 'nowrap' }}>{formatDate(a.completion_date, lang)}</span>
                {a.overdue && (
                  <Badge color="red" variant="light" miw="max-content">
                    {t('actions.overdue')}
                  </Badge>
                )}
              </Group>
            ),
          },
          { key: 'actual_date', header: t('actions.column.actual_date'), render: (a) => (a.actual_date ? formatDate(a.actual_date, lang) : dash) },
          { key: 'completed_at', header: t('actions.column.completed_at'), render: (a) => (a.completed_at ? formatDateTime(a.completed_at, lang) : dash) },
          { key: 'abandoned_at', header: t('actions.column.abandoned_at'), render: (a) => (a.abandoned_at ? formatDateTime(a.abandoned_at, lang) : dash) },
          { key: 'student', header: t('actions.column.student'), render: (a) => a.student_name ?? dash },
          {
            key: 'status',
            header: t('actions.column.status'),
            render: (a) => (
              <Badge color={STATUS_COLOR[a.status]} variant="light" miw="max-content">
                {t(`actions.status.${a.status}`)}
              </Badge>
            ),
          },
          { key: 'school', header: t('actions.column.school'), render: (a) => a.school_name },
          // Plain text: the meeting page's address comes with the meetings' pages.
          { key: 'meeting', header: t('actions.column.meeting'), render: (a) => (a.meeting ? `${a.meeting.descriptor} (${formatDate(a.meeting.day, lang)})` : dash) },
          { key: 'school_meeting_note', header: t('actions.column.school_meeting_note'), render: (a) => a.school_meeting_note?.name ?? dash },
          { key: 'comment', header: t('actions.column.comment'), render: (a) => a.comment ?? dash },
          {
            key: 'manage',
            header: t('actions.column.actions'),
            render: (a) => (
              <Group gap={6} wrap="nowrap">
                {a.abilities.update ? (
                  <>
                    <Button size="xs" variant="light" onClick={() => setEditing(a)} aria-label={t('actions.editNamed', { name: a.name })}>
                      {t('actions.edit')}
                    </Button>
                    <Button
                      size="xs"
                      variant="light"
                      color="green"
                      onClick={() => setAsking({ kind: 'complete', action: a })}
                      aria-label={t('actions.completeNamed', { name: a.name })}
                    >
                      {t('actions.complete')}
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="gray"
                      onClick={() => setAsking({ kind: 'abandon', action: a })}
                      aria-label={t('actions.abandonNamed', { name: a.name })}
                    >
                      {t('actions.abandon')}
                    </Button>
                  </>
                ) : (
                  (a.status === 'complete' || a.status === 'abandoned') && (
                    <Text size="sm" c="dimmed">
                      {t('actions.readOnly')}
                    </Text>
                  )
                )}
                {a.abilities.delete && (
                  <Button size="xs" variant="subtle" color="red" onClick={() => setAsking({ kind: 'delete', action: a })} aria-label={t('actions.deleteNamed', { name: a.name })}>
                    {t('actions.delete')}
                  </Button>
                )}
              </Group>
            ),
          },
        ]}
      />
      {list.data && <ListPagination page={page} pageSize={PAGE_SIZE} count={list.data.count} onChange={setPage} />}
      {editing !== null && (
        <ActionDialog
          districtId={where.district}
          schoolId={where.school ?? null}
          action={editing === 'new' ? undefined : editing}
          student={where.student}
          onClose={() => setEditing(null)}
        />
      )}
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? t(`actions.confirm${asking.kind === 'complete' ? 'Complete' : asking.kind === 'abandon' ? 'Abandon' : 'Delete'}.title`) : ''}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <Stack gap="md">
          <Text>
            {asking ? t(`actions.confirm${asking.kind === 'complete' ? 'Complete' : asking.kind === 'abandon' ? 'Abandon' : 'Delete'}.body`, { name: asking.action.name }) : ''}
          </Text>
          <DialogActions
            onCancel={() => setAsking(null)}
            label={asking ? t(`actions.${asking.kind}`) : ''}
            color={asking?.kind === 'delete' ? 'red' : asking?.kind === 'complete' ? 'green' : undefined}
            loading={close.isPending || remove.isPending}
            onConfirm={confirm}
            autoFocus
          />
        </Stack>
      </Modal>
    </Stack>
  );
}
