import type { Area } from './area.ts';

/** Supports given to students (issue 11, section 2): the district's `user-supports` report (the profile's section lives in the profile). */
export const studentSupportsArea: Area = {};
