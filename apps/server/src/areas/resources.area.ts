import { resourceFolderRoutes } from '../routes/resources/resource-folders.routes.ts';
import { resourceRoutes } from '../routes/resources/resources.routes.ts';
import { defineArea } from './area.ts';

/** School and district resources (issue 11, section 3): links, Google Docs, videos and documents in nested folders. */
export const resourcesArea = defineArea({ name: 'resources', routes: [resourceFolderRoutes, resourceRoutes] });
