/**
 * Access-matrix expectations of the restricted notes area (issue 24, section 2; see common.ts). The probes
 * are on the comment of the support given to each scope's student (matrix/student-supports.ts, written by
 * nobody of the cast, not restricted).
 * - Restricting (here: asking to lift a restriction there is none of, which changes nothing): the school's
 *   leaders (Aspen: its admin and its leaders, districtStaff leading it) and plan coordinators; an author
 *   would be allowed too, but the probe's note has none.
 * - Break-glass: only on a restricted note, from outside its circle: on a note that is not restricted nobody.
 */
import type { CastMember } from '@ss/db';
import { TENANT, type Scope, type Spec, type Targets } from './common.ts';

const RESTRICTERS: Record<Scope, CastMember[]> = { own: ['districtStaff', 'schoolAdmin', 'schoolLeader'], sibling: [], other: [], suspended: [] };

const base = (t: Targets, s: Scope | null) => `/api/v1/restricted_notes/support_comment/${t.studentSupport![s!]}/`;

export const restrictedNotesSpecs: Record<string, Spec> = {
  'PUT /api/v1/restricted_notes/:kind/:ref/restriction/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `${base(t, s)}restriction/`, body: { restricted: false, people: [] } }),
    allowed: (s) => RESTRICTERS[s!],
  },
  'POST /api/v1/restricted_notes/:kind/:ref/break_glass/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `${base(t, s)}break_glass/`, body: { reason: 'A matrix probe, with a reason' } }),
    allowed: () => [],
  },
};
