/**
 * The user agreement: everyone signed in reads and answers it; only super admins list
 * and publish versions. While simulating, the effective actor decides (as everywhere),
 * and answering for the simulated person is refused by the service.
 */
import type { Actor } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';

export const agreementPolicy = policy({
  listVersions: (actor: Actor) => actor.is_super,
  publish: (actor: Actor) => actor.is_super,
});
