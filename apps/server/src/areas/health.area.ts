import { healthRoutes } from '../routes/health/health.routes.ts';
import { defineArea } from './area.ts';

/** The liveness check load balancers and the browser's first request use. */
export const healthArea = defineArea({ name: 'health', routes: [healthRoutes] });
