/**
 * The meeting's live channel `meeting:{id}` (on the browser's one socket, lib/realtime.ts): what
 * others do in the meeting reaches this page. Events carry ids, not texts: a saved section or a
 * new note reads the notes again (each section then decides whether it may take the new text), a
 * status, attendee, norm or meeting change reads the meeting again, and (re)subscribing reads both,
 * so nothing missed while disconnected stays missing.
 */
import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { meetingChannel, type TMeetingEvent } from '@ss/domain/contracts/meetings';
import { useChannel, type ChannelMessage } from '../../../lib/realtime.ts';
import { runKeys } from './api.ts';

export function useMeetingChannel(meetingId: number, meId: number) {
  const client = useQueryClient();
  const [deleted, setDeleted] = useState(false);
  const onMessage = useCallback(
    (m: ChannelMessage<TMeetingEvent>) => {
      const notes = () => void client.invalidateQueries({ queryKey: runKeys.notes(meetingId), exact: true });
      const meeting = () => void client.invalidateQueries({ queryKey: runKeys.meeting(meetingId), exact: true });
      // Refused (the meeting is gone, or no longer ours to read): its read says which.
      if (m.type === 'not_found') return meeting();
      if (m.type === 'subscribed') {
        notes();
        return meeting();
      }
      const e = m.event;
      switch (e.kind) {
        case 'section_saved':
        case 'note_created':
          // Our own saves answered already.
          if (e.by !== meId) notes();
          return;
        case 'deleted':
          return setDeleted(true);
        case 'status_changed':
          notes();
          return meeting();
        default:
          return meeting();
      }
    },
    [client, meetingId, meId],
  );
  const live = useChannel<TMeetingEvent>(meetingChannel(meetingId), onMessage);
  return { live, deleted };
}
