/** A school's subscription: the read, and the writes (each refreshes what its event changed, lib/invalidations.ts). */
import { useQuery } from '@tanstack/react-query';
import type { TChangeSchoolStatus, TUpdateSubscription } from '@ss/domain';
import { qk } from '../../lib/query-keys.ts';
import { useDomainMutation } from '../../lib/useDomainMutation.ts';
import { changeSchoolStatus, fetchSubscription, requestInvoice, updateSubscription } from './api.ts';

export const useSubscription = (schoolId: number, enabled = true) =>
  useQuery({ queryKey: qk.subscriptions.one(schoolId), queryFn: ({ signal }) => fetchSubscription(schoolId, signal), enabled: enabled && schoolId > 0 });

export const useUpdateSubscription = (schoolId: number, success: string) =>
  useDomainMutation({
    mutationFn: (body: TUpdateSubscription) => updateSubscription(schoolId, body),
    events: ['school.subscription_changed'],
    success,
    fields: ['band', 'renewal_date', 'billing_name', 'billing_email'],
  });

export const useChangeSchoolStatus = (schoolId: number) =>
  useDomainMutation({
    mutationFn: (body: TChangeSchoolStatus) => changeSchoolStatus(schoolId, body),
    events: ['school.account_changed'],
    success: 'subscriptions.admin.changed',
    fields: ['status', 'reason'],
  });

export const useRequestInvoice = (schoolId: number) =>
  useDomainMutation({ mutationFn: () => requestInvoice(schoolId), events: ['school.invoice_requested'], success: 'subscriptions.invoice.sent' });
