/** Progress monitoring, the fidelity log and the support and tier history of supports given (issue 11, section 2) through real HTTP. */
import { beforeAll, describe, expect, it } from 'vitest';
import { boardCategories, boardMoves, boards, celebrations } from '@ss/db';
import { GIVEN_MSG, MSG, type TDataPoint, type TDataPointList, type THistoryEntry, type TSessionList, type TStudentSupport, type TSupportHistory } from '@ss/domain';
import { type TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { auditCount, daysAgo, daysAhead, freshStudent, give, lastAudit, networkSupportId, tiersOf } from './supports-given-fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

let tiers: { id: number; key: number }[];
let network: number;
const aspenStudent = (last: string) => freshStudent(server.db, { id: ids.aspen, district: ids.en }, last);
const monitored = async (student: number, over: Record<string, unknown> = {}) =>
  give(await as('teacher'), {
    student,
    support: null,
    name: 'Repeated reading',
    type: 'intervention',
    tier: tiers[1]!.id,
    start_date: daysAgo(40),
    responsible: ids.user.teacher,
    measure_name: 'Words correct per minute',
    scale_min: 0,
    scale_max: 150,
    baseline: 30,
    goal: 70,
    goal_date: daysAhead(60),
    ...over,
  });

beforeAll(async () => {
  tiers = await tiersOf(await as('teacher'), ids.aspen);
  network = await networkSupportId(server.db, { district: ids.en });
});

describe('data points', () => {
  it('refuses dates out of the support’s time, values off its scale, and a support with no measure', async () => {
    const c = await as('teacher');
    const g = await monitored(await aspenStudent('Points input'));
    const before = await auditCount(server.db, 'student_support.data_point_added');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ measured_on: daysAhead(1), value: 40 }, 'measured_on', GIVEN_MSG.future],
      [{ measured_on: daysAgo(41), value: 40 }, 'measured_on', GIVEN_MSG.beforeStart],
      [{ measured_on: daysAgo(3), value: 151 }, 'value', GIVEN_MSG.range],
      [{ measured_on: daysAgo(3), value: -1 }, 'value', GIVEN_MSG.range],
      [{ measured_on: daysAgo(3) }, 'value', MSG.required],
      [{ measured_on: daysAgo(3), value: 40, note: 'x'.repeat(1001) }, 'note', MSG.maxLength],
    ];
    for (const [b, field, message] of cases) {
      const res = await c.post(`/api/v1/student_supports/${g.id}/data_points/`, b);
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(res.body.error.fields[field]?.message, JSON.stringify(res.body)).toBe(message);
    }
    expect((await c.post(`/api/v1/student_supports/${g.id}/data_points/`, { measured_on: daysAgo(3), value: 151 })).body.error.fields.value.params).toEqual({ min: 0, max: 150 });
    const ended = await c.patch<TStudentSupport>(`/api/v1/student_supports/${g.id}/`, { version: g.version, end_date: daysAgo(10), outcome: 'partly' });
    expect(ended.status).toBe(200);
    const after = await c.post(`/api/v1/student_supports/${g.id}/data_points/`, { measured_on: daysAgo(5), value: 40 });
    expect(after.body.error.fields.measured_on.message).toBe(GIVEN_MSG.afterEnd);
    const plain = await give(c, { student: await aspenStudent('No measure'), support: network, tier: tiers[0]!.id, start_date: daysAgo(5), responsible: ids.user.teacher });
    const none = await c.post(`/api/v1/student_supports/${plain.id}/data_points/`, { measured_on: daysAgo(1), value: 3 });
    expect(none.status).toBe(409);
    expect(none.body.error.message).toBe(GIVEN_MSG.noMeasure);
    expect((await c.get<TDataPointList>(`/api/v1/student_supports/${plain.id}/data_points/`)).body.abilities).toEqual({ create: false, update: true, delete: true });
    expect(await auditCount(server.db, 'student_support.data_point_added')).toBe(before);
  });

  it('refuses moving the support’s dates past its data points and sessions, and changes nothing', async () => {
    const c = await as('teacher');
    const g = await monitored(await aspenStudent('Points dates'));
    expect((await c.post(`/api/v1/student_supports/${g.id}/data_points/`, { measured_on: daysAgo(30), value: 40 })).status).toBe(201);
    expect((await c.post(`/api/v1/student_supports/${g.id}/sessions/`, { held_on: daysAgo(8), delivered: true, minutes: 20 })).status).toBe(201);
    const before = await auditCount(server.db, 'student_support.updated');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ start_date: daysAgo(29) }, 'start_date', GIVEN_MSG.recordsBefore],
      [{ end_date: daysAgo(9), outcome: 'worked' }, 'end_date', GIVEN_MSG.recordsAfter],
    ];
    for (const [b, field, message] of cases) {
      const res = await c.patch(`/api/v1/student_supports/${g.id}/`, { version: g.version, ...b });
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(res.body.error.fields[field]?.message, JSON.stringify(res.body)).toBe(message);
    }
    expect(await auditCount(server.db, 'student_support.updated')).toBe(before);
    expect((await c.get<TStudentSupport>(`/api/v1/student_supports/${g.id}/`)).body).toMatchObject({ version: g.version, start_date: daysAgo(40), end_date: null });
    // On the recorded days themselves, and earlier starts, are fine.
    const moved = await c.patch<TStudentSupport>(`/api/v1/student_supports/${g.id}/`, { version: g.version, start_date: daysAgo(30) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const ended = await c.patch<TStudentSupport>(`/api/v1/student_supports/${g.id}/`, { version: moved.body.version, end_date: daysAgo(8), outcome: 'worked' });
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
  });

  it('adds and deletes data points, oldest first, with the latest on the support, each audited without its note', async () => {
    const c = await as('teacher');
    const student = await aspenStudent('Points');
    const g = await monitored(student);
    const added = [];
    for (const [day, value] of [
      [daysAgo(14), 38.5],
      [daysAgo(35), 31],
      [daysAgo(21), 35],
    ] as const) {
      const res = await c.post(`/api/v1/student_supports/${g.id}/data_points/`, { measured_on: day, value, note: 'Read the passage twice.' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({ measured_on: day, value, note: 'Read the passage twice.', created_by: { id: ids.user.teacher } });
      added.push(res.body.id as number);
    }
    const audit = await lastAudit(server.db, 'student_support.data_point_added');
    expect(audit).toMatchObject({ student_id: student, school_id: ids.aspen, district_id: ids.en, target_type: 'student_support', target_id: String(g.id) });
    expect(audit!.details).toEqual({ data_point: added[2], measured_on: daysAgo(21) });
    const list = (await (await as('schoolStaff')).get<TDataPointList>(`/api/v1/student_supports/${g.id}/data_points/`)).body;
    expect(list.results.map((p) => [p.measured_on, p.value])).toEqual([
      [daysAgo(35), 31],
      [daysAgo(21), 35],
      [daysAgo(14), 38.5],
    ]);
    expect(list.abilities).toEqual({ create: false, update: false, delete: false });
    const support = (await c.get<TStudentSupport>(`/api/v1/student_supports/${g.id}/`)).body;
    expect(support.data_points).toEqual({ count: 3, latest: { measured_on: daysAgo(14), value: 38.5 } });
    // A point of another support is not this one's.
    const other = await monitored(await aspenStudent('Points other'));
    expect((await c.delete(`/api/v1/student_supports/${other.id}/data_points/${added[0]}/`)).status).toBe(404);
    expect((await c.delete(`/api/v1/student_supports/${g.id}/data_points/${added[0]}/`)).status).toBe(204);
    expect((await lastAudit(server.db, 'student_support.data_point_deleted'))!.details).toEqual({ data_point: added[0], measured_on: daysAgo(14) });
    expect((await c.get<TDataPointList>(`/api/v1/student_supports/${g.id}/data_points/`)).body.results).toHaveLength(2);
  });
});

describe('editing a data point', () => {
  it('changes its date, value and note at the version read (409 when stale), checked as when added, audited before and after without the note', async () => {
    const c = await as('teacher');
    const student = await aspenStudent('Points edit');
    const g = await monitored(student);
    const added = await c.post<TDataPoint>(`/api/v1/student_supports/${g.id}/data_points/`, { measured_on: daysAgo(10), value: 40, note: 'First try.' });
    expect(added.status).toBe(201);
    expect(added.body.version).toBe(1);
    const path = `/api/v1/student_supports/${g.id}/data_points/${added.body.id}/`;
    const res = await c.patch<TDataPoint>(path, { version: 1, measured_on: daysAgo(9), value: 44, note: 'Second try.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: added.body.id, measured_on: daysAgo(9), value: 44, note: 'Second try.', version: 2, created_by: { id: ids.user.teacher } });
    const audit = await lastAudit(server.db, 'student_support.data_point_updated');
    expect(audit).toMatchObject({ student_id: student, school_id: ids.aspen, target_type: 'student_support', target_id: String(g.id) });
    expect(audit!.details).toEqual({ data_point: added.body.id, measured_on: daysAgo(9), changes: { measured_on: [daysAgo(10), daysAgo(9)], value: [40, 44] }, texts: ['note'] });
    // The version read before that edit is stale: 409, and nothing changes.
    const stale = await c.patch(path, { version: 1, value: 50 });
    expect(stale.status).toBe(409);
    const after = (await c.get<TDataPointList>(`/api/v1/student_supports/${g.id}/data_points/`)).body.results;
    expect(after.map((p) => [p.measured_on, p.value, p.version])).toEqual([[daysAgo(9), 44, 2]]);
    expect((await c.get<TStudentSupport>(`/api/v1/student_supports/${g.id}/`)).body.data_points.latest).toEqual({ measured_on: daysAgo(9), value: 44 });
    // Checked as when added; another support's point is not this one's; a reader who does not write is refused.
    expect((await c.patch(path, { version: 2, value: 151 })).body.error.fields.value.message).toBe(GIVEN_MSG.range);
    expect((await c.patch(path, { version: 2, measured_on: daysAhead(1) })).body.error.fields.measured_on.message).toBe(GIVEN_MSG.future);
    const other = await monitored(await aspenStudent('Points edit other'));
    expect((await c.patch(`/api/v1/student_supports/${other.id}/data_points/${added.body.id}/`, { version: 2, value: 41 })).status).toBe(404);
    expect((await (await as('schoolStaff')).patch(path, { version: 2, value: 41 })).status).toBe(403);
    expect(after[0]!.version).toBe(2);
  });
});

describe('the fidelity log', () => {
  it('refuses a missed session without a reason and other inconsistent sessions', async () => {
    const c = await as('teacher');
    const g = await monitored(await aspenStudent('Sessions input'));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ held_on: daysAgo(2), delivered: false }, 'missed_reason', GIVEN_MSG.missedReason],
      [{ held_on: daysAgo(2), delivered: false, missed_reason: 'schedule', minutes: 20 }, 'minutes', GIVEN_MSG.minutesMissed],
      [{ held_on: daysAgo(2), delivered: true }, 'minutes', MSG.required],
      [{ held_on: daysAgo(2), delivered: true, minutes: 20, missed_reason: 'other' }, 'missed_reason', GIVEN_MSG.reasonDelivered],
      [{ held_on: daysAgo(2), delivered: true, minutes: 601 }, 'minutes', MSG.max],
      [{ held_on: daysAgo(2), delivered: true, minutes: 0 }, 'minutes', GIVEN_MSG.minutesMin],
      [{ held_on: daysAgo(2), delivered: true, minutes: -5 }, 'minutes', GIVEN_MSG.minutesMin],
      [{ held_on: daysAgo(2), delivered: false, missed_reason: 'holiday' }, 'missed_reason', MSG.invalidValue],
      [{ held_on: daysAhead(1), delivered: true, minutes: 20 }, 'held_on', GIVEN_MSG.future],
      [{ held_on: daysAgo(50), delivered: true, minutes: 20 }, 'held_on', GIVEN_MSG.beforeStart],
    ];
    for (const [b, field, message] of cases) {
      const res = await c.post(`/api/v1/student_supports/${g.id}/sessions/`, b);
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect(res.body.error.fields[field]?.message, JSON.stringify(res.body)).toBe(message);
    }
    expect((await c.get<TSessionList>(`/api/v1/student_supports/${g.id}/sessions/`)).body.results).toEqual([]);
  });

  it('logs delivered and missed sessions, newest first, with the share delivered, and deletes one', async () => {
    const c = await as('schoolLeader');
    const student = await aspenStudent('Sessions');
    const g = await monitored(student);
    const logged = [];
    for (const b of [
      { held_on: daysAgo(30), delivered: true, minutes: 20 },
      { held_on: daysAgo(27), delivered: false, missed_reason: 'student_absent', note: 'Ill.' },
      { held_on: daysAgo(23), delivered: true, minutes: 25 },
      { held_on: daysAgo(20), delivered: true, minutes: 20 },
    ]) {
      const res = await c.post(`/api/v1/student_supports/${g.id}/sessions/`, b);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      logged.push(res.body.id as number);
    }
    expect((await lastAudit(server.db, 'student_support.session_logged'))!.details).toEqual({ session: logged[3], held_on: daysAgo(20), delivered: true, minutes: 20 });
    const list = (await c.get<TSessionList>(`/api/v1/student_supports/${g.id}/sessions/`)).body;
    expect(list.results.map((s) => s.held_on)).toEqual([daysAgo(20), daysAgo(23), daysAgo(27), daysAgo(30)]);
    expect(list.results[2]).toMatchObject({ delivered: false, minutes: null, missed_reason: 'student_absent', note: 'Ill.' });
    expect(list.summary).toEqual({ delivered: 3, planned: 4, share: 0.75, minutes: 65 });
    expect((await c.get<TStudentSupport>(`/api/v1/student_supports/${g.id}/`)).body.sessions).toEqual({ delivered: 3, planned: 4, share: 0.75 });
    expect((await c.delete(`/api/v1/student_supports/${g.id}/sessions/${logged[1]}/`)).status).toBe(204);
    const audit = await lastAudit(server.db, 'student_support.session_deleted');
    expect(audit).toMatchObject({ student_id: student, target_id: String(g.id) });
    expect(audit!.details).toEqual({ session: logged[1], held_on: daysAgo(27) });
    expect((await c.get<TSessionList>(`/api/v1/student_supports/${g.id}/sessions/`)).body.summary).toEqual({ delivered: 3, planned: 3, share: 1, minutes: 65 });
  });
});

describe('the support and tier history', () => {
  it('draws one timeline newest first: tier bands, supports started and ended, board moves the caller may see, celebrations', async () => {
    const c = await as('teacher');
    const student = await aspenStudent('History');
    const base = { student, tier: tiers[1]!.id, responsible: ids.user.teacher };
    const first = await give(c, { ...base, support: null, name: 'Check-in', type: 'strategy', start_date: daysAgo(60) });
    await c.patch(`/api/v1/student_supports/${first.id}/`, { version: 1, end_date: daysAgo(40), outcome: 'did_not_work' });
    const second = await give(c, { ...base, support: null, name: 'Small group', type: 'intervention', start_date: daysAgo(40) });
    const third = await give(c, { ...base, tier: tiers[2]!.id, support: null, name: 'Daily coaching', type: 'intervention', start_date: daysAgo(10) });
    // A move on a school board the teacher sees, and one on a district board they do not.
    const seen = await moveOn(student, { district_id: ids.en, school_id: ids.aspen, kind: 'custom', title: 'Reading team' }, daysAgo(12));
    await moveOn(student, { district_id: ids.en, school_id: null, kind: 'district_students', title: 'District watch list' }, daysAgo(11));
    await server.db.insert(celebrations).values({ district_id: ids.en, school_id: ids.aspen, student_id: student, celebrated_on: daysAgo(5), title: 'Read a chapter book' });

    const history = (await c.get<TSupportHistory>(`/api/v1/students/${student}/support_history/`)).body;
    const brief = (e: THistoryEntry) =>
      e.kind === 'tier'
        ? ['tier', e.date, e.end_date, e.tier.id]
        : e.kind === 'board_move'
          ? ['move', e.date, e.board.name, e.to.title]
          : e.kind === 'celebration'
            ? ['celebration', e.date, e.title]
            : [e.kind, e.date, e.support.id, e.kind === 'support_ended' ? e.outcome : e.tier?.id];
    expect(history.results.map(brief)).toEqual([
      ['celebration', daysAgo(5), 'Read a chapter book'],
      ['support_started', daysAgo(10), third.id, tiers[2]!.id],
      ['tier', daysAgo(10), null, tiers[2]!.id],
      ['move', daysAgo(12), 'Reading team', 'Tier 2'],
      ['support_ended', daysAgo(40), first.id, 'did_not_work'],
      ['support_started', daysAgo(40), second.id, tiers[1]!.id],
      ['support_started', daysAgo(60), first.id, tiers[1]!.id],
      ['tier', daysAgo(60), null, tiers[1]!.id],
    ]);
    expect(history.truncated).toBe(false);
    expect(seen).toBeGreaterThan(0);
    // The district's admin sees the district board's move too.
    const admin = (await (await as('districtAdmin')).get<TSupportHistory>(`/api/v1/students/${student}/support_history/`)).body;
    expect(admin.results.filter((e) => e.kind === 'board_move').map((e) => (e.kind === 'board_move' ? e.board.name : ''))).toEqual(['District watch list', 'Reading team']);
  });
});

/** A board with two columns and one move of the student between them on that day; the board's id. */
async function moveOn(student: number, board: { district_id: number; school_id: number | null; kind: 'custom' | 'district_students'; title: string }, day: string) {
  const [b] = await server.db.insert(boards).values(board).returning();
  const [from, to] = await server.db
    .insert(boardCategories)
    .values([
      { board_id: b!.id, position: 0, title: 'Tier 1', color: '#2e7d32', is_default: true },
      { board_id: b!.id, position: 1, title: 'Tier 2', color: '#f08c00' },
    ])
    .returning();
  await server.db.insert(boardMoves).values({
    board_id: b!.id,
    student_id: student,
    from_category_id: from!.id,
    to_category_id: to!.id,
    from_title: 'Tier 1',
    to_title: 'Tier 2',
    to_color: '#f08c00',
    moved_at: new Date(`${day}T15:00:00Z`),
  });
  return b!.id;
}
