import { userRoutes } from '../routes/users/users.routes.ts';
import { defineArea } from './area.ts';

/** Staff and super admins: inviting, listing, editing, password links, credentials. */
export const usersArea = defineArea({ name: 'users', routes: [userRoutes] });
