/**
 * The student profile's Boards section (`GET /api/v1/students/{id}/boards/`) and the boards list's
 * `last_moved_at` (issue 9): who may read it, which boards it shows, the order of the history.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { boardMoves, students, users, type CastMember } from '@ss/db';
import type { TBoard, TBoardSummary, TStudentBoards } from '@ss/domain';
import { type TestServer } from './harness.ts';
import { activeStudentsOfGrade, signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);

const TIERS = [
  { title: 'Tier 1', subtitle: 'Universal', color: '#2e7d32', is_default: true },
  { title: 'Tier 2', color: '#f9a825', is_default: false },
  { title: 'Tier 3', subtitle: 'Intensive', color: '#c62828', is_default: false },
];

const activeOf = (schoolId: number, grade: string) => activeStudentsOfGrade(server.db, schoolId, grade);

const boardsOf = async (m: CastMember, studentId: number) => {
  const res = await (await as(m)).get<TStudentBoards>(`/api/v1/students/${studentId}/boards/`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

async function create(m: CastMember, body: Record<string, unknown>) {
  const res = await (await as(m)).post<TBoard>('/api/v1/boards/', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Moves the student on the board as `m` (taking the edit lock first). */
async function move(m: CastMember, boardId: number, studentId: number, categoryId: number) {
  const c = await as(m);
  expect((await c.post(`/api/v1/boards/${boardId}/lock/`)).status).toBe(200);
  const { version } = (await c.get<TBoard>(`/api/v1/boards/${boardId}/`)).body;
  const res = await c.post<{ version: number }>(`/api/v1/boards/${boardId}/moves/`, { student_id: studentId, category_id: categoryId, position: 0, version });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await c.delete(`/api/v1/boards/${boardId}/lock/`);
}

const nameOf = async (m: CastMember) => {
  const [u] = await server.db.select().from(users).where(eq(users.id, ids.user[m]));
  return `${u!.first_name} ${u!.last_name}`;
};

withDemoServer((s, i) => ((server = s), (ids = i)));

describe("a student's boards: who may read them", () => {
  it('answers 401 without sign-in, 404 to other districts and to staff without the student, 400 to a bad id', async () => {
    const student = (await activeOf(ids.aspen, '3'))[0]!;
    const path = `/api/v1/students/${student}/boards/`;
    expect((await server.client().get(path)).status).toBe(401);
    for (const m of ['frAdmin', 'frTeacher'] as const) expect((await (await as(m)).get(path)).status, m).toBe(404);
    // The Aspen teacher does not hold Riverbend: its students are not found, as their profiles are not.
    const river = (await activeOf(ids.riverbend, '7'))[0]!;
    const refused = await (await as('teacher')).get(`/api/v1/students/${river}/boards/`);
    expect(refused.status).toBe(404);
    expect((await (await as('teacher')).get(`/api/v1/students/${river}/profile/`)).status).toBe(404);
    expect((await (await as('teacher')).get('/api/v1/students/999999/boards/')).status).toBe(404);
    const bad = await (await as('teacher')).get('/api/v1/students/abc/boards/');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error)).toContain('You provided invalid id in url');
    // Readers of the profile read its boards, school staff included.
    for (const m of ['teacher', 'schoolStaff', 'districtAdmin', 'super'] as const) expect((await (await as(m)).get(path)).status, m).toBe(200);
  });

  it('does not list a district board to a school teacher, but lists it to the district’s staff', async () => {
    const student = (await activeOf(ids.aspen, '4'))[0]!;
    const b = await create('districtAdmin', { district_id: ids.en, kind: 'district_students', title: 'District only', categories: TIERS, student_ids: [student] });
    await move('districtAdmin', b.id, student, b.categories[2]!.id);
    const district = await boardsOf('districtAdmin', student);
    expect(district.placements.find((p) => p.board_id === b.id)).toMatchObject({ board_title: 'District only', board_kind: 'district_students', category_title: 'Tier 3' });
    expect(district.moves.some((m) => m.board_id === b.id)).toBe(true);
    for (const m of ['teacher', 'schoolLeader'] as const) {
      const school = await boardsOf(m, student);
      expect(
        school.placements.map((p) => p.board_id),
        m,
      ).not.toContain(b.id);
      expect(
        school.moves.map((x) => x.board_id),
        m,
      ).not.toContain(b.id);
      expect(JSON.stringify(school), m).not.toContain('District only');
      expect(school.moves_count, m).toBe(district.moves_count - 1);
    }
  });
});

describe("a student's boards: where it sits and how it moved", () => {
  it('shows the current category with the time of the move there, and the moves newest first', async () => {
    const student = (await activeOf(ids.aspen, '2'))[0]!;
    const b = await create('schoolLeader', { school_id: ids.aspen, kind: 'team', title: 'History board', categories: TIERS, grades: ['2'], member_ids: [ids.user.teacher] });
    const [t1, t2, t3] = b.categories;

    // Before any move: a newcomer sits in the default category, since no move.
    const before = await boardsOf('teacher', student);
    expect(before.placements.find((p) => p.board_id === b.id)).toEqual({
      board_id: b.id,
      board_title: 'History board',
      board_kind: 'team',
      district_id: ids.en,
      school_id: ids.aspen,
      category_id: t1!.id,
      category_title: 'Tier 1',
      category_subtitle: 'Universal',
      color: '#2e7d32',
      since: null,
    });

    await move('schoolLeader', b.id, student, t3!.id);
    await move('teacher', b.id, student, t2!.id);
    const after = await boardsOf('teacher', student);
    const here = after.placements.find((p) => p.board_id === b.id)!;
    expect(here).toMatchObject({ category_id: t2!.id, category_title: 'Tier 2', category_subtitle: null, color: '#f9a825' });
    const mine = after.moves.filter((m) => m.board_id === b.id);
    expect(mine.map((m) => [m.from_title, m.to_title])).toEqual([
      ['Tier 3', 'Tier 2'],
      ['Tier 1', 'Tier 3'],
    ]);
    expect(mine[0]).toMatchObject({ board_title: 'History board', board_kind: 'team', from_color: '#c62828', to_color: '#f9a825', moved_by: await nameOf('teacher') });
    expect(mine[1]).toMatchObject({ from_color: '#2e7d32', to_color: '#c62828', moved_by: await nameOf('schoolLeader') });
    expect(here.since).toBe(mine[0]!.moved_at);
    // The whole history is newest first (the demo's month of moves included).
    const times = after.moves.map((m) => Date.parse(m.moved_at));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(after.moves_count).toBe(after.moves.length);

    // Moving back to Tier 3 later: `since` is the newest move into it, not the first.
    await move('schoolLeader', b.id, student, t3!.id);
    const again = await boardsOf('teacher', student);
    const newest = again.moves.find((m) => m.board_id === b.id)!;
    expect(newest.to_title).toBe('Tier 3');
    expect(again.placements.find((p) => p.board_id === b.id)!.since).toBe(newest.moved_at);
  });

  it('keeps a student’s history but no current place once it leaves the board’s rules or is archived', async () => {
    const student = (await activeOf(ids.aspen, '5'))[0]!;
    const b = await create('schoolLeader', { school_id: ids.aspen, kind: 'team', title: 'Grade 5 only', categories: TIERS, grades: ['5'] });
    await move('schoolLeader', b.id, student, b.categories[1]!.id);
    expect((await boardsOf('teacher', student)).placements.map((p) => p.board_id)).toContain(b.id);

    await server.db.update(students).set({ grade: '6' }).where(eq(students.id, student));
    const moved = await boardsOf('teacher', student);
    expect(moved.placements.map((p) => p.board_id)).not.toContain(b.id);
    expect(moved.moves.map((m) => m.board_id)).toContain(b.id);

    await server.db.update(students).set({ grade: '5', status: 'archived' }).where(eq(students.id, student));
    const archived = await boardsOf('schoolLeader', student);
    expect(archived.placements).toEqual([]);
    expect(archived.moves.map((m) => m.board_id)).toContain(b.id);
    await server.db.update(students).set({ status: 'active' }).where(eq(students.id, student));
  });

  it('caps the history at the newest 100 moves and says how many there are', async () => {
    const student = (await activeOf(ids.aspen, '1'))[0]!;
    const b = await create('schoolLeader', { school_id: ids.aspen, kind: 'custom', title: 'Many moves', categories: TIERS, student_ids: [student] });
    const start = Date.now() - 200 * 60_000;
    await server.db.insert(boardMoves).values(
      Array.from({ length: 130 }, (_, i) => ({
        board_id: b.id,
        student_id: student,
        from_title: `From ${i}`,
        to_title: `To ${i}`,
        to_color: '#123456',
        moved_at: new Date(start + i * 60_000),
      })),
    );
    const res = await boardsOf('teacher', student);
    const here = res.moves.filter((m) => m.board_id === b.id);
    expect(res.moves).toHaveLength(100);
    expect(res.moves_count).toBeGreaterThanOrEqual(130);
    expect(here[0]!.to_title).toBe('To 129');
  });
});

describe('the boards list: when a card last moved', () => {
  it('gives last_moved_at from the newest move, not from taking the edit lock', async () => {
    const leader = await as('schoolLeader');
    const b = await create('schoolLeader', { school_id: ids.aspen, kind: 'team', title: 'Last moved', categories: TIERS, grades: ['K'] });
    const listed = async () => (await leader.get<{ results: TBoardSummary[] }>(`/api/v1/boards/?school=${ids.aspen}&all=true`)).body.results.find((x) => x.id === b.id)!;
    expect((await listed()).last_moved_at).toBeNull();
    expect(b.last_moved_at).toBeNull();

    await move('schoolLeader', b.id, b.cards[0]!.student_id!, b.categories[1]!.id);
    const [last] = await server.db
      .select({ at: sql<string>`max(moved_at)` })
      .from(boardMoves)
      .where(eq(boardMoves.board_id, b.id));
    const moved = await listed();
    expect(moved.last_moved_at).not.toBeNull();
    expect(Date.parse(moved.last_moved_at!)).toBe(Date.parse(String(last!.at)));
    expect((await leader.get<TBoard>(`/api/v1/boards/${b.id}/`)).body.last_moved_at).toBe(moved.last_moved_at);

    // Taking the lock changes updated_at but is no move.
    await new Promise((r) => setTimeout(r, 20));
    await leader.post(`/api/v1/boards/${b.id}/lock/`);
    const locked = await listed();
    expect(locked.last_moved_at).toBe(moved.last_moved_at);
    expect(Date.parse(locked.updated_at)).toBeGreaterThan(Date.parse(moved.last_moved_at!));
    await leader.delete(`/api/v1/boards/${b.id}/lock/`);

    // The demo boards carry their month of history.
    const demo = (await leader.get<{ results: TBoardSummary[] }>(`/api/v1/boards/?school=${ids.aspen}&all=true`)).body.results.find((x) => x.title === 'Junior team (3–6)')!;
    expect(Date.parse(demo.last_moved_at!)).toBeLessThan(Date.now() - 86_400_000);
  });
});
