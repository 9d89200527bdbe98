import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@ss/domain/language';
import { useLanguage } from '../lib/useLanguage.ts';

interface ListPaginationProps {
  page: number;
  pageSize: number;
  count: number;
  onChange: (page: number) => void;
}

/** "11–20 of 42" and page buttons with spoken names. */
export function ListPagination({ page, pageSize, count, onChange }: ListPaginationProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const total = Math.max(1, Math.ceil(count / pageSize));
  if (count === 0) return null;
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  const controls: Record<string, string> = {
    first: t('pagination.first'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    last: t('pagination.last'),
  };
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {t('pagination.range', { from: formatNumber(from, lang), to: formatNumber(to, lang), total: formatNumber(count, lang) })}
      </Text>
      {total > 1 && (
        <nav aria-label={t('pagination.label')}>
          <Pagination
            total={total}
            value={page}
            onChange={onChange}
            size="sm"
            getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
            getControlProps={(control) => ({ 'aria-label': controls[control] })}
          />
        </nav>
      )}
    </Group>
  );
}
