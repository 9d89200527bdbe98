/**
 * The terms of use and privacy pages (issue 23, section 1): read and saved by super admins, published as saved
 * (the pages have no draft); a stale version answers 409. Audited without their text.
 */
import type { z } from 'zod';
import type { HomeLegalKey, THomeLegal, ZUpdateHomeLegal } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { conflict } from '../../lib/errors.ts';
import { homePagePolicy } from '../../policies/home-page.policy.ts';
import { findLegal, insertLegal, listLegal, updateLegal } from '../../repositories/home-page/home-page.repository.ts';
import { emit } from '../emit.ts';
import { changedColumns } from './collections.ts';
import { presentLegal } from './read-home-page.ts';

export async function readLegalPages(ctx: AuthedContext): Promise<{ items: THomeLegal[] }> {
  authorize(homePagePolicy.edit, ctx.actor);
  return { items: (await listLegal(ctx.db)).map(presentLegal) };
}

export async function saveLegalPage(ctx: AuthedContext, key: HomeLegalKey, input: z.infer<typeof ZUpdateHomeLegal>): Promise<THomeLegal> {
  authorize(homePagePolicy.edit, ctx.actor);
  const values = { title_en: input.title.en, title_fr: input.title.fr, body_en: input.body.en, body_fr: input.body.fr };
  return ctx.db.transaction(async (tx) => {
    const current = await findLegal(tx, key);
    // A page no row holds (every install has both) is written from version 0.
    const row = current ? await updateLegal(tx, key, input.version, values) : input.version === 0 ? await insertLegal(tx, key, values) : null;
    if (!row) throw conflict();
    const fields = current ? changedColumns(current, values) : Object.keys(values);
    if (fields.length)
      await emit(tx, ctx, { type: 'home_page.updated', target: { type: 'home_page', id: key }, details: { collection: 'legal', item_id: key, change: 'updated', fields } });
    return presentLegal(row);
  });
}
