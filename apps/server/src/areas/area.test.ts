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
      'password-reset',
      'plan-review-reminders',
      'send-email',
      'sis-sync',
      'student-import',
      'support-plan-export',
      'support-plan-export-sweep',
    ]);
    expect(plan.schedules).toEqual(
      expect.arrayContaining([
        { queue: 'archive-sweep', cron: '17 3 * * *' },
        { queue: 'plan-review-reminders', cron: '5 11 * * *' },
        { queue: 'support-plan-export-sweep', cron: '41 3 * * *' },
      ]),
    );
    expect(plan.schedules).toHaveLength(3);
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
});
