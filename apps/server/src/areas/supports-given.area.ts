import { studentSupportProgressRoutes } from '../routes/supports-given/progress.routes.ts';
import { studentSupportReportRoutes } from '../routes/supports-given/report.routes.ts';
import { studentSupportRoutes } from '../routes/supports-given/supports-given.routes.ts';
import { defineArea } from './area.ts';

/**
 * Supports given to students (issue 11, section 2): giving and ending them, progress monitoring (data
 * points), the fidelity log (sessions), a student's support and tier history, and the district's report.
 */
export const studentSupportsArea = defineArea({ name: 'student-supports', routes: [studentSupportRoutes, studentSupportProgressRoutes, studentSupportReportRoutes] });
