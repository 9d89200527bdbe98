/**
 * One note section as the run page edits it, several people at once (issue 10, section 1): what the
 * server last said (`base`: body, version, who saved it), what the textarea holds (`draft`), and where
 * the save stands. Sections save as you type; a save carries the version it was written on, and a
 * stale one answers 409 with the saved text. Nothing is silently overwritten: a 409, or someone
 * else's save arriving while this person is writing the same section, opens a choice between both
 * texts (keep mine, use theirs, or an edited merge), and no save goes out until it is made.
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
  /** Both texts to choose from: `theirs` is the saved one; `reason` says how it was found. */
  conflict: { theirs: SavedSection; mine: string; reason: 'stale' | 'remote' } | null;
}

export type SectionEvent =
  | { type: 'typed'; text: string }
  | { type: 'send' }
  | { type: 'saved'; section: SavedSection }
  | { type: 'stale'; current: SavedSection }
  | { type: 'failed' }
  | { type: 'server'; section: SavedSection }
  | { type: 'use_theirs' }
  /** Keep mine or the merge: `text` is saved on the version of theirs. */
  | { type: 'resolve'; text: string };

export const initialSection = (base: SavedSection): SectionState => ({ base, draft: base.body, status: 'idle', sending: null, conflict: null });

/** Whether this person has something not yet saved (a save under way counts). */
export const isEditing = (s: SectionState) => s.status === 'dirty' || s.status === 'saving' || s.status === 'error' || s.draft !== s.base.body;

export function sectionReducer(s: SectionState, e: SectionEvent): SectionState {
  switch (e.type) {
    case 'typed':
      if (s.conflict) return { ...s, draft: e.text };
      return { ...s, draft: e.text, status: s.status === 'saving' ? 'saving' : e.text === s.base.body ? 'idle' : 'dirty' };
    case 'send':
      if (s.conflict || s.status === 'saving') return s;
      return { ...s, status: 'saving', sending: s.draft };
    case 'saved': {
      const base = e.section.version >= s.base.version ? e.section : s.base;
      const typedOn = s.sending !== null && s.draft !== s.sending;
      return { ...s, base, sending: null, status: s.conflict ? 'conflict' : typedOn ? 'dirty' : 'saved' };
    }
    case 'stale':
      return { ...s, sending: null, status: 'conflict', conflict: { theirs: e.current, mine: s.draft, reason: 'stale' } };
    case 'failed':
      return { ...s, sending: null, status: s.conflict ? 'conflict' : 'error' };
    case 'server': {
      // Someone's save (or our own, read back): only a newer version matters.
      if (e.section.version <= s.base.version) return s;
      if (e.section.body === s.draft || e.section.body === s.sending) return { ...s, base: e.section, draft: s.status === 'saving' ? s.draft : e.section.body };
      if (s.conflict) return { ...s, conflict: { ...s.conflict, theirs: e.section } };
      if (!isEditing(s)) return { ...s, base: e.section, draft: e.section.body, status: 'idle' };
      return { ...s, status: 'conflict', conflict: { theirs: e.section, mine: s.draft, reason: 'remote' } };
    }
    case 'use_theirs':
      if (!s.conflict) return s;
      return { ...s, base: s.conflict.theirs, draft: s.conflict.theirs.body, status: 'idle', conflict: null, sending: null };
    case 'resolve':
      if (!s.conflict) return s;
      // Written on the version seen: the next save is checked against theirs, not the one we had.
      return { ...s, base: s.conflict.theirs, draft: e.text, conflict: null, status: e.text === s.conflict.theirs.body ? 'idle' : 'dirty' };
  }
}
