/**
 * A district's own export (issue 24, section 6), a card of the district's system page for its admins: the request
 * (after a confirmation: the zip holds every student's file and every note), and the district's exports with their
 * progress (read again while one is being made) and download links.
 */
import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import type { TDistrictExport } from '@ss/domain/contracts/district-exports';
import { formatDate, formatDateTime } from '@ss/domain/language';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { EmptyMessage } from '../../../ui/EmptyMessage.tsx';
import { useDistrictSystem } from '../hooks/useDistrictSystem.ts';
import { useDistrictExports, useRequestDistrictExport } from '../hooks/useDistrictExports.ts';

const COLOR = { queued: 'gray', running: 'blue', done: 'green', failed: 'red', expired: 'gray' } as const;

function ExportStatus({ x }: { x: TDistrictExport }) {
  const { t } = useTranslation();
  const status = x.expired ? 'expired' : x.status;
  const percent = x.total > 0 ? Math.round((x.done_count / x.total) * 100) : 0;
  return (
    <Stack gap={4}>
      <Badge color={COLOR[status]} variant="light" data-testid="district-export-status">
        {t(`districtExport.status.${status}`, { done: x.done_count, total: x.total, students: x.students })}
      </Badge>
      {(x.status === 'queued' || x.status === 'running') && (
        <Progress value={percent} size="sm" animated aria-label={t('districtExport.status.running', { done: x.done_count, total: x.total })} />
      )}
    </Stack>
  );
}

export function DistrictExportSection({ districtId }: { districtId: number }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { data: system } = useDistrictSystem(districtId);
  const canExport = system?.abilities.update ?? false;
  const list = useDistrictExports(districtId, canExport);
  const request = useRequestDistrictExport(districtId);
  if (!canExport) return null;
  const busy = list.data?.results.some((x) => x.status === 'queued' || x.status === 'running') ?? false;
  const ask = () =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t('districtExport.confirmTitle'),
      children: <Text size="sm">{t('districtExport.confirmBody')}</Text>,
      labels: { confirm: t('districtExport.confirm'), cancel: t('districtExport.cancel') },
      onConfirm: () => request.mutate(),
    });
  const rows = list.data?.results ?? [];
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="ds-export-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="ds-export-title">
            {t('districtExport.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('districtExport.description')}
          </Text>
        </Stack>
        <Group>
          <Button onClick={ask} loading={request.isPending} disabled={busy}>
            {t('districtExport.start')}
          </Button>
        </Group>
        {list.isSuccess && rows.length === 0 && <EmptyMessage title={t('districtExport.empty')} />}
        {rows.length > 0 && (
          <Table.ScrollContainer minWidth={520}>
            <Table aria-label={t('districtExport.listLabel')} data-testid="district-exports">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('districtExport.col.created')}</Table.Th>
                  <Table.Th>{t('districtExport.col.by')}</Table.Th>
                  <Table.Th>{t('districtExport.col.status')}</Table.Th>
                  <Table.Th>{t('districtExport.col.file')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((x) => (
                  <Table.Tr key={x.id}>
                    <Table.Td>{formatDateTime(x.created_at, lang)}</Table.Td>
                    <Table.Td>{x.requested_by.name}</Table.Td>
                    <Table.Td>
                      <ExportStatus x={x} />
                    </Table.Td>
                    <Table.Td>
                      {x.download_url ? (
                        <Stack gap={0}>
                          <Anchor href={x.download_url} download>
                            {t('districtExport.download')}
                          </Anchor>
                          {x.expires_at && (
                            <Text size="xs" c="dimmed">
                              {t('districtExport.until', { date: formatDate(x.expires_at.slice(0, 10), lang) })}
                            </Text>
                          )}
                        </Stack>
                      ) : (
                        '—'
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
