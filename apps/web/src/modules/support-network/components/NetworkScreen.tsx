/**
 * A network's page: its title and the actions its abilities allow, sections above (review queues,
 * proposals), then tabs: the continuum, the list, and the page's own lists (archived, submissions…).
 * The continuum's answer carries the axes (the list's labels) and what the caller may do here.
 */
import type { ReactNode } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSupportContinuum, TSupportSummary } from '@ss/domain';
import { isApiError } from '../../../lib/api.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingState } from '../../../ui/LoadingState.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import type { NetworkQuery } from '../api.ts';
import { useContinuum } from '../hooks/useSupports.ts';
import { ContinuumGrid } from './ContinuumGrid.tsx';
import { SupportsTable } from './SupportsTable.tsx';

export interface NetworkTab {
  value: string;
  label: string;
  content: ReactNode;
}

interface Props {
  title: string;
  description?: string;
  network: NetworkQuery;
  linkTo: (s: TSupportSummary) => string;
  markOwn?: boolean;
  /** Marks the supports the reading district already holds a copy of (the shared network read for import). */
  imported?: ReadonlySet<number>;
  /** The header's buttons, from what the caller may do here. */
  actions?: (c: TSupportContinuum) => ReactNode;
  /** Sections above the tabs. */
  before?: (c: TSupportContinuum) => ReactNode;
  /** Tabs after the continuum and the list. */
  tabs?: (c: TSupportContinuum) => NetworkTab[];
  /** The continuum alone (the admin's student-support-network pages). */
  continuumOnly?: boolean;
}

export function NetworkScreen(props: Props) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const continuum = useContinuum(props.network);
  const c = continuum.data;

  let body: ReactNode;
  if (continuum.isPending) body = <LoadingState lines={8} height={36} />;
  else if (continuum.isError)
    body = <ErrorState message={isApiError(continuum.error) ? continuum.error.message : undefined} onRetry={() => void continuum.refetch()} retrying={continuum.isFetching} />;
  else if (props.continuumOnly) body = <ContinuumGrid continuum={c!} linkTo={props.linkTo} markOwn={props.markOwn} imported={props.imported} />;
  else {
    const tabs: NetworkTab[] = [
      {
        value: 'continuum',
        label: t('supports.tab.continuum'),
        content: <ContinuumGrid continuum={c!} linkTo={props.linkTo} markOwn={props.markOwn} imported={props.imported} />,
      },
      {
        value: 'list',
        label: t('supports.tab.list'),
        content: (
          <SupportsTable
            network={props.network}
            status="approved"
            axes={c}
            linkTo={props.linkTo}
            markOwn={props.markOwn}
            imported={props.imported}
            caption={t('supports.tab.list')}
            emptyTitle={t('supports.continuum.empty')}
            emptyDescription={t('supports.continuum.emptyHint')}
          />
        ),
      },
      ...(props.tabs?.(c!) ?? []),
    ];
    const view = tabs.some((tab) => tab.value === params.get('view')) ? params.get('view')! : 'continuum';
    body = (
      <Stack gap="lg">
        {props.before?.(c!)}
        <Tabs
          value={view}
          onChange={(v) =>
            setParams(
              (p) => {
                const next = new URLSearchParams(p);
                if (v && v !== 'continuum') next.set('view', v);
                else next.delete('view');
                return next;
              },
              { replace: true },
            )
          }
          keepMounted={false}
        >
          <Tabs.List mb="md">
            {tabs.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab.value} value={tab.value}>
              {tab.content}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader title={props.title} description={props.description} actions={c ? props.actions?.(c) : undefined} />
      {body}
    </Stack>
  );
}
