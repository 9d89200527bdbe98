/** Profile calls: the page's one read, its writes, the picture upload and the student data grid. */
import type { Language, TAlert, TGrid, TGridBody, TStudentProfile } from '@ss/domain';
import { formatLocaleNumber, parseLocaleNumber } from '@ss/domain/locale-number';
import { api, apiRequest } from '../../lib/api.ts';

export const fetchProfile = (id: number, signal?: AbortSignal) => api.get<TStudentProfile>(`students/${id}/profile/`, undefined, signal);
export const saveProfileValues = (id: number, values: { item_id: number; value: string }[]) => apiRequest<void>('PUT', `students/${id}/profile_values/`, { body: { values } });
export const saveCardIcons = (id: number, item_ids: number[]) => apiRequest<void>('PUT', `students/${id}/card_icons/`, { body: { item_ids } });
export const addAlert = (id: number, text: string) => api.post<TAlert>(`students/${id}/alerts/`, { text });
export const closeAlert = (alertId: number) => api.post<TAlert>(`student_alerts/${alertId}/close/`, {});

export interface ResultInput {
  definition_id: number;
  school_year: number;
  month?: number;
  label?: string;
  value: string;
}
export const saveResults = (id: number, results: ResultInput[]) => apiRequest<void>('PUT', `students/${id}/data/`, { body: { results } });

export const pictureUrl = (id: number) => `/api/v1/students/${id}/picture/`;
export const removePicture = (id: number) => api.delete<void>(`students/${id}/picture/`);

/** Multipart upload; the server checks the type by content and answers the spec's messages. */
export function uploadPicture(id: number, file: File): Promise<void> {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<void>(`students/${id}/picture/`, form);
}

export interface GridParams {
  school: number;
  definition?: number;
  school_year: number;
  grade?: string;
  teacher?: number;
}
export const fetchGrid = (p: GridParams, signal?: AbortSignal) => api.get<TGrid>('student_data/grid/', { ...p }, signal);
export const saveGrid = (body: TGridBody) => apiRequest<void>('PUT', 'student_data/grid/', { body });

/** An item's label in the interface language. */
export const labelIn = (lang: Language, item: { label_en: string; label_fr: string }) => (lang === 'fr' ? item.label_fr : item.label_en);

/** Month names from the browser's locale data (0 = January). */
export const monthName = (lang: Language, month: number) =>
  new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month, 1)));

export const schoolYearLabel = (y: number) => `${y}–${y + 1}`;

export const formatDate = (lang: Language, iso: string) => new Intl.DateTimeFormat(lang === 'fr' ? 'fr-CA' : 'en-CA', { dateStyle: 'medium' }).format(new Date(iso));

/**
 * Mirrors the server's rules for a manual (numeric) result typed in `lang` ("85,5" in French); returns a
 * message key and params (the bounds shown in `lang`), or null.
 */
export function numberProblem(value: string, min: number | null, max: number | null, lang: Language): { key: string; params?: Record<string, string> } | null {
  if (value.trim() === '') return null;
  const v = parseLocaleNumber(value, lang);
  if (v === null) return { key: 'Please enter only numbers' };
  const n = Number(v);
  if (!Number.isFinite(n)) return { key: 'Please enter only numbers' };
  if (min !== null && n < min) return { key: 'Value must be greater than or equal to {min}', params: { min: formatLocaleNumber(min, lang) } };
  if (max !== null && n > max) return { key: 'Value must be less than or equal to {max}', params: { max: formatLocaleNumber(max, lang) } };
  return null;
}

/** A value as typed (in `lang`) in the form results are sent and stored in: numbers canonical ("85.5"), anything else as it is. */
export const storedValue = (value: string, manual: boolean, lang: Language) => (manual ? (parseLocaleNumber(value, lang) ?? value.trim()) : value.trim());

/** A stored value as shown and edited in `lang`: "85,5" in French. */
export const shownValue = (value: string, lang: Language) => formatLocaleNumber(value, lang);
