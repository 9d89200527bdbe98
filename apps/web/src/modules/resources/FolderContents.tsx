/**
 * What the open place holds: the path to it (breadcrumbs), its folder actions, the folders inside it and
 * a page of its resources, with loading, error and empty states. At a school, "From the district" lists
 * what the district shares with it, read-only.
 */
import { useState } from 'react';
import { ActionIcon, Anchor, Breadcrumbs, Group, Menu, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconBuildingCommunity, IconDots, IconFolder, IconFolderShare, IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TResource, TResourceFolder } from '@ss/domain';
import { qk } from '../../lib/query-keys.ts';
import { EmptyMessage } from '../../ui/EmptyMessage.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { ListPagination } from '../../ui/ListPagination.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { fetchAllSchools } from '../schools/api.ts';
import type { Place, ResourceOwner } from './api.ts';
import { countText } from './FolderDialogs.tsx';
import { childrenOf, pathOf } from './folder-math.ts';
import { PAGE_SIZE, useResources } from './hooks.ts';
import { ResourceItem } from './ResourceItem.tsx';

export type FolderAction = 'rename' | 'move' | 'delete';
export type ResourceAction = 'edit' | 'move' | 'delete';

interface Props {
  owner: ResourceOwner;
  folders: TResourceFolder[];
  place: Place;
  placeName: string;
  canAdd: boolean;
  onOpen: (place: Place) => void;
  onFolderAction: (action: FolderAction, folder: TResourceFolder) => void;
  onResourceAction: (action: ResourceAction, resource: TResource) => void;
}

function Path({ folders, place, onOpen }: { folders: TResourceFolder[]; place: Place; onOpen: (p: Place) => void }) {
  const { t } = useTranslation();
  if (place === 'shared' || place === 'root') return null;
  const path = typeof place === 'number' ? pathOf(folders, place) : [];
  const crumbs: { place: Place; name: string }[] = [{ place: 'root', name: t('resources.root') }, ...path.map((f) => ({ place: f.id as Place, name: f.name }))];
  return (
    <nav aria-label={t('resources.path')}>
      <Breadcrumbs separatorMargin={6}>
        {crumbs.map((c, i) =>
          i === crumbs.length - 1 ? (
            <Text key={String(c.place)} size="sm" aria-current="page">
              {c.name}
            </Text>
          ) : (
            <Anchor key={String(c.place)} component="button" type="button" size="sm" onClick={() => onOpen(c.place)}>
              {c.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}

function FolderMenu({ folder, onAction }: { folder: TResourceFolder; onAction: (a: FolderAction) => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" aria-label={t('resources.folderActions', { name: folder.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onAction('rename')}>
          {t('resources.rename')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFolderShare size={16} aria-hidden />} onClick={() => onAction('move')}>
          {t('resources.moveTo')}
        </Menu.Item>
        <Menu.Item leftSection={<IconTrash size={16} aria-hidden />} color="red" onClick={() => onAction('delete')}>
          {t('resources.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function FolderContents({ owner, folders, place, placeName, canAdd, onOpen, onFolderAction, onResourceAction }: Props) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useResources(owner, place, page);
  const folder = typeof place === 'number' ? folders.find((f) => f.id === place) : undefined;
  const inside = place === 'shared' ? [] : childrenOf(folders, folder?.id ?? null);
  const resources = list.data?.results ?? [];
  const schools = useQuery({
    queryKey: qk.schools.everything(owner.district ?? null),
    queryFn: ({ signal }) => fetchAllSchools(owner.district ?? null, signal),
    enabled: owner.district !== undefined && resources.some((r) => r.sharing && !r.sharing.all && r.sharing.school_ids.length),
  });
  const schoolNames = new Map((schools.data?.results ?? []).map((s) => [s.id, s.name]));
  return (
    <Stack gap="md">
      <Path folders={folders} place={place} onOpen={onOpen} />
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          {place === 'shared' ? <IconBuildingCommunity size={22} aria-hidden /> : <IconFolder size={22} aria-hidden />}
          <Title order={2} size="h3">
            {placeName}
          </Title>
        </Group>
        {folder?.abilities.update && <FolderMenu folder={folder} onAction={(a) => onFolderAction(a, folder)} />}
      </Group>
      {place === 'shared' && (
        <Text size="sm" c="dimmed">
          {t('resources.fromDistrictHint')}
        </Text>
      )}
      {inside.length > 0 && (
        <Stack component="ul" gap={6} aria-label={t('resources.subfolders', { place: placeName })} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {inside.map((f) => (
            <Paper component="li" key={f.id} withBorder radius="md">
              <UnstyledButton onClick={() => onOpen(f.id)} p="sm" w="100%">
                <Group gap="sm" wrap="nowrap">
                  <IconFolder size={20} aria-hidden />
                  <Text fw={600} style={{ flex: 1 }}>
                    {f.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('resources.folderSummary', { folders: countText(t, 'folders', f.folders), resources: countText(t, 'resources', f.resources) })}
                  </Text>
                </Group>
              </UnstyledButton>
            </Paper>
          ))}
        </Stack>
      )}
      {list.isPending ? (
        <LoadingState lines={3} height={56} />
      ) : list.isError ? (
        <ErrorState message="resources.loadError" onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : resources.length === 0 ? (
        inside.length === 0 && (
          <EmptyMessage
            title={t(place === 'shared' ? 'resources.emptyShared' : 'resources.empty')}
            description={canAdd && place !== 'shared' ? t('resources.emptyHint') : undefined}
          />
        )
      ) : (
        <>
          <Stack component="ul" gap="sm" aria-label={t('resources.list', { place: placeName })} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {resources.map((r) => (
              <ResourceItem
                key={`${r.id}-${r.version}`}
                resource={r}
                schoolNames={schoolNames}
                onEdit={() => onResourceAction('edit', r)}
                onMove={place !== 'shared' && !r.from_district ? () => onResourceAction('move', r) : undefined}
                onDelete={() => onResourceAction('delete', r)}
              />
            ))}
          </Stack>
          <ListPagination page={page} pageSize={PAGE_SIZE} count={list.data?.count ?? 0} onChange={setPage} />
        </>
      )}
    </Stack>
  );
}
