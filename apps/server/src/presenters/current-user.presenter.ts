import type { TCurrentUser } from '@ss/domain';
import type { Actor } from '../lib/actor.ts';
import { todayIso } from '../lib/dates.ts';

/** GET /current_user/: exactly the spec's shape, nothing more. */
export function presentCurrentUser(actor: Actor, now: Date): TCurrentUser {
  return {
    id: actor.id,
    first_name: actor.first_name,
    last_name: actor.last_name,
    full_name: `${actor.first_name} ${actor.last_name}`.trim(),
    is_super: actor.is_super,
    district_level: actor.district_level,
    current_date: todayIso(now),
    district: actor.district,
    schools: actor.schools,
  };
}
