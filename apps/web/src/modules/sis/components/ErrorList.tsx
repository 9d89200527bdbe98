import { Table, Title, VisuallyHidden, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TSisError } from '@ss/domain';
import { errorText } from '../status.tsx';

/** Every problem of a bundle with its file, line and column. */
export function ErrorList({ errors }: { errors: TSisError[] }) {
  const { t } = useTranslation();
  if (!errors.length) return null;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('sis.errors.title', { count: errors.length })}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs">
          <caption>
            <VisuallyHidden>{t('sis.errors.caption')}</VisuallyHidden>
          </caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('sis.column.fileName')}</Table.Th>
              <Table.Th scope="col">{t('sis.column.line')}</Table.Th>
              <Table.Th scope="col">{t('sis.column.column')}</Table.Th>
              <Table.Th scope="col">{t('sis.column.problem')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {errors.map((e, i) => (
              <Table.Tr key={i}>
                <Table.Td>{e.file}</Table.Td>
                <Table.Td>{e.line ?? '—'}</Table.Td>
                <Table.Td>{e.column ?? '—'}</Table.Td>
                <Table.Td>{errorText(t, e)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
