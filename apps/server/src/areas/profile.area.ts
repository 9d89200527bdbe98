import { studentProfileRoutes } from '../routes/student-profile/student-profile.routes.ts';
import { defineArea } from './area.ts';

/** A student's profile: values, data grid, cards and alerts. */
export const profileArea = defineArea({ name: 'profile', routes: [studentProfileRoutes] });
