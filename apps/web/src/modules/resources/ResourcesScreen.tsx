/**
 * A school's or a district's resources (issue 11, section 3): the folder tree beside what the open
 * folder holds, and every dialog (new folder, rename, move, delete; add, edit, move, delete a resource).
 * The open place is in the address (`?folder=12`, `?folder=shared`), so reloading or going back keeps
 * it. What the caller may do comes from the server's abilities.
 */
import { useState } from 'react';
import { Button, Grid, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconFolderPlus, IconPlus } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MAX_RESOURCE_FOLDER_DEPTH } from '@ss/domain/enums';
import type { TResource, TResourceFolder } from '@ss/domain';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { ErrorState } from '../../ui/ErrorState.tsx';
import { LoadingState } from '../../ui/LoadingState.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { ownerIds, type Place, type ResourceOwner } from './api.ts';
import { DeleteFolderDialog, FolderNameDialog, MoveDialog } from './FolderDialogs.tsx';
import { FolderContents, type FolderAction, type ResourceAction } from './FolderContents.tsx';
import { contentOf, moveTargets } from './folder-math.ts';
import { FolderTree } from './FolderTree.tsx';
import { useCreateFolder, useDeleteFolder, useDeleteResource, useFolders, useUpdateFolder, useUpdateResource } from './hooks.ts';
import { ResourceDialog } from './ResourceDialog.tsx';

type Dialog =
  { kind: 'newFolder' } | { kind: 'add' } | { kind: `folder.${FolderAction}`; folder: TResourceFolder } | { kind: `resource.${ResourceAction}`; resource: TResource } | null;

function placeOf(value: string | null, folders: TResourceFolder[], school: boolean): Place {
  if (value === 'shared' && school) return 'shared';
  const id = Number(value);
  return folders.some((f) => f.id === id) ? id : 'root';
}

export function ResourcesScreen({ owner, districtId }: { owner: ResourceOwner; districtId: number }) {
  const { t } = useTranslation();
  const tree = useFolders(owner);
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<Dialog>(null);
  const createFolder = useCreateFolder();
  const updateFolder = useUpdateFolder();
  const deleteFolder = useDeleteFolder();
  const updateResource = useUpdateResource();
  const deleteResource = useDeleteResource();
  const school = owner.school !== undefined;
  const description = t(school ? 'resources.description.school' : 'resources.description.district');

  if (tree.isPending || tree.isError)
    return (
      <>
        <PageHeader title={t('page.resources')} description={description} />
        {tree.isPending ? <LoadingState lines={6} /> : <ErrorState message="resources.foldersLoadError" onRetry={() => void tree.refetch()} retrying={tree.isFetching} />}
      </>
    );

  const { results: folders, abilities } = tree.data;
  const place = placeOf(params.get('folder'), folders, school);
  const open = (next: Place) => setParams(next === 'root' ? {} : { folder: String(next) });
  const current = typeof place === 'number' ? folders.find((f) => f.id === place)! : undefined;
  const placeName = place === 'shared' ? t('resources.fromDistrict') : (current?.name ?? t('resources.root'));
  const closeDialog = () => setDialog(null);
  const done = { onSuccess: closeDialog };
  const writable = place !== 'shared';

  return (
    <Stack gap={0}>
      <PageHeader
        title={t('page.resources')}
        description={description}
        actions={
          writable && (
            <Group gap="sm">
              {abilities.manage_folders && (current?.depth ?? 0) < MAX_RESOURCE_FOLDER_DEPTH && (
                <Button variant="default" leftSection={<IconFolderPlus size={18} aria-hidden />} onClick={() => setDialog({ kind: 'newFolder' })}>
                  {t('resources.newFolder')}
                </Button>
              )}
              {abilities.add_resources && (
                <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialog({ kind: 'add' })}>
                  {t('resources.add')}
                </Button>
              )}
            </Group>
          )
        }
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="sm" radius="md">
            <FolderTree folders={folders} place={place} onOpen={open} shared={tree.data.shared_resources} />
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <FolderContents
            key={String(place)}
            owner={owner}
            folders={folders}
            place={place}
            placeName={placeName}
            canAdd={abilities.add_resources}
            onOpen={open}
            onFolderAction={(action, folder) => setDialog({ kind: `folder.${action}`, folder })}
            onResourceAction={(action, resource) => setDialog({ kind: `resource.${action}`, resource })}
          />
        </Grid.Col>
      </Grid>

      {dialog?.kind === 'newFolder' && (
        <FolderNameDialog
          title={t('resources.newFolderTitle', { place: placeName })}
          initial=""
          pending={createFolder.isPending}
          error={createFolder.error}
          onSave={(name) => createFolder.mutate({ ...ownerIds(owner), parent_id: current?.id ?? null, name }, done)}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'folder.rename' && (
        <FolderNameDialog
          title={t('resources.renameTitle', { name: dialog.folder.name })}
          initial={dialog.folder.name}
          pending={updateFolder.isPending}
          error={updateFolder.error}
          onSave={(name) => updateFolder.mutate({ id: dialog.folder.id, name }, done)}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'folder.move' && (
        <MoveDialog
          title={t('resources.moveFolderTitle', { name: dialog.folder.name })}
          targets={moveTargets(folders, dialog.folder.id, dialog.folder.parent_id, t('resources.root'))}
          pending={updateFolder.isPending}
          error={updateFolder.error}
          onMove={(parent) => updateFolder.mutate({ id: dialog.folder.id, parent_id: parent }, done)}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'folder.delete' && (
        <DeleteFolderDialog
          folder={dialog.folder}
          content={contentOf(folders, dialog.folder.id)}
          pending={deleteFolder.isPending}
          onDelete={(recursive) =>
            deleteFolder.mutate(
              { id: dialog.folder.id, recursive },
              {
                onSuccess: () => {
                  closeDialog();
                  open(dialog.folder.parent_id ?? 'root');
                },
              },
            )
          }
          onClose={closeDialog}
        />
      )}
      {(dialog?.kind === 'add' || dialog?.kind === 'resource.edit') && (
        <ResourceDialog
          owner={owner}
          districtId={districtId}
          folder={{ id: current?.id ?? null, name: placeName }}
          maxMb={tree.data.max_document_mb}
          canShare={abilities.share}
          resource={dialog.kind === 'resource.edit' ? dialog.resource : undefined}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'resource.move' && (
        <MoveDialog
          title={t('resources.moveResourceTitle', { title: dialog.resource.title })}
          targets={moveTargets(folders, null, dialog.resource.folder_id, t('resources.root'))}
          pending={updateResource.isPending}
          error={updateResource.error}
          onMove={(folder) => updateResource.mutate({ id: dialog.resource.id, version: dialog.resource.version, folder_id: folder }, done)}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'resource.delete' && (
        <Modal opened onClose={closeDialog} title={t('resources.deleteResourceTitle')} closeButtonProps={{ 'aria-label': t('common.close') }}>
          <Stack gap="md">
            <Text>{t('resources.deleteResourceBody', { title: dialog.resource.title })}</Text>
            <DialogActions
              onCancel={closeDialog}
              label={t('resources.deleteConfirm')}
              color="red"
              loading={deleteResource.isPending}
              onConfirm={() => deleteResource.mutate(dialog.resource.id, done)}
              autoFocus
            />
          </Stack>
        </Modal>
      )}
    </Stack>
  );
}
