/** Choosing a student's card icons among the active items of the school's card-icon list. Audited. */
import { MSG, type TCardIconsBody } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { fieldError } from '../../lib/errors.ts';
import { emit } from '../emit.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { cardIconIdsOf, replaceCardIcons } from '../../repositories/student-profile.repository.ts';
import { studentTarget } from '../audit-actor.ts';
import { loadStudentForNotes } from './access.ts';

export async function setCardIcons(ctx: AuthedContext, studentId: number, input: TCardIconsBody): Promise<void> {
  const actor = ctx.actor;
  const { student: s } = await loadStudentForNotes(ctx.db, actor, studentId);
  const list = await effectiveList(ctx.db, 'student-card-icons', { schoolId: s.school_id }, { activeOnly: true });
  const allowed = new Set(list.items.map((i) => i.id));
  const bad = input.item_ids.findIndex((id) => !allowed.has(id));
  if (bad >= 0) throw fieldError(`item_ids.${bad}`, MSG.invalidValue);
  if (new Set(input.item_ids).size !== input.item_ids.length) throw fieldError('item_ids', MSG.notUnique);

  await ctx.db.transaction(async (tx) => {
    const before = (await cardIconIdsOf(tx, [s.id])).get(s.id) ?? [];
    const after = [...input.item_ids];
    if (JSON.stringify([...before].sort()) === JSON.stringify([...after].sort())) return;
    await replaceCardIcons(tx, s.id, after);
    await emit(tx, ctx, { ...studentTarget(s), type: 'student.card_icons_updated', details: { changes: { item_ids: [before, after] } } });
  });
}
