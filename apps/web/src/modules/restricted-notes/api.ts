/** Restricted notes (issue 24, section 2): restricting a note (with the people named) and the break-glass read. */
import type { RestrictedNoteKind, TBreakGlassAnswer, TNoteRestriction } from '@ss/domain/contracts/restricted-notes';
import { api } from '../../lib/api.ts';

export const setRestriction = (kind: RestrictedNoteKind, ref: string, restricted: boolean, people: number[]) =>
  api.put<TNoteRestriction>(`restricted_notes/${kind}/${ref}/restriction/`, { restricted, people });

export const breakGlass = (kind: RestrictedNoteKind, ref: string, reason: string) => api.post<TBreakGlassAnswer>(`restricted_notes/${kind}/${ref}/break_glass/`, { reason });
