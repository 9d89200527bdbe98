import type { Page } from '@ss/domain';
import type { TAuditEvent } from '@ss/domain/contracts/admin';
import { api } from '../../lib/api.ts';

export interface AuditParams {
  page: number;
  action?: string;
  outcome?: 'success' | 'failure';
  district?: number;
  from?: string;
  to?: string;
}

export function fetchAuditEvents(params: AuditParams, signal?: AbortSignal): Promise<Page<TAuditEvent>> {
  return api.get<Page<TAuditEvent>>('audit_events/', { ...params }, signal);
}
