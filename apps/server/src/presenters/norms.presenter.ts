/** Team norms as the API shows them (issue 10, section 2). */
import type { TNorm } from '@ss/domain';
import type { NormWithUse } from '../repositories/norms.repository.ts';

/** `abilities`: what the caller may do with it, as the service asked norms.policy. */
export function presentNorm(n: NormWithUse, abilities: TNorm['abilities'], position = n.position): TNorm {
  return {
    id: n.id,
    version: n.version,
    district: n.district_id,
    school: n.school_id,
    position,
    text: n.text,
    active: n.active,
    used_in_meetings: n.used_in_meetings,
    abilities,
  };
}
