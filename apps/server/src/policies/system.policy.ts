/**
 * System-wide screens (statistics, the e-mail outbox): super admins only.
 * A super user simulating someone else acts as that person, so the effective actor decides.
 */
import type { Actor } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';

export const systemPolicy = policy({
  readStatistics: (actor: Actor) => actor.is_super,
  readOutbox: (actor: Actor) => actor.is_super,
  sendTestEmail: (actor: Actor) => actor.is_super,
});
