/** The sign-in page's editors' calls (issue 23, section 1; packages/domain/src/contracts/home-page.ts): super admins only. */
import type { HomeCollection, HomeImagePurpose, HomeLegalKey, THomeImage, THomeLegal, THomeLink, THomePartner, THomeSlide, THomeTestimonial, THomeVideo } from '@ss/domain';
import { api } from '../../lib/api.ts';

/** Each collection's item as the API answers it. */
export interface HomeItems {
  slides: THomeSlide;
  testimonials: THomeTestimonial;
  partners: THomePartner;
  links: THomeLink;
  video: THomeVideo;
}
export type HomeItem = HomeItems[HomeCollection];

export const fetchCollection = <C extends HomeCollection>(collection: C, signal?: AbortSignal) => api.get<{ items: HomeItems[C][] }>(`home_page/${collection}/`, undefined, signal);
export const createItem = <C extends HomeCollection>(collection: C, body: Record<string, unknown>) => api.post<HomeItems[C]>(`home_page/${collection}/`, body);
export const updateItem = <C extends HomeCollection>(collection: C, id: number, body: Record<string, unknown>) => api.patch<HomeItems[C]>(`home_page/${collection}/${id}/`, body);
export const deleteItem = (collection: HomeCollection, id: number) => api.delete<void>(`home_page/${collection}/${id}/`);
export const orderItems = (collection: HomeCollection, ids: number[]) => api.post<{ items: HomeItem[] }>(`home_page/${collection}/order/`, { ids });

export const fetchLegal = (signal?: AbortSignal) => api.get<{ items: THomeLegal[] }>('home_page/legal/', undefined, signal);
export const updateLegal = (key: HomeLegalKey, body: { title: { en: string; fr: string }; body: { en: string; fr: string }; version: number }) =>
  api.put<THomeLegal>(`home_page/legal/${key}/`, body);

/** Fields first (the server checks the purpose before reading the file), then the file. */
export function uploadImage(file: File, purpose: HomeImagePurpose) {
  const form = new FormData();
  form.append('purpose', purpose);
  form.append('file', file);
  return api.upload<THomeImage>('home_page/images/', form);
}
