/** What support-network.policy reads of a support as the repository found it. */
import type { SupportFacts, SupportState } from '../../policies/support-network.policy.ts';
import type { SupportRead } from '../../repositories/support-network.repository.ts';

export const factsOf = (r: SupportRead): SupportFacts => ({
  level: r.s.level,
  status: r.s.status,
  district_id: r.s.district_id,
  school_id: r.s.school_id,
  created_by: r.s.created_by,
  submitted_district_id: r.s.submitted_district_id,
  school_suspended: Boolean(r.school_suspended),
  partners: (r.partners ?? []).map(Number),
});

/** Its facts, with whether students hold it and where its copy in the shared network stands. */
export const stateOf = (r: SupportRead): SupportState => ({ ...factsOf(r), in_use: Boolean(r.in_use), submission_status: r.submission?.status ?? null });
