import type { Page, TPageQuery } from '@ss/domain';
import { invalidPage } from './errors.ts';

/** LIMIT/OFFSET of a page query; `all=true` means no limit. */
export function pageWindow(q: TPageQuery): { limit?: number; offset: number } {
  if (q.all) return { offset: 0 };
  return { limit: q.pageSize, offset: (q.page - 1) * q.pageSize };
}

/**
 * Builds the `{ count, page, pageSize, results }` answer. A page past the end
 * (other than page 1 of an empty list) is the distinct `invalid_page` answer.
 */
export function toPage<T>(q: TPageQuery, count: number, results: T[]): Page<T> {
  if (!q.all && q.page > 1 && (q.page - 1) * q.pageSize >= count) throw invalidPage();
  return q.all ? { count, page: 1, pageSize: count, results } : { count, page: q.page, pageSize: q.pageSize, results };
}
