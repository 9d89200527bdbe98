/** Team norms as the API shows them (issue 10, section 2). */
import type { TNorm } from '@ss/domain';
import type { Actor } from '../lib/actor.ts';
import { normsPolicy } from '../policies/norms.policy.ts';
import type { NormWithUse } from '../repositories/norms.repository.ts';

export function presentNorm(actor: Actor, n: NormWithUse, position = n.position): TNorm {
  const edit = normsPolicy.edit(actor, n);
  return {
    id: n.id,
    version: n.version,
    district: n.district_id,
    school: n.school_id,
    position,
    text: n.text,
    active: n.active,
    used_in_meetings: n.used_in_meetings,
    abilities: { update: edit, delete: edit },
  };
}
