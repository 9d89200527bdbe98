/** The support network's writes; each refreshes what its events change (lib/invalidations.ts) and says so in a snackbar. */
import type { TCreateSupport, TCreateSupportAttachment, TUpdateSupport } from '@ss/domain';
import { useDomainMutation } from '../../../lib/useDomainMutation.ts';
import {
  attachDocument,
  attachLink,
  connectDistricts,
  createSupport,
  deleteSupport,
  disconnectDistricts,
  importSupports,
  removeAttachment,
  stepSupport,
  submitSupport,
  updateSupport,
  type SupportStep,
} from '../api.ts';

/** The fields the form shows its own errors on. */
export const SUPPORT_FIELDS = [
  'type',
  'name_en',
  'name_fr',
  'description_en',
  'description_fr',
  'focus_areas',
  'tiers',
  'delivered_by',
  'group_size',
  'frequency',
  'duration_minutes',
];

/** A new support: in a school, anyone but its leaders proposes it (it waits, pending). */
export const useCreateSupport = (onError?: (error: unknown) => boolean) =>
  useDomainMutation({
    mutationFn: (body: TCreateSupport) => createSupport(body),
    events: (s) => [s.status === 'pending' ? 'support.proposed' : 'support.created'],
    success: (t, s) => t(s.status === 'pending' ? 'supports.proposed' : 'supports.created'),
    fields: SUPPORT_FIELDS,
    onError,
  });

export const useUpdateSupport = (id: number, onError?: (error: unknown) => boolean) =>
  useDomainMutation({
    mutationFn: (body: TUpdateSupport) => updateSupport(id, body),
    events: ['support.updated'],
    success: 'supports.saved',
    fields: SUPPORT_FIELDS,
    onError,
  });

const STEP_EVENT = {
  approve: 'support.approved',
  return: 'support.returned',
  propose: 'support.proposed',
  archive: 'support.archived',
  restore: 'support.restored',
} as const;

/** Approve, return, propose again, archive, restore: the version read, and a comment for a review. */
export const useSupportStep = (id: number, onError?: (error: unknown) => boolean) =>
  useDomainMutation({
    mutationFn: (v: { step: SupportStep; version: number; comment?: string | null }) =>
      stepSupport(id, v.step, v.step === 'approve' || v.step === 'return' ? { version: v.version, comment: v.comment ?? null } : { version: v.version }),
    events: (_s, v) => [STEP_EVENT[v.step]],
    success: (t, _s, v) => t(`supports.step.${v.step}.done`),
    fields: ['comment'],
    onError,
  });

export const useDeleteSupport = () => useDomainMutation({ mutationFn: (id: number) => deleteSupport(id), events: ['support.deleted'], success: 'supports.deleted' });

export const useSubmitSupport = (id: number) =>
  useDomainMutation({ mutationFn: (comment: string | null) => submitSupport(id, comment), events: ['support.submitted'], success: 'supports.submitted', fields: ['comment'] });

export const useImportSupports = () =>
  useDomainMutation({ mutationFn: (v: { district: number; supports: number[] }) => importSupports(v.district, v.supports), events: ['support.imported'] });

export const useConnect = () =>
  useDomainMutation({
    mutationFn: (v: { district: number; partner: number }) => connectDistricts(v.district, v.partner),
    events: ['support_network.linked'],
    success: 'supports.connections.connected',
    fields: ['partner'],
  });

export const useDisconnect = () =>
  useDomainMutation({
    mutationFn: (v: { district: number; partner: number }) => disconnectDistricts(v.district, v.partner),
    events: ['support_network.unlinked'],
    success: 'supports.connections.disconnected',
  });

export type AttachmentInput = TCreateSupportAttachment | { kind: 'document'; title: string; file: File };

export const useAttach = (id: number) =>
  useDomainMutation({
    mutationFn: (v: AttachmentInput) => (v.kind === 'document' ? attachDocument(id, v.title, v.file) : attachLink(id, v)),
    events: ['support.attachment_added'],
    success: 'supports.attachments.added',
    fields: ['kind', 'title', 'url', 'file'],
  });

export const useRemoveAttachment = (id: number) =>
  useDomainMutation({ mutationFn: (attachment: number) => removeAttachment(id, attachment), events: ['support.attachment_removed'], success: 'supports.attachments.removed' });
