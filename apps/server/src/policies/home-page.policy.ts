/**
 * The sign-in page's content (issue 23, section 1): everyone reads what is published; super admins alone edit it,
 * preview its drafts and open any of its images. A super user simulating someone else acts as that person.
 */
import type { Actor } from '../lib/actor.ts';
import { policy } from '../lib/authorize.ts';

export const homePagePolicy = policy({
  edit: (a: Actor) => a.is_super,
  preview: (a: Actor) => a.is_super,
});
