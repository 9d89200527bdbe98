import { supportAttachmentRoutes } from '../routes/support-network/support-attachments.routes.ts';
import { supportConnectionRoutes } from '../routes/support-network/support-connections.routes.ts';
import { supportWorkflowRoutes } from '../routes/support-network/support-workflow.routes.ts';
import { supportRoutes } from '../routes/support-network/support-network.routes.ts';
import { defineArea } from './area.ts';

/**
 * The student support network (issue 11, section 1): the shared, district and school networks, their
 * continuum, proposals and their review, submissions to the shared network, imports, connected districts
 * and supports' attachments.
 */
export const supportsArea = defineArea({ name: 'supports', routes: [supportRoutes, supportWorkflowRoutes, supportAttachmentRoutes, supportConnectionRoutes] });
