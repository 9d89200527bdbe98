/** An attempt refused by the throttle (plugins/throttle.ts) is on record as a failure of what it tried. */
import type { Database } from '@ss/db';
import { emit, type EventBy } from '../emit.ts';

export type ThrottledAction = 'auth.sign_in' | 'auth.password_forgot' | 'auth.password_changed';

export async function recordThrottledAttempt(db: Database, by: EventBy, action: ThrottledAction, details: Record<string, unknown>): Promise<void> {
  await emit(db, by, { type: action, outcome: 'failure', details: { ...details, throttled: true } });
}
