/** Resources' calls (issue 11, section 3): an owner's folder tree, a folder's resources, and the writes. */
import type { TResource, TResourceFolder, TResourceFolderList, TResourcePage } from '@ss/domain';
import { api } from '../../lib/api.ts';

/** Whose resources: a school's or a district's. */
export type ResourceOwner = { school: number; district?: undefined } | { district: number; school?: undefined };
/** What the page shows: a folder, the top level, or (a school) what the district shares with it. */
export type Place = number | 'root' | 'shared';

export const ownerIds = (o: ResourceOwner) => (o.school !== undefined ? { school_id: o.school } : { district_id: o.district });

export const fetchFolders = (owner: ResourceOwner, signal?: AbortSignal) => api.get<TResourceFolderList>('resource_folders/', { ...owner }, signal);
export const fetchResources = (owner: ResourceOwner, place: Place, page: number, pageSize: number, signal?: AbortSignal) =>
  api.get<TResourcePage>('resources/', { ...owner, folder: place, page, pageSize }, signal);

export const createFolder = (body: { school_id?: number; district_id?: number; parent_id: number | null; name: string }) => api.post<TResourceFolder>('resource_folders/', body);
export const updateFolder = (id: number, body: { name?: string; parent_id?: number | null }) => api.patch<TResourceFolder>(`resource_folders/${id}/`, body);
export const deleteFolder = (id: number, recursive: boolean) => api.delete<void>(`resource_folders/${id}/`, recursive ? { recursive: 'true' } : undefined);

export interface LinkBody {
  school_id?: number;
  district_id?: number;
  folder_id: number | null;
  kind: 'link' | 'google_doc' | 'youtube';
  title: string;
  description: string | null;
  url: string;
  shared_with_all?: boolean;
  school_ids?: number[];
}
export const createLink = (body: LinkBody) => api.post<TResource>('resources/', body);
/** A document: the fields first (the server checks them before reading the file), then the file. */
export const uploadDocument = (form: FormData) => api.upload<TResource>('resources/', form);
export const updateResource = (id: number, body: Record<string, unknown> & { version: number }) => api.patch<TResource>(`resources/${id}/`, body);
export const deleteResource = (id: number) => api.delete<void>(`resources/${id}/`);

/** A document's download address (an attachment: the browser saves it). */
export const fileUrl = (id: number) => `/api/v1/resources/${id}/file/`;
