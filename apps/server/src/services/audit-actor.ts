import type { ServiceContext } from '../context.ts';

/** Who did it, as every audit row records it: the acting user, the real user behind a simulation, and from where. */
export function auditActor(ctx: ServiceContext) {
  return {
    actor_user_id: ctx.auth?.actor.id ?? null,
    real_actor_user_id: ctx.auth?.realUser.id ?? null,
    ip: ctx.ip,
  };
}

/** What an event is about when it is a student: the student and where it belongs. */
export const studentTarget = (s: { id: number; district_id: number; school_id: number }) => ({
  district_id: s.district_id,
  school_id: s.school_id,
  student_id: s.id,
  target: { type: 'student' as const, id: s.id },
});

/** What an event is about when it is a school. */
export const schoolTarget = (s: { id: number; district_id: number }) => ({
  district_id: s.district_id,
  school_id: s.id,
  target: { type: 'school' as const, id: s.id },
});
