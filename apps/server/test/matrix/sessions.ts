/**
 * Access-matrix expectations of sessions under the user's control (issue 24, section 5; see common.ts). Everyone
 * signed in lists their own sessions and ends their others (each cast member holds one session here, so nothing
 * ends); ending an unknown session id is 404 for everyone. Ending all of a user's sessions: super admins anyone's,
 * district admins their district's people; the targets are people made for this (`seedMatrixSessionUsers`, with
 * the memberships of the scope's user), so no cast member's session ends.
 */
import { eq } from 'drizzle-orm';
import { districtMemberships, schoolMemberships, users, type CastMember } from '@ss/db';
import type { TestServer } from '../harness.ts';
import { SUPER, TENANT, type Scope, type Spec, type Targets } from './common.ts';

const END_ALL: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin'],
  sibling: ['super', 'districtAdmin'],
  other: ['super', 'frAdmin'],
  suspended: ['super', 'districtAdmin'],
};

export const sessionsSpecs: Record<string, Spec> = {
  'GET /api/v1/sessions/': { scopes: null, probe: () => ({ path: '/api/v1/sessions/' }), allowed: () => 'signed-in' },
  'DELETE /api/v1/sessions/:id/': { scopes: null, probe: () => ({ path: `/api/v1/sessions/${'0'.repeat(32)}/` }), allowed: () => 'signed-in', ok: [404] },
  'POST /api/v1/sessions/end_others/': { scopes: null, probe: () => ({ path: '/api/v1/sessions/end_others/', body: {} }), allowed: () => 'signed-in' },
  'POST /api/v1/users/:id/end_sessions/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/users/${t.sessionUser![s!]}/end_sessions/`, body: {} }),
    allowed: (s) => END_ALL[s!] ?? SUPER,
  },
};

/** One person per scope with the memberships of that scope's user, whose sessions the probes may end. */
export async function seedMatrixSessionUsers(server: TestServer, t: Targets): Promise<{ sessionUser: Record<Scope, number> }> {
  const out = {} as Record<Scope, number>;
  for (const scope of TENANT) {
    const source = t.user[scope];
    const [u] = await server.db
      .insert(users)
      .values({ email: `matrix.sessions.${scope}@demo.test`, first_name: 'Matrix', last_name: `Sessions ${scope}`, agreed_version: 1 })
      .returning({ id: users.id });
    for (const { id: _id, created_at: _c, ...m } of await server.db.select().from(schoolMemberships).where(eq(schoolMemberships.user_id, source)))
      await server.db.insert(schoolMemberships).values({ ...m, user_id: u!.id });
    for (const { id: _id, created_at: _c, ...m } of await server.db.select().from(districtMemberships).where(eq(districtMemberships.user_id, source)))
      await server.db.insert(districtMemberships).values({ ...m, user_id: u!.id });
    out[scope] = u!.id;
  }
  return { sessionUser: out };
}
