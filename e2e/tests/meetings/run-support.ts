/** What the meeting run specs share: a team meeting on a new board, made through the API as the signed-in context. */
import { expect, type BrowserContext } from '@playwright/test';
import { boardByApi } from '../support/boards.ts';

const csrfOf = async (context: BrowserContext) => (await context.storageState()).cookies.find((c) => c.name === 'csrftoken')?.value ?? '';

export interface TeamMeeting {
  id: number;
  descriptor: string;
  path: string;
  boardId: number;
  schoolPath: string;
  /** The board's students, in its order. */
  students: { id: number; name: string }[];
}

/**
 * A grade 3 board of the leader's school and a team meeting on it in an hour, the given people
 * invited (by full name, from the school's people), optionally started already.
 */
export async function teamMeetingByApi(context: BrowserContext, schoolPath: string, attendees: string[], options: { start?: boolean } = {}): Promise<TeamMeeting> {
  const [, , districtId, schoolId] = schoolPath.split('/');
  const boardPath = await boardByApi(context, schoolPath, `Meeting board ${Date.now()}`, '3');
  const boardId = Number(boardPath.split('/').at(-1));
  const headers = { 'X-CSRFToken': await csrfOf(context) };

  const descriptors = (await (await context.request.get(`/api/v1/config/meeting-descriptors/?school=${schoolId}`)).json()) as {
    items: { id: number; active: boolean; label_en: string }[];
  };
  const descriptor = descriptors.items.find((i) => i.active)!;
  expect(descriptor, 'the school has a meeting descriptor').toBeTruthy();
  const people = (await (await context.request.get(`/api/v1/actions/people/?school=${schoolId}`)).json()) as { results: { id: number; name: string }[] };
  const ids = attendees.map((name) => people.results.find((p) => p.name === name)?.id);
  expect(
    ids.every((id) => id !== undefined),
    `${attendees.join(', ')} are staff of the school`,
  ).toBe(true);

  const startsAt = new Date(Date.now() + 60 * 60 * 1000).toISOString();
  const created = await context.request.post('/api/v1/meetings/', {
    data: { kind: 'team', board: boardId, descriptor: descriptor.id, starts_at: startsAt, duration_minutes: 45, location: 'Room 12', attendees: ids, guests: ['Dr. Rivera'] },
    headers,
  });
  expect(created.status(), 'the meeting is created').toBe(201);
  const meeting = (await created.json()) as { id: number; descriptor: string };
  if (options.start) expect((await context.request.post(`/api/v1/meetings/${meeting.id}/start/`, { headers })).status(), 'the meeting starts').toBe(200);

  const board = (await (await context.request.get(`/api/v1/boards/${boardId}/`)).json()) as { cards: { student_id: number | null; student: { name: string } | null }[] };
  const students = board.cards.filter((c) => c.student_id !== null && c.student).map((c) => ({ id: c.student_id!, name: c.student!.name }));
  expect(students.length, 'the grade 3 board has students').toBeGreaterThan(0);
  return { id: meeting.id, descriptor: meeting.descriptor, path: `/school/${districtId}/${schoolId}/manage-board-meeting-note/${meeting.id}`, boardId, schoolPath, students };
}
