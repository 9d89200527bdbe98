/**
 * The sign-in page's content (issue 23, section 1): one public request, `GET /api/v1/home_page/`, which the browser
 * revalidates by itself (the server sends an ETag and a short public cache). A super admin's preview adds drafts.
 */
import type { THomePage } from '@ss/domain';
import { api } from '../../lib/api.ts';

export const fetchHomePage = (preview: boolean, signal?: AbortSignal) => api.get<THomePage>('home_page/', preview ? { preview: 1 } : undefined, signal);
