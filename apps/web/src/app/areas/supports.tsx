import type { Area } from './area.ts';

/**
 * The student support network (issue 11, section 1): the continuum and list of each network, proposals and
 * their review, imports and submissions, under `supports/` in the school and district workspaces and
 * `student-supports/` in the admin workspace.
 */
export const supportsArea: Area = {};
