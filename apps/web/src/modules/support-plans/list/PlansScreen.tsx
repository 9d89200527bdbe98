/** The `plans` page of a school or a district: "Active and deactivated support plans", one tab each. */
import { useState } from 'react';
import { Button, Group, Stack, Tabs } from '@mantine/core';
import { IconFileZip, IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { StatusPage } from '../../auth/components/StatusPage.tsx';
import { useSignedInUser } from '../../auth/hooks/useCurrentUser.ts';
import { useSchool } from '../../schools/hooks/useSchool.ts';
import { mayBulkExport } from './access.ts';
import { plansPath, type PlansWhere, type PlanTab } from './api.ts';
import { PlansTable } from './PlansTable.tsx';

const TABS: PlanTab[] = ['active', 'deactivated'];

export function PlansScreen({ where }: { where: PlansWhere }) {
  const { t } = useTranslation();
  // `?tab=deactivated` keeps the tab across a visit to a plan and back.
  const [search, setSearch] = useSearchParams();
  const tab: PlanTab = search.get('tab') === 'deactivated' ? 'deactivated' : 'active';
  const [denied, setDenied] = useState(false);
  const user = useSignedInUser();
  const school = useSchool(where.school ?? null);
  const mayExport = mayBulkExport(user, where.district, school.data);
  if (denied) return <StatusPage kind="forbidden" message="You don't have permissions to view this page." />;
  return (
    <Stack gap="md">
      <PageHeader
        title={t('page.plans')}
        description={t(where.school === undefined ? 'plans.descriptionDistrict' : 'plans.description')}
        actions={
          <Group gap="sm">
            {mayExport && (
              <Button component={Link} to={`${plansPath(where)}/bulk-export`} variant="light" leftSection={<IconFileZip size={16} aria-hidden />}>
                {t('plans.bulkExport')}
              </Button>
            )}
            <Button component={Link} to={`${plansPath(where)}/configurations`} variant="light" leftSection={<IconSettings size={16} aria-hidden />}>
              {t('plans.configurations')}
            </Button>
          </Group>
        }
      />
      <Tabs value={tab} onChange={(v) => v && setSearch(v === 'active' ? {} : { tab: v }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`plans.tab.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            <PlansTable where={where} tab={value} onDenied={() => setDenied(true)} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
