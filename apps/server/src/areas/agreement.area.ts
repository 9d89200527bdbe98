import { agreementRoutes } from '../routes/agreement/agreement.routes.ts';
import { defineArea } from './area.ts';

/** The user agreement: answering the current version, and super admins publishing new ones. */
export const agreementArea = defineArea({ name: 'agreement', routes: [agreementRoutes] });
