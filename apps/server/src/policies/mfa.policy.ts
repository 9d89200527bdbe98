/**
 * Who needs, manages and resets a second factor (issue 24, section 4). Super admins and district admins must
 * have one; everyone else may. In demo mode only, the demo's administrators (DEMO_PASSWORD_ONLY) keep signing in
 * with the demo password alone (and may simulate without it). A user manages their own factors, never while
 * simulating someone; only a super admin resets another user's factors.
 */
import type { Actor } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';

/**
 * The seeded accounts that keep signing in with the password alone in demo mode (README, demo section): the issue's
 * two; the French district's admin, whom the browser tests sign in as before every spec (e2e/tests/auth.setup.ts) and
 * the bench measures; and the bench's large district admin (`LARGE_ADMIN`, seeded only by `npm run bench`). Any other
 * administrator enrols, demo mode or not.
 */
export const DEMO_PASSWORD_ONLY = ['super@demo.test', 'district.admin@demo.test', 'fr.admin@demo.test', 'bench.admin@large.test'] as const;

/** How long a passed second factor lets a super admin start simulations. */
export const SIMULATION_MFA_MS = 12 * 3_600_000;
/** How long a passed second factor counts as "recent" for removing a factor without the password. */
export const RECENT_MFA_MS = 15 * 60_000;

const mustHaveFactor = (user: Actor) => user.is_super || (user.district_level && user.district?.user_type === 'district_admin');
const demoPasswordOnly = (user: { email: string }, demo: boolean) => demo && (DEMO_PASSWORD_ONLY as readonly string[]).includes(user.email.toLowerCase());
const within = (at: Date | null, now: Date, ms: number) => at !== null && now.getTime() - at.getTime() < ms;

export const mfaPolicy = policy({
  /** The user must enrol a second factor (and is kept to enrolment until they do). */
  mustEnrol: (user: Actor, demo: boolean) => mustHaveFactor(user) && !demoPasswordOnly(user, demo),
  /** The demo exception: the two demo administrators sign in with the password alone in demo mode. */
  passwordAlone: (user: Actor, demo: boolean) => demoPasswordOnly(user, demo),
  /** Managing one's own factors: the signed-in user themself, not while simulating someone. */
  manageOwn: (realUser: Actor, actor: Actor) => realUser.id === actor.id,
  /** Removing a factor or regenerating codes with the session alone: a second factor passed in the last minutes. */
  recentlyVerified: (mfaAt: Date | null, now: Date) => within(mfaAt, now, RECENT_MFA_MS),
  /** Removing the last factor: only someone who need not have one. */
  removeLastFactor: (user: Actor, demo: boolean) => !mustHaveFactor(user) || demoPasswordOnly(user, demo),
  /** Starting a simulation: a second factor passed by this session in the last 12 hours (or the demo exception). */
  simulateWithSession: (realUser: Actor, mfaAt: Date | null, now: Date, demo: boolean) => within(mfaAt, now, SIMULATION_MFA_MS) || demoPasswordOnly(realUser, demo),
  /** Resetting another user's factors (they enrol again at their next sign-in): super admins. */
  resetFactors: (actor: Actor) => actor.is_super,
});
