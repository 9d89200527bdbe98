/** An attempt refused by the throttle (plugins/throttle.ts, which app.ts hands this to) is on record as a failure of what it tried. */
import type { Database } from '@ss/db';
import type { ThrottledAction } from '../../plugins/throttle.ts';
import { emit, type EventBy } from '../emit.ts';

export async function recordThrottledAttempt(db: Database, by: EventBy, action: ThrottledAction, details: Record<string, unknown>): Promise<void> {
  await emit(db, by, { type: action, outcome: 'failure', details: { ...details, throttled: true } });
}
