/**
 * Who may send a final support plan to a guardian for signature, see the requests and withdraw one (issue 24,
 * section 1): whoever manages the plan's signatures (records paper signatures: the school's coordinators and
 * admins, the district's admins, super admins). Pure; fails closed. The guardian's own link needs no account:
 * its token is the credential (services/support-plans/guardian-sign.ts).
 */
import type { Actor } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';
import { supportPlansPolicy, type PlanPlace, type SignablePlan } from './support-plans.policy.ts';

export const guardianSignPolicy = policy({
  /** Listing a plan's requests (guardians' names and e-mail addresses). */
  list: (a: Actor, p: PlanPlace) => supportPlansPolicy.recordPaperSignature(a, p),
  /** Sending a request: the same people (the state, a final latest revision, is checked as a state: 409). */
  send: (a: Actor, p: PlanPlace) => supportPlansPolicy.recordPaperSignature(a, p),
  revoke: (a: Actor, p: PlanPlace) => supportPlansPolicy.recordPaperSignature(a, p),
  /** Sending now: allowed, and the plan's latest revision is final and active. */
  sendNow: (a: Actor, p: SignablePlan) => supportPlansPolicy.signatureRefusal(p) === null && supportPlansPolicy.recordPaperSignature(a, p),
});
