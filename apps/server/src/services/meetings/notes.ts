/**
 * A meeting's notes (issue 10, sections 1 and 7): one note per student discussed and a general
 * note, their text in sections. Reading: whoever sees the meeting; a reader who does not lead it
 * (a teacher) sees only the notes of students in their scope. Creating a note and saving a section:
 * attendees and whoever may manage the meeting (403 for others), while it is in progress (409
 * `action_not_possible` before it starts and once finished). A section saved against a stale
 * version answers 409 `conflict` with the section as it is now (`error.current`: body, version,
 * who saved it) and changes nothing. The audit rows hold ids, never the text.
 */
import { MEETING_MSG, STUDENT_NOTE_SECTIONS, textboxSection, type TMeetingNote, type TMeetingNotes, type TNoteSection } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { authorize } from '../../lib/authorize.ts';
import { fieldError, HttpError, notFound } from '../../lib/errors.ts';
import { meetingPolicy } from '../../policies/meetings.policy.ts';
import { presentSection } from '../../presenters/meetings.presenter.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { ensureNote, findNote, lockSection, notesOf, saveSection, sectionsOf, touchNote } from '../../repositories/meeting-notes.repository.ts';
import { studentInSubject } from '../../repositories/meeting-subject.repository.ts';
import { userName } from '../../repositories/users.repository.ts';
import { type MeetingRow } from '../../repositories/meetings.repository.ts';
import { findStudentInScope } from '../../repositories/student-scope.ts';
import { emit } from '../emit.ts';
import { maskNotes, factsOf } from '../restricted-notes/mask.ts';
import { restrictedNotesPolicy } from '../../policies/restricted-notes.policy.ts';
import type { SectionWithName } from '../../repositories/meeting-notes.repository.ts';
import { loadMeeting, type LoadedMeeting } from './access.ts';

/** Where a note belongs, as the restricted-notes mask reads it. */
type NotePlace = { id: number; district_id: number; school_id: number | null; student_id: number | null };

/** The sections as the reader may see them (restricted notes, issue 24, section 2): a hidden one's body is never sent; each one opened inside its circle is audited. */
async function presentSections(ctx: AuthedContext, notes: NotePlace[], sections: SectionWithName[], writes: boolean) {
  const byId = new Map(notes.map((n) => [n.id, n]));
  const restrictions = await maskNotes(
    ctx,
    sections.map((s) => {
      const n = byId.get(s.note_id)!;
      return {
        kind: 'meeting_note_section' as const,
        ref: `${s.note_id}-${s.section}`,
        district_id: n.district_id,
        school_id: n.school_id,
        student_id: n.student_id,
        author_id: s.updated_by_id,
        written_at: s.updated_at,
        restricted: s.restricted,
        restricted_by: s.restricted_by,
        restricted_at: s.restricted_at,
        restricted_people: s.restricted_people,
        writes,
      };
    }),
  );
  return sections.map((s, i) => ({ note_id: s.note_id, section: presentSection(s, restrictions[i]) }));
}

const notInProgress = () => new HttpError(409, 'action_not_possible', MEETING_MSG.notInProgress);

/** The general note's sections: one per active school textbox of the district at a school meeting, else `notes`. */
async function generalSections(db: Database, m: MeetingRow, francophone: boolean): Promise<{ key: string; label: string | null }[]> {
  if (m.kind !== 'school') return [{ key: 'notes', label: null }];
  const list = await effectiveList(db, 'school-textboxes', { districtId: m.district_id }, { activeOnly: true });
  if (list.level !== 'district') return [];
  return list.items.map((i) => ({ key: textboxSection(i.id), label: francophone ? i.label_fr : i.label_en }));
}

export async function readNotes(ctx: AuthedContext, id: number): Promise<TMeetingNotes> {
  const actor = ctx.actor;
  const { row, meeting, ref } = await loadMeeting(ctx.db, actor, id);
  const notes = await notesOf(ctx.db, id, meetingPolicy.leads(actor, ref) ? null : scopeOf(actor));
  const sections = await sectionsOf(
    ctx.db,
    notes.map((n) => n.id),
  );
  const general = await generalSections(ctx.db, meeting, row.district_francophone);
  const shown = await presentSections(ctx, notes, sections, meetingPolicy.writer(actor, ref));
  // A textbox renamed or removed since it was written still shows, under the label it was written with.
  const keys = new Set(general.map((g) => g.key));
  for (const s of sections) {
    if (!s.section.startsWith('textbox:') || keys.has(s.section)) continue;
    keys.add(s.section);
    general.push({ key: s.section, label: s.label });
  }
  return {
    student_sections: STUDENT_NOTE_SECTIONS.map((key) => ({ key, label: null })),
    sections: general,
    notes: notes.map((n) => ({
      id: n.id,
      student: n.student_id !== null ? { id: n.student_id, name: n.student_name ?? '' } : null,
      sections: shown.filter((s) => s.note_id === n.id).map((s) => s.section),
    })),
    abilities: { write: meetingPolicy.writeNotesNow(actor, ref) },
  };
}

function assertWriter(ctx: AuthedContext, loaded: LoadedMeeting) {
  authorize(meetingPolicy.writer, ctx.actor, loaded.ref);
  if (loaded.meeting.status !== 'in_progress') throw notInProgress();
}

export async function createNote(ctx: AuthedContext, id: number, studentId: number | null): Promise<{ note: TMeetingNote; created: boolean }> {
  const actor = ctx.actor;
  return ctx.db.transaction(async (tx) => {
    const loaded = await loadMeeting(tx, actor, id);
    const m = loaded.meeting;
    assertWriter(ctx, loaded);
    let student: { id: number; name: string } | null = null;
    let found: Awaited<ReturnType<typeof findStudentInScope>> = null;
    if (studentId !== null) {
      const inSubject = await studentInSubject(tx, m, studentId);
      if (!inSubject) throw fieldError('student', MEETING_MSG.student);
      found = await findStudentInScope(tx, scopeOf(actor), studentId);
      if (!found) throw fieldError('student', MEETING_MSG.student);
      student = { id: studentId, name: `${found.student.first_name} ${found.student.last_name}` };
    }
    const { note, created } = await ensureNote(tx, { meeting_id: id, district_id: m.district_id, school_id: m.school_id, student_id: studentId, created_by: actor.id });
    if (created) {
      await emit(tx, ctx, {
        type: 'meeting.note_created',
        district_id: m.district_id,
        school_id: m.school_id,
        ...(studentId !== null ? { student_id: studentId } : {}),
        target: { type: 'meeting_note', id: note.id },
        details: { meeting: id },
      });
    }
    const place = { id: note.id, district_id: note.district_id, school_id: student ? found!.student.school_id : note.school_id, student_id: note.student_id };
    const sections = created ? [] : (await presentSections({ ...ctx, db: tx }, [place], await sectionsOf(tx, [note.id]), true)).map((s) => s.section);
    return { note: { id: note.id, student, sections }, created };
  });
}

export async function saveNoteSection(ctx: AuthedContext, id: number, noteId: number, section: string, input: { body: string; version: number }): Promise<TNoteSection> {
  const actor = ctx.actor;
  return ctx.db.transaction(async (tx) => {
    const loaded = await loadMeeting(tx, actor, id);
    const m = loaded.meeting;
    const note = await findNote(tx, id, noteId);
    if (!note) throw notFound();
    // A note on a student out of the writer's scope is not theirs to see.
    if (note.student_id !== null && !meetingPolicy.leads(actor, loaded.ref) && !(await findStudentInScope(tx, scopeOf(actor), note.student_id))) throw notFound();
    assertWriter(ctx, loaded);
    const studentSchool = note.student_id !== null ? ((await findStudentInScope(tx, { all: true }, note.student_id))?.student.school_id ?? null) : null;
    const place: NotePlace = { id: note.id, district_id: note.district_id, school_id: studentSchool ?? note.school_id, student_id: note.student_id };
    // Which sections this note has: a student's three; the general note's per meeting kind.
    let label: string | null = null;
    if (note.student_id !== null) {
      if (!(STUDENT_NOTE_SECTIONS as readonly string[]).includes(section)) throw fieldError('section', 'Invalid value');
    } else {
      const general = await generalSections(tx, m, loaded.row.district_francophone);
      const found = general.find((g) => g.key === section);
      if (!found) throw fieldError('section', 'Invalid value');
      label = found.label;
    }
    const current = await lockSection(tx, noteId, section);
    // A restricted section is written over only inside its circle (issue 24, section 2): outside it, 403 and nothing of it is sent.
    if (current?.restricted)
      authorize(
        restrictedNotesPolicy.mayWrite,
        actor,
        factsOf({ ...place, author_id: current.updated_by, restricted: true, restricted_by: current.restricted_by, restricted_people: current.restricted_people }),
      );
    if ((current?.version ?? 0) !== input.version)
      throw staleSection(
        current ? { body: current.body, version: current.version, updated_by: await userName(tx, current.updated_by) } : { body: '', version: 0, updated_by: null },
      );
    const saved = await saveSection(tx, { noteId, section, label, body: input.body, version: input.version, by: actor.id });
    if (!saved) {
      const now = await lockSection(tx, noteId, section);
      throw staleSection(now ? { body: now.body, version: now.version, updated_by: await userName(tx, now.updated_by) } : { body: '', version: 0, updated_by: null });
    }
    await touchNote(tx, noteId);
    await emit(tx, ctx, {
      type: 'meeting.note_saved',
      district_id: m.district_id,
      school_id: m.school_id,
      ...(note.student_id !== null ? { student_id: note.student_id } : {}),
      target: { type: 'meeting_note', id: noteId },
      details: { meeting: id, section, version: saved.version },
    });
    const [shown] = await presentSections({ ...ctx, db: tx }, [place], [{ ...saved, updated_by_id: actor.id, updated_by_name: `${actor.first_name} ${actor.last_name}` }], true);
    return shown!.section;
  });
}

function staleSection(current: { body: string; version: number; updated_by: { id: number; name: string } | null }) {
  return new HttpError(409, 'conflict', MEETING_MSG.sectionConflict, undefined, current);
}
