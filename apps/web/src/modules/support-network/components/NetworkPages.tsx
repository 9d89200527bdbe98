/**
 * The network page of each workspace, on NetworkScreen: a district's (add, import, archived, its
 * submissions to the shared network), a school's (its leaders' review queue, everyone else's proposals),
 * the admin's shared network (submissions waiting, returned, archived), and the shared network as a
 * district or a school reads it.
 */
import { useMemo } from 'react';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload, IconPlus, IconShare } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TSupportContinuum, TSupportSummary } from '@ss/domain';
import type { Column } from '../../../ui/DataTable.tsx';
import type { NetworkQuery } from '../api.ts';
import { importedSources } from '../continuum.ts';
import { useContinuum } from '../hooks/useSupports.ts';
import { addPath, editPath, importPath, reviewPath, sharedPath, viewForImportPath, viewPath, type Place } from '../place.ts';
import { NetworkScreen, type NetworkTab } from './NetworkScreen.tsx';
import { ReviewComment, SupportQueue } from './SupportQueue.tsx';
import { SupportsTable } from './SupportsTable.tsx';

function SharedLink({ place }: { place: Place }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={sharedPath(place)} variant="default" leftSection={<IconShare size={16} aria-hidden />}>
      {t('supports.sharedNetwork')}
    </Button>
  );
}

function AddButton({ place, propose }: { place: Place; propose?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={addPath(place)} leftSection={<IconPlus size={16} aria-hidden />}>
      {t(propose ? 'supports.propose' : 'supports.add')}
    </Button>
  );
}

/** The archived supports of a network, with the list's filters. */
function archivedTab(place: Place, network: Parameters<typeof SupportsTable>[0]['network'], c: TSupportContinuum, t: (k: string) => string): NetworkTab {
  return {
    value: 'archived',
    label: t('supports.tab.archived'),
    content: (
      <SupportsTable
        network={network}
        status="archived"
        axes={c}
        linkTo={(s) => viewPath(place, s)}
        caption={t('supports.tab.archived')}
        emptyTitle={t('supports.archived.empty')}
      />
    ),
  };
}

export function DistrictNetwork({ district }: { district: number }) {
  const { t } = useTranslation();
  const place: Place = { kind: 'district', district };
  const network = { district };
  return (
    <NetworkScreen
      title={t('page.supportNetwork')}
      description={t('supports.district.description')}
      network={network}
      linkTo={(s) => viewPath(place, s)}
      actions={(c) => (
        <Group gap="sm">
          <SharedLink place={place} />
          {c.abilities.import && (
            <Button component={Link} to={importPath(district)} variant="light" leftSection={<IconDownload size={16} aria-hidden />}>
              {t('supports.import.open')}
            </Button>
          )}
          {c.abilities.create && <AddButton place={place} />}
        </Group>
      )}
      tabs={(c) =>
        c.abilities.create
          ? [
              archivedTab(place, network, c, t),
              {
                value: 'submissions',
                label: t('supports.tab.submissions'),
                content: (
                  <WaitingAndReturned place={place} network={{ level: 'shared', district }} c={c} empty={['supports.submissions.empty', 'supports.submissions.noneReturned']} />
                ),
              },
            ]
          : []
      }
    />
  );
}

/** The comment column of returned supports (lists carry no comments: each row reads its support). */
const commentColumn = (t: (k: string) => string): Column<TSupportSummary> => ({
  key: 'comment',
  header: t('supports.review.comment'),
  render: (s) => <ReviewComment id={s.id} />,
});

/**
 * What waits for a review and what came back with a comment: a district's submissions to the shared
 * network, or a school's proposals of the caller (who may edit a returned one and propose it again).
 */
function WaitingAndReturned(props: { place: Place; network: NetworkQuery; c: TSupportContinuum; empty: [string, string]; proposeAgain?: boolean }) {
  const { t } = useTranslation();
  const again: Column<TSupportSummary> = {
    key: 'again',
    header: t('supports.column.actions'),
    render: (s) => (
      <Button component={Link} to={editPath(props.place, s)} size="xs" variant="light">
        {t('supports.editAndPropose')}
      </Button>
    ),
  };
  return (
    <Stack gap="md">
      {(['pending', 'returned'] as const).map((status, i) => (
        <SupportQueue
          key={status}
          title={t(`supports.proposals.${status}`)}
          caption={t(`supports.proposals.${status}`)}
          network={props.network}
          status={status}
          axes={props.c}
          linkTo={(s) => viewPath(props.place, s)}
          emptyTitle={t(props.empty[i]!)}
          extra={status === 'returned' ? [commentColumn(t), ...(props.proposeAgain ? [again] : [])] : undefined}
        />
      ))}
    </Stack>
  );
}

export function SchoolNetwork({ district, school }: { district: number; school: number }) {
  const { t } = useTranslation();
  const place: Place = { kind: 'school', district, school };
  const network = { school };
  return (
    <NetworkScreen
      title={t('page.supportNetwork')}
      description={t('supports.school.description')}
      network={network}
      markOwn
      linkTo={(s) => viewPath(place, s)}
      actions={(c) => (
        <Group gap="sm">
          <SharedLink place={place} />
          {(c.abilities.create || c.abilities.propose) && <AddButton place={place} propose={!c.abilities.create} />}
        </Group>
      )}
      before={(c) => (
        <>
          {c.abilities.create && (
            <SupportQueue
              title={t('supports.review.waiting')}
              caption={t('supports.review.waiting')}
              network={{ level: 'school', school }}
              status="pending"
              axes={c}
              linkTo={(s) => reviewPath(place, s.id)}
              emptyTitle={t('supports.review.nothing')}
            />
          )}
          {!c.abilities.create && c.abilities.propose && (
            <Stack gap="sm" component="section" aria-labelledby="my-proposals">
              <Title order={2} size="h3" id="my-proposals">
                {t('supports.proposals.mine')}
              </Title>
              <WaitingAndReturned
                place={place}
                network={{ level: 'school', school }}
                c={c}
                empty={['supports.proposals.nonePending', 'supports.proposals.noneReturned']}
                proposeAgain
              />
            </Stack>
          )}
        </>
      )}
      tabs={(c) => (c.abilities.create ? [archivedTab(place, { level: 'school', school }, c, t)] : [])}
    />
  );
}

export function AdminNetwork() {
  const { t } = useTranslation();
  const place: Place = { kind: 'admin' };
  const network = { level: 'shared' } as const;
  return (
    <NetworkScreen
      title={t('page.studentSupports')}
      description={t('supports.admin.description')}
      network={network}
      linkTo={(s) => viewPath(place, s)}
      actions={(c) => (
        <Group gap="sm">
          <Button component={Link} to="/admin/student-supports/connected-districts" variant="default">
            {t('page.connectedDistricts')}
          </Button>
          {c.abilities.create && <AddButton place={place} />}
        </Group>
      )}
      before={(c) => (
        <SupportQueue
          title={t('supports.submissions.waiting')}
          caption={t('supports.submissions.waiting')}
          network={network}
          status="pending"
          axes={c}
          linkTo={(s) => reviewPath(place, s.id)}
          emptyTitle={t('supports.submissions.noneWaiting')}
        />
      )}
      tabs={(c) => [
        {
          value: 'returned',
          label: t('supports.tab.returned'),
          content: (
            <SupportQueue
              caption={t('supports.tab.returned')}
              network={network}
              status="returned"
              axes={c}
              linkTo={(s) => viewPath(place, s)}
              emptyTitle={t('supports.submissions.noneReturned')}
              extra={[commentColumn(t)]}
            />
          ),
        },
        archivedTab(place, network, c, t),
      ]}
    />
  );
}

/** The shared network's continuum alone (the admin's `student-support-network` pages). */
export function AdminContinuum() {
  const { t } = useTranslation();
  const place: Place = { kind: 'admin' };
  return (
    <NetworkScreen
      title={t('page.sharedNetwork')}
      description={t('supports.admin.description')}
      network={{ level: 'shared' }}
      continuumOnly
      linkTo={(s) => viewPath(place, s)}
      actions={() => (
        <Button component={Link} to="/admin/student-supports" variant="default">
          {t('page.studentSupports')}
        </Button>
      )}
    />
  );
}

/** The shared network read from a district (its supports open for import when the district may import) or a school. */
export function SharedNetwork({ place }: { place: Exclude<Place, { kind: 'admin' }> }) {
  const { t } = useTranslation();
  const own = useContinuum(place.kind === 'district' ? { district: place.district } : null);
  const importing = place.kind === 'district' && own.data?.abilities.import === true;
  const imported = useMemo(() => (importing ? importedSources(own.data!) : undefined), [importing, own.data]);
  return (
    <NetworkScreen
      title={t('page.sharedNetwork')}
      description={t(importing ? 'supports.shared.descriptionImport' : 'supports.shared.description')}
      network={{ level: 'shared' }}
      imported={imported}
      linkTo={(s) => (importing ? viewForImportPath(place.district, s.id) : viewPath(place, s))}
    />
  );
}
