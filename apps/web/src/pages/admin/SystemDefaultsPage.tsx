import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SYSTEM_CONFIG_LISTS } from '@ss/domain';
import { ConfigIndex } from '../../modules/config/components/ConfigIndex.tsx';
import { ConfigListPage } from '../../modules/config/components/ConfigListPage.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';

/** admin/system-defaults: the lists every new district starts from. */
export function SystemDefaultsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageHeader title={t('page.systemDefaults')} description={t('config.systemDescription')} />
      <ConfigIndex base="/admin/system-defaults" kinds={SYSTEM_CONFIG_LISTS} />
    </Stack>
  );
}

export function SystemDefaultsListPage() {
  return <ConfigListPage kinds={SYSTEM_CONFIG_LISTS} level={{}} />;
}
