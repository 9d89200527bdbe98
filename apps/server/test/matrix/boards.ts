/** Access-matrix expectations of the boards area (issue 9; see common.ts). */
import { eq, sql } from 'drizzle-orm';
import { boardCategories, boardLocks, boards, type CastMember } from '@ss/db';
import type { TestServer } from '../harness.ts';
import { ASPEN, FR, matrix, SUPER, TENANT, type Scope, type Spec, type Targets } from './common.ts';

/** Who sees a school's boards: its people, and the district's admins and leaders (as for its students). */
const READ: Record<Scope, CastMember[]> = {
  own: ['super', ...ASPEN],
  sibling: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'multiTeacher'],
  other: ['super', ...FR],
  suspended: SUPER,
};
/** Who creates a school board: its admins, leaders and teachers (districtStaff leads Aspen). */
const CREATE: Record<Scope, CastMember[]> = {
  own: ['super', 'districtStaff', 'schoolAdmin', 'schoolLeader', 'teacher', 'multiTeacher'],
  sibling: ['super', 'multiTeacher'],
  other: ['super', 'frTeacher'],
  suspended: SUPER,
};
/** The school's leaders and admins (the matrix boards have no members and no creator in the cast). */
const LEAD: Record<Scope, CastMember[]> = { own: ['super', 'districtStaff', 'schoolAdmin', 'schoolLeader'], sibling: SUPER, other: SUPER, suspended: SUPER };

/** A custom board in each target school, holding that scope's matrix student. */
export async function seedMatrixBoards(server: TestServer, t: Targets): Promise<Record<Scope, number>> {
  const out = {} as Record<Scope, number>;
  for (const scope of TENANT) {
    const [school] = await server.db
      .execute(sql`select district_id from schools where id = ${t.school[scope]}`)
      .then((r) => (r as unknown as { rows: { district_id: number }[] }).rows);
    const [board] = await server.db
      .insert(boards)
      .values({ district_id: school!.district_id, school_id: t.school[scope], kind: 'custom', title: `Matrix ${scope}` })
      .returning();
    const [cat] = await server.db.insert(boardCategories).values({ board_id: board!.id, position: 0, title: 'Tier 1', color: '#2e7d32', is_default: true }).returning();
    await server.db.execute(sql`insert into board_placements (board_id, student_id, category_id, position) values (${board!.id}, ${t.student[scope]}, ${cat!.id}, 0)`);
    out[scope] = board!.id;
  }
  return out;
}

/** A deleted matrix board comes back with the same id, so the next member probes the same board. */
async function restoreBoards() {
  const { server, targets } = matrix.ctx!;
  for (const scope of TENANT) {
    const id = targets.board![scope];
    const [row] = await server.db.select({ id: boards.id }).from(boards).where(eq(boards.id, id));
    if (row) continue;
    await server.db.execute(sql`insert into boards (id, district_id, school_id, kind, title)
      overriding system value select ${id}, district_id, id, 'custom', ${`Matrix ${scope}`} from schools where id = ${targets.school[scope]}`);
    await server.db.insert(boardCategories).values({ board_id: id, position: 0, title: 'Tier 1', color: '#2e7d32', is_default: true });
  }
}

const releaseLocks = async () => {
  await matrix.ctx!.server.db.delete(boardLocks);
};

const board = (t: Targets, s: Scope | null) => t.board![s!];

export const boardsSpecs: Record<string, Spec> = {
  'GET /api/v1/boards/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/boards/?school=${t.school[s!]}` }), allowed: (s) => READ[s!] },
  'POST /api/v1/boards/': {
    scopes: TENANT,
    probe: (t, s) => ({
      path: '/api/v1/boards/',
      body: { school_id: t.school[s!], kind: 'custom', title: 'Matrix new', categories: [{ title: 'Tier 1', color: '#2e7d32', is_default: true }], student_ids: [t.student[s!]] },
    }),
    allowed: (s) => CREATE[s!],
  },
  'GET /api/v1/boards/:id/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/boards/${board(t, s)}/` }), allowed: (s) => READ[s!] },
  // Version 0 is always stale: an allowed caller gets past the rules to the 409, nobody changes anything.
  'PATCH /api/v1/boards/:id/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/boards/${board(t, s)}/`, body: { version: 0, title: 'Matrix' } }),
    allowed: (s) => LEAD[s!],
    ok: [409],
  },
  'DELETE /api/v1/boards/:id/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/boards/${board(t, s)}/` }), allowed: (s) => LEAD[s!], after: restoreBoards },
  // Nobody holds the lock: an allowed mover gets past the rules to the 409 "not editing".
  'POST /api/v1/boards/:id/moves/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/boards/${board(t, s)}/moves/`, body: { student_id: t.student[s!], category_id: 1, position: 0, version: 0 } }),
    allowed: (s) => LEAD[s!],
    ok: [409],
  },
  'POST /api/v1/boards/:id/lock/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/boards/${board(t, s)}/lock/` }), allowed: (s) => LEAD[s!], after: releaseLocks },
  // Exactly the readers of the student's profile (matrix/profile.ts): the matrix student's scope.
  'GET /api/v1/students/:id/boards/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/students/${t.student[s!]}/boards/` }), allowed: (s) => READ[s!] },
  // With no holder, releasing is a no-op any viewer may ask for.
  'DELETE /api/v1/boards/:id/lock/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/boards/${board(t, s)}/lock/` }), allowed: (s) => READ[s!] },
};
