/**
 * Where a support screen is (the admin workspace's shared network, a district's, a school's) and the
 * addresses of its pages there, with the spec's route names (section 2). Every link of the module is
 * built here, so a page name is written once.
 */
import type { Language, TSupportSummary } from '@ss/domain';
import type { NetworkQuery } from './api.ts';

export type Place = { kind: 'admin' } | { kind: 'district'; district: number } | { kind: 'school'; district: number; school: number };

/** The network a place reads: the shared one (admin), its district's, its school's. */
export function networkOf(place: Place): NetworkQuery {
  if (place.kind === 'admin') return { level: 'shared' };
  if (place.kind === 'district') return { district: place.district };
  return { school: place.school };
}

/** The place's support pages. */
export function basePath(place: Place): string {
  if (place.kind === 'admin') return '/admin/student-supports';
  if (place.kind === 'district') return `/district/${place.district}/supports`;
  return `/school/${place.district}/${place.school}/supports`;
}

type Row = Pick<TSupportSummary, 'id' | 'level' | 'status'>;

/** A support's page: in the admin workspace an approved shared support has its own (`view-approved`). */
export function viewPath(place: Place, s: Row): string {
  if (place.kind === 'admin' && s.level === 'shared' && s.status === 'approved') return `${basePath(place)}/view-approved/${s.id}`;
  return `${basePath(place)}/view/${s.id}`;
}

/** Its form: in the admin workspace a submission (`edit-new-…`), an approved shared support (`edit-approved-…`), any other. */
export function editPath(place: Place, s: Row): string {
  if (place.kind !== 'admin') return `${basePath(place)}/edit-student-support-network/${s.id}`;
  if (s.status === 'pending' || s.status === 'returned') return `${basePath(place)}/edit-new-student-support/${s.id}`;
  if (s.status === 'approved') return `${basePath(place)}/edit-approved-student-support/${s.id}`;
  return `${basePath(place)}/edit-student-support/${s.id}`;
}

/** Reviewing a proposal (a school's leaders) or a submission (super admins). */
export function reviewPath(place: Place, id: number): string {
  return place.kind === 'admin' ? `${basePath(place)}/approve-support/${id}` : `${basePath(place)}/view-support-for-approval-by-leader/${id}`;
}

export function addPath(place: Place): string {
  if (place.kind === 'admin') return `${basePath(place)}/add`;
  return `${basePath(place)}/add-student-support-network/${place.kind === 'district' ? place.district : place.school}`;
}

export const importPath = (district: number) => `/district/${district}/supports/import-student-support-network/${district}`;
export const viewForImportPath = (district: number, id: number) => `/district/${district}/supports/view-for-import/${id}`;

/** The shared network as the place reads it (read-only outside the admin workspace). */
export function sharedPath(place: Place): string {
  return `${basePath(place)}/student-support-network`;
}

/** A text of both languages: the reader's, or the other one when it is empty (with its language, for screen readers). */
export function pick(en: string, fr: string, lang: Language): { text: string; lang: Language } {
  const mine = lang === 'fr' ? fr : en;
  if (mine.trim()) return { text: mine, lang };
  const other: Language = lang === 'fr' ? 'en' : 'fr';
  return { text: other === 'fr' ? fr : en, lang: other };
}

export const supportName = (s: { name_en: string; name_fr: string }, lang: Language) => pick(s.name_en, s.name_fr, lang);
export const axisLabel = (item: { label_en: string; label_fr: string }, lang: Language) => pick(item.label_en, item.label_fr, lang).text;

const collators: Partial<Record<Language, Intl.Collator>> = {};
/** Supports in name order in the reader's language (the continuum arrives in id order: each cell sorts its few). */
export function byName(lang: Language) {
  const c = (collators[lang] ??= new Intl.Collator(lang, { sensitivity: 'base', numeric: true }));
  return (a: { name_en: string; name_fr: string }, b: { name_en: string; name_fr: string }) => c.compare(supportName(a, lang).text, supportName(b, lang).text);
}
