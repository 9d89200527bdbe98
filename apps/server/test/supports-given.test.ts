/** Supports given to students (issue 11, section 2) through real HTTP: refusals, input, giving, changing, ending and deleting, with their audit rows. */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { configItems, configLists, meetingNotes, meetings, studentDataDefinitions, studentSupportDataPoints, studentSupportSessions, studentSupports, supports } from '@ss/db';
import { GIVEN_MSG, MSG, SUPPORT_MSG, ZStudentSupport, type TStudentSupport, type TStudentSupportList } from '@ss/domain';
import { type TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { auditCount, daysAgo, daysAhead, freshStudent, give, givenCount, lastAudit, networkSupportId, tiersOf } from './supports-given-fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

let tier: number;
let tier2: number;
let network: number;
const rowOf = async (id: number) => (await server.db.select().from(studentSupports).where(eq(studentSupports.id, id)))[0];
const aspenStudent = (last: string) => freshStudent(server.db, { id: ids.aspen, district: ids.en }, last);
const body = (student: number, over: Record<string, unknown> = {}) => ({ student, support: network, tier, start_date: daysAgo(30), responsible: ids.user.teacher, ...over });

beforeAll(async () => {
  const tiers = await tiersOf(await as('teacher'), ids.aspen);
  [tier, tier2] = [tiers[1]!.id, tiers[2]!.id];
  network = await networkSupportId(server.db, { district: ids.en });
});

describe('supports given: sign-in, tenancy, permissions', () => {
  it('answers 401 to anonymous callers on every route and changes nothing', async () => {
    const student = await aspenStudent('Anonymous');
    const g = await give(await as('teacher'), body(student, { measure_name: 'Words', scale_min: 0, scale_max: 100 }));
    const c = server.client();
    const before = await givenCount(server.db);
    const calls: [string, string, unknown?][] = [
      ['GET', `/api/v1/student_supports/?student=${student}`],
      ['POST', '/api/v1/student_supports/', body(student)],
      ['GET', `/api/v1/student_supports/${g.id}/`],
      ['PATCH', `/api/v1/student_supports/${g.id}/`, { version: g.version, notes: 'X' }],
      ['DELETE', `/api/v1/student_supports/${g.id}/`],
      ['GET', `/api/v1/student_supports/${g.id}/data_points/`],
      ['POST', `/api/v1/student_supports/${g.id}/data_points/`, { measured_on: daysAgo(1), value: 3 }],
      ['DELETE', `/api/v1/student_supports/${g.id}/data_points/1/`],
      ['GET', `/api/v1/student_supports/${g.id}/sessions/`],
      ['POST', `/api/v1/student_supports/${g.id}/sessions/`, { held_on: daysAgo(1), delivered: true, minutes: 20 }],
      ['DELETE', `/api/v1/student_supports/${g.id}/sessions/1/`],
      ['GET', `/api/v1/students/${student}/support_history/`],
      ['GET', `/api/v1/student_supports/report/?district=${ids.en}`],
      ['GET', `/api/v1/student_supports/report/export/?district=${ids.en}`],
    ];
    for (const [method, path, b] of calls) expect((await c.request(method, path, b)).status, `${method} ${path}`).toBe(401);
    expect(await givenCount(server.db)).toBe(before);
    expect(await rowOf(g.id)).toMatchObject({ notes: null, version: 1 });
  });

  it('hides another district’s supports given (404) and lets it change nothing', async () => {
    const student = await aspenStudent('Foreign');
    const g = await give(await as('teacher'), body(student, { measure_name: 'Words' }));
    const before = await givenCount(server.db);
    for (const m of ['frAdmin', 'frTeacher'] as const) {
      const c = await as(m);
      expect((await c.get(`/api/v1/student_supports/?student=${student}`)).status, m).toBe(404);
      expect((await c.get(`/api/v1/student_supports/${g.id}/`)).status, m).toBe(404);
      expect((await c.post('/api/v1/student_supports/', body(student))).status, m).toBe(404);
      expect((await c.patch(`/api/v1/student_supports/${g.id}/`, { version: g.version, notes: 'Mine' })).status, m).toBe(404);
      expect((await c.delete(`/api/v1/student_supports/${g.id}/`)).status, m).toBe(404);
      expect((await c.post(`/api/v1/student_supports/${g.id}/data_points/`, { measured_on: daysAgo(1), value: 3 })).status, m).toBe(404);
      expect((await c.get(`/api/v1/students/${student}/support_history/`)).status, m).toBe(404);
    }
    expect(await givenCount(server.db)).toBe(before);
    expect(await rowOf(g.id)).toMatchObject({ notes: null, version: 1 });
  });

  it('lets school staff read but not write (403), and abilities say so', async () => {
    const student = await aspenStudent('Staff');
    const g = await give(await as('teacher'), body(student, { measure_name: 'Words' }));
    const c = await as('schoolStaff');
    const list = await c.get<TStudentSupportList>(`/api/v1/student_supports/?student=${student}`);
    expect(list.status).toBe(200);
    expect(list.body.abilities).toEqual({ give: false });
    expect(list.body.results[0]!.abilities).toEqual({ update: false, end: false, delete: false, record: false });
    const before = await givenCount(server.db);
    expect((await c.post('/api/v1/student_supports/', body(student, { support: null, name: 'Mine', type: 'strategy' }))).status).toBe(403);
    expect((await c.patch(`/api/v1/student_supports/${g.id}/`, { version: g.version, notes: 'Mine' })).status).toBe(403);
    expect((await c.delete(`/api/v1/student_supports/${g.id}/`)).status).toBe(403);
    expect((await c.post(`/api/v1/student_supports/${g.id}/data_points/`, { measured_on: daysAgo(1), value: 3 })).status).toBe(403);
    expect((await c.post(`/api/v1/student_supports/${g.id}/sessions/`, { held_on: daysAgo(1), delivered: true, minutes: 10 })).status).toBe(403);
    expect(await givenCount(server.db)).toBe(before);
    expect(await rowOf(g.id)).toMatchObject({ notes: null, version: 1 });
  });

  it('lets the giver and the roster editors delete; another teacher of the school gets 403', async () => {
    const student = await aspenStudent('Deleted');
    const byLeader = await give(await as('schoolLeader'), body(student));
    const teacher = await as('multiTeacher');
    const read = await teacher.get<TStudentSupport>(`/api/v1/student_supports/${byLeader.id}/`);
    expect(read.body.abilities).toEqual({ update: true, end: true, delete: false, record: true });
    expect((await teacher.delete(`/api/v1/student_supports/${byLeader.id}/`)).status).toBe(403);
    expect(await rowOf(byLeader.id)).toBeDefined();
    const own = await give(await as('teacher'), body(student, { support: null, name: 'Quiet corner', type: 'accommodation' }));
    expect(own.abilities.delete).toBe(true);
    expect((await (await as('teacher')).delete(`/api/v1/student_supports/${own.id}/`)).status).toBe(204);
    expect((await (await as('schoolAdmin')).delete(`/api/v1/student_supports/${byLeader.id}/`)).status).toBe(204);
    expect(await rowOf(own.id)).toBeUndefined();
    expect(await rowOf(byLeader.id)).toBeUndefined();
    const audit = await lastAudit(server.db, 'student_support.deleted');
    expect(audit).toMatchObject({ student_id: student, school_id: ids.aspen, district_id: ids.en, target_type: 'student_support', target_id: String(byLeader.id) });
    expect(audit!.details).toEqual({ support: network, start_date: daysAgo(30) });
  });
});

describe('supports given: input', () => {
  it('answers the messages for bad input to a give and writes nothing', async () => {
    const c = await as('teacher');
    const student = await aspenStudent('Input');
    // A tier of another school's own list (Aspen reads the system's).
    const [list] = await server.db.insert(configLists).values({ kind: 'student-support-tiers', district_id: ids.fr, school_id: ids.beausejour }).returning();
    const [frItem] = await server.db.insert(configItems).values({ list_id: list!.id, position: 0, label_en: 'Tier A', label_fr: 'Niveau A', color: '#2f9e44' }).returning();
    const frTier = frItem!.id;
    const frSupport = await networkSupportId(server.db, { district: ids.fr });
    const pending = await networkSupportId(server.db, { school: ids.aspen }, 'pending');
    const [otherMeeting] = await server.db
      .insert(meetings)
      .values({ district_id: ids.en, school_id: ids.aspen, kind: 'school', descriptor: 'Review', starts_at: new Date('2026-01-05T14:00:00Z') })
      .returning();
    const [frMeasure] = await server.db
      .insert(studentDataDefinitions)
      .values({ district_id: ids.fr, name: 'Lecture', result_type: 'manual', data_type: 'label', labels: ['Automne'] })
      .returning();
    const before = await givenCount(server.db);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ support: frSupport }, 'support', GIVEN_MSG.network],
      [{ support: pending }, 'support', GIVEN_MSG.network],
      [{ support: null }, 'support', GIVEN_MSG.supportOrName],
      [{ support: null, name: 'Chunked tasks' }, 'type', MSG.required],
      [{ name: 'Both' }, 'name', GIVEN_MSG.notBoth],
      [{ support: null, name: 'One-off', type: 'strategy', focus_areas: [999_999] }, 'focus_areas', SUPPORT_MSG.unknownKey],
      [{ tier: frTier }, 'tier', GIVEN_MSG.tier],
      [{ start_date: daysAhead(2) }, 'start_date', GIVEN_MSG.future],
      [{ start_date: '2026-02-30' }, 'start_date', 'Invalid date format'],
      [{ responsible: ids.user.frTeacher }, 'responsible', GIVEN_MSG.responsible],
      [{ meeting: otherMeeting!.id }, 'meeting', GIVEN_MSG.meeting],
      [{ meeting: 999_999 }, 'meeting', GIVEN_MSG.meeting],
      [{ measure_definition_id: frMeasure!.id }, 'measure_definition_id', GIVEN_MSG.measure],
      [{ measure_definition_id: frMeasure!.id, measure_name: 'Mine' }, 'measure_name', GIVEN_MSG.measureBoth],
      [{ measure_name: 'Words', scale_min: 10, scale_max: 5 }, 'scale_max', GIVEN_MSG.scale],
      [{ measure_name: 'Words', scale_min: 0 }, 'scale_max', MSG.required],
      [{ measure_name: 'Words', scale_min: 0, scale_max: 100, goal: 120 }, 'goal', GIVEN_MSG.range],
      [{ goal: 40 }, 'measure_name', GIVEN_MSG.measureName],
      [{ measure_name: 'Words', goal_date: daysAgo(40) }, 'goal_date', GIVEN_MSG.goalDate],
      [{ notes: 'x'.repeat(5001) }, 'notes', MSG.maxLength],
      [{ baseline: Number.MAX_VALUE, measure_name: 'Words' }, 'baseline', MSG.invalidValue],
      [{ district: ids.en }, 'district', 'Unknown field'],
    ];
    for (const [over, field, message] of cases) {
      const res = await c.post('/api/v1/student_supports/', body(student, over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.fields[field]?.message, `${JSON.stringify(over)}: ${JSON.stringify(res.body)}`).toBe(message);
    }
    expect((await c.post('/api/v1/student_supports/', body(student, { measure_name: 'W', scale_min: 0, scale_max: 10, goal: 12 }))).body.error.fields.goal.params).toEqual({
      min: 0,
      max: 10,
    });
    expect(await givenCount(server.db)).toBe(before);
  });

  it('refuses a network support the student holds now, and an end without an outcome and the reverse', async () => {
    const c = await as('teacher');
    const student = await aspenStudent('Twice');
    const g = await give(c, body(student));
    const again = await c.post('/api/v1/student_supports/', body(student));
    expect(again.status).toBe(400);
    expect(again.body.error.fields.support.message).toBe(GIVEN_MSG.alreadyHeld);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ end_date: daysAgo(1) }, 'outcome', GIVEN_MSG.endWithOutcome],
      [{ outcome: 'worked' }, 'end_date', GIVEN_MSG.endWithOutcome],
      [{ end_date: daysAgo(31), outcome: 'worked' }, 'end_date', GIVEN_MSG.endBeforeStart],
      [{ end_date: daysAhead(1), outcome: 'worked' }, 'end_date', GIVEN_MSG.future],
      [{ start_date: daysAhead(1) }, 'start_date', GIVEN_MSG.future],
      [{ tier: 999_999 }, 'tier', GIVEN_MSG.tier],
      [{ name: 'Renamed' }, 'name', MSG.invalidValue],
      [{ outcome: 'perfect' }, 'outcome', MSG.invalidValue],
    ];
    for (const [over, field, message] of cases) {
      const res = await c.patch(`/api/v1/student_supports/${g.id}/`, { version: g.version, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.error.fields[field]?.message, JSON.stringify(res.body)).toBe(message);
    }
    expect(await rowOf(g.id)).toMatchObject({ version: 1, end_date: null, outcome: null });
  });

  it('answers 409 to a stale version and writes nothing', async () => {
    const c = await as('teacher');
    const g = await give(c, body(await aspenStudent('Stale')));
    expect((await c.patch(`/api/v1/student_supports/${g.id}/`, { version: g.version, notes: 'First' })).status).toBe(200);
    const stale = await c.patch(`/api/v1/student_supports/${g.id}/`, { version: g.version, notes: 'Second' });
    expect(stale.status).toBe(409);
    expect(stale.body.error.code).toBe('conflict');
    expect(await rowOf(g.id)).toMatchObject({ notes: 'First', version: 2 });
  });
});

describe('supports given: giving, changing, ending', () => {
  it('gives a network support under its name, with its type, focus areas, tier and measure, audited without the texts', async () => {
    const c = await as('teacher');
    const student = await aspenStudent('Network');
    const meetingRows = await server.db
      .insert(meetings)
      .values({ district_id: ids.en, school_id: ids.aspen, student_id: student, kind: 'student', descriptor: 'Student review', starts_at: new Date('2026-03-05T14:00:00Z') })
      .returning();
    await server.db.insert(meetingNotes).values({ meeting_id: meetingRows[0]!.id, district_id: ids.en, school_id: ids.aspen, student_id: student });
    const [measure] = await server.db
      .insert(studentDataDefinitions)
      .values({ district_id: ids.en, name: 'Reading level', result_type: 'manual', data_type: 'label', labels: ['Fall'], min_value: 0, max_value: 30 })
      .returning();
    const g = await give(
      c,
      body(student, {
        frequency: 'Twice a week',
        notes: 'Family informed.',
        meeting: meetingRows[0]!.id,
        measure_definition_id: measure!.id,
        baseline: 4,
        goal: 12,
        goal_date: daysAhead(90),
      }),
    );
    expect(ZStudentSupport.strict().safeParse(g).success).toBe(true);
    const [net] = await server.db.select().from(supports).where(eq(supports.id, network));
    expect(g).toMatchObject({
      support: { id: network, level: 'district' },
      name: net!.name_en,
      type: net!.type,
      focus_area_keys: net!.focus_area_keys,
      tier: { id: tier },
      start_date: daysAgo(30),
      end_date: null,
      responsible: { id: ids.user.teacher },
      frequency: 'Twice a week',
      notes: 'Family informed.',
      meeting: { id: meetingRows[0]!.id, name: 'Student review (2026-03-05)' },
      measure: { definition_id: measure!.id, name: 'Reading level', scale_min: 0, scale_max: 30 },
      baseline: 4,
      goal: 12,
      data_points: { count: 0, latest: null },
      sessions: { delivered: 0, planned: 0, share: null },
      abilities: { update: true, end: true, delete: true, record: true },
    });
    const audit = await lastAudit(server.db, 'student_support.given');
    expect(audit).toMatchObject({
      actor_user_id: ids.user.teacher,
      student_id: student,
      school_id: ids.aspen,
      district_id: ids.en,
      target_type: 'student_support',
      target_id: String(g.id),
    });
    expect(audit!.details).toEqual({
      support: network,
      type: net!.type,
      tier,
      start_date: daysAgo(30),
      responsible: ids.user.teacher,
      meeting: meetingRows[0]!.id,
      measure_definition: measure!.id,
    });
    expect(JSON.stringify(audit!.details)).not.toContain('Family');
  });

  it('gives a school’s own approved support and a one-off, and lists current supports before past ones', async () => {
    const c = await as('schoolLeader');
    const student = await aspenStudent('Listed');
    const own = await give(c, body(student, { support: await networkSupportId(server.db, { school: ids.aspen }), start_date: daysAgo(10) }));
    expect(own.support?.level).toBe('school');
    const oneOff = await give(
      c,
      body(student, { support: null, name: 'Lunch check-in', type: 'strategy', start_date: daysAgo(60), measure_name: 'Minutes on task', scale_min: 0, scale_max: 45 }),
    );
    expect(oneOff).toMatchObject({ support: null, name: 'Lunch check-in', type: 'strategy', focus_area_keys: [], measure: { definition_id: null, name: 'Minutes on task' } });
    const ended = await c.patch<TStudentSupport>(`/api/v1/student_supports/${oneOff.id}/`, { version: oneOff.version, end_date: daysAgo(5), outcome: 'partly' });
    expect(ended.status).toBe(200);
    const third = await give(c, body(student, { start_date: daysAgo(20) }));
    const list = (await c.get<TStudentSupportList>(`/api/v1/student_supports/?student=${student}`)).body;
    expect(list.abilities.give).toBe(true);
    expect(list.results.map((r) => r.id)).toEqual([own.id, third.id, oneOff.id]);
  });

  it('changes, ends with an outcome and reopens, audited as updated and ended with what changed', async () => {
    const c = await as('teacher');
    const student = await aspenStudent('Changed');
    const g = await give(c, body(student, { measure_name: 'Words', scale_min: 0, scale_max: 100, baseline: 20, goal: 60 }));
    const changed = await c.patch<TStudentSupport>(`/api/v1/student_supports/${g.id}/`, {
      version: g.version,
      tier: tier2,
      responsible: ids.user.schoolLeader,
      frequency: 'Daily',
      goal: 70,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ version: 2, tier: { id: tier2 }, responsible: { id: ids.user.schoolLeader }, frequency: 'Daily', goal: 70 });
    const updated = await lastAudit(server.db, 'student_support.updated');
    expect(updated!.details).toEqual({
      changes: { tier: [tier, tier2], responsible: [ids.user.teacher, ids.user.schoolLeader], goal: [60, 70] },
      texts: ['frequency'],
    });
    const endedBefore = await auditCount(server.db, 'student_support.ended');
    const ended = await c.patch<TStudentSupport>(`/api/v1/student_supports/${g.id}/`, { version: 2, end_date: daysAgo(2), outcome: 'worked' });
    expect(ended.body).toMatchObject({ end_date: daysAgo(2), outcome: 'worked', abilities: { end: false } });
    expect(await auditCount(server.db, 'student_support.ended')).toBe(endedBefore + 1);
    expect((await lastAudit(server.db, 'student_support.ended'))!.details).toEqual({
      end_date: daysAgo(2),
      outcome: 'worked',
      changes: { end_date: [null, daysAgo(2)], outcome: [null, 'worked'] },
    });
    const reopened = await c.patch<TStudentSupport>(`/api/v1/student_supports/${g.id}/`, { version: 3, end_date: null, outcome: null });
    expect(reopened.body).toMatchObject({ end_date: null, outcome: null, version: 4 });
    expect((await lastAudit(server.db, 'student_support.updated'))!.details).toMatchObject({ changes: { end_date: [daysAgo(2), null], outcome: ['worked', null] } });
  });

  it('deletes a support given with its data points and sessions', async () => {
    const c = await as('teacher');
    const g = await give(c, body(await aspenStudent('Mistake'), { measure_name: 'Words' }));
    expect((await c.post(`/api/v1/student_supports/${g.id}/data_points/`, { measured_on: daysAgo(3), value: 10 })).status).toBe(201);
    expect((await c.post(`/api/v1/student_supports/${g.id}/sessions/`, { held_on: daysAgo(3), delivered: true, minutes: 15 })).status).toBe(201);
    expect((await c.delete(`/api/v1/student_supports/${g.id}/`)).status).toBe(204);
    expect((await c.get(`/api/v1/student_supports/${g.id}/`)).status).toBe(404);
    expect(await server.db.select().from(studentSupportDataPoints).where(eq(studentSupportDataPoints.student_support_id, g.id))).toEqual([]);
    expect(await server.db.select().from(studentSupportSessions).where(eq(studentSupportSessions.student_support_id, g.id))).toEqual([]);
  });
});
