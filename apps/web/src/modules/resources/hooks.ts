/** Resources' reads and writes; writes refresh the tree and the lists (lib/invalidations.ts). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isApiError } from '../../lib/api.ts';
import { i18n } from '../../lib/i18n.ts';
import { qk } from '../../lib/query-keys.ts';
import { useDomainMutation } from '../../lib/useDomainMutation.ts';
import { notify } from '../../lib/notify.ts';
import {
  createFolder,
  createLink,
  deleteFolder,
  deleteResource,
  fetchFolders,
  fetchResources,
  updateFolder,
  updateResource,
  uploadDocument,
  type Place,
  type ResourceOwner,
} from './api.ts';

export const PAGE_SIZE = 50;

export const useFolders = (owner: ResourceOwner) => useQuery({ queryKey: qk.resources.folders(owner), queryFn: ({ signal }) => fetchFolders(owner, signal) });

export const useResources = (owner: ResourceOwner, place: Place, page: number) =>
  useQuery({
    queryKey: qk.resources.list({ ...owner, place, page }),
    queryFn: ({ signal }) => fetchResources(owner, place, page, PAGE_SIZE, signal),
    placeholderData: keepPreviousData,
  });

const FOLDER_FIELDS = ['name', 'parent_id'];

export const useCreateFolder = () =>
  useDomainMutation({ mutationFn: createFolder, events: ['resource_folder.created'], success: 'resources.folderCreated', fields: FOLDER_FIELDS });

type FolderChange = { id: number; name?: string; parent_id?: number | null };
export const useUpdateFolder = () =>
  useDomainMutation({
    mutationFn: ({ id, ...body }: FolderChange) => updateFolder(id, body),
    events: ['resource_folder.updated'],
    success: (t, _data, vars) => t(vars.name !== undefined ? 'resources.folderRenamed' : 'resources.folderMoved'),
    fields: FOLDER_FIELDS,
  });

export const useDeleteFolder = () =>
  useDomainMutation({
    mutationFn: ({ id, recursive }: { id: number; recursive: boolean }) => deleteFolder(id, recursive),
    events: ['resource_folder.deleted'],
    success: 'resources.folderDeleted',
  });

/** Fields a resource's dialog shows by itself. */
export const RESOURCE_FIELDS = ['kind', 'title', 'description', 'url', 'file', 'folder_id', 'school_ids', 'shared_with_all'];

export const useCreateLink = () => useDomainMutation({ mutationFn: createLink, events: ['resource.created'], success: 'Resource Created', fields: RESOURCE_FIELDS });

/** An upload: a refusal a field explains is shown there; anything else is the spec's upload failure. */
export const useUploadDocument = () =>
  useDomainMutation({
    mutationFn: uploadDocument,
    events: ['resource.created'],
    success: 'Resource Created',
    onError: (error) => {
      if (isApiError(error) && error.fields && RESOURCE_FIELDS.some((f) => error.fields?.[f])) return true;
      if (isApiError(error) && (error.status === 403 || error.status === 404)) return false;
      notify('error', i18n.t('Could not upload file. Please check your inputs.'));
      return true;
    },
  });

type ResourceChange = { id: number; version: number } & Record<string, unknown>;
export const useUpdateResource = () =>
  useDomainMutation({
    mutationFn: ({ id, ...body }: ResourceChange) => updateResource(id, body),
    events: ['resource.updated'],
    success: 'Resource Updated',
    fields: RESOURCE_FIELDS,
  });

export const useDeleteResource = () => useDomainMutation({ mutationFn: deleteResource, events: ['resource.deleted'], success: 'resources.resourceDeleted' });
