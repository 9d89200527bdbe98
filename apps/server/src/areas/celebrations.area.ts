import { celebrationRoutes } from '../routes/celebrations/celebrations.routes.ts';
import { defineArea } from './area.ts';

/** Celebrations (issue 10, section 3): students' and schools' successes and what led to them. */
export const celebrationsArea = defineArea({ name: 'celebrations', routes: [celebrationRoutes] });
