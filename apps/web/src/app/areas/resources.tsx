import type { Area } from './area.ts';

/** School and district resources (issue 11, section 3): `resources` in both workspaces. */
export const resourcesArea: Area = {};
