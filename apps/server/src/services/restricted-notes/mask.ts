/**
 * Restricted notes (issue 24, section 2): the one mask every read path of a note's text goes
 * through. Given the notes a read is about to answer (their restriction columns), it answers each
 * note's `restriction` as the reader may see it (restrictedNotesPolicy.inCircle); the caller sends
 * the text only when `hidden` is false. Each restricted note shown inside its circle is audited
 * (`restricted_note.opened`, ids only).
 */
import { formatDate, translate, type Language, type RestrictedNoteKind, type TNoteRestriction } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import type { Actor } from '../../lib/actor.ts';
import { restrictedNotesPolicy, type RestrictedNoteFacts } from '../../policies/restricted-notes.policy.ts';
import { namesOf } from '../../repositories/restricted-notes.repository.ts';
import { emit } from '../emit.ts';

export interface NoteToMask {
  kind: RestrictedNoteKind;
  ref: string;
  district_id: number;
  school_id: number | null;
  student_id: number | null;
  author_id: number | null;
  written_at: Date | string | null;
  restricted: boolean;
  restricted_by: number | null;
  restricted_at: Date | string | null;
  restricted_people: readonly number[] | null;
  /** The reader may still write such notes for the student (an author's right to restrict ends with it). */
  writes: boolean;
}

const iso = (d: Date | string | null) => (d === null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export const factsOf = (n: Pick<NoteToMask, 'district_id' | 'school_id' | 'author_id' | 'restricted' | 'restricted_by' | 'restricted_people'>): RestrictedNoteFacts => ({
  district_id: n.district_id,
  school_id: n.school_id,
  author_id: n.author_id,
  restricted: n.restricted,
  restricted_by: n.restricted_by,
  people: n.restricted_people ?? [],
});

/** The restriction of each note as this reader sees it (names looked up once), without auditing. */
export async function restrictionsFor(db: Database, actor: Actor, notes: readonly NoteToMask[]): Promise<TNoteRestriction[]> {
  const visible = notes.map((n) => restrictedNotesPolicy.inCircle(actor, factsOf(n)));
  const ids: number[] = [];
  notes.forEach((n, i) => {
    if (n.author_id !== null) ids.push(n.author_id);
    if (n.restricted_by !== null) ids.push(n.restricted_by);
    if (n.restricted && visible[i]) ids.push(...(n.restricted_people ?? []));
  });
  const names = await namesOf(db, ids);
  const person = (id: number | null) => (id === null ? null : { id, name: names.get(id) ?? '' });
  return notes.map((n, i) => {
    const facts = factsOf(n);
    return {
      kind: n.kind,
      ref: n.ref,
      restricted: n.restricted,
      author: person(n.author_id),
      written_at: iso(n.written_at),
      restricted_by: n.restricted ? person(n.restricted_by) : null,
      restricted_at: n.restricted ? iso(n.restricted_at) : null,
      people: n.restricted && visible[i] ? (n.restricted_people ?? []).map((id) => ({ id, name: names.get(id) ?? '' })) : [],
      hidden: !visible[i],
      abilities: {
        restrict: restrictedNotesPolicy.mayRestrict(actor, facts, n.writes),
        break_glass: restrictedNotesPolicy.mayBreakGlass(actor, facts),
      },
    };
  });
}

/** restrictionsFor, and a `restricted_note.opened` audit row for each restricted note the reader sees the text of. */
export async function maskNotes(ctx: AuthedContext, notes: readonly NoteToMask[]): Promise<TNoteRestriction[]> {
  const out = await restrictionsFor(ctx.db, ctx.actor, notes);
  for (const [i, n] of notes.entries()) {
    if (!n.restricted || out[i]!.hidden) continue;
    await emit(ctx.db, ctx, {
      type: 'restricted_note.opened',
      district_id: n.district_id,
      school_id: n.school_id,
      student_id: n.student_id,
      target: { type: 'restricted_note', id: `${n.kind}:${n.ref}` },
      details: { kind: n.kind, ref: n.ref },
    });
  }
  return out;
}

/** "Restricted note — by {author}, on {date}" in the reader's language (server-made texts: e-mails, exports). */
export function placeholderText(lang: Language, author: string | null, writtenAt: Date | string | null): string {
  return translate(lang, 'restricted.placeholder', {
    author: author?.trim() || translate(lang, 'restricted.someone'),
    date: writtenAt === null ? '' : formatDate(writtenAt instanceof Date ? writtenAt : new Date(writtenAt), lang),
  });
}
