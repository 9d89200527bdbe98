/** The list that applies at a level, with what the actor may do there. */
import type { ConfigListKind, TConfigList } from '@ss/domain';
import type { Database } from '@ss/db';
import type { Actor } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { configPolicy, isDistrictOnly } from '../../policies/config.policy.ts';
import { presentConfigList } from '../../presenters/config.presenter.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { inUseIds } from '../../repositories/config.repository.ts';
import { resolveLevel } from './level.ts';

export async function readConfigList(db: Database, actor: Actor, kind: ConfigListKind, q: { districtId?: number; schoolId?: number }): Promise<TConfigList> {
  const level = await resolveLevel(db, actor, q);
  const requested = level.target.level;
  // The district's meeting lists are its own: not read at another level, and empty until it writes one.
  const districtOnly = isDistrictOnly(kind);
  if (districtOnly && requested !== 'district') throw notFound();
  const eff = await effectiveList(db, kind, level.ref);
  const own = eff.level === requested || districtOnly;
  const editableHere = configPolicy.kindAllowed(kind, requested);
  const update = editableHere && configPolicy.edit(actor, level.target);
  return presentConfigList({
    kind,
    requested,
    from: districtOnly ? requested : eff.level,
    version: own && eff.list ? eff.list.version : 0,
    editableHere,
    items: eff.items,
    inUse: await inUseIds(db, kind, eff.items, level.ref),
    abilities: { update, reset: update && own && requested !== 'system' && (!districtOnly || eff.list !== null) },
  });
}
