/** School subscription calls (issue 23, section 3): the plan, the account status and its history, invoice requests. */
import type { TChangeSchoolStatus, TInvoiceRequested, TSubscription, TUpdateSubscription } from '@ss/domain';
import { api } from '../../lib/api.ts';

const base = (schoolId: number) => `schools/${schoolId}/subscription/`;

export const fetchSubscription = (schoolId: number, signal?: AbortSignal) => api.get<TSubscription>(base(schoolId), undefined, signal);
export const updateSubscription = (schoolId: number, body: TUpdateSubscription) => api.patch<TSubscription>(base(schoolId), body);
export const changeSchoolStatus = (schoolId: number, body: TChangeSchoolStatus) => api.post<TSubscription>(`${base(schoolId)}status/`, body);
export const requestInvoice = (schoolId: number) => api.post<TInvoiceRequested>(`${base(schoolId)}invoice_request/`, {});
