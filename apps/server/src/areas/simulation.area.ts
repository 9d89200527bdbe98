import { simulationRoutes } from '../routes/simulation/simulation.routes.ts';
import { defineArea } from './area.ts';

/** Super admins acting as another user, and the support contact shown to everyone. */
export const simulationArea = defineArea({ name: 'simulation', routes: [simulationRoutes] });
