import { configRoutes } from '../routes/config/config.routes.ts';
import { defineArea } from './area.ts';

/** Configuration lists by level, student-data definitions and school options (configRoutes registers all three). */
export const configArea = defineArea({ name: 'config', routes: [configRoutes] });
