import { describe, expect, it } from 'vitest';
import { QUEUE_NAMES, QUEUES } from '../jobs/queue-names.ts';
import { defineArea, planAreas, type Area, type AreaJob } from './area.ts';
import { AREAS } from './index.ts';
import type { ChannelAccess } from '../services/listeners.ts';

const job: AreaJob = async () => {};
const noAccess: ChannelAccess = { authorize: async () => null };

describe('area manifests', () => {
  it('handle every queue once, and schedule the sweeps and the plan review reminders, in the list the server starts from', () => {
    const plan = planAreas(AREAS, QUEUE_NAMES);
    expect([...plan.handlers.keys()].sort()).toEqual([
      'archive-sweep',
      'district-export',
      'district-export-sweep',
      'early-warnings',
      'early-warnings-daily',
      'password-reset',
      'plan-review-reminders',
      'send-email',
      'sis-sync',
      'student-import',
      'subscription-renewal-reminders',
      'summary-digests',
      'support-plan-export',
      'support-plan-export-sweep',
    ]);
    expect(plan.schedules).toEqual(
      expect.arrayContaining([
        { queue: 'archive-sweep', cron: '17 3 * * *' },
        { queue: 'plan-review-reminders', cron: '5 11 * * *' },
        { queue: 'support-plan-export-sweep', cron: '41 3 * * *' },
        { queue: 'early-warnings-daily', cron: '15 7 * * *' },
        { queue: 'summary-digests', cron: '0 11 * * *' },
        { queue: 'subscription-renewal-reminders', cron: '20 11 * * *' },
        { queue: 'district-export-sweep', cron: '47 3 * * *' },
      ]),
    );
    expect(plan.schedules).toHaveLength(7);
    expect(new Set(AREAS.map((a) => a.name)).size).toBe(AREAS.length);
  });

  it('refuse two areas handling the same queue', () => {
    const a = defineArea({ name: 'a', routes: [], jobs: { [QUEUES.sendEmail]: job } });
    const b = defineArea({ name: 'b', routes: [], jobs: { [QUEUES.sendEmail]: job } });
    expect(() => planAreas([a, b], [QUEUES.sendEmail])).toThrow('queue "send-email" is declared by both "a" and "b"');
  });

  it('refuse a queue no area handles, so its jobs cannot wait forever', () => {
    const a = defineArea({ name: 'a', routes: [], jobs: { [QUEUES.sendEmail]: job } });
    expect(() => planAreas([a], [QUEUES.sendEmail, QUEUES.sisSync])).toThrow('no area handles queue(s) "sis-sync"');
  });

  it('refuse a handled queue that jobs/queue-names.ts does not name', () => {
    const a = { name: 'a', routes: [], jobs: { 'made-up': job } } as unknown as Area;
    expect(() => planAreas([a], [])).toThrow('"a" handles queue "made-up"');
  });

  it('refuse two areas with one name or channel', () => {
    expect(() => planAreas([defineArea({ name: 'a', routes: [] }), defineArea({ name: 'a', routes: [] })], [])).toThrow('area "a" is declared by both');
    expect(() => planAreas([defineArea({ name: 'a', routes: [], channels: { c: noAccess } }), defineArea({ name: 'b', routes: [], channels: { c: noAccess } })], [])).toThrow(
      'channel "c"',
    );
  });

  it('gather the listeners of the areas that own the channels: boards its own events, meetings its own and `action.*`', () => {
    const plan = planAreas(AREAS, QUEUE_NAMES);
    const byArea = Object.fromEntries(AREAS.filter((a) => 'listeners' in a && a.listeners).map((a) => [a.name, Object.keys((a as Area).listeners!).sort()]));
    expect(Object.keys(byArea).sort()).toEqual(['boards', 'meetings']);
    expect(byArea.meetings).toContain('action.*');
    expect(byArea.boards!.every((p) => p.startsWith('board.'))).toBe(true);
    expect(plan.listeners).toHaveLength(2);
  });

  it('refuse listeners of an area that serves no channel, and a message on a channel the area does not serve', () => {
    const sends: Area['listeners'] = { 'board.card_moved': (e) => [{ channel: `meeting:${e.target.id}`, version: -1, event: { kind: 'changed' } }] };
    expect(() => planAreas([defineArea({ name: 'a', routes: [], listeners: sends })], [])).toThrow('"a" has listeners but serves no channel');
    const plan = planAreas([defineArea({ name: 'a', routes: [], channels: { board: noAccess }, listeners: sends })], []);
    const moved = { type: 'board.card_moved', target: { type: 'board', id: 3 }, version: 2, student_id: 1, school_id: null, category_id: 4, position: 0 } as const;
    expect(() => plan.listeners[0]!['board.card_moved']!(moved, 1)).toThrow('Area "a" sent on channel "meeting:3", which it does not serve');
  });

  it('refuse a schedule for a queue its area does not handle', () => {
    const a = { name: 'a', routes: [], schedules: [{ queue: QUEUES.archiveSweep, cron: '* * * * *' }] } as unknown as Area;
    expect(() => planAreas([a], [])).toThrow('"a" schedules queue "archive-sweep", which it does not handle');
  });

  it('gather the reactions that start jobs: early warnings on a student’s data, supports, moves and actions, and on its rules', () => {
    const plan = planAreas(AREAS, QUEUE_NAMES);
    expect(plan.reactions).toHaveLength(1);
    const react = plan.reactions[0]!;
    const moved = { type: 'board.card_moved', target: { type: 'board', id: 3 }, version: 2, student_id: 7, school_id: null, category_id: 4, position: 0 } as const;
    expect(react['board.card_moved']!(moved)).toEqual({ queue: 'early-warnings', data: { students: [7] } });
    expect(react['board.card_moved']!({ ...moved, student_id: null })).toBeNull();
    const action = {
      type: 'action.updated',
      district_id: 1,
      school_id: 2,
      student_id: 9,
      target: { type: 'action', id: 5 },
      details: { changes: { student: [8, 9] } },
      meeting_ids: [],
    } as const;
    expect(react['action.*']!(action)).toEqual({ queue: 'early-warnings', data: { students: [9, 8] } });
    expect(react['early_warning_rule.*']!({ type: 'early_warning_rule.created', district_id: 4, target: { type: 'early_warning_rule', id: 1 } })).toEqual({
      queue: 'early-warnings',
      data: { district: 4 },
    });
  });

  it('refuse a reaction that starts a job on a queue its area does not handle', () => {
    const a = defineArea({ name: 'a', routes: [], jobs: { [QUEUES.sendEmail]: job }, reactions: { 'action.*': () => ({ queue: QUEUES.archiveSweep, data: {} }) } });
    const plan = planAreas([a], [QUEUES.sendEmail]);
    const action = { type: 'action.deleted', district_id: 1, school_id: 2, target: { type: 'action', id: 5 }, meeting_ids: [] } as const;
    expect(() => plan.reactions[0]!['action.*']!(action)).toThrow('Area "a" started a job on queue "archive-sweep", which it does not handle');
  });
});
