import { districtRoutes } from '../routes/districts/districts.routes.ts';
import { schoolRoutes } from '../routes/schools/schools.routes.ts';
import { defineArea } from './area.ts';

/** Districts and their schools: listing, creating, renaming, suspending. */
export const tenancyArea = defineArea({ name: 'tenancy', routes: [districtRoutes, schoolRoutes] });
