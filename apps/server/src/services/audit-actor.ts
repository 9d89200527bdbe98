import type { ServiceContext } from '../context.ts';

/** Who did it, as every audit row records it: the acting user, the real user behind a simulation, and from where. */
export function auditActor(ctx: ServiceContext) {
  return {
    actor_user_id: ctx.auth?.actor.id ?? null,
    real_actor_user_id: ctx.auth?.realUser.id ?? null,
    ip: ctx.ip,
  };
}
