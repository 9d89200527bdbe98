/**
 * The `plans/configurations` page of a school or a district: "Support plan configurations", the templates a place
 * uses (at a school, its district's and its own, marked) with what each does, adding and editing them and archiving
 * them for those the API lets (`abilities`); the others read them.
 */
import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TPlanTemplate } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { StatusPage } from '../../auth/components/StatusPage.tsx';
import type { PlansWhere } from './api.ts';
import { ArchiveTemplateDialog } from './ArchiveTemplateDialog.tsx';
import { TEMPLATE_PAGE_SIZE, useTemplates } from './hooks.ts';
import { PARTS, TemplateDialog } from './TemplateDialog.tsx';

export function TemplatesScreen({ where }: { where: PlansWhere }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useTemplates(where, page);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [archiving, setArchiving] = useState<TPlanTemplate | null>(null);
  // A reload after a stale save starts the dialog again from the template as it is now.
  const [reloads, setReloads] = useState(0);
  const atSchool = where.school !== undefined;
  const rows = list.data?.results;
  const canCreate = list.data?.abilities.create === true;
  const readsOnly = rows !== undefined && !canCreate && rows.every((r) => !r.abilities.update);
  const editingTemplate = typeof editing === 'number' ? rows?.find((r) => r.id === editing) : undefined;

  // Refused (no permission there, or the school's module is off): the denied page.
  if (isApiError(list.error) && list.error.status === 403) return <StatusPage kind="forbidden" message="You don't have permissions to view this page." />;

  const columns: Column<TPlanTemplate>[] = [
    { key: 'name', header: t('plans.templates.column.name'), render: (tp) => <Text fw={600}>{tp.name}</Text> },
    // At a school: whose each template is (the school's own are marked).
    ...(atSchool
      ? [
          {
            key: 'level',
            header: t('plans.templates.column.level'),
            render: (tp: TPlanTemplate) =>
              tp.school_id !== null ? (
                <Badge variant="light" color="grape" miw="max-content">
                  {t('plans.templates.level.school')}
                </Badge>
              ) : (
                <span style={{ whiteSpace: 'nowrap' }}>{t('plans.templates.level.district')}</span>
              ),
          },
        ]
      : []),
    {
      key: 'parts',
      header: t('plans.templates.column.parts'),
      render: (tp) => {
        const on = PARTS.filter((p) => tp[p]);
        return on.length ? on.map((p) => t(`plans.form.part.${p}`)).join(', ') : t('plans.templates.homeOnly');
      },
    },
    {
      key: 'review',
      header: t('plans.templates.column.review'),
      render: (tp) => <span style={{ whiteSpace: 'nowrap' }}>{t('plans.templates.months', { count: tp.review_months })}</span>,
    },
    {
      key: 'actions',
      header: t('plans.templates.column.actions'),
      render: (tp) => (
        <Group gap={6} wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing(tp.id)}
            aria-label={t(tp.abilities.update ? 'plans.templates.editNamed' : 'plans.templates.viewNamed', { name: tp.name })}
          >
            {t(tp.abilities.update ? 'plans.templates.edit' : 'plans.templates.view')}
          </Button>
          {tp.abilities.archive && (
            <Button size="xs" variant="subtle" color="red" onClick={() => setArchiving(tp)} aria-label={t('plans.templates.archiveNamed', { name: tp.name })}>
              {t('plans.templates.archive')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={t('page.planConfigurations')}
        description={t('plans.templates.description')}
        actions={
          canCreate ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
              {t('plans.templates.add')}
            </Button>
          ) : undefined
        }
      />
      {readsOnly && (
        <Alert color="blue" variant="light">
          {t('plans.templates.readOnlyHint')}
        </Alert>
      )}
      <DataTable<TPlanTemplate>
        caption={t('plans.templates.caption')}
        minWidth={760}
        rows={rows}
        rowKey={(tp) => tp.id}
        loading={list.isPending}
        stale={list.isPlaceholderData}
        error={list.isError ? (isApiError(list.error) ? list.error.message : 'Could not get data.') : null}
        onRetry={() => void list.refetch()}
        emptyTitle={t('plans.templates.empty')}
        emptyDescription={t(canCreate ? 'plans.templates.emptyHint' : 'plans.templates.emptyReadOnly')}
        columns={columns}
      />
      {list.data && <ListPagination page={page} pageSize={TEMPLATE_PAGE_SIZE} count={list.data.count} onChange={setPage} />}
      {(editing === 'new' || editingTemplate) && (
        <TemplateDialog
          key={`${editing}-${reloads}`}
          where={where}
          template={editingTemplate}
          onClose={() => setEditing(null)}
          onReload={() => void list.refetch().then(() => setReloads((n) => n + 1))}
        />
      )}
      {archiving && <ArchiveTemplateDialog template={archiving} onClose={() => setArchiving(null)} />}
    </Stack>
  );
}
