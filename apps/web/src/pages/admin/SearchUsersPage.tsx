import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { UserSearch } from '../../modules/simulation/components/UserSearch.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

export function SearchUsersPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.searchUsers')} description={t('searchUsers.description')} />
      <UserSearch />
    </Stack>
  );
}
