/**
 * The district's system page (issue 23, section 4): reading and changing the district's own settings.
 * - Out of the actor's scope: 404; a suspended district: 403 but for super admins; then the policy (district admins
 *   and super admins change, the district's leaders read, everyone else 403).
 * - A change names the version it was made on (409 when another change came first) and only the fields it changes;
 *   each change is audited with the changed fields only, before → after: the automatic deletion of archived students
 *   as `district.retention_changed` (the retention setting's own event, as its CSV-import page writes it), the others
 *   as `district.updated` (the event of the admin's district page).
 * - The language (francophone) is read from the district on every request with the user (`findLiveSessionWithUsers`),
 *   so its users get it on their next page load; the meeting cadence and the school-year start move the reports'
 *   generation (migration trigger), so no cached report outlives them.
 */
import type { TDistrictSystem, TUpdateDistrictSystem } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { abilitiesOf, authorize } from '../../lib/authorize.ts';
import { changes } from '../../lib/diff.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { assertDistrictOpen } from '../../lib/suspension.ts';
import { districtSystemPolicy } from '../../policies/district-system.policy.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { presentDistrictSystem } from '../../presenters/district-system.presenter.ts';
import { readDistrictSystem, updateDistrictSettings, type DistrictSettings, type DistrictSystemRow } from '../../repositories/district-system.repository.ts';
import { emit } from '../emit.ts';

const abilities = { update: districtSystemPolicy.update, sync: studentPolicy.administerDistrictData };

const SETTINGS = ['support_email', 'francophone', 'time_zone', 'archive_auto_delete_days', 'retention_years', 'school_year_start_month', 'meeting_cadence_days'] as const;

async function visible(ctx: AuthedContext, districtId: number): Promise<DistrictSystemRow> {
  const row = await readDistrictSystem(ctx.db, scopeOf(ctx.actor), districtId);
  if (!row) throw notFound();
  assertDistrictOpen(ctx.actor, row);
  authorize(districtSystemPolicy.read, ctx.actor, districtId);
  return row;
}

export async function readSystem(ctx: AuthedContext, districtId: number): Promise<TDistrictSystem> {
  const row = await visible(ctx, districtId);
  return presentDistrictSystem(row, abilitiesOf(abilities, ctx.actor, districtId));
}

export async function updateSystem(ctx: AuthedContext, districtId: number, input: TUpdateDistrictSystem): Promise<TDistrictSystem> {
  const before = await visible(ctx, districtId);
  authorize(districtSystemPolicy.update, ctx.actor, districtId);
  if (input.version !== before.version) throw conflict();
  const wanted: DistrictSettings = {};
  for (const key of SETTINGS) if (input[key] !== undefined) Object.assign(wanted, { [key]: input[key] });
  const pick = (r: DistrictSettings) => Object.fromEntries(Object.keys(wanted).map((k) => [k, r[k as keyof DistrictSettings]]));
  const diff = changes(pick(before), pick(wanted));
  if (Object.keys(diff).length) {
    await ctx.db.transaction(async (tx) => {
      if (!(await updateDistrictSettings(tx, districtId, input.version, wanted))) throw conflict();
      const { archive_auto_delete_days: retention, retention_years: years, ...rest } = diff;
      if (Object.keys(rest).length)
        await emit(tx, ctx, { type: 'district.updated', district_id: districtId, target: { type: 'district', id: districtId }, details: { changes: rest } });
      if (retention || years)
        await emit(tx, ctx, {
          type: 'district.retention_changed',
          district_id: districtId,
          target: { type: 'district', id: districtId },
          details: { changes: { ...(retention ? { archive_auto_delete_days: retention } : {}), ...(years ? { retention_years: years } : {}) } },
        });
    });
  }
  return readSystem(ctx, districtId);
}
