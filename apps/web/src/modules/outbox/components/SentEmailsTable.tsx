import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@ss/domain/language';
import type { TSentEmail } from '@ss/domain';
import { useInvalidPageReset } from '../../../lib/useInvalidPageReset.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { usePageParams } from '../../../lib/usePageParams.ts';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { ListPagination } from '../../../ui/ListPagination.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { useSentEmails } from '../hooks/useSentEmails.ts';
import { EmailStatusBadge } from './EmailStatusBadge.tsx';
import { SentEmailDetail } from './SentEmailDetail.tsx';

interface SentEmailsTableProps {
  watch: { id: number | null; pollUntil: number };
}

/** The outbox: every message the system sent or stored, newest first, searchable. */
export function SentEmailsTable({ watch }: SentEmailsTableProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { page, search, setPage, setSearch } = usePageParams();
  const query = useSentEmails({ page, search }, watch);
  const resetting = useInvalidPageReset(query.error, page, setPage);
  const [open, setOpen] = useState<TSentEmail | null>(null);

  const columns: Column<TSentEmail>[] = [
    { key: 'to', header: t('outbox.column.to'), render: (email) => email.to },
    {
      key: 'subject',
      header: t('outbox.column.subject'),
      render: (email) => (
        <Group gap={4} wrap="nowrap">
          {email.attachments.length > 0 && <IconPaperclip size={14} aria-label={t('outbox.attachments')} role="img" style={{ flex: 'none' }} />}
          <Text size="sm" lineClamp={1}>
            {email.subject}
          </Text>
        </Group>
      ),
    },
    { key: 'status', header: t('outbox.column.status'), render: (email) => <EmailStatusBadge status={email.status} /> },
    { key: 'created', header: t('outbox.column.created'), render: (email) => formatDateTime(email.created_at, lang) },
    {
      key: 'view',
      header: t('outbox.column.actions'),
      render: (email) => (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconEye size={14} aria-hidden />}
          onClick={() => setOpen(email)}
          aria-label={t('outbox.view', { subject: email.subject, to: email.to })}
        >
          {t('common.view')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <SearchField label={t('outbox.search')} value={search} onSearch={setSearch} />
      <DataTable
        caption={t('page.outbox')}
        columns={columns}
        rows={query.data?.results}
        rowKey={(email) => email.id}
        loading={query.isPending || resetting}
        stale={query.isPlaceholderData}
        error={query.isError && !resetting ? query.error.message : null}
        onRetry={() => void query.refetch()}
        emptyTitle={t(search ? 'common.noResults' : 'outbox.empty')}
        emptyDescription={search ? t('common.noResultsHint') : undefined}
      />
      {query.data && <ListPagination page={page} pageSize={query.data.pageSize} count={query.data.count} onChange={setPage} />}
      <SentEmailDetail email={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
