/**
 * Access-matrix expectations of the district's system page (issue 23, section 4; see common.ts): its admins and super
 * admins read and change the district's settings, its leaders read them; district staff and school users are refused;
 * another district is 404, a suspended one 403 but for super admins. The change is probed with version 0, never the
 * district's: whoever may change the settings gets 409 (the version is checked after access), so nothing changes.
 */
import type { CastMember } from '@ss/db';
import { DISTRICT_SCOPES, SUPER, type Scope, type Spec } from './common.ts';
import { districtExportSpecs } from './district-export.ts';

const READERS: Record<Scope, CastMember[]> = { own: ['super', 'districtAdmin', 'districtLeader'], sibling: [], other: ['super', 'frAdmin'], suspended: SUPER };
const ADMINS: Record<Scope, CastMember[]> = { own: ['super', 'districtAdmin'], sibling: [], other: ['super', 'frAdmin'], suspended: SUPER };

export const districtSystemSpecs: Record<string, Spec> = {
  'GET /api/v1/districts/:id/system/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/districts/${t.district[s!]}/system/` }),
    allowed: (s) => READERS[s!],
  },
  'PATCH /api/v1/districts/:id/system/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/districts/${t.district[s!]}/system/`, body: { version: 0, meeting_cadence_days: 42 } }),
    allowed: (s) => ADMINS[s!],
    ok: [409],
  },
  // A district's own export (issue 24, section 6)
  ...districtExportSpecs,
};
