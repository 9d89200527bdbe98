/**
 * The staff a meeting may invite (`GET /api/v1/meetings/people/`): the server answers with the same
 * rule that checks the attendees of a meeting on that subject, so the form offers only people it accepts.
 */
import type { TMeetingPeople, TMeetingPeopleQuery } from '@ss/domain/contracts/meetings';
import { api } from '../../../lib/api.ts';

export type PeopleQuery = TMeetingPeopleQuery;

export const fetchMeetingPeople = async (query: PeopleQuery, signal?: AbortSignal) => (await api.get<TMeetingPeople>('meetings/people/', query, signal)).results;

/** The subject of a meeting as the people query names it; null until the form has one (a board or a student to pick). */
export function peopleQueryOf(
  kind: PeopleQuery['kind'],
  subject: { district: number; school?: number | null; board?: number | null; student?: number | null },
): PeopleQuery | null {
  switch (kind) {
    case 'team':
      return subject.board ? { kind, board: subject.board } : null;
    case 'student':
      return subject.student ? { kind, student: subject.student } : null;
    case 'school':
      return subject.school ? { kind, school: subject.school } : null;
    case 'district':
      return { kind, district: subject.district };
  }
}
