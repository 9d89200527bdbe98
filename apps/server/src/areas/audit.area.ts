import { auditRoutes } from '../routes/audit/audit.routes.ts';
import { defineArea } from './area.ts';

/** Reading the audit log (rows are written by every area's services). */
export const auditArea = defineArea({ name: 'audit', routes: [auditRoutes] });
