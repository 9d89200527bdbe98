/** A school's card options and logo: read by anyone in scope, changed by the school's configuration editors. */
import type { TSchoolOptions, TUpdateSchoolOptions } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { changes } from '../../lib/diff.ts';
import { notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { assertSchoolOpen } from '../../lib/suspension.ts';
import type { Upload } from '../../lib/uploads.ts';
import { configPolicy } from '../../policies/config.policy.ts';
import { emit } from '../emit.ts';
import { deleteLogo, hasLogo, insertLogo, updateCardOptions } from '../../repositories/school-config.repository.ts';
import { getSchool } from '../../repositories/tenancy.repository.ts';
import { schoolTarget } from '../audit-actor.ts';

export async function schoolInScope(db: Database, actor: Actor, id: number) {
  const row = await getSchool(db, scopeOf(actor), id);
  if (!row) throw notFound();
  assertSchoolOpen(actor, row.school);
  return row.school;
}

export async function readSchoolOptions(db: Database, actor: Actor, id: number): Promise<TSchoolOptions> {
  const row = await getSchool(db, scopeOf(actor), id);
  if (!row) throw notFound();
  assertSchoolOpen(actor, row.school);
  const s = row.school;
  return {
    school_id: s.id,
    card_display: s.card_display,
    card_name_format: s.card_name_format,
    card_organisation: s.card_organisation,
    has_logo: await hasLogo(db, s.id),
    time_zone: s.time_zone,
    district_time_zone: row.district_time_zone,
    abilities: { update: configPolicy.editSchool(actor, s) },
  };
}

async function editable(ctx: AuthedContext, id: number) {
  const s = await schoolInScope(ctx.db, ctx.actor, id);
  authorize(configPolicy.editSchool, ctx.actor, s);
  return s;
}

export async function changeSchoolOptions(ctx: AuthedContext, id: number, input: TUpdateSchoolOptions): Promise<void> {
  const s = await editable(ctx, id);
  const before = { card_display: s.card_display, card_name_format: s.card_name_format, card_organisation: s.card_organisation, time_zone: s.time_zone };
  const after = {
    card_display: input.card_display ?? s.card_display,
    card_name_format: input.card_name_format ?? s.card_name_format,
    card_organisation: input.card_organisation ?? s.card_organisation,
    time_zone: input.time_zone === undefined ? s.time_zone : input.time_zone,
  };
  const diff = changes(before, after);
  if (!Object.keys(diff).length) return;
  await ctx.db.transaction(async (tx) => {
    await updateCardOptions(tx, id, after);
    await emit(tx, ctx, {
      type: 'school.options_changed',
      ...schoolTarget({ id, district_id: s.district_id }),
      details: { changes: diff },
    });
  });
}

export async function replaceSchoolLogo(ctx: AuthedContext, id: number, read: () => Promise<Upload>): Promise<void> {
  const s = await editable(ctx, id);
  const file = await read();
  await ctx.db.transaction(async (tx) => {
    const replaced = await deleteLogo(tx, id);
    await insertLogo(tx, { districtId: s.district_id, schoolId: id, contentType: file.contentType, fileName: file.fileName, data: file.data, userId: ctx.actor.id });
    await emit(tx, ctx, {
      type: 'school.logo_changed',
      ...schoolTarget({ id, district_id: s.district_id }),
      details: { replaced: replaced > 0, after: { file_name: file.fileName, content_type: file.contentType, size: file.data.length } },
    });
  });
}

export async function removeSchoolLogo(ctx: AuthedContext, id: number): Promise<void> {
  const s = await editable(ctx, id);
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteLogo(tx, id))) throw notFound();
    await emit(tx, ctx, {
      type: 'school.logo_removed',
      ...schoolTarget({ id, district_id: s.district_id }),
      details: {},
    });
  });
}
