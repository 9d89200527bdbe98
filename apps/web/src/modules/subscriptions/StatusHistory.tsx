import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SCHOOL_STATUS_LABEL } from '@ss/domain/enums';
import { formatDateTime } from '@ss/domain/language';
import type { TSchoolStatusChange } from '@ss/domain';
import { useLanguage } from '../../lib/useLanguage.ts';

/** The school's account status changes, newest first: when, from → to, why, by whom. */
export function StatusHistory({ history }: { history: TSchoolStatusChange[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('subscriptions.history.title')}
        </Title>
        {history.length === 0 ? (
          <Text c="dimmed">{t('subscriptions.history.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={t('subscriptions.history.tableLabel')} verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('subscriptions.history.date')}</Table.Th>
                  <Table.Th scope="col">{t('subscriptions.history.change')}</Table.Th>
                  <Table.Th scope="col">{t('subscriptions.history.reason')}</Table.Th>
                  <Table.Th scope="col">{t('subscriptions.history.by')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.map((h) => (
                  <Table.Tr key={h.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(h.created_at, lang)}</Table.Td>
                    <Table.Td>{t('subscriptions.history.fromTo', { from: t(SCHOOL_STATUS_LABEL[h.from_status]), to: t(SCHOOL_STATUS_LABEL[h.to_status]) })}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                      {h.reason || (
                        <Text span c="dimmed">
                          {t('subscriptions.history.noReason')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{h.actor?.name ?? t('subscriptions.history.system')}</Table.Td>
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
