/**
 * One list of actions (a district's, a school's, or the caller's own): filters, the spec's columns
 * (the ones a teacher needs by default, the others through "Columns": columns.ts), paging, the
 * overdue flag, and what each action's abilities allow, in a Manage menu kept in sight at the
 * table's right edge. Completing, abandoning and deleting ask first; complete and abandoned actions
 * are read-only.
 */
import { useState } from 'react';
import { Badge, Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconDownload, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ActionScope, TAction } from '@ss/domain';
import { formatDate, formatDateTime } from '@ss/domain/language';
import { isApiError } from '../../lib/api.ts';
import { useLanguage } from '../../lib/useLanguage.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { ListPagination } from '../../ui/ListPagination.tsx';
import { notifyFailure } from '../../lib/form-errors.ts';
import { ActionDialog } from './ActionDialog.tsx';
import { ActionFilters } from './ActionFilters.tsx';
import { ColumnsMenu } from './ColumnsMenu.tsx';
import { useActionColumns } from './columns.ts';
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
  const columns = useActionColumns(scope);
  const visible = (all: Column<TAction>[]) => all.filter((c) => columns.isShown(c.key));
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
          <ColumnsMenu shown={columns.shown} isDefault={columns.isDefault} onChange={columns.change} />
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
        // About 150 px a column: below that the table scrolls sideways, its Manage column staying in sight.
        minWidth={150 * (2 + columns.shown.length)}
        scrollLabel={t(scope === 'myActions' ? 'actions.tab.mine' : 'actions.caption')}
        rows={list.data?.results}
        rowKey={(a) => a.id}
        loading={list.isPending}
        stale={list.isPlaceholderData}
        error={list.isError ? (isApiError(list.error) ? list.error.message : 'Could not get data.') : null}
        onRetry={() => void list.refetch()}
        emptyTitle={t('actions.empty')}
        emptyDescription={t(scope === 'myActions' ? 'actions.emptyMine' : scope === 'studentActions' ? 'actions.emptyStudent' : 'actions.emptyHint')}
        columns={visible([
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
            sticky: true,
            render: (a) => <RowActions action={a} onEdit={() => setEditing(a)} onAsk={(kind) => setAsking({ kind, action: a })} />,
          },
        ])}
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

/** A row's Manage menu: what its abilities allow (nothing to do: "Read-only"). */
function RowActions({ action: a, onEdit, onAsk }: { action: TAction; onEdit: () => void; onAsk: (kind: Asking['kind']) => void }) {
  const { t } = useTranslation();
  if (!a.abilities.update && !a.abilities.delete)
    return a.status === 'complete' || a.status === 'abandoned' ? (
      <Text size="sm" c="dimmed">
        {t('actions.readOnly')}
      </Text>
    ) : null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" variant="light" rightSection={<IconChevronDown size={14} aria-hidden />} aria-label={t('actions.manageNamed', { name: a.name })}>
          {t('actions.manage')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {a.abilities.update && (
          <>
            <Menu.Item onClick={onEdit}>{t('actions.edit')}</Menu.Item>
            <Menu.Item onClick={() => onAsk('complete')}>{t('actions.complete')}</Menu.Item>
            <Menu.Item onClick={() => onAsk('abandon')}>{t('actions.abandon')}</Menu.Item>
          </>
        )}
        {a.abilities.delete && (
          // red.9: the lighter reds are below 4.5:1 on white.
          <Menu.Item color="red.9" onClick={() => onAsk('delete')}>
            {t('actions.delete')}
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
