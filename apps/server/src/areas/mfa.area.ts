import { mfaRoutes } from '../routes/mfa/mfa.routes.ts';
import { defineArea } from './area.ts';

/** A second factor at sign-in (issue 24, section 4): enrolling TOTP apps and passkeys, the sign-in's second step, recovery codes, a super admin's reset. */
export const mfaArea = defineArea({ name: 'mfa', routes: [mfaRoutes] });
