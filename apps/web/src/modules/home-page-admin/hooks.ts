/** The sign-in page's editors' reads and writes; every write refreshes the lists, the preview and the page (lib/invalidations.ts). */
import { useQuery } from '@tanstack/react-query';
import type { HomeCollection, HomeImagePurpose } from '@ss/domain';
import { isApiError } from '../../lib/api.ts';
import { qk } from '../../lib/query-keys.ts';
import { useDomainMutation } from '../../lib/useDomainMutation.ts';
import { createItem, deleteItem, fetchCollection, fetchLegal, orderItems, updateItem, updateLegal, uploadImage } from './api.ts';

export const useHomeCollection = <C extends HomeCollection>(collection: C) =>
  useQuery({ queryKey: qk.homePage.collection(collection), queryFn: ({ signal }) => fetchCollection(collection, signal) });

export const useHomeLegal = () => useQuery({ queryKey: qk.homePage.legal(), queryFn: ({ signal }) => fetchLegal(signal) });

/** A stale version is the form's to show (with a reload), not a snackbar. */
const conflictHandler = (onConflict: () => void) => (error: unknown) => {
  if (!isApiError(error, 'conflict') && !(isApiError(error) && error.status === 409)) return false;
  onConflict();
  return true;
};

export const useCreateHomeItem = (collection: HomeCollection, fields: string[]) =>
  useDomainMutation({
    mutationFn: (body: Record<string, unknown>) => createItem(collection, body),
    events: ['home_page.updated'],
    success: 'homePage.saved',
    fields,
  });

export const useUpdateHomeItem = (collection: HomeCollection, fields: string[], onConflict: () => void) =>
  useDomainMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) => updateItem(collection, id, body),
    events: ['home_page.updated'],
    success: 'homePage.saved',
    fields,
    onError: conflictHandler(onConflict),
  });

export const useDeleteHomeItem = (collection: HomeCollection) =>
  useDomainMutation({ mutationFn: (id: number) => deleteItem(collection, id), events: ['home_page.updated'], success: 'homePage.deleted' });

/** A new order: said by the list's live region, no snackbar. */
export const useOrderHomeItems = (collection: HomeCollection) => useDomainMutation({ mutationFn: (ids: number[]) => orderItems(collection, ids), events: ['home_page.updated'] });

export const useUpdateLegal = (fields: string[], onConflict: () => void) =>
  useDomainMutation({
    mutationFn: ({ key, body }: { key: 'terms' | 'privacy'; body: Parameters<typeof updateLegal>[1] }) => updateLegal(key, body),
    events: ['home_page.updated'],
    success: 'homePage.saved',
    fields,
    onError: conflictHandler(onConflict),
  });

/** An image for an item: checked, resized and re-encoded by the server; the form keeps its id. Its errors are the field's. */
export const useUploadHomeImage = () =>
  useDomainMutation({
    mutationFn: ({ file, purpose }: { file: File; purpose: HomeImagePurpose }) => uploadImage(file, purpose),
    events: ['home_page.updated'],
    onError: (error) => isApiError(error) && (error.status === 400 || error.status === 413 || error.status === 415),
  });
