/**
 * One note section's textarea (section-state.ts is its logic): saves ~800 ms after the last
 * keystroke (and at once on leaving the field or the page), on the version it was written on; a
 * 409 `conflict` brings the saved text (`current`) and opens the choice; other people's saves come
 * in through the notes query (`server`). During a choice the box stays editable and nothing is sent. The note is created on the first save when the student has
 * none yet (`ensureNote`: the server's create-or-return).
 */
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ZNoteSectionConflict, type TMeetingNotes } from '@ss/domain/contracts/meetings';
import { isApiError } from '../../../lib/api.ts';
import { runKeys, saveSection } from './api.ts';
import { initialSection, sectionReducer, type SavedSection } from './section-state.ts';

export const SAVE_DELAY_MS = 800;

interface Options {
  meetingId: number;
  section: string;
  /** What the server holds (version 0 while never saved). */
  server: SavedSection;
  ensureNote: () => Promise<number>;
  writable: boolean;
}

export function useSectionEditor({ meetingId, section, server, ensureNote, writable }: Options) {
  const client = useQueryClient();
  const [state, dispatch] = useReducer(sectionReducer, server, initialSection);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef(state);
  // The latest props, read when a save goes out: the debounce timer is not restarted by a re-render.
  const props = useRef({ ensureNote, writable });
  useEffect(() => {
    ref.current = state;
    props.current = { ensureNote, writable };
  });

  useEffect(() => {
    dispatch({ type: 'server', section: server });
  }, [server]);

  const send = useCallback(async () => {
    const s = ref.current;
    const { ensureNote, writable } = props.current;
    if (!writable || s.conflict || s.status === 'saving' || (s.draft === s.base.body && s.status !== 'error')) return;
    const body = s.draft;
    const version = s.base.version;
    ref.current = { ...s, status: 'saving', sending: body };
    dispatch({ type: 'send' });
    try {
      const noteId = await ensureNote();
      const saved = await saveSection(meetingId, noteId, section, body, version);
      setError(null);
      dispatch({ type: 'saved', section: { body: saved.body, version: saved.version, updated_by: saved.updated_by } });
      // The notes on screen (the list's "has notes" marks) take the saved section in.
      client.setQueryData<TMeetingNotes>(runKeys.notes(meetingId), (n) =>
        n
          ? {
              ...n,
              notes: n.notes.map((note) => (note.id !== noteId ? note : { ...note, sections: [...note.sections.filter((x) => x.section !== section), saved] })),
            }
          : n,
      );
    } catch (e) {
      const current = isApiError(e, 'conflict') ? ZNoteSectionConflict.safeParse(e.details.current) : null;
      if (current?.success) {
        setError(null);
        dispatch({ type: 'stale', current: current.data });
      } else {
        setError(isApiError(e) ? e.message : 'Could not perform action');
        dispatch({ type: 'failed' });
      }
    }
  }, [meetingId, section, client]);

  // Debounced save while typing; a save under way sends what was typed meanwhile once it lands.
  useEffect(() => {
    if (state.status !== 'dirty') return;
    const timer = window.setTimeout(() => void send(), SAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state.status, state.draft, send]);

  // Leaving the page saves what was typed.
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  useEffect(() => () => void sendRef.current(), []);

  return {
    state,
    error,
    type: (text: string) => dispatch({ type: 'typed', text }),
    flush: () => void send(),
    useTheirs: () => dispatch({ type: 'use_theirs' }),
    merge: () => dispatch({ type: 'merge' }),
    keepMine: () => dispatch({ type: 'keep_mine' }),
  };
}
