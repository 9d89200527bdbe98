/**
 * Domain events (issue 13): a service's emit writes the audit row and announces the event on
 * `ss_events` in the caller's transaction, so a listener hears it once the change commits and
 * never when it rolls back. Runs on whichever driver the suite runs on (PGlite by default,
 * PostgreSQL with DATABASE_URL), listening the way each driver allows.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { auditEvents } from '@ss/db';
import { EVENTS_CHANNEL, type EventNotice } from '@ss/domain';
import { emit, SYSTEM } from '../src/services/emit.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { demoIds, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const heard: EventNotice[] = [];
const raw: string[] = [];
let stopListening: () => Promise<void>;

/** One listener on the server's own database, as the realtime hub will hold one per server copy. */
async function listen(): Promise<() => Promise<void>> {
  const database = server.runtime.ctx.database;
  const onNotice = (payload: string) => {
    raw.push(payload);
    heard.push(JSON.parse(payload) as EventNotice);
  };
  if (database.driver === 'pglite') return database.pglite!.listen(EVENTS_CHANNEL, onNotice);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  client.on('notification', (n) => n.channel === EVENTS_CHANNEL && onNotice(n.payload ?? ''));
  await client.query(`LISTEN ${EVENTS_CHANNEL}`);
  return () => client.end();
}

/** Emits a committed marker and waits for it: notices arrive in commit order, so all before it are in. */
async function drain(): Promise<void> {
  const districtId = ids.en;
  const marker = `marker-${Math.random()}`;
  await emit(server.db, SYSTEM, { type: 'district.updated', district_id: districtId, target: { type: 'district', id: marker } });
  await vi.waitFor(() => expect(heard.some((n) => n.target?.id === marker)).toBe(true), { timeout: 10_000, interval: 20 });
}

beforeAll(async () => {
  server = await startTestServer();
  ids = await demoIds(server.db);
  stopListening = await listen();
});

afterAll(async () => {
  await stopListening?.();
  await server?.close();
});

describe('domain events', () => {
  it('a change through the API is announced after it commits, with ids only, and is the audit row', async () => {
    const admin = await server.as('districtAdmin');
    const created = await admin.post('/api/v1/students/', {
      school_id: ids.aspen,
      first_name: 'Odile',
      last_name: 'Quintal',
      grade: '4',
      gender: 'female',
      student_number: 'EV-1',
    });
    expect(created.status).toBe(201);
    const studentId = (created.body as { id: number }).id;
    await vi.waitFor(() => expect(heard.some((n) => n.type === 'student.created' && n.target?.id === String(studentId))).toBe(true), { timeout: 10_000, interval: 20 });
    const notice = heard.find((n) => n.type === 'student.created' && n.target?.id === String(studentId))!;
    expect(notice).toEqual({ id: notice.id, type: 'student.created', district_id: ids.en, school_id: ids.aspen, target: { type: 'student', id: String(studentId) } });
    const [row] = await server.db.select().from(auditEvents).where(eq(auditEvents.id, notice.id));
    expect(row).toMatchObject({ action: 'student.created', actor_user_id: ids.user.districtAdmin, student_id: studentId, target_type: 'student', target_id: String(studentId) });
    // Names, numbers and notes stay in the audit table, which only the audit log reads.
    expect(raw.join('\n')).not.toMatch(/Odile|Quintal|EV-1/);
  });

  it('an event emitted in a transaction is heard only after commit', async () => {
    const target = `commit-${Math.random()}`;
    await server.db.transaction(async (tx) => {
      await emit(tx, SYSTEM, { type: 'school.updated', district_id: ids.en, school_id: ids.aspen, target: { type: 'school', id: target } });
      // Inside the transaction the row exists for it, but nobody has been told.
      const [row] = await tx.select().from(auditEvents).where(eq(auditEvents.target_id, target));
      expect(row?.action).toBe('school.updated');
      expect(heard.some((n) => n.target?.id === target)).toBe(false);
    });
    await vi.waitFor(() => expect(heard.some((n) => n.target?.id === target)).toBe(true), { timeout: 10_000, interval: 20 });
  });

  it('an event whose transaction rolls back is never heard, and leaves no audit row', async () => {
    const target = `rollback-${Math.random()}`;
    await expect(
      server.db.transaction(async (tx) => {
        await emit(tx, SYSTEM, { type: 'school.updated', district_id: ids.en, school_id: ids.aspen, target: { type: 'school', id: target } });
        throw new Error('the change fails after the event');
      }),
    ).rejects.toThrow('the change fails after the event');
    await drain();
    expect(heard.some((n) => n.target?.id === target)).toBe(false);
    expect(await server.db.select().from(auditEvents).where(eq(auditEvents.target_id, target))).toEqual([]);
  });

  it('a failure is recorded but not announced', async () => {
    const before = heard.length;
    const res = await server.client().post('/api/v1/auth/', { email: 'district.admin@demo.test', password: 'not the password' });
    expect(res.status).toBe(401);
    await drain();
    expect(heard.slice(before).filter((n) => n.type === 'auth.sign_in')).toEqual([]);
    const failures = await server.db.select().from(auditEvents).where(eq(auditEvents.action, 'auth.sign_in'));
    expect(failures.some((r) => r.outcome === 'failure')).toBe(true);
  });
});
