/**
 * Access-matrix expectations of the reports area (issue 22, section 1; see common.ts). Every report of the
 * registry (services/reports/registry.ts) has its read and CSV routes, plus the whole report's export: for
 * super admins, the district's admins and leaders, and its district staff (districtStaff holds Aspen and
 * Riverbend: their report covers those two). School-level roles are refused; other districts are 404.
 */
import { REPORT_NAMES } from '@ss/domain';
import type { CastMember } from '@ss/db';
import { REPORTS } from '../../src/services/reports/registry.ts';
import { DISTRICT_SCOPES, type Scope, type Spec, type Targets } from './common.ts';

const READERS: Record<Scope, CastMember[]> = { own: ['super', 'districtAdmin', 'districtLeader', 'districtStaff'], sibling: [], other: ['super', 'frAdmin'], suspended: ['super'] };
const district = (t: Targets, s: Scope | null) => t.district[s!];

const spec = (path: (t: Targets, s: Scope | null) => string): Spec => ({ scopes: DISTRICT_SCOPES, probe: (t, s) => ({ path: path(t, s) }), allowed: (s) => READERS[s!] });

export const reportsSpecs: Record<string, Spec> = Object.fromEntries([
  ...REPORT_NAMES.filter((name) => REPORTS[name]).flatMap((name) => [
    [`GET /api/v1/reports/${name}/`, spec((t, s) => `/api/v1/reports/${name}/?district=${district(t, s)}`)],
    [`GET /api/v1/reports/${name}/export/`, spec((t, s) => `/api/v1/reports/${name}/export/?district=${district(t, s)}&format=csv`)],
  ]),
  ['GET /api/v1/reports/export/', spec((t, s) => `/api/v1/reports/export/?district=${district(t, s)}&format=csv`)],
]);
