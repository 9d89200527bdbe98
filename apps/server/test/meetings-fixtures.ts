/**
 * What the meetings API tests (issue 10) share: a custom Aspen board, the descriptors and district lists,
 * scheduling a team meeting, meeting counts and rows; and, with `withMeetingsServer`, one demo server per file.
 */
import { expect } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { boardCategories, boardMembers, boards, configItems, configLists, meetings, students, type CastMember } from '@ss/db';
import { type TMeeting } from '@ss/domain';
import { type TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';

export let server: TestServer;
export let ids: DemoIds;
export const as = signedInClients(() => server);

export const meetingCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(meetings))[0]!.n;
export const rowOf = async (id: number) => (await server.db.select().from(meetings).where(eq(meetings.id, id)))[0];

/** A custom board in Aspen holding two of its students, the teacher a member. */
export async function aspenBoard() {
  const [b] = await server.db.insert(boards).values({ district_id: ids.en, school_id: ids.aspen, kind: 'custom', title: 'Meeting test board' }).returning();
  const [cat] = await server.db.insert(boardCategories).values({ board_id: b!.id, position: 0, title: 'Tier 1', color: '#2e7d32', is_default: true }).returning();
  const kids = await server.db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.school_id, ids.aspen), eq(students.status, 'active')))
    .orderBy(students.id)
    .limit(3);
  for (const [i, k] of kids.slice(0, 2).entries())
    await server.db.execute(sql`insert into board_placements (board_id, student_id, category_id, position) values (${b!.id}, ${k.id}, ${cat!.id}, ${i})`);
  await server.db.insert(boardMembers).values({ board_id: b!.id, user_id: ids.user.teacher });
  return { board: b!.id, onBoard: kids.slice(0, 2).map((k) => k.id), offBoard: kids[2]!.id };
}

/** The descriptors that apply in Aspen (the system default list unless customised). */
export async function aspenDescriptor(): Promise<number> {
  const res = await (await as('schoolLeader')).get<{ items: { id: number; active: boolean }[] }>(`/api/v1/config/meeting-descriptors/?school=${ids.aspen}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.items.find((i) => i.active)!.id;
}

/** The district's own school-meeting descriptors and school textboxes (district-only lists). */
export async function districtLists(districtId: number) {
  const [d] = await server.db.insert(configLists).values({ kind: 'district-meeting-descriptors', district_id: districtId }).onConflictDoNothing().returning();
  const list =
    d ??
    (
      await server.db
        .select()
        .from(configLists)
        .where(and(eq(configLists.kind, 'district-meeting-descriptors'), eq(configLists.district_id, districtId)))
    )[0]!;
  const [item] = await server.db.insert(configItems).values({ list_id: list.id, position: 99, label_en: 'Quarterly review', label_fr: 'Bilan trimestriel' }).returning();
  const [t] = await server.db.insert(configLists).values({ kind: 'school-textboxes', district_id: districtId }).onConflictDoNothing().returning();
  const tlist =
    t ??
    (
      await server.db
        .select()
        .from(configLists)
        .where(and(eq(configLists.kind, 'school-textboxes'), eq(configLists.district_id, districtId)))
    )[0]!;
  const [box] = await server.db.insert(configItems).values({ list_id: tlist.id, position: 99, label_en: 'Successes this term', label_fr: 'Réussites de l’étape' }).returning();
  return { descriptor: item!.id, textbox: box!.id };
}

export const inAWeek = () => new Date(Date.now() + 7 * 86_400_000).toISOString().replace(/\.\d+Z$/, 'Z');

export async function teamMeeting(m: CastMember = 'schoolLeader', over: Record<string, unknown> = {}) {
  const b = await aspenBoard();
  const descriptor = await aspenDescriptor();
  const res = await (
    await as(m)
  ).post<TMeeting>('/api/v1/meetings/', {
    kind: 'team',
    board: b.board,
    descriptor,
    starts_at: inAWeek(),
    location: 'Library',
    attendees: [ids.user.teacher, ids.user.schoolLeader],
    guests: ['Dr. Roy'],
    ...over,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { meeting: res.body, ...b, descriptor };
}

/** One demo server for the file's tests. */
export function withMeetingsServer(): void {
  withDemoServer((s, i) => ((server = s), (ids = i)));
}
