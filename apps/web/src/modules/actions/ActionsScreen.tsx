/** The `actions` page of a district or a school: its actions, and "My actions" beside them. */
import { useState } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ActionsList } from './ActionsList.tsx';
import type { ActionsWhere } from './api.ts';

export function ActionsScreen({ where }: { where: ActionsWhere }) {
  const { t } = useTranslation();
  const own = where.school !== undefined ? 'schoolActions' : 'districtActions';
  // `?tab=mine` (the home page's "All my actions") opens My actions.
  const [search] = useSearchParams();
  const [tab, setTab] = useState<string>(search.get('tab') === 'mine' ? 'myActions' : own);
  return (
    <Stack gap="md">
      <PageHeader title={t('page.actions')} description={t('actions.description')} />
      <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value={own}>{t(own === 'schoolActions' ? 'actions.tab.school' : 'actions.tab.district')}</Tabs.Tab>
          <Tabs.Tab value="myActions">{t('actions.tab.mine')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={own}>
          <ActionsList scope={own} where={where} />
        </Tabs.Panel>
        <Tabs.Panel value="myActions">
          <ActionsList scope="myActions" where={where} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
