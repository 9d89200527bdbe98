/** Choosing a student's card icons among the active items of the school's card-icon list. Audited. */
import type { Database } from '@ss/db';
import { MSG, type TCardIconsBody } from '@ss/domain';
import type { ServiceContext } from '../../context.ts';
import { fieldError } from '../../lib/errors.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { cardIconIdsOf, replaceCardIcons } from '../../repositories/student-profile.repository.ts';
import { auditActor, studentTarget } from '../audit-actor.ts';
import { loadStudentForNotes } from './access.ts';

export async function setCardIcons(ctx: ServiceContext, studentId: number, input: TCardIconsBody): Promise<void> {
  const actor = ctx.auth!.actor;
  const { student: s } = await loadStudentForNotes(ctx.db, actor, studentId);
  const list = await effectiveList(ctx.db, 'student-card-icons', { schoolId: s.school_id }, { activeOnly: true });
  const allowed = new Set(list.items.map((i) => i.id));
  const bad = input.item_ids.findIndex((id) => !allowed.has(id));
  if (bad >= 0) throw fieldError(`item_ids.${bad}`, MSG.invalidValue);
  if (new Set(input.item_ids).size !== input.item_ids.length) throw fieldError('item_ids', MSG.notUnique);

  await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Database;
    const before = (await cardIconIdsOf(tx, [s.id])).get(s.id) ?? [];
    const after = [...input.item_ids];
    if (JSON.stringify([...before].sort()) === JSON.stringify([...after].sort())) return;
    await replaceCardIcons(tx, s.id, after);
    await recordAudit(tx, { ...auditActor(ctx), ...studentTarget(s), action: 'student.card_icons_updated', details: { changes: { item_ids: [before, after] } } });
  });
}
