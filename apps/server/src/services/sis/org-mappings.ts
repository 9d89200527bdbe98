/**
 * Which school each OneRoster org is. Setting mappings replans the district's dry runs still
 * waiting (their jobs enqueued again in the same transaction), so the plans shown follow the mapping.
 */
import type { TPutSisOrgMappings, TSisOrg } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { QUEUES } from '../../jobs/queue.ts';
import { fieldError } from '../../lib/errors.ts';
import { emit } from '../emit.ts';
import { districtSchools, latestPlannedSync, orgMappings, setOrgMapping, updateSync, waitingDryRuns } from '../../repositories/sis.repository.ts';
import { assertSisAccess } from './access.ts';

export async function readOrgMappings(db: Database, districtId: number) {
  const [schools, mappings, latest] = await Promise.all([districtSchools(db, districtId), orgMappings(db, districtId), latestPlannedSync(db, districtId)]);
  const open = schools.filter((s) => s.status !== 'account_suspended');
  const seen = ((latest?.summary as { orgs?: TSisOrg[] } | undefined)?.orgs ?? []) as TSisOrg[];
  const orgs = seen.map((o) => {
    const school = open.find((s) => s.id === mappings.get(o.sourced_id));
    return { sourced_id: o.sourced_id, name: o.name, school_id: school?.id ?? null, school_name: school?.name ?? null };
  });
  return { orgs, schools: open.map((s) => ({ id: s.id, name: s.name })) };
}

export async function putOrgMappings(ctx: AuthedContext, input: TPutSisOrgMappings): Promise<void> {
  await assertSisAccess(ctx.db, ctx.actor, input.district_id);
  const schools = await districtSchools(ctx.db, input.district_id);
  const open = new Set(schools.filter((s) => s.status !== 'account_suspended').map((s) => s.id));
  if (input.mappings.some((m) => m.school_id !== null && !open.has(m.school_id))) throw fieldError('mappings', 'Invalid value');
  const before = await orgMappings(ctx.db, input.district_id);
  await ctx.db.transaction(async (tx) => {
    const changes: Record<string, [number | null, number | null]> = {};
    for (const m of input.mappings) {
      const was = before.get(m.org_sourced_id) ?? null;
      if (was === m.school_id) continue;
      await setOrgMapping(tx, input.district_id, m.org_sourced_id, m.school_id);
      changes[m.org_sourced_id] = [was, m.school_id];
    }
    if (!Object.keys(changes).length) return;
    await emit(tx, ctx, {
      type: 'sis.org_mappings_changed',
      district_id: input.district_id,
      target: { type: 'district', id: input.district_id },
      details: { changes },
    });
    for (const id of await waitingDryRuns(tx, input.district_id)) {
      await updateSync(tx, id, { status: 'queued', finished_at: null });
      await ctx.jobs.enqueue(tx, QUEUES.sisSync, { syncId: id });
    }
  });
}
