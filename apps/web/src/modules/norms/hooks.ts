/** Team norms' reads and writes; writes refresh the lists (lib/invalidations.ts). */
import { useQuery } from '@tanstack/react-query';
import { qk } from '../../lib/query-keys.ts';
import { useDomainMutation } from '../../lib/useDomainMutation.ts';
import { createNorm, deleteNorm, fetchNorms, updateNorm, type NormLevel } from './api.ts';

export const useNorms = (level: NormLevel) => useQuery({ queryKey: qk.norms.list(level), queryFn: ({ signal }) => fetchNorms(level, signal) });

export const useCreateNorm = () => useDomainMutation({ mutationFn: createNorm, events: ['norm.created'], success: 'norms.added', fields: ['text'] });

type NormChange = { id: number; version: number; text?: string; active?: boolean; position?: number };
const change = ({ id, ...body }: NormChange) => updateNorm(id, body);

/** A new text: said in a snackbar, its errors on the field. */
export const useEditNorm = () => useDomainMutation({ mutationFn: change, events: ['norm.updated'], success: 'norms.saved', fields: ['text'] });

/** Checking, unchecking and moving: the list shows it, nothing is said. */
export const useChangeNorm = () => useDomainMutation({ mutationFn: change, events: ['norm.updated'] });

export const useDeleteNorm = () => useDomainMutation({ mutationFn: (id: number) => deleteNorm(id), events: ['norm.deleted'], success: 'norms.deleted' });
