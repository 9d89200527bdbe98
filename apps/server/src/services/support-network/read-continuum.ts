/**
 * The continuum (`GET /api/v1/supports/continuum/`): the focus-area × tier grid of a network. The axes are
 * the active items of the lists that apply where it is read (the system's for the shared network, the
 * district's, the school's); the supports are the network's approved ones (a school's: its district's and its
 * own), optionally of one type. Three statements whatever the number of supports (the place, the two lists in
 * one, the supports), no read per support: the page is measured at 500 supports. The supports come in id order
 * (a grid cell holds a few; the page orders them by name in the reader's language): ordering 500 names folded
 * by `translate` cost PostgreSQL more than the rest of the query. The grid is the same for every reader of the
 * network, so it is kept as JSON under its district's generation (continuum-cache.ts) and only the caller's
 * abilities are computed on each request: the route writes the two together.
 */
import type { TSupportContinuum, TSupportContinuumQuery } from '@ss/domain';
import { and, eq } from 'drizzle-orm';
import { supports } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { cardGenerationOf } from '../../repositories/board-cards.repository.ts';
import { summaryRows } from '../../repositories/support-network.repository.ts';
import { getDistrict } from '../../repositories/tenancy.repository.ts';
import { notHere } from './support-access.ts';
import { axesAt } from './support-keys.ts';
import { cachedContinuum } from './continuum-cache.ts';
import { placeAbilities, placeLevel, placeOf, placeWhere, type PlaceAbilities } from './support-places.ts';

/** The grid as JSON (everything but `abilities`), and the caller's abilities there. */
export interface ContinuumAnswer {
  grid: string;
  abilities: PlaceAbilities;
}

export async function readContinuum(ctx: AuthedContext, q: TSupportContinuumQuery): Promise<ContinuumAnswer> {
  if (q.level === 'shared' && q.district !== undefined) throw notHere('district');
  const place = await placeOf(ctx, q);
  // A district's grid is its people's (a connected district imports from the list, not the grid).
  if (place.kind === 'district' && !(await getDistrict(ctx.db, scopeOf(ctx.actor), place.districtId))) throw notFound();
  const districtId = place.kind === 'school' ? place.school.district_id : place.kind === 'district' ? place.districtId : null;
  const schoolId = place.kind === 'school' ? place.school.id : null;
  // The generation first: the grid read after it is at least as new (continuum-cache.ts).
  const generation = await cardGenerationOf(ctx.db, districtId ?? 0);
  const key = `${place.kind}:${districtId ?? ''}:${schoolId ?? ''}:${q.type ?? ''}`;
  const grid = await cachedContinuum(ctx.db, key, generation, async () => {
    const where = and(placeWhere(place), eq(supports.status, 'approved'), q.type !== undefined ? eq(supports.type, q.type) : undefined);
    const [axes, rows] = await Promise.all([axesAt(ctx.db, placeLevel(place), true), summaryRows(ctx.db, where)]);
    const answer: Omit<TSupportContinuum, 'abilities'> = { level: place.kind, district: districtId, school: schoolId, ...axes, supports: rows };
    return JSON.stringify(answer);
  });
  return { grid, abilities: placeAbilities(ctx, place) };
}

/** The answer's JSON: the caller's abilities, then the grid's fields. */
export const continuumJson = (a: ContinuumAnswer) => `{"abilities":${JSON.stringify(a.abilities)},${a.grid.slice(1)}`;
