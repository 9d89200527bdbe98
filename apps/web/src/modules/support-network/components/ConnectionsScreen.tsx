/**
 * Connected districts (admin, spec "connected districts"): pick a district, see the districts it is
 * connected to (each may import from the other's approved network), connect it to another, disconnect
 * one after a confirmation.
 */
import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TConnections } from '@ss/domain';
import { formatDay } from '../../supports-given/dates.ts';
import { isApiError } from '../../../lib/api.ts';
import { qk } from '../../../lib/query-keys.ts';
import { useLanguage } from '../../../lib/useLanguage.ts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { EmptyMessage } from '../../../ui/EmptyMessage.tsx';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { serverFieldError } from '../../../lib/form-errors.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { fetchAllDistricts } from '../../admin/api.ts';
import { useConnect, useDisconnect } from '../hooks/useSupportMutations.ts';
import { useConnections } from '../hooks/useSupports.ts';

type Connection = TConnections['results'][number];

export function ConnectionsScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [district, setDistrict] = useState<number | null>(null);
  const [partner, setPartner] = useState<string | null>(null);
  const districts = useQuery({ queryKey: qk.districts.everything(), queryFn: ({ signal }) => fetchAllDistricts(signal) });
  const connections = useConnections(district);
  const connect = useConnect();
  const disconnect = useDisconnect();
  const all = districts.data?.results ?? [];
  const linked = new Set((connections.data?.results ?? []).map((c) => c.district.id));
  const name = all.find((d) => d.id === district)?.name ?? '';

  const confirmDisconnect = (c: Connection) =>
    modals.openConfirmModal({
      closeButtonProps: { 'aria-label': t('common.close') },
      title: t('supports.connections.disconnect'),
      children: <Text size="sm">{t('supports.connections.disconnectConfirm', { a: name, b: c.district.name })}</Text>,
      labels: { confirm: t('supports.connections.disconnect'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => disconnect.mutate({ district: district!, partner: c.district.id }),
    });

  return (
    <Stack gap="md">
      <PageHeader title={t('page.connectedDistricts')} description={t('supports.connections.description')} />
      {districts.isError && <ErrorState onRetry={() => void districts.refetch()} />}
      <Select
        label={t('supports.connections.district')}
        placeholder={t('supports.connections.pickDistrict')}
        data={all.map((d) => ({ value: String(d.id), label: d.name }))}
        value={district === null ? null : String(district)}
        onChange={(v) => {
          setDistrict(v === null ? null : Number(v));
          setPartner(null);
        }}
        searchable
        nothingFoundMessage={t('common.noResults')}
        maw={420}
        disabled={districts.isPending}
      />
      {district === null ? (
        <EmptyMessage title={t('supports.connections.pickFirst')} />
      ) : (
        <>
          <DataTable<Connection>
            caption={t('supports.connections.caption', { name })}
            rows={connections.data?.results}
            rowKey={(c) => c.district.id}
            loading={connections.isPending}
            error={connections.isError ? (isApiError(connections.error) ? connections.error.message : 'Could not get data.') : null}
            onRetry={() => void connections.refetch()}
            emptyTitle={t('supports.connections.none')}
            emptyDescription={t('supports.connections.noneHint')}
            columns={[
              { key: 'name', header: t('supports.connections.partner'), render: (c) => <Text fw={600}>{c.district.name}</Text> },
              { key: 'since', header: t('supports.connections.since'), render: (c) => formatDay(c.created_at, lang) },
              ...(connections.data?.abilities.update
                ? [
                    {
                      key: 'actions',
                      header: t('supports.column.actions'),
                      render: (c: Connection) => (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => confirmDisconnect(c)}
                          aria-label={t('supports.connections.disconnectNamed', { name: c.district.name })}
                        >
                          {t('supports.connections.disconnect')}
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          {connections.data?.abilities.update && (
            <Paper withBorder radius="md" p="md" component="section" aria-labelledby="connect-title">
              <Title order={2} size="h4" id="connect-title" mb="sm">
                {t('supports.connections.connectTitle', { name })}
              </Title>
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  if (partner) connect.mutate({ district, partner: Number(partner) }, { onSuccess: () => setPartner(null) });
                }}
              >
                <Group align="flex-end" gap="sm">
                  <Select
                    label={t('supports.connections.partner')}
                    data={all.filter((d) => d.id !== district && !linked.has(d.id)).map((d) => ({ value: String(d.id), label: d.name }))}
                    value={partner}
                    onChange={setPartner}
                    searchable
                    nothingFoundMessage={t('common.noResults')}
                    error={serverFieldError(t, connect.error, 'partner')}
                    w={360}
                  />
                  <Button type="submit" disabled={!partner} loading={connect.isPending}>
                    {t('supports.connections.connect')}
                  </Button>
                </Group>
              </form>
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
