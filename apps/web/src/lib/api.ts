/**
 * The one HTTP client of the web app. Same origin, cookie session, JSON (multipart for uploads,
 * blobs for file downloads).
 * Mutations carry the CSRF double-submit header read from the `csrftoken` cookie;
 * failures become an ApiError whose `message` is an i18n key of the catalogue.
 */
import { encodeParams } from '@ss/domain/params';
import type { ParamValue } from '@ss/domain';

export const API_BASE = '/api/v1/';
const CSRF_COOKIE = 'csrftoken';
const CSRF_HEADER = 'X-CSRFToken';

export interface FieldError {
  message: string;
  params?: Record<string, string | number>;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, FieldError> | undefined;
  /** The error object's other members (a stale note save's 409 carries `current`: the saved text). */
  readonly details: Record<string, unknown>;

  constructor(status: number, code: string, message: string, fields?: Record<string, FieldError>, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.details = details;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

/** The server sets the CSRF cookie on any response to a request that had none. */
async function ensureCsrfCookie(): Promise<string | null> {
  const existing = readCookie(CSRF_COOKIE);
  if (existing) return existing;
  await fetch(`${API_BASE}current_user/`, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).catch(() => undefined);
  return readCookie(CSRF_COOKIE);
}

function fallbackMessage(status: number): { code: string; message: string } {
  if (status === 401) return { code: 'unauthenticated', message: 'Please sign in to continue' };
  if (status === 403) return { code: 'forbidden', message: "You don't have permissions to view this page." };
  if (status === 404) return { code: 'not_found', message: 'Not Found' };
  if (status >= 500) return { code: 'internal', message: 'Internal Server Error' };
  return { code: 'unknown', message: 'Unknown error occurred' };
}

function toApiError(status: number, body: unknown): ApiError {
  if (body && typeof body === 'object' && 'error' in body) {
    const error = (body as { error?: { code?: unknown; message?: unknown; fields?: unknown } }).error;
    if (error && typeof error.code === 'string' && typeof error.message === 'string') {
      const { code, message, fields: rawFields, ...details } = error as { code: string; message: string; fields?: unknown } & Record<string, unknown>;
      const fields = rawFields && typeof rawFields === 'object' ? (rawFields as Record<string, FieldError>) : undefined;
      return new ApiError(status, code, message, fields, details);
    }
  }
  const fallback = fallbackMessage(status);
  return new ApiError(status, fallback.code, fallback.message);
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

interface RequestOptions {
  params?: Record<string, ParamValue>;
  body?: unknown;
  signal?: AbortSignal;
}

async function send(method: Method, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A form (a file upload) goes as multipart, with the boundary the browser sets itself.
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const token = await ensureCsrfCookie();
    if (token) headers[CSRF_HEADER] = token;
  }
  try {
    return await fetch(`${API_BASE}${path}${encodeParams(options.params ?? {})}`, {
      method,
      credentials: 'same-origin',
      headers,
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'Could not get data.');
  }
}

/** Every API path is relative to /api/v1/ and ends with a slash (spec section 7). */
export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  if (!path.endsWith('/') || path.startsWith('/')) throw new Error(`API path must be relative and end with '/': ${path}`);
  let response = await send(method, path, options);
  if (response.status === 403 && method !== 'GET') {
    // A stale or missing CSRF cookie: the server answered with a fresh one, so retry once.
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (toApiError(403, body).code === 'csrf') response = await send(method, path, options);
  }
  if (response.status === 204) return undefined as T;
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

/**
 * A file answer (a CSV export), saved under the name the server gives it: the same request rules
 * and errors as apiRequest, but the body is read as a blob, not JSON.
 */
export async function apiDownload(method: 'GET' | 'POST', path: string, options: RequestOptions, fallbackName: string): Promise<void> {
  const response = await send(method, path, options);
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => null));
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a little later: a browser may still be reading the blob when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * A request that outlives the page (`pagehide`: a tab closed, another site): `keepalive` lets the browser finish it
 * after the page is gone. The CSRF header comes from the cookie as it is (nothing can be awaited then); sendBeacon
 * could not send the header. Fire and forget: nobody is left to read the answer.
 */
export function apiKeepalive(method: 'POST' | 'DELETE', path: string): void {
  const token = readCookie(CSRF_COOKIE);
  void fetch(`${API_BASE}${path}`, {
    method,
    credentials: 'same-origin',
    keepalive: true,
    headers: { Accept: 'application/json', ...(token ? { [CSRF_HEADER]: token } : {}) },
  }).catch(() => undefined);
}

export const api = {
  get: <T>(path: string, params?: Record<string, ParamValue>, signal?: AbortSignal) => apiRequest<T>('GET', path, { params, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, { body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, { body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, { body }),
  delete: <T>(path: string, params?: Record<string, ParamValue>) => apiRequest<T>('DELETE', path, { params }),
  /** A multipart form (file uploads): fields in the order given, so the server can check them before the file. */
  upload: <T>(path: string, form: FormData) => apiRequest<T>('POST', path, { body: form }),
};
