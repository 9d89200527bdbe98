/**
 * The note a section saves into: the one already listed for the student (or the general note), or
 * created on the first save (`POST …/notes/`, which returns the existing note if someone else made it
 * meanwhile). One request per subject even when three sections save at once.
 */
import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TMeetingNotes } from '@ss/domain/contracts/meetings';
import { openNote, runKeys } from './api.ts';

export function useNoteOpener(meetingId: number) {
  const client = useQueryClient();
  const pending = useRef(new Map<number | null, Promise<number>>());
  return useCallback(
    (student: number | null): Promise<number> => {
      const listed = client.getQueryData<TMeetingNotes>(runKeys.notes(meetingId))?.notes.find((n) => (n.student?.id ?? null) === student);
      if (listed) return Promise.resolve(listed.id);
      let p = pending.current.get(student);
      if (!p) {
        p = openNote(meetingId, student).then((note) => {
          client.setQueryData<TMeetingNotes>(runKeys.notes(meetingId), (n) => (n && !n.notes.some((x) => x.id === note.id) ? { ...n, notes: [...n.notes, note] } : n));
          return note.id;
        });
        p.catch(() => undefined).finally(() => pending.current.delete(student));
        pending.current.set(student, p);
      }
      return p;
    },
    [client, meetingId],
  );
}
