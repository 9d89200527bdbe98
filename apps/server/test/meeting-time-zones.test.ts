/**
 * Meetings in their school's time zone (issue 20): a wall-clock start is read in the school's zone (its
 * own, else its district's), the invitation writes it there with the zone's name, the .ics carries it as
 * DTSTART;TZID with its VTIMEZONE, and GET /meetings/{id}/ics/ gives the file to the meeting's readers only.
 */
import { describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { districts, meetings, schools, sentEmails, students } from '@ss/db';
import type { TDistrict, TMeeting } from '@ss/domain';
import type { TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

/** The calendar's lines unfolded (RFC 5545 §3.1), as `NAME;PARAMS` → values. */
function parseIcs(text: string) {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.filter((l) => l !== '').at(-1)).toBe('END:VCALENDAR');
  const props = new Map<string, string[]>();
  for (const line of lines) {
    const i = line.indexOf(':');
    if (i < 0) continue;
    const key = line.slice(0, i);
    props.set(key, [...(props.get(key) ?? []), line.slice(i + 1)]);
  }
  return { lines, props };
}

async function aspenStudent(): Promise<number> {
  const [s] = await server.db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.school_id, ids.aspen), eq(students.status, 'active')))
    .orderBy(students.id)
    .limit(1);
  return s!.id;
}

async function aspenDescriptor(): Promise<number> {
  const res = await (await as('schoolLeader')).get<{ items: { id: number; active: boolean }[] }>(`/api/v1/config/meeting-descriptors/?school=${ids.aspen}`);
  return res.body.items.find((i) => i.active)!.id;
}

/** A student meeting in Aspen (Prairie Creek: America/Edmonton) at this wall-clock time. */
async function aspenMeeting(startsAt: string): Promise<TMeeting> {
  const res = await (
    await as('schoolLeader')
  ).post<TMeeting>('/api/v1/meetings/', {
    kind: 'student',
    student: await aspenStudent(),
    descriptor: await aspenDescriptor(),
    starts_at: startsAt,
    location: 'Library',
    attendees: [ids.user.teacher],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const startOf = async (id: number) => (await server.db.select({ at: meetings.starts_at }).from(meetings).where(eq(meetings.id, id)))[0]!.at.toISOString();

describe('time zones of districts and schools', () => {
  it('gives the demo districts their zones and lets a super admin change one, refusing names that are no IANA zone', async () => {
    const zones = await server.db.select({ id: districts.id, zone: districts.time_zone }).from(districts);
    expect(zones.find((d) => d.id === ids.en)!.zone).toBe('America/Edmonton');
    expect(zones.find((d) => d.id === ids.fr)!.zone).toBe('America/Toronto');
    const admin = await as('super');
    for (const bad of ['Mars/Olympus_Mons', 'EST', '', 42]) {
      const res = await admin.patch(`/api/v1/districts/${ids.fr}/`, { time_zone: bad });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.error.fields.time_zone, String(bad)).toBeTruthy();
    }
    const ok = await admin.patch<TDistrict>(`/api/v1/districts/${ids.fr}/`, { time_zone: 'America/Moncton' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.time_zone).toBe('America/Moncton');
    expect((await admin.patch(`/api/v1/districts/${ids.fr}/`, { time_zone: 'America/Toronto' })).status).toBe(200);
  });
});

describe('meetings in their school’s zone', () => {
  it('stores a wall-clock start as the instant it names in the school’s zone, and e-mails it there with a zoned .ics', async () => {
    const meeting = await aspenMeeting('2030-12-03T19:30');
    // 19:30 in Edmonton (MST, UTC−7) is 02:30 UTC the next day.
    expect(await startOf(meeting.id)).toBe('2030-12-04T02:30:00.000Z');
    expect(meeting).toMatchObject({ starts_at: '2030-12-04T02:30:00.000Z', time_zone: 'America/Edmonton', local_starts_at: '2030-12-03T19:30' });
    const [mail] = await server.db
      .select()
      .from(sentEmails)
      .where(sql`${sentEmails.subject} like 'Invitation:%'`)
      .orderBy(desc(sentEmails.id))
      .limit(1);
    expect(mail!.subject).toContain('Dec 3, 2030, 7:30 p.m. MST');
    expect(mail!.text_body).toContain('Tuesday, Dec 3, 2030, 7:30 p.m. MST');
    expect(mail!.text_body).not.toMatch(/EST|2:30/);
    const { props } = parseIcs(mail!.attachments![0]!.content);
    expect(props.get('DTSTART;TZID=America/Edmonton')).toEqual(['20301203T193000']);
    expect(props.get('TZID')).toEqual(['America/Edmonton']);
    expect(props.get('BEGIN')).toEqual(expect.arrayContaining(['VTIMEZONE', 'VEVENT', 'STANDARD', 'DAYLIGHT']));
    expect(props.get('TZOFFSETTO')).toEqual(expect.arrayContaining(['-0700', '-0600']));
    expect([...props.keys()].filter((k) => k.startsWith('DTSTART;'))).toHaveLength(1);

    // A change keeps reading wall-clock times in the zone; a start with an offset is taken as it is.
    const c = await as('schoolLeader');
    const moved = await c.patch<TMeeting>(`/api/v1/meetings/${meeting.id}/`, { version: meeting.version, starts_at: '2031-06-03T08:15' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await startOf(meeting.id)).toBe('2031-06-03T14:15:00.000Z');
    const exact = await c.patch<TMeeting>(`/api/v1/meetings/${meeting.id}/`, { version: moved.body.version, starts_at: '2031-06-03T09:00:00Z' });
    expect(exact.status).toBe(200);
    expect(await startOf(meeting.id)).toBe('2031-06-03T09:00:00.000Z');
  });

  it('reads the start in the school’s own zone when it has one', async () => {
    const admin = await as('schoolAdmin');
    const set = await admin.patch(`/api/v1/schools/${ids.aspen}/options/`, { time_zone: 'America/Vancouver' });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toMatchObject({ time_zone: 'America/Vancouver', district_time_zone: 'America/Edmonton' });
    expect((await admin.patch(`/api/v1/schools/${ids.aspen}/options/`, { time_zone: 'Nowhere/Atlantis' })).status).toBe(400);
    try {
      const meeting = await aspenMeeting('2030-12-03T19:30');
      expect(meeting.time_zone).toBe('America/Vancouver');
      expect(await startOf(meeting.id)).toBe('2030-12-04T03:30:00.000Z');
      expect((await admin.get(`/api/v1/schools/${ids.aspen}/`)).body.time_zone).toBe('America/Vancouver');
    } finally {
      await server.db.update(schools).set({ time_zone: null }).where(eq(schools.id, ids.aspen));
    }
  });
});

describe('GET /api/v1/meetings/{id}/ics/', () => {
  it('refuses anonymous callers (401) and another district (404)', async () => {
    const meeting = await aspenMeeting('2030-12-05T10:00');
    expect((await server.client().get(`/api/v1/meetings/${meeting.id}/ics/`)).status).toBe(401);
    for (const m of ['frAdmin', 'frTeacher'] as const) expect((await (await as(m)).get(`/api/v1/meetings/${meeting.id}/ics/`)).status, m).toBe(404);
    expect((await (await as('teacher')).get('/api/v1/meetings/999999999/ics/')).status).toBe(404);
  });

  it('gives a reader the meeting as a calendar file, its start in the school’s zone', async () => {
    const meeting = await aspenMeeting('2030-12-05T10:00');
    const res = await (await as('teacher')).get<string>(`/api/v1/meetings/${meeting.id}/ics/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="meeting-${meeting.id}.ics"`);
    const { props } = parseIcs(res.body);
    expect(props.get('METHOD')).toEqual(['PUBLISH']);
    expect(props.get('DTSTART;TZID=America/Edmonton')).toEqual(['20301205T100000']);
    expect(props.get('UID')![0]).toMatch(new RegExp(`^meeting-${meeting.id}@`));
    expect(props.get('BEGIN')).toEqual(expect.arrayContaining(['VCALENDAR', 'VTIMEZONE', 'VEVENT']));
  });
});
