import { restrictedNoteRoutes } from '../routes/restricted-notes/restricted-notes.routes.ts';
import { defineArea } from './area.ts';

/**
 * Restricted notes (issue 24, section 2): a meeting note's section, a profile note or a support's comment
 * restricted to its circle, and the break-glass read. The masking itself lives in the read paths of those
 * areas (services/restricted-notes/mask.ts).
 */
export const restrictedNotesArea = defineArea({
  name: 'restricted-notes',
  routes: [restrictedNoteRoutes],
});
