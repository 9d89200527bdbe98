/** Ids of the seeded demo tenants and people, looked up by name (ids differ between drivers and runs). */
import { afterAll, beforeAll } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type ApiClient, type TestServer } from './harness.ts';
import {
  CAST,
  DISTRICT_EN,
  DISTRICT_FR,
  SCHOOL_ASPEN,
  SCHOOL_FR_1,
  SCHOOL_FR_2,
  SCHOOL_RIVERBEND,
  SCHOOL_SUSPENDED,
  districts,
  schools,
  students,
  users,
  type CastMember,
  type Database,
} from '@ss/db';

export interface DemoIds {
  en: number;
  fr: number;
  aspen: number;
  riverbend: number;
  maple: number;
  troisPonts: number;
  beausejour: number;
  user: Record<CastMember, number>;
}

export async function demoIds(db: Database): Promise<DemoIds> {
  const d = await db.select().from(districts);
  const s = await db.select().from(schools);
  const u = await db.select({ id: users.id, email: users.email }).from(users);
  const school = (n: string) => s.find((x) => x.name === n)!.id;
  const user = Object.fromEntries(Object.entries(CAST).map(([k, email]) => [k, u.find((x) => x.email === email)!.id])) as Record<CastMember, number>;
  return {
    en: d.find((x) => x.name === DISTRICT_EN)!.id,
    fr: d.find((x) => x.name === DISTRICT_FR)!.id,
    aspen: school(SCHOOL_ASPEN),
    riverbend: school(SCHOOL_RIVERBEND),
    maple: school(SCHOOL_SUSPENDED),
    troisPonts: school(SCHOOL_FR_1),
    beausejour: school(SCHOOL_FR_2),
    user,
  };
}

export async function userByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** One test server with the demo data for the file's tests (opened before them, closed after): `set` receives it and its ids. */
export function withDemoServer(set: (server: TestServer, ids: DemoIds) => void): void {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer();
    set(server, await demoIds(server.db));
  });
  afterAll(() => server?.close());
}

/** Signs each cast member in once and hands back the same client after (for files whose tests only read who is signed in). */
export function signedInClients(server: () => TestServer): (m: CastMember) => Promise<ApiClient> {
  const clients = new Map<CastMember, ApiClient>();
  return async (m) => {
    if (!clients.has(m)) clients.set(m, await server().as(m));
    return clients.get(m)!;
  };
}

/** The active students of a school's grade, by id. */
export async function activeStudentsOfGrade(db: Database, schoolId: number, grade: string): Promise<number[]> {
  const rows = await db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.school_id, schoolId), eq(students.grade, grade), eq(students.status, 'active')))
    .orderBy(students.id);
  return rows.map((r) => r.id);
}
