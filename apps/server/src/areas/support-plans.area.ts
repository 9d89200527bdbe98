import { supportPlanRoutes } from '../routes/support-plans/support-plans.routes.ts';
import { supportPlanTemplateRoutes } from '../routes/support-plans/templates.routes.ts';
import { defineArea } from './area.ts';

/**
 * Student support plans (issue 12, server foundation): templates, plans with their home part and the parts a
 * template enables, deactivation and reactivation. Revisions, signatures, PDF and bulk export come later.
 */
export const supportPlansArea = defineArea({ name: 'support-plans', routes: [supportPlanTemplateRoutes, supportPlanRoutes] });
