/** Access-matrix expectations of the early-warnings area (issue 22, section 2; see common.ts). */
import { sql } from 'drizzle-orm';
import { earlyWarningFlags, earlyWarningRules } from '@ss/db';
import type { CastMember } from '@ss/db';
import type { TestServer } from '../harness.ts';
import { DISTRICT_SCOPES, matrix, SCHOOL_READERS, SUPER, TENANT, type Scope, type Spec, type Targets } from './common.ts';

/** A district's admins and super admins manage its rules (leaders see flags, not rules). */
const RULES: Record<Scope, CastMember[]> = { own: ['super', 'districtAdmin'], sibling: ['super', 'districtAdmin'], other: ['super', 'frAdmin'], suspended: SUPER };
/** Who writes a student's day-to-day notes acknowledges its flags. */
const ACKNOWLEDGE: Record<Scope, CastMember[]> = {
  own: ['super', 'districtAdmin', 'districtLeader', 'districtStaff', 'schoolAdmin', 'schoolLeader', 'teacher', 'multiTeacher'],
  sibling: ['super', 'districtAdmin', 'districtLeader', 'multiTeacher'],
  other: ['super', 'frAdmin', 'frTeacher'],
  suspended: SUPER,
};

const RULE_NAME = 'Matrix rule';

/** A rule in each target district (the matrix runs no job), and an open flag of it on each scope's student. */
export async function seedMatrixEarlyWarnings(server: TestServer, t: Targets): Promise<{ earlyWarningRule: Record<Scope, number>; earlyWarningFlag: Record<Scope, number> }> {
  const rule = {} as Record<Scope, number>;
  const flag = {} as Record<Scope, number>;
  for (const scope of TENANT) {
    const district = t.district[scope];
    const existing = Object.entries(rule).find(([s]) => t.district[s as Scope] === district);
    if (existing) rule[scope] = existing[1];
    else {
      const [r] = await server.db
        .insert(earlyWarningRules)
        .values({ district_id: district, kind: 'overdue_actions', name_en: RULE_NAME, name_fr: RULE_NAME, parameters: { count: 3 } })
        .returning({ id: earlyWarningRules.id });
      rule[scope] = r!.id;
    }
    const [f] = await server.db
      .insert(earlyWarningFlags)
      .values({ district_id: district, school_id: t.school[scope], student_id: t.student[scope], rule_id: rule[scope], reason: { overdue: 3, count: 3 } })
      .returning({ id: earlyWarningFlags.id });
    flag[scope] = f!.id;
  }
  return { earlyWarningRule: rule, earlyWarningFlag: flag };
}

/** Rules added by allowed probes go; a deleted matrix rule comes back with its id (its flags are put back too). */
async function restoreRules() {
  const { server, targets } = matrix.ctx!;
  const keep = [...new Set(TENANT.map((s) => targets.earlyWarningRule![s]))];
  await server.db.execute(sql`delete from early_warning_rules where id <> all(${sql.param(keep)}::int[])`);
  for (const scope of TENANT) {
    await server.db.execute(sql`insert into early_warning_rules (id, district_id, kind, name_en, name_fr, active, parameters)
      overriding system value values (${targets.earlyWarningRule![scope]}, ${targets.district[scope]}, 'overdue_actions', ${RULE_NAME}, ${RULE_NAME}, true, '{"count":3}'::jsonb)
      on conflict (id) do nothing`);
    await server.db.execute(sql`insert into early_warning_flags (id, district_id, school_id, student_id, rule_id, reason)
      overriding system value values (${targets.earlyWarningFlag![scope]}, ${targets.district[scope]}, ${targets.school[scope]}, ${targets.student[scope]},
        ${targets.earlyWarningRule![scope]}, '{"overdue":3,"count":3}'::jsonb) on conflict (id) do nothing`);
  }
}

const rule = (t: Targets, s: Scope | null) => t.earlyWarningRule![s!];

export const earlyWarningsSpecs: Record<string, Spec> = {
  'GET /api/v1/early_warning_rules/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/early_warning_rules/?district=${t.district[s!]}` }),
    allowed: (s) => RULES[s!],
  },
  'POST /api/v1/early_warning_rules/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({
      path: '/api/v1/early_warning_rules/',
      body: { district: t.district[s!], kind: 'overdue_actions', name_en: 'Matrix new', name_fr: 'Matrice', active: false, parameters: { count: 2 } },
    }),
    allowed: (s) => RULES[s!],
    after: restoreRules,
  },
  // Version 0 is always stale: an allowed caller gets past the rules to the 409, nothing changes.
  'PATCH /api/v1/early_warning_rules/:id/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/early_warning_rules/${rule(t, s)}/`, body: { version: 0, name_en: 'Stale' } }),
    allowed: (s) => RULES[s!],
    ok: [409],
  },
  'DELETE /api/v1/early_warning_rules/:id/': {
    scopes: DISTRICT_SCOPES,
    probe: (t, s) => ({ path: `/api/v1/early_warning_rules/${rule(t, s)}/` }),
    allowed: (s) => RULES[s!],
    after: restoreRules,
  },
  'GET /api/v1/early_warnings/': { scopes: TENANT, probe: (t, s) => ({ path: `/api/v1/early_warnings/?school=${t.school[s!]}` }), allowed: (s) => SCHOOL_READERS[s!] },
  'POST /api/v1/early_warnings/:id/acknowledge/': {
    scopes: TENANT,
    probe: (t, s) => ({ path: `/api/v1/early_warnings/${t.earlyWarningFlag![s!]}/acknowledge/`, body: { comment: 'Seen in the matrix' } }),
    allowed: (s) => ACKNOWLEDGE[s!],
  },
};
