/**
 * Reading a child's supports is audited like the profile (issue 21, section 6): every read route of supports
 * given, their data points, sessions and the support history leaves one `student.read` row for that student,
 * naming the part read and nothing of its content; a refused read leaves none.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { auditEvents } from '@ss/db';
import { type TestServer } from './harness.ts';
import { signedInClients, withDemoServer, type DemoIds } from './fixtures.ts';
import { daysAgo, freshStudent, give, networkSupportId, tiersOf } from './supports-given-fixtures.ts';

let server: TestServer;
let ids: DemoIds;
const as = signedInClients(() => server);
withDemoServer((s, i) => ((server = s), (ids = i)));

let student: number;
let given: number;

beforeAll(async () => {
  const tiers = await tiersOf(await as('teacher'), ids.aspen);
  const network = await networkSupportId(server.db, { district: ids.en });
  student = await freshStudent(server.db, { id: ids.aspen, district: ids.en }, 'Audited');
  const g = await give(await as('teacher'), {
    student,
    support: network,
    tier: tiers[1]!.id,
    start_date: daysAgo(30),
    responsible: ids.user.teacher,
    measure_name: 'Words',
    scale_min: 0,
    scale_max: 100,
  });
  given = g.id;
});

const lastAuditId = async () => (await server.db.select({ id: sql<number>`coalesce(max(${auditEvents.id}), 0)::int` }).from(auditEvents))[0]!.id;
const readsSince = (id: number) =>
  server.db
    .select()
    .from(auditEvents)
    .where(and(gt(auditEvents.id, id), eq(auditEvents.action, 'student.read')))
    .orderBy(desc(auditEvents.id));

describe('reads of a child’s supports are audited', () => {
  it('writes one student.read per request with the part read, ids only', async () => {
    const c = await as('schoolLeader');
    const reads: [string, string][] = [
      [`/api/v1/student_supports/?student=${student}`, 'supports'],
      [`/api/v1/student_supports/${given}/`, 'support'],
      [`/api/v1/student_supports/${given}/data_points/`, 'data_points'],
      [`/api/v1/student_supports/${given}/sessions/`, 'sessions'],
      [`/api/v1/students/${student}/support_history/`, 'support_history'],
    ];
    for (const [path, part] of reads) {
      const before = await lastAuditId();
      expect((await c.get(path)).status, path).toBe(200);
      const rows = await readsSince(before);
      expect(rows, path).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        actor_user_id: ids.user.schoolLeader,
        student_id: student,
        school_id: ids.aspen,
        district_id: ids.en,
        target_type: 'student',
        target_id: String(student),
      });
      const expected: Record<string, unknown> = part === 'supports' || part === 'support_history' ? { part } : { part, student_support: given };
      expect(rows[0]!.details, path).toEqual(expected);
    }
  });

  it('writes nothing for a refused read', async () => {
    const before = await lastAuditId();
    const fr = await as('frAdmin');
    expect((await fr.get(`/api/v1/student_supports/?student=${student}`)).status).toBe(404);
    expect((await fr.get(`/api/v1/student_supports/${given}/data_points/`)).status).toBe(404);
    expect(await readsSince(before)).toHaveLength(0);
  });
});
