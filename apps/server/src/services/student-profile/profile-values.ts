/**
 * Writing profile textboxes and programming notes. Each item must belong to the lists that apply
 * to the student's school (and be active); an empty value clears it. Audited before → after.
 */
import { MSG, type TProfileValuesBody } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { assertNoFieldErrors, type FieldErrors } from '../../lib/errors.ts';
import { emit } from '../emit.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { deleteProfileValue, profileValuesOf, upsertProfileValue } from '../../repositories/student-profile.repository.ts';
import { studentTarget } from '../audit-actor.ts';
import { restrictedNotesPolicy } from '../../policies/restricted-notes.policy.ts';
import { loadStudentForNotes } from './access.ts';

export async function setProfileValues(ctx: AuthedContext, studentId: number, input: TProfileValuesBody): Promise<void> {
  const actor = ctx.actor;
  const { student: s } = await loadStudentForNotes(ctx.db, actor, studentId);
  const at = { schoolId: s.school_id };
  const lists = await Promise.all([effectiveList(ctx.db, 'student-profile-textboxes', at), effectiveList(ctx.db, 'student-programming-notes', at)]);
  const allowed = new Set(lists.flatMap((l) => l.items.filter((i) => i.active).map((i) => i.id)));
  const fields: FieldErrors = {};
  const seen = new Set<number>();
  input.values.forEach((v, i) => {
    if (!allowed.has(v.item_id)) fields[`values.${i}.item_id`] = { message: MSG.invalidValue };
    else if (seen.has(v.item_id)) fields[`values.${i}.item_id`] = { message: MSG.notUnique };
    seen.add(v.item_id);
  });
  assertNoFieldErrors(fields);

  await ctx.db.transaction(async (tx) => {
    const rows = await profileValuesOf(tx, s.id);
    const before = new Map(rows.map((r) => [r.item_id, r.value]));
    const restricted = new Map(rows.filter((r) => r.restricted).map((r) => [r.item_id, r]));
    const diff: Record<string, [string | null, string | null]> = {};
    const restrictedChanged: number[] = [];
    for (const { item_id, value } of input.values) {
      const old = before.get(item_id) ?? null;
      const next = value === '' ? null : value;
      if (old === next) continue;
      // A restricted note (issue 24, section 2) is written over only inside its circle (outside it the form never had
      // the text: what it sends for the note is left out, the note stays as it is), and its text stays out of the audit.
      const r = restricted.get(item_id);
      if (r) {
        const facts = {
          district_id: s.district_id,
          school_id: s.school_id,
          author_id: r.updated_by,
          restricted: true,
          restricted_by: r.restricted_by,
          people: r.restricted_people,
        };
        if (!restrictedNotesPolicy.mayWrite(actor, facts)) continue;
        if (next === null) await deleteProfileValue(tx, s.id, item_id);
        else await upsertProfileValue(tx, s.id, item_id, next, actor.id);
        restrictedChanged.push(item_id);
        continue;
      }
      if (next === null) await deleteProfileValue(tx, s.id, item_id);
      else await upsertProfileValue(tx, s.id, item_id, next, actor.id);
      diff[String(item_id)] = [old, next];
    }
    if (Object.keys(diff).length || restrictedChanged.length) {
      await emit(tx, ctx, {
        ...studentTarget(s),
        type: 'student.profile_values_updated',
        details: { changes: diff, ...(restrictedChanged.length ? { restricted_items: restrictedChanged } : {}) },
      });
    }
  });
}
