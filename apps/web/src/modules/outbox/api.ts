import type { Page, TSentEmail } from '@ss/domain';
import { api } from '../../lib/api.ts';

export interface SentEmailListParams {
  page: number;
  search?: string;
}

export function fetchSentEmails(params: SentEmailListParams, signal?: AbortSignal): Promise<Page<TSentEmail>> {
  return api.get<Page<TSentEmail>>('sent_emails/', { page: params.page, search: params.search }, signal);
}

/** Queues a test e-mail; the worker sends it (or stores it when SMTP is not configured). */
export function postTestEmail(to: string): Promise<{ id: number }> {
  return api.post<{ id: number }>('sent_emails/test/', { to });
}
