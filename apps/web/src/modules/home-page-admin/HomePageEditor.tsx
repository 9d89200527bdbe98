/**
 * /admin/home-page-updates: every part of the sign-in page a super admin edits, one tab each (the tab is in the
 * address, so a form returns to its list): slides, testimonials, partners, links (header, calls to action, schools'
 * home pages), the video, terms and privacy.
 */
import { Anchor, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HOME_COLLECTIONS, type HomeCollection } from '@ss/domain';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { useLanguage } from '../../lib/useLanguage.ts';
import { AddButton, CollectionList } from './CollectionList.tsx';
import { addPath, BASE } from './form.ts';
import { useHomeCollection, useHomeLegal } from './hooks.ts';

const TABS = [...HOME_COLLECTIONS, 'legal'] as const;
type Tab = (typeof TABS)[number];

function CollectionPanel({ collection }: { collection: HomeCollection }) {
  const { t } = useTranslation();
  const list = useHomeCollection(collection);
  const title = t(`homePage.tab.${collection}`);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text c="dimmed" maw={640}>
          {t(`homePage.describe.${collection}`)}
        </Text>
        <Group gap="xs">
          {collection === 'links' ? (
            <>
              <AddButton to={addPath('links', 'header')} label={t('homePage.add.header')} />
              <AddButton to={addPath('links', 'call_to_action')} label={t('homePage.add.call_to_action')} />
              <AddButton to={addPath('links', 'school_home')} label={t('homePage.add.school_home')} />
            </>
          ) : (
            <AddButton to={addPath(collection)} label={t(`homePage.add.${collection}`)} />
          )}
        </Group>
      </Group>
      {list.isPending ? (
        <LoadingState lines={4} />
      ) : list.isError ? (
        <ErrorState message={t('homePage.loadError')} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : (
        <CollectionList collection={collection} items={list.data.items} title={title} empty={t(`homePage.empty.${collection}`)} />
      )}
    </Stack>
  );
}

function LegalPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const legal = useHomeLegal();
  if (legal.isPending) return <LoadingState lines={2} />;
  if (legal.isError) return <ErrorState message={t('homePage.loadError')} onRetry={() => void legal.refetch()} retrying={legal.isFetching} />;
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('homePage.describe.legal')}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {legal.data.items.map((item) => (
          <Paper key={item.key} withBorder p="md" radius="md">
            <Stack gap={4}>
              <Title order={3} size="h5">
                {language === 'fr' ? item.title.fr : item.title.en}
              </Title>
              <Text size="sm" c="dimmed">
                {t('homePage.legal.updated', { date: new Date(item.updated_at).toLocaleDateString(language === 'fr' ? 'fr-CA' : 'en-CA') })}
              </Text>
              <Group gap="md" mt="xs">
                <Anchor component={Link} to={`${BASE}/legal/${item.key}`}>
                  {t('homePage.legal.edit', { title: language === 'fr' ? item.title.fr : item.title.en })}
                </Anchor>
                <Anchor component={Link} to={`/${item.key}`}>
                  {t('homePage.legal.view')}
                </Anchor>
              </Group>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function HomePageEditor() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.includes(asked as Tab) ? (asked as Tab) : 'slides';
  return (
    <Tabs value={tab} onChange={(value) => value && setParams({ tab: value }, { replace: true })} keepMounted={false}>
      <Tabs.List mb="md">
        {TABS.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {t(`homePage.tab.${name}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {HOME_COLLECTIONS.map((collection) => (
        <Tabs.Panel key={collection} value={collection}>
          <CollectionPanel collection={collection} />
        </Tabs.Panel>
      ))}
      <Tabs.Panel value="legal">
        <LegalPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
