import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSisSchoolSummary } from '@ss/domain';
import { formatNumber } from '@ss/domain/language';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { EmptyMessage } from '../../../ui/EmptyMessage.tsx';

const COUNTS = ['created', 'updated', 'unchanged', 'archived', 'teachers_invited', 'teachers_updated', 'assignments_added', 'assignments_removed'] as const;

/** What the sync does (or did) in each school; schools over the archive guard are marked. */
export function SummaryTable({ schools, overGuard, caption }: { schools: TSisSchoolSummary[]; overGuard: number[]; caption: string }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  if (!schools.length) return <EmptyMessage title={t('sis.summary.empty')} />;
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm">
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('sis.column.school')}</Table.Th>
            {COUNTS.map((k) => (
              <Table.Th key={k} scope="col" ta="right">
                {t(`sis.count.${k}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {schools.map((s) => {
            const guarded = overGuard.includes(s.school_id);
            return (
              <Table.Tr key={s.school_id}>
                <Table.Th scope="row" fw={500}>
                  {s.school_name}
                </Table.Th>
                {COUNTS.map((k) => (
                  <Table.Td key={k} ta="right">
                    {formatNumber(s[k], lang)}
                    {k === 'archived' && s.archived > 0 && (
                      <Text span size="xs" c={guarded ? 'red.8' : 'dimmed'} fw={guarded ? 700 : undefined} ml={4}>
                        {t('sis.summary.ratio', { ratio: formatNumber(Math.round(s.archive_ratio * 1000) / 10, lang), total: formatNumber(s.active_before, lang) })}
                      </Text>
                    )}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
