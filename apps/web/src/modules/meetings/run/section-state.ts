/**
 * One note section as the run page edits it, several people at once (issue 10, section 1): what the
 * server last said (`base`: body, version, who saved it), what the textarea holds (`draft`), and where
 * the save stands. Sections save as you type; a save carries the version it was written on, and a
 * stale one answers 409 with the saved text. Nothing is silently overwritten: a 409, or someone
 * else's save arriving while this person is writing the same section, shows the other text beside
 * theirs and no save goes out until they choose (keep mine, use theirs, or both merged in their box).
 * The box is never taken from the person writing: what they type during the choice goes on into
 * their draft, and the choice saves the draft as it is then, on the version of the other text.
 * Pure: the hook (useSectionEditor) runs the timers and requests.
 */

export interface SavedSection {
  body: string;
  /** 0 while the section was never saved. */
  version: number;
  updated_by: { id: number; name: string } | null;
}

export type SectionStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'error' | 'conflict';

export interface SectionState {
  base: SavedSection;
  draft: string;
  status: SectionStatus;
  /** The body of the save under way (typing on while it travels leaves the section dirty). */
  sending: string | null;
  /** The other text to choose against (the saved one; this person's is `draft`); `reason` says how it was found. */
  conflict: { theirs: SavedSection; reason: 'stale' | 'remote'; /** Their text is in the draft already ("Merge"). */ merged: boolean } | null;
}

export type SectionEvent =
  | { type: 'typed'; text: string }
  | { type: 'send' }
  | { type: 'saved'; section: SavedSection }
  | { type: 'stale'; current: SavedSection }
  | { type: 'failed' }
  | { type: 'server'; section: SavedSection }
  | { type: 'use_theirs' }
  /** Puts the other text above this person's in their box; the choice stays open until they save it. */
  | { type: 'merge' }
  /** Keep mine (or the merge written in the box): the draft is saved on the version of theirs. */
  | { type: 'keep_mine' };

export const initialSection = (base: SavedSection): SectionState => ({ base, draft: base.body, status: 'idle', sending: null, conflict: null });

/** Whether this person has something not yet saved (a save under way counts). */
export const isEditing = (s: SectionState) => s.status === 'dirty' || s.status === 'saving' || s.status === 'error' || s.draft !== s.base.body;

/** Whether leaving now would lose text: a choice not made, or a save that failed. */
export const isUnsettled = (s: SectionState) => s.conflict !== null || s.status === 'error';

/** The newest saved version this page knows of (the other text's while a choice is open). */
export const latestSaved = (s: SectionState): SavedSection => s.conflict?.theirs ?? s.base;

/** Both texts in one, the other first (what "Merge" puts in the box to be edited). */
export const mergedText = (theirs: string, mine: string) => (theirs && mine ? `${theirs}\n\n${mine}` : theirs || mine);

/** The choice is settled by itself once both texts are the same: nothing is left to keep. */
const settleIfSame = (s: SectionState): SectionState =>
  s.conflict && s.draft === s.conflict.theirs.body && s.status === 'conflict' ? { ...s, base: s.conflict.theirs, conflict: null, status: 'idle' } : s;

export function sectionReducer(s: SectionState, e: SectionEvent): SectionState {
  switch (e.type) {
    case 'typed':
      if (s.conflict) return settleIfSame({ ...s, draft: e.text });
      return { ...s, draft: e.text, status: s.status === 'saving' ? 'saving' : e.text === s.base.body ? 'idle' : 'dirty' };
    case 'send':
      if (s.conflict || s.status === 'saving') return s;
      return { ...s, status: 'saving', sending: s.draft };
    case 'saved': {
      const base = e.section.version >= s.base.version ? e.section : s.base;
      const typedOn = s.sending !== null && s.draft !== s.sending;
      if (s.conflict) return settleIfSame({ ...s, base, sending: null, status: 'conflict' });
      return { ...s, base, sending: null, status: typedOn ? 'dirty' : 'saved' };
    }
    case 'stale':
      // Already shown (their save reached us before our answer): the choice stays as it was.
      if (s.conflict && s.conflict.theirs.version >= e.current.version) return settleIfSame({ ...s, sending: null, status: 'conflict' });
      return settleIfSame({ ...s, sending: null, status: 'conflict', conflict: { theirs: e.current, reason: 'stale', merged: false } });
    case 'failed':
      return { ...s, sending: null, status: s.conflict ? 'conflict' : 'error' };
    case 'server': {
      // Someone's save (or our own, read back): only a newer version matters.
      if (e.section.version <= s.base.version) return s;
      if (s.conflict) return e.section.version > s.conflict.theirs.version ? settleIfSame({ ...s, conflict: { ...s.conflict, theirs: e.section, merged: false } }) : s;
      if (e.section.body === s.draft || e.section.body === s.sending) return { ...s, base: e.section, draft: s.status === 'saving' ? s.draft : e.section.body };
      if (!isEditing(s)) return { ...s, base: e.section, draft: e.section.body, status: 'idle' };
      // A save of ours under way keeps `sending`: its answer (saved, or 409) still lands here.
      return { ...s, status: s.status === 'saving' ? 'saving' : 'conflict', conflict: { theirs: e.section, reason: 'remote', merged: false } };
    }
    case 'use_theirs':
      if (!s.conflict) return s;
      return { ...s, base: s.conflict.theirs, draft: s.conflict.theirs.body, status: 'idle', conflict: null, sending: null };
    case 'merge':
      if (!s.conflict) return s;
      if (s.conflict.merged) return s;
      return settleIfSame({ ...s, draft: mergedText(s.conflict.theirs.body, s.draft), conflict: { ...s.conflict, merged: true } });
    case 'keep_mine':
      if (!s.conflict || s.status === 'saving') return s;
      // Written on the version seen: the next save is checked against theirs, not the one we had.
      return { ...s, base: s.conflict.theirs, conflict: null, status: s.draft === s.conflict.theirs.body ? 'idle' : 'dirty' };
  }
}
