/** Celebrations' reads and writes; writes refresh what their events changed (lib/invalidations.ts). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { qk } from '../../lib/query-keys.ts';
import { useDomainMutation } from '../../lib/useDomainMutation.ts';
import { celebrationParams, createCelebration, deleteCelebration, fetchCelebrations, updateCelebration, type CelebrationInput, type CelebrationsWhere } from './api.ts';

export function useCelebrationList(where: CelebrationsWhere, page: number, pageSize: number, since?: string) {
  const params = celebrationParams(where, page, pageSize, since);
  return useQuery({ queryKey: qk.celebrations.list(params), queryFn: ({ signal }) => fetchCelebrations(params, signal), placeholderData: keepPreviousData });
}

/** The fields the dialog shows its own errors on. */
export const CELEBRATION_FIELDS = ['title', 'celebrated_on', 'led_to_success', 'student', 'meeting', 'school'];

export const useCreateCelebration = () =>
  useDomainMutation({ mutationFn: createCelebration, events: ['celebration.created'], success: 'celebrations.created', fields: CELEBRATION_FIELDS });

export const useUpdateCelebration = (id: number) =>
  useDomainMutation({
    mutationFn: (body: Partial<CelebrationInput> & { version: number }) => updateCelebration(id, body),
    events: ['celebration.updated'],
    success: 'celebrations.updated',
    fields: CELEBRATION_FIELDS,
  });

export const useDeleteCelebration = () =>
  useDomainMutation({ mutationFn: (id: number) => deleteCelebration(id), events: ['celebration.deleted'], success: 'celebrations.deleted' });
