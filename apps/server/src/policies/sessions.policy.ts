/**
 * Sessions under the user's control (issue 24, section 5): a user lists and ends their own sessions, never while
 * a super admin simulates them (the session is the super admin's). Ending all of another user's sessions is
 * `userPolicy.endSessions` (the admin users family).
 */
import { policy } from '../lib/authorize.ts';

export const sessionPolicy = policy({
  /** One's own sessions: the real user's, and not while simulating someone. */
  manageOwn: (session: { simulated_user_id: number | null }) => session.simulated_user_id === null,
});
