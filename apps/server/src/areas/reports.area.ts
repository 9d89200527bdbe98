import { reportRoutes } from '../routes/reports/reports.routes.ts';
import { defineArea } from './area.ts';

/**
 * District reports (issue 22, section 1): students by tier over time, the flow between tiers, tier 2 or
 * higher with no support, and the reports of services/reports/registry.ts, each with its CSV, and the
 * whole report as a PDF.
 */
export const reportsArea = defineArea({ name: 'reports', routes: [reportRoutes] });
