/**
 * The continuum (`GET /api/v1/supports/continuum/`): the focus-area × tier grid of a network. The axes are
 * the active items of the lists that apply where it is read (the system's for the shared network, the
 * district's, the school's); the supports are the network's approved ones (a school's: its district's and its
 * own), optionally of one type. Three statements whatever the number of supports (the place, the two lists in
 * one, the supports), no read per support: the page is measured at 500 supports. The supports come in id order
 * (a grid cell holds a few; the page orders them by name in the reader's language): ordering 500 names folded
 * by `translate` cost PostgreSQL more than the rest of the query.
 */
import type { TSupportContinuum, TSupportContinuumQuery } from '@ss/domain';
import { and, eq } from 'drizzle-orm';
import { supports } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { summaryRows } from '../../repositories/supports.repository.ts';
import { getDistrict } from '../../repositories/tenancy.repository.ts';
import { notHere } from './support-access.ts';
import { axesAt } from './support-keys.ts';
import { placeAbilities, placeLevel, placeOf, placeWhere } from './support-places.ts';

export async function readContinuum(ctx: AuthedContext, q: TSupportContinuumQuery): Promise<TSupportContinuum> {
  if (q.level === 'shared' && q.district !== undefined) throw notHere('district');
  const place = await placeOf(ctx, q);
  // A district's grid is its people's (a connected district imports from the list, not the grid).
  if (place.kind === 'district' && !(await getDistrict(ctx.db, scopeOf(ctx.actor), place.districtId))) throw notFound();
  const where = and(placeWhere(place), eq(supports.status, 'approved'), q.type !== undefined ? eq(supports.type, q.type) : undefined);
  const [axes, rows] = await Promise.all([axesAt(ctx.db, placeLevel(place), true), summaryRows(ctx.db, where)]);
  return {
    level: place.kind === 'school' ? 'school' : place.kind,
    district: place.kind === 'school' ? place.school.district_id : place.kind === 'district' ? place.districtId : null,
    school: place.kind === 'school' ? place.school.id : null,
    ...axes,
    supports: rows,
    abilities: placeAbilities(ctx, place),
  };
}
