/**
 * The areas' listeners make, from each event, exactly the channel messages the services used to NOTIFY
 * themselves (issue 21, section 2): same channel, version and event, key for key, so the browsers'
 * messages stay byte-for-byte the same.
 */
import { describe, expect, it } from 'vitest';
import type { DomainEvent } from '@ss/domain';
import { planAreas } from '../areas/area.ts';
import { AREAS } from '../areas/index.ts';
import { QUEUE_NAMES } from '../jobs/queue-names.ts';
import { noticesOf, useListeners } from './listeners.ts';

useListeners(planAreas(AREAS, QUEUE_NAMES).listeners);

const board = { district_id: 1, school_id: 2, target: { type: 'board', id: 7 } } as const;
const meeting = { district_id: 1, school_id: 2, target: { type: 'meeting', id: 9 } } as const;
const action = { district_id: 1, school_id: 2, student_id: null, target: { type: 'action', id: 5 } } as const;
const sent = (event: DomainEvent, actor: number | null = 3) => noticesOf(event, actor).map((n) => JSON.stringify(n));

describe('the areas’ listeners', () => {
  it('send the board channel’s messages: moves, locks, changes', () => {
    expect(sent({ type: 'board.card_moved', target: board.target, version: 4, student_id: 11, school_id: null, category_id: 6, position: 2 })).toEqual([
      '{"channel":"board:7","version":4,"event":{"kind":"moved","student_id":11,"school_id":null,"category_id":6,"position":2,"by":3}}',
    ]);
    expect(sent({ type: 'board.locked', target: board.target, version: 5, leaders_only: true })).toEqual([
      '{"channel":"board:7","version":5,"event":{"kind":"lock","holder_id":3,"broken_by_leader":false,"leaders_only":true}}',
    ]);
    expect(sent({ type: 'board.lock_released', target: board.target, version: 6, leaders_only: false })).toEqual([
      '{"channel":"board:7","version":6,"event":{"kind":"lock","holder_id":null,"broken_by_leader":false,"leaders_only":false}}',
    ]);
    expect(sent({ type: 'board.unlocked', ...board, details: { holder_id: 8 }, version: 7, leaders_only: false, broken_by_leader: true })).toEqual([
      '{"channel":"board:7","version":7,"event":{"kind":"lock","holder_id":null,"broken_by_leader":true,"leaders_only":false}}',
    ]);
    expect(sent({ type: 'board.updated', ...board, details: {}, version: 8 })).toEqual(['{"channel":"board:7","version":8,"event":{"kind":"changed"}}']);
    expect(sent({ type: 'board.deleted', ...board, details: {}, version: 9 })).toEqual(['{"channel":"board:7","version":9,"event":{"kind":"deleted"}}']);
  });

  it('send the meeting channel’s messages, and its actions’ changes', () => {
    expect(sent({ type: 'meeting.updated', ...meeting, details: {}, version: 3 })).toEqual(['{"channel":"meeting:9","version":3,"event":{"kind":"changed"}}']);
    expect(sent({ type: 'meeting.deleted', ...meeting, details: {}, version: 4 })).toEqual(['{"channel":"meeting:9","version":4,"event":{"kind":"deleted"}}']);
    expect(sent({ type: 'meeting.started', ...meeting, details: {}, version: 5, status: 'in_progress' })).toEqual([
      '{"channel":"meeting:9","version":5,"event":{"kind":"status_changed","status":"in_progress","by":3}}',
    ]);
    expect(sent({ type: 'meeting.attendee_marked', ...meeting, details: { user: 12, absent: true } })).toEqual([
      '{"channel":"meeting:9","version":-1,"event":{"kind":"attendee_changed","user_id":12,"absent":true}}',
    ]);
    expect(sent({ type: 'meeting.norm_reviewed', ...meeting, details: { position: 1, reviewed: false } })).toEqual([
      '{"channel":"meeting:9","version":-1,"event":{"kind":"norm_reviewed","position":1,"reviewed":false}}',
    ]);
    expect(sent({ type: 'meeting.note_created', district_id: 1, school_id: 2, target: { type: 'meeting_note', id: 20 }, details: { meeting: 9 } })).toEqual([
      '{"channel":"meeting:9","version":-1,"event":{"kind":"note_created","note_id":20,"student_id":null,"by":3}}',
    ]);
    expect(
      sent({
        type: 'meeting.note_saved',
        district_id: 1,
        school_id: 2,
        student_id: 11,
        target: { type: 'meeting_note', id: 20 },
        details: { meeting: 9, section: 'notes', version: 2 },
      }),
    ).toEqual(['{"channel":"meeting:9","version":-1,"event":{"kind":"section_saved","note_id":20,"student_id":11,"section":"notes","version":2,"by":3}}']);
    // An action moved from meeting 9 to 10 refreshes both run pages; one with no meeting refreshes none.
    expect(sent({ type: 'action.updated', ...action, details: {}, meeting_ids: [9, 10, 9] })).toEqual([
      '{"channel":"meeting:9","version":-1,"event":{"kind":"actions_changed","action_id":5}}',
      '{"channel":"meeting:10","version":-1,"event":{"kind":"actions_changed","action_id":5}}',
    ]);
    expect(sent({ type: 'action.deleted', ...action, details: {}, meeting_ids: [null] })).toEqual([]);
  });

  it('send nothing for an event no area listens to', () => {
    expect(sent({ type: 'auth.sign_out' })).toEqual([]);
  });
});
