import { advancedSearchRoutes } from '../routes/advanced-search/advanced-search.routes.ts';
import { defineArea } from './area.ts';

/** The advanced student search (its own page, not the header's quick search) and its export. */
export const advancedSearchArea = defineArea({ name: 'advanced-search', routes: [advancedSearchRoutes] });
