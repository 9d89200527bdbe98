/** Access-matrix expectations of the summaries area (issue 23, section 2; see common.ts). */
import { sql } from 'drizzle-orm';
import type { CastMember } from '@ss/db';
import { DISTRICT_SCOPES, matrix, SUPER, type Scope, type Spec } from './common.ts';

/** A district's defaults: its district admins and super admins. */
const DEFAULTS: Record<Scope, CastMember[]> = { own: ['super', 'districtAdmin'], sibling: ['super', 'districtAdmin'], other: ['super', 'frAdmin'], suspended: SUPER };

/** Allowed probes' choices go (the matrix users keep the defaults). */
async function clearChoices() {
  await matrix.ctx!.server.db.execute(sql`delete from summary_preferences`);
  await matrix.ctx!.server.db.execute(sql`delete from summary_defaults`);
}

export const summariesSpecs: Record<string, Spec> = {
  // Everyone signed in reads and changes their own summaries (a teacher of a suspended school too: their own account).
  'GET /api/v1/summary_preferences/': { scopes: null, probe: () => ({ path: '/api/v1/summary_preferences/' }), allowed: () => 'signed-in' },
  'PATCH /api/v1/summary_preferences/': {
    scopes: null,
    probe: () => ({ path: '/api/v1/summary_preferences/', body: { preferences: { user_actions: 'daily' } } }),
    allowed: () => 'signed-in',
    after: clearChoices,
  },
  'GET /api/v1/summary_preferences/defaults/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/summary_preferences/defaults/?district=${t.district[s!]}` }),
    allowed: (s) => DEFAULTS[s!],
  },
  'PATCH /api/v1/summary_preferences/defaults/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/summary_preferences/defaults/?district=${t.district[s!]}`, body: { defaults: { team_boards: 'weekly' } } }),
    allowed: (s) => DEFAULTS[s!],
    after: clearChoices,
  },
  // The token is the credential: no session is read; a token that is not one is 404.
  'GET /api/v1/summary_preferences/unsubscribe/': {
    public: { status: [404] },
    scopes: null,
    probe: () => ({ path: '/api/v1/summary_preferences/unsubscribe/?token=not-a-real-token' }),
    allowed: () => 'signed-in',
  },
  'POST /api/v1/summary_preferences/unsubscribe/': {
    public: { status: [404] },
    scopes: null,
    probe: () => ({ path: '/api/v1/summary_preferences/unsubscribe/?token=not-a-real-token', body: {} }),
    allowed: () => 'signed-in',
  },
};
