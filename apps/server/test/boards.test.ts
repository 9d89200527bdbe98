import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { boardMoves, boards, students, type CastMember } from '@ss/db';
import { BOARD_MSG, ZBoard, type TBoard } from '@ss/domain';
import { type ApiClient, type TestServer } from './harness.ts';
import { activeStudentsOfGrade, signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);

const TIERS = [
  { title: 'Tier 1', subtitle: 'Universal', color: '#2e7d32', is_default: true },
  { title: 'Tier 2', color: '#f9a825', is_default: false },
  { title: 'Tier 3', color: '#c62828', is_default: false },
];
const teamBoard = (over: Record<string, unknown> = {}) => ({ school_id: ids.aspen, kind: 'team', title: 'Grade 3', categories: TIERS, grades: ['3'], ...over });
const boardCount = async () => (await server.db.select({ n: sql<number>`count(*)::int` }).from(boards))[0]!.n;
const activeGrade = (schoolId: number, grade: string) => activeStudentsOfGrade(server.db, schoolId, grade);

async function create(m: CastMember, body: Record<string, unknown>) {
  const res = await (await as(m)).post<TBoard>('/api/v1/boards/', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

withDemoServer((s, i) => ((server = s), (ids = i)));

describe('boards: sign-in and tenancy', () => {
  it('answers 401 to anonymous callers on every route', async () => {
    const b = await create('schoolLeader', teamBoard());
    const c = server.client();
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/v1/boards/?school=${ids.aspen}`],
      ['POST', '/api/v1/boards/', teamBoard()],
      ['GET', `/api/v1/boards/${b.id}/`],
      ['PATCH', `/api/v1/boards/${b.id}/`, { version: b.version, title: 'X' }],
      ['DELETE', `/api/v1/boards/${b.id}/`],
      ['POST', `/api/v1/boards/${b.id}/moves/`, { student_id: b.cards[0]!.student_id, category_id: b.categories[1]!.id, position: 0, version: b.version }],
      ['POST', `/api/v1/boards/${b.id}/lock/`],
      ['DELETE', `/api/v1/boards/${b.id}/lock/`],
    ];
    for (const [method, path, body] of calls) expect((await c.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    const [row] = await server.db.select().from(boards).where(eq(boards.id, b.id));
    expect(row!.title).toBe('Grade 3');
  });

  it('hides a board from other districts and schools (404) and lets them change nothing', async () => {
    const b = await create('schoolLeader', teamBoard({ title: 'Private to Aspen' }));
    for (const m of ['frAdmin', 'frTeacher', 'suspendedTeacher'] as const) {
      const c = await as(m);
      expect((await c.get(`/api/v1/boards/${b.id}/`)).status, m).toBe(404);
      expect((await c.patch(`/api/v1/boards/${b.id}/`, { version: b.version, title: 'Mine now' })).status, m).toBe(404);
      expect((await c.delete(`/api/v1/boards/${b.id}/`)).status, m).toBe(404);
      expect((await c.post(`/api/v1/boards/${b.id}/lock/`)).status, m).toBe(404);
    }
    expect((await (await as('frTeacher')).get(`/api/v1/boards/?school=${ids.aspen}`)).status).toBe(404);
    expect((await (await as('frAdmin')).post('/api/v1/boards/', teamBoard())).status).toBe(404);
    const [row] = await server.db.select().from(boards).where(eq(boards.id, b.id));
    expect(row).toMatchObject({ title: 'Private to Aspen', version: b.version });
  });

  it('refuses creation to roles without it and in a suspended school', async () => {
    const before = await boardCount();
    expect((await (await as('schoolStaff')).post('/api/v1/boards/', teamBoard())).status).toBe(403);
    expect(
      (await (await as('teacher')).post('/api/v1/boards/', { ...teamBoard(), school_id: undefined, kind: 'district_schools', district_id: ids.en, grades: undefined })).status,
    ).toBe(403);
    const suspended = await (await as('suspendedTeacher')).post('/api/v1/boards/', teamBoard({ school_id: ids.maple }));
    expect(suspended.status).toBe(403);
    expect(suspended.body.error.code).toBe('suspended');
    expect(await boardCount()).toBe(before);
  });
});

describe('boards: which kinds a caller may start (the add buttons)', () => {
  it('answers the kinds each role may create in a school and in a district, beside the list', async () => {
    const createIn = async (m: CastMember, where: string) => {
      const res = await (await as(m)).get(`/api/v1/boards/?${where}`);
      expect(res.status, `${m} ${where}`).toBe(200);
      return res.body.abilities.create;
    };
    const school = `school=${ids.aspen}`;
    const district = `district=${ids.en}`;
    expect(await createIn('teacher', school)).toEqual(['team', 'custom']);
    expect(await createIn('schoolLeader', school)).toEqual(['team', 'custom']);
    expect(await createIn('schoolStaff', school)).toEqual([]);
    expect(await createIn('districtAdmin', school)).toEqual([]);
    expect(await createIn('super', school)).toEqual(['team', 'custom']);
    expect(await createIn('districtAdmin', district)).toEqual(['district_schools', 'district_students', 'integrated']);
    expect(await createIn('districtLeader', district)).toEqual(['district_schools', 'district_students', 'integrated']);
    expect(await createIn('districtStaff', district)).toEqual([]);
  });

  it('says, on a district’s list only, whether the caller reads its schools’ boards there (its admins and leaders, super admins)', async () => {
    const readSchools = async (m: CastMember, where: string) => (await (await as(m)).get(`/api/v1/boards/?${where}`)).body.abilities.read_schools;
    const district = `district=${ids.en}`;
    expect(await readSchools('districtAdmin', district)).toBe(true);
    expect(await readSchools('districtLeader', district)).toBe(true);
    expect(await readSchools('super', district)).toBe(true);
    expect(await readSchools('districtStaff', district)).toBe(false);
    expect(await readSchools('schoolLeader', `school=${ids.aspen}`)).toBe(false);
    expect(await readSchools('super', `school=${ids.aspen}`)).toBe(false);
  });
});

describe('boards: creating with the spec messages', () => {
  it('rejects bad categories and picks with the spec messages and creates nothing', async () => {
    const leader = await as('schoolLeader');
    const before = await boardCount();
    const message = async (body: unknown, field = 'categories') => {
      const res = await leader.post('/api/v1/boards/', body);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return res.body.error.fields[field].message as string;
    };
    expect(await message(teamBoard({ categories: [] }))).toBe(BOARD_MSG.addCategory);
    expect(await message(teamBoard({ categories: TIERS.map((t) => ({ ...t, is_default: true })) }))).toBe(BOARD_MSG.chooseDefault);
    expect(await message(teamBoard({ categories: Array.from({ length: 21 }, (_, i) => ({ title: `C${i}`, color: '#123456', is_default: i === 0 })) }))).toBe(
      BOARD_MSG.maxCategories,
    );
    expect(await message(teamBoard({ kind: 'custom', grades: undefined, student_ids: [] }), 'student_ids')).toBe(BOARD_MSG.selectStudent);
    expect(await message(teamBoard({ grades: ['13'] }), 'grades')).toBe('Invalid value');
    expect(await message(teamBoard({ grades: [] }), 'grades')).toBe('Required');
    expect(await message(teamBoard({ member_ids: [ids.user.frTeacher] }), 'member_ids')).toBe('Invalid value');
    const frStudent = (await server.db.select({ id: students.id }).from(students).where(eq(students.school_id, ids.troisPonts)).limit(1))[0]!.id;
    expect(await message(teamBoard({ kind: 'custom', grades: undefined, student_ids: [frStudent] }), 'student_ids')).toBe('Invalid value');
    expect(await boardCount()).toBe(before);
  });

  it('builds a team board from its rules: the grade’s students in the default column, in card order', async () => {
    const b = await create('schoolLeader', teamBoard({ title: 'Grade 3 team', member_ids: [ids.user.teacher] }));
    const grade3 = await activeGrade(ids.aspen, '3');
    expect(b.cards.map((c) => c.student_id).sort()).toEqual([...grade3].sort());
    expect(new Set(b.cards.map((c) => c.category_id))).toEqual(new Set([b.categories[0]!.id]));
    expect(b.cards.map((c) => c.position)).toEqual(b.cards.map((_, i) => i));
    expect(b.categories.map((c) => c.title)).toEqual(['Tier 1', 'Tier 2', 'Tier 3']);
    expect(b.abilities).toEqual({ edit: true, manage: true, unlock: true, delete: true });
    expect(b.lock).toEqual({ holder: null, mine: false, leaders_only: false });
    const list = await (await as('teacher')).get(`/api/v1/boards/?school=${ids.aspen}`);
    const mine = list.body.results.find((x: { id: number }) => x.id === b.id);
    expect(mine).toMatchObject({ title: 'Grade 3 team', card_count: grade3.length, category_count: 3, abilities: { edit: true, manage: false } });
  });
});

describe('boards: what a board shows follows its students', () => {
  it('shows a rename, an alert, an icon and a roster change at the next read, whether made through the API or straight in the database', async () => {
    const b = await create('schoolLeader', teamBoard({ title: 'Fresh cards' }));
    const admin = await as('schoolAdmin');
    const read = async () => {
      const res = await admin.get<TBoard>(`/api/v1/boards/${b.id}/`);
      expect(res.status).toBe(200);
      return res.body;
    };
    const studentOf = (board: TBoard, id: number) => board.cards.find((c) => c.student_id === id)?.student;
    const first = await read();
    // The answer is written without a check on the way out: it must be exactly the contract.
    expect(() => ZBoard.strict().parse(first)).not.toThrow();
    const [one, two] = first.cards.map((c) => c.student_id!);
    const before = studentOf(first, one!)!;

    const s = await admin.get<{ version: number }>(`/api/v1/students/${one}/`);
    expect((await admin.patch(`/api/v1/students/${one}/`, { version: s.body.version, first_name: 'Renamed' })).status).toBe(200);
    expect(studentOf(await read(), one!)!.first_name).toBe('Renamed');

    expect((await admin.post(`/api/v1/students/${one}/alerts/`, { text: 'Watch the stairs' })).status).toBe(201);
    expect(studentOf(await read(), one!)!.open_alerts).toBe(before.open_alerts + 1);

    const profile = await admin.get<{ card_icons: { available: { item_id: number }[] } }>(`/api/v1/students/${one}/profile/`);
    const icon = profile.body.card_icons.available[0]!.item_id;
    expect((await admin.request('PUT', `/api/v1/students/${one}/card_icons/`, { item_ids: [icon] })).status).toBe(204);
    expect(studentOf(await read(), one!)!.icons.map((i) => i.item_id)).toEqual([icon]);

    // An import, a sync or a job writes straight to the tables: the board follows all the same.
    await server.db.update(students).set({ grade: '4' }).where(eq(students.id, two!));
    const after = await read();
    expect(studentOf(after, two!)).toBeUndefined();
    // Nothing of the board itself changed.
    expect(after.version).toBe(first.version);
  });
});

describe('boards: the edit lock and moves', () => {
  it('moves a card for the lock holder, refuses stale versions and others, and keeps the history', async () => {
    const b = await create('schoolLeader', teamBoard({ title: 'Moves', member_ids: [ids.user.teacher] }));
    const leader = await as('schoolLeader');
    const teacher = await as('teacher');
    const student = b.cards[0]!.student_id!;
    const tier3 = b.categories[2]!.id;
    const move = (c: ApiClient, version: number, position = 0) => c.post(`/api/v1/boards/${b.id}/moves/`, { student_id: student, category_id: tier3, position, version });

    const noLock = await move(leader, b.version);
    expect(noLock.status).toBe(409);
    expect(noLock.body.error).toMatchObject({ code: 'edit_lock', message: BOARD_MSG.notEditing });

    // Taking the lock moves the board's version, and says to which: the page need not read the board again.
    const taken = await leader.post(`/api/v1/boards/${b.id}/lock/`);
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ holder: { id: ids.user.schoolLeader }, mine: true, version: b.version + 1, changed: true });
    const other = await teacher.post(`/api/v1/boards/${b.id}/lock/`);
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe(BOARD_MSG.editedByOther);
    // A heartbeat keeps the lock and the version.
    const beat = await leader.post(`/api/v1/boards/${b.id}/lock/`);
    expect(beat.body).toMatchObject({ holder: { id: ids.user.schoolLeader }, mine: true, version: b.version + 1, changed: false });

    const afterLock = (await leader.get<TBoard>(`/api/v1/boards/${b.id}/`)).body;
    expect(afterLock.version).toBe(taken.body.version);
    expect((await move(leader, afterLock.version - 1)).status).toBe(409);
    const moved = await move(leader, afterLock.version);
    expect(moved.status).toBe(200);
    expect(moved.body.version).toBe(afterLock.version + 1);
    const now = (await leader.get<TBoard>(`/api/v1/boards/${b.id}/`)).body;
    expect(now.cards.find((c) => c.student_id === student)).toMatchObject({ category_id: tier3, position: 0 });
    const [history] = await server.db.select().from(boardMoves).where(eq(boardMoves.board_id, b.id));
    expect(history).toMatchObject({ student_id: student, from_title: 'Tier 1', to_title: 'Tier 3', moved_by: ids.user.schoolLeader });

    // A card that is not on the board, and a category of another board.
    const elsewhere = (await activeGrade(ids.aspen, '5'))[0]!;
    const notOnBoard = await leader.post(`/api/v1/boards/${b.id}/moves/`, { student_id: elsewhere, category_id: tier3, position: 0, version: now.version });
    expect(notOnBoard.status).toBe(400);
    expect((await leader.post(`/api/v1/boards/${b.id}/moves/`, { student_id: student, category_id: 999999, position: 0, version: now.version })).status).toBe(400);

    // The school admin (a leader) breaks the lock: the holder's next move is refused.
    const broken = await (await as('schoolAdmin')).delete(`/api/v1/boards/${b.id}/lock/`);
    expect(broken.status).toBe(200);
    expect(broken.body).toMatchObject({ holder: null, version: now.version + 1, changed: true });
    const late = await move(leader, now.version + 1);
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('edit_lock');
    // Someone who is not a leader cannot break another's lock; the holder may let go.
    const retaken = await teacher.post(`/api/v1/boards/${b.id}/lock/`);
    expect(retaken.status).toBe(200);
    expect(retaken.body.version).toBe(broken.body.version + 1);
    expect((await (await as('schoolStaff')).delete(`/api/v1/boards/${b.id}/lock/`)).status).toBe(403);
    const released = await teacher.delete(`/api/v1/boards/${b.id}/lock/`);
    expect(released.body).toMatchObject({ holder: null, mine: false, version: retaken.body.version + 1, changed: true });
    // Nothing held: nothing changes.
    expect((await teacher.delete(`/api/v1/boards/${b.id}/lock/`)).body).toMatchObject({ holder: null, version: released.body.version, changed: false });
  });

  it('lets only members and leaders edit, and only leaders when the board is leaders-only', async () => {
    const b = await create('schoolLeader', teamBoard({ title: 'Members', member_ids: [ids.user.teacher] }));
    expect((await (await as('schoolStaff')).post(`/api/v1/boards/${b.id}/lock/`)).status).toBe(403);
    expect((await (await as('multiTeacher')).post(`/api/v1/boards/${b.id}/lock/`)).status).toBe(403);
    const viewer = await (await as('districtAdmin')).get<TBoard>(`/api/v1/boards/${b.id}/`);
    expect(viewer.status).toBe(200);
    expect(viewer.body.abilities.edit).toBe(false);
    expect((await (await as('teacher')).patch(`/api/v1/boards/${b.id}/`, { version: b.version, leaders_only: true })).status).toBe(403);
    const flagged = await (await as('schoolLeader')).patch<TBoard>(`/api/v1/boards/${b.id}/`, { version: b.version, leaders_only: true });
    expect(flagged.status).toBe(200);
    expect((await (await as('teacher')).post(`/api/v1/boards/${b.id}/lock/`)).status).toBe(403);
    expect((await (await as('schoolAdmin')).post(`/api/v1/boards/${b.id}/lock/`)).status).toBe(200);
  });
});

describe('boards: changing and deleting', () => {
  it('moves the cards of a removed category to the default one and says how many', async () => {
    const b = await create('schoolLeader', teamBoard({ title: 'Categories' }));
    const leader = await as('schoolLeader');
    await leader.post(`/api/v1/boards/${b.id}/lock/`);
    let version = (await leader.get<TBoard>(`/api/v1/boards/${b.id}/`)).body.version;
    for (const card of b.cards.slice(0, 2)) {
      version = (await leader.post(`/api/v1/boards/${b.id}/moves/`, { student_id: card.student_id, category_id: b.categories[2]!.id, position: 0, version })).body.version;
    }
    const kept = b.categories.slice(0, 2).map((c) => ({ id: c.id, title: c.title, color: c.color, is_default: c.is_default }));
    const res = await leader.patch(`/api/v1/boards/${b.id}/`, { version, categories: kept });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.moved_cards).toBe(2);
    expect(res.body.categories).toHaveLength(2);
    expect(res.body.cards.every((c: { category_id: number }) => c.category_id !== b.categories[2]!.id)).toBe(true);
    expect((await leader.patch(`/api/v1/boards/${b.id}/`, { version, title: 'Stale' })).status).toBe(409);
  });

  it('deletes a board for its managers only', async () => {
    const b = await create('schoolLeader', teamBoard({ title: 'To delete' }));
    expect((await (await as('teacher')).delete(`/api/v1/boards/${b.id}/`)).status).toBe(403);
    expect((await (await as('schoolAdmin')).delete(`/api/v1/boards/${b.id}/`)).status).toBe(204);
    expect((await (await as('schoolLeader')).get(`/api/v1/boards/${b.id}/`)).status).toBe(404);
  });
});

describe('boards: district and integrated boards', () => {
  it('runs a district board of students across schools, seen by district staff only', async () => {
    const picks = [(await activeGrade(ids.aspen, '4'))[0]!, (await activeGrade(ids.riverbend, '7'))[0]!];
    const b = await create('districtAdmin', { district_id: ids.en, kind: 'district_students', title: 'District watch', categories: TIERS, student_ids: picks });
    expect(b.cards.map((c) => c.student_id).sort()).toEqual([...picks].sort());
    expect((await (await as('districtStaff')).get(`/api/v1/boards/${b.id}/`)).status).toBe(200);
    expect((await (await as('teacher')).get(`/api/v1/boards/${b.id}/`)).status).toBe(404);
    expect((await (await as('teacher')).get(`/api/v1/boards/?district=${ids.en}`)).status).toBe(403);
    const list = await (await as('districtLeader')).get(`/api/v1/boards/?district=${ids.en}`);
    expect(list.body.results.map((x: { id: number }) => x.id)).toContain(b.id);
  });

  it('shows an integrated board in each school it spans, to that school’s staff', async () => {
    const pick = (await activeGrade(ids.aspen, '2'))[0]!;
    const b = await create('districtLeader', { district_id: ids.en, kind: 'integrated', title: 'Shared', categories: TIERS, school_ids: [ids.aspen], student_ids: [pick] });
    const list = await (await as('teacher')).get(`/api/v1/boards/?school=${ids.aspen}`);
    expect(list.body.results.map((x: { id: number }) => x.id)).toContain(b.id);
    expect((await (await as('teacher')).get(`/api/v1/boards/${b.id}/`)).status).toBe(200);
    const outside = (await activeGrade(ids.riverbend, '8'))[0]!;
    const bad = await (await as('districtLeader')).patch(`/api/v1/boards/${b.id}/`, { version: b.version, student_ids: [pick, outside] });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.student_ids.message).toBe('Invalid value');
  });

  it('draws the district’s schools on a district_schools board', async () => {
    const b = await create('districtAdmin', { district_id: ids.en, kind: 'district_schools', title: 'Schools', categories: TIERS });
    expect(b.cards.map((c) => c.school_id).sort()).toEqual([ids.aspen, ids.riverbend, ids.maple].sort());
    expect(b.cards.every((c) => c.student === null && c.school !== null)).toBe(true);
  });
});
