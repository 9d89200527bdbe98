/**
 * The support network's calls (issue 11, section 1), one per route of packages/domain/src/contracts/supports.ts:
 * lists and the continuum of a network, one support and its writes, the review workflow, import,
 * connected districts and attachments. Focus areas and tiers travel as keys.
 */
import type {
  SupportStatus,
  SupportType,
  TApproveSupport,
  TConnections,
  TCreateSupport,
  TCreateSupportAttachment,
  TImportResult,
  TReturnSupport,
  TSupport,
  TSupportContinuum,
  TSupportList,
  TUpdateSupport,
} from '@ss/domain';
import { api, API_BASE } from '../../lib/api.ts';

/** Which network a list or a grid reads: the shared one, a district's, or a school's (its district's and its own). */
export type NetworkQuery = { level: 'shared'; district?: number } | { district: number; level?: 'district' } | { school: number; level?: 'school' };

export interface SupportFilters {
  type: SupportType | null;
  focus_area: number | null;
  tier: number | null;
  status: SupportStatus | null;
  search: string;
}

export const NO_SUPPORT_FILTERS: SupportFilters = { type: null, focus_area: null, tier: null, status: null, search: '' };

export type SupportListParams = NetworkQuery & {
  type?: SupportType;
  focus_area?: number;
  tier?: number;
  status?: SupportStatus;
  search?: string;
  import_into?: number;
  page: number;
  pageSize: number;
};

/** The query string of a list: the network, the filters that are set, the page. */
export function listParams(network: NetworkQuery, f: SupportFilters, page: number, pageSize: number, importInto?: number): SupportListParams {
  return {
    ...network,
    type: f.type ?? undefined,
    focus_area: f.focus_area ?? undefined,
    tier: f.tier ?? undefined,
    status: f.status ?? undefined,
    search: f.search.trim() || undefined,
    import_into: importInto,
    page,
    pageSize,
  };
}

export const fetchSupports = (params: SupportListParams, signal?: AbortSignal) => api.get<TSupportList>('supports/', params, signal);

export const fetchContinuum = (network: NetworkQuery & { type?: SupportType }, signal?: AbortSignal) => api.get<TSupportContinuum>('supports/continuum/', network, signal);

export const fetchSupport = (id: number, signal?: AbortSignal) => api.get<TSupport>(`supports/${id}/`, undefined, signal);

export const createSupport = (body: TCreateSupport) => api.post<TSupport>('supports/', body);
export const updateSupport = (id: number, body: TUpdateSupport) => api.patch<TSupport>(`supports/${id}/`, body);
export const deleteSupport = (id: number) => api.delete<void>(`supports/${id}/`);

/** The state changes: each names the version read. */
export type SupportStep = 'approve' | 'return' | 'propose' | 'archive' | 'restore';
export const stepSupport = (id: number, step: SupportStep, body: TApproveSupport | TReturnSupport | { version: number }) => api.post<TSupport>(`supports/${id}/${step}/`, body);
/** A district's support sent to the shared network: the answer is the pending shared copy. */
export const submitSupport = (id: number, comment: string | null) => api.post<TSupport>(`supports/${id}/submit/`, { comment });

export const importSupports = (district: number, supports: number[]) => api.post<TImportResult>('supports/import/', { district, supports });

export const fetchConnections = (district: number, signal?: AbortSignal) => api.get<TConnections>('supports/connections/', { district }, signal);
export const connectDistricts = (district: number, partner: number) => api.post<unknown>('supports/connections/', { district, partner });
export const disconnectDistricts = (district: number, partner: number) => api.delete<void>('supports/connections/', { district, partner });

export const attachLink = (id: number, body: TCreateSupportAttachment) => api.post<unknown>(`supports/${id}/attachments/`, body);
/** A document: the kind and the title before the file, so the server checks them before reading it. */
export function attachDocument(id: number, title: string, file: File) {
  const form = new FormData();
  form.append('kind', 'document');
  form.append('title', title);
  form.append('file', file);
  return api.upload<unknown>(`supports/${id}/attachments/`, form);
}
export const removeAttachment = (id: number, attachment: number) => api.delete<void>(`supports/${id}/attachments/${attachment}/`);
/** Where a document attachment downloads from (a plain link: the session cookie goes with it). */
export const attachmentFileUrl = (id: number, attachment: number) => `${API_BASE}supports/${id}/attachments/${attachment}/file/`;
