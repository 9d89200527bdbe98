/**
 * A page of supports (`GET /api/v1/supports/`): the network the query names (support-places.ts), in one
 * state (approved unless `status` says otherwise), filtered by type, focus area, tier and name, and kept to
 * what the caller may read (`visibleSupports`, the read rule as SQL). With `import_into=D` the caller reads
 * a network to import from (the shared one, or a district connected with D) as D's manager, and each result
 * says whether D already holds a copy of it.
 */
import { foldForSearch, MSG, type TSupportList, type TSupportListQuery } from '@ss/domain';
import { and, eq, sql } from 'drizzle-orm';
import { supports } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { authorize } from '../../lib/authorize.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { manageDistrict, readerSets, supportsPolicy } from '../../policies/support-network.policy.ts';
import { presentSupportSummary } from '../../presenters/support-network.presenter.ts';
import { isLinked } from '../../repositories/support-connections.repository.ts';
import { visibleSupports } from '../../repositories/support-visibility.ts';
import { listSupports, nameMatches } from '../../repositories/support-network.repository.ts';
import { getDistrict } from '../../repositories/tenancy.repository.ts';
import { districtInScope, langOf, notHere } from './support-access.ts';
import { placeAbilities, placeOf, placeWhere, type Place, type PlaceAbilities } from './support-places.ts';

/** Reading for an import into `importInto`: the caller keeps that district (404 when it is not theirs, 403 when they do not keep it). */
async function importReader(ctx: AuthedContext, importInto: number, place: Place, status: string | undefined) {
  if (status !== undefined && status !== 'approved') throw notHere('status');
  if (place.kind === 'school') throw notHere('import_into');
  if (place.kind === 'district' && place.districtId === importInto) throw notHere('import_into');
  await districtInScope(ctx.db, ctx.actor, importInto);
  const keeps = manageDistrict(ctx.actor, importInto);
  if (place.kind === 'shared') authorize(supportsPolicy.manageDistrict, ctx.actor, importInto);
  // A connected district's network is read only through its link, by the importing district's managers.
  else if (!keeps || !(await isLinked(ctx.db, importInto, place.districtId))) throw notFound();
}

/** A district's own network: read by its people (and super admins); 404 for anyone else. */
async function districtReader(ctx: AuthedContext, districtId: number) {
  if (!(await getDistrict(ctx.db, scopeOf(ctx.actor), districtId))) throw notFound();
}

/** Waiting submissions of the shared network: super admins, or the managers of the district named. */
function submissionsReader(ctx: AuthedContext, district: number | undefined) {
  if (ctx.actor.is_super) return;
  if (district === undefined) throw fieldError('district', MSG.required);
  authorize(supportsPolicy.manageDistrict, ctx.actor, district);
}

export async function listSupportsFor(ctx: AuthedContext, q: TSupportListQuery): Promise<TSupportList> {
  const place = await placeOf(ctx, q);
  const status = q.status ?? 'approved';
  let abilities: PlaceAbilities = placeAbilities(ctx, place);
  if (q.import_into !== undefined) {
    await importReader(ctx, q.import_into, place, q.status);
    abilities = { create: false, propose: false, import: manageDistrict(ctx.actor, q.import_into) };
  } else if (place.kind === 'district') await districtReader(ctx, place.districtId);
  else if (place.kind === 'shared' && (status === 'pending' || status === 'returned')) submissionsReader(ctx, q.district);
  const where = and(
    visibleSupports(readerSets(ctx.actor)),
    placeWhere(place),
    eq(supports.status, status),
    place.kind === 'shared' && q.district !== undefined ? eq(supports.submitted_district_id, q.district) : undefined,
    q.type !== undefined ? eq(supports.type, q.type) : undefined,
    q.focus_area !== undefined ? sql`${q.focus_area}::int = any(${supports.focus_area_keys})` : undefined,
    q.tier !== undefined ? sql`${q.tier}::int = any(${supports.tier_keys})` : undefined,
    q.search ? nameMatches(foldForSearch(q.search)) : undefined,
  );
  const { count, rows } = await listSupports(ctx.db, where, { lang: langOf(ctx.actor), ...pageWindow(q), importInto: q.import_into });
  return { ...toPage(q, count, rows.map(presentSupportSummary)), abilities };
}
