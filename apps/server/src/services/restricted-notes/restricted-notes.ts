/**
 * Restricted notes (issue 24, section 2): restricting a note (and naming its circle), lifting the
 * restriction, and the break-glass read. A note exists for the caller exactly when they may read
 * its place at all (the meeting and the student for a meeting note's section, the student for a
 * profile note and a support's comment; 404 otherwise); restrictedNotesPolicy decides the rest.
 * Audited with ids, the kind, the people's ids and (break-glass) the reason: never the text.
 */
import { BREAK_GLASS_REASON_MIN, MSG, type RestrictedNoteKind, type TBreakGlassAnswer, type TBreakGlassBody, type TNoteRestriction, type TRestrictionBody } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { authorize } from '../../lib/authorize.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { meetingPolicy } from '../../policies/meetings.policy.ts';
import { restrictedNotesPolicy } from '../../policies/restricted-notes.policy.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { studentSupportsPolicy } from '../../policies/supports-given.policy.ts';
import {
  peopleOfPlace,
  profileValueRow,
  restrictProfileValue,
  restrictSection,
  restrictSupportComment,
  sectionWithNote,
  supportRow,
  type RestrictionValues,
} from '../../repositories/restricted-notes.repository.ts';
import { findStudentInScope } from '../../repositories/student-scope.ts';
import { emit } from '../emit.ts';
import { loadMeeting } from '../meetings/access.ts';
import { factsOf, restrictionsFor, type NoteToMask } from './mask.ts';

interface Loaded {
  note: NoteToMask;
  text: string;
  save: (db: Database, v: RestrictionValues) => Promise<void>;
}

const REF = {
  meeting_note_section: /^(\d{1,10})-(key_issue|context|notes|textbox:\d{1,10})$/,
  profile_note: /^(\d{1,10})-(\d{1,10})$/,
  support_comment: /^(\d{1,10})$/,
} as const;

async function studentOf(db: Database, actor: Actor, id: number) {
  const row = await findStudentInScope(db, scopeOf(actor), id);
  if (!row) throw notFound();
  return row.student;
}

/** The note, when the caller may read its place (else 404). */
export async function loadRestrictable(db: Database, actor: Actor, kind: RestrictedNoteKind, ref: string): Promise<Loaded> {
  const m = REF[kind].exec(ref);
  if (!m) throw notFound();
  const restriction = (r: RestrictionValues) => ({
    restricted: r.restricted,
    restricted_by: r.restricted_by,
    restricted_at: r.restricted_at,
    restricted_people: r.restricted_people,
  });
  if (kind === 'meeting_note_section') {
    const noteId = Number(m[1]);
    const section = m[2]!;
    const row = await sectionWithNote(db, noteId, section);
    if (!row) throw notFound();
    const loaded = await loadMeeting(db, actor, row.meeting_id);
    if (row.student_id !== null && !meetingPolicy.leads(actor, loaded.ref)) await studentOf(db, actor, row.student_id);
    const s = row.section;
    return {
      note: {
        kind,
        ref,
        district_id: row.district_id,
        school_id: row.student_school_id ?? row.note_school_id,
        student_id: row.student_id,
        author_id: s.updated_by,
        written_at: s.updated_at,
        ...restriction(s),
        writes: meetingPolicy.writer(actor, loaded.ref),
      },
      text: s.body,
      save: (tx, v) => restrictSection(tx, noteId, section, v),
    };
  }
  if (kind === 'profile_note') {
    const studentId = Number(m[1]);
    const itemId = Number(m[2]);
    const student = await studentOf(db, actor, studentId);
    const row = await profileValueRow(db, studentId, itemId);
    if (!row) throw notFound();
    return {
      note: {
        kind,
        ref,
        district_id: student.district_id,
        school_id: student.school_id,
        student_id: student.id,
        author_id: row.updated_by,
        written_at: row.updated_at,
        ...restriction(row),
        writes: studentPolicy.writeNotes(actor, student),
      },
      text: row.value,
      save: (tx, v) => restrictProfileValue(tx, studentId, itemId, v),
    };
  }
  const id = Number(m[1]);
  const row = await supportRow(db, id);
  if (!row) throw notFound();
  const student = await studentOf(db, actor, row.student_id);
  return {
    note: {
      kind,
      ref,
      district_id: student.district_id,
      school_id: student.school_id,
      student_id: student.id,
      author_id: row.created_by,
      written_at: row.updated_at,
      ...restriction(row),
      writes: studentSupportsPolicy.update(actor, student),
    },
    text: row.notes ?? '',
    save: (tx, v) => restrictSupportComment(tx, id, v),
  };
}

const where = (n: NoteToMask) => ({ district_id: n.district_id, school_id: n.school_id, student_id: n.student_id });

/** PUT …/restriction/: restrict (with the people named) or lift it. */
export async function setRestriction(ctx: AuthedContext, kind: RestrictedNoteKind, ref: string, input: TRestrictionBody): Promise<TNoteRestriction> {
  const actor = ctx.actor;
  const { note, save } = await loadRestrictable(ctx.db, actor, kind, ref);
  authorize(restrictedNotesPolicy.mayRestrict, actor, factsOf(note), note.writes);
  const asked = [...new Set(input.people ?? [])];
  const people = input.restricted ? asked : [];
  if (people.length) {
    const known = await peopleOfPlace(ctx.db, note, people);
    if (known.length !== people.length) throw fieldError('people', MSG.invalidValue);
  }
  const values: RestrictionValues = input.restricted
    ? {
        restricted: true,
        restricted_by: note.restricted ? (note.restricted_by ?? actor.id) : actor.id,
        restricted_at: note.restricted && note.restricted_at ? new Date(note.restricted_at) : new Date(),
        restricted_people: people,
      }
    : { restricted: false, restricted_by: null, restricted_at: null, restricted_people: [] };
  await ctx.db.transaction(async (tx) => {
    await save(tx, values);
    await emit(tx, ctx, {
      type: input.restricted ? 'restricted_note.restricted' : 'restricted_note.unrestricted',
      ...where(note),
      target: { type: 'restricted_note', id: `${kind}:${ref}` },
      details: input.restricted ? { kind, ref, people } : { kind, ref },
    });
  });
  const [restriction] = await restrictionsFor(ctx.db, actor, [{ ...note, ...values }]);
  return restriction!;
}

/** POST …/break_glass/: the text once, for whoever may break the glass, audited with the reason. */
export async function breakGlass(ctx: AuthedContext, kind: RestrictedNoteKind, ref: string, input: TBreakGlassBody): Promise<TBreakGlassAnswer> {
  const actor = ctx.actor;
  const { note, text } = await loadRestrictable(ctx.db, actor, kind, ref);
  authorize(restrictedNotesPolicy.mayBreakGlass, actor, factsOf(note));
  // The contract already refuses a short reason; a reason of spaces only is not one either.
  if (input.reason.trim().length < BREAK_GLASS_REASON_MIN) throw fieldError('reason', MSG.minLength);
  await emit(ctx.db, ctx, {
    type: 'restricted_note.break_glass',
    ...where(note),
    target: { type: 'restricted_note', id: `${kind}:${ref}` },
    details: { kind, ref, reason: input.reason.trim() },
  });
  const [restriction] = await restrictionsFor(ctx.db, actor, [note]);
  return { text, restriction: restriction! };
}
