/**
 * A user whose district is suspended can do nothing but learn that it is (current
 * user, support contact), read and answer the agreement, and leave. Checked on every
 * request from the freshly loaded actor, so a suspension applies at the next request.
 * School suspension is checked where a school is read (lib/suspension.ts).
 */
import type { FastifyInstance } from 'fastify';
import { districtSuspended } from '../lib/suspension.ts';

const OPEN = ['/api/v1/current_user/', '/api/v1/logout/', '/api/v1/support_contact/', '/api/v1/simulate/', '/api/v1/agreement/', '/api/v1/health/'];

export function registerTenantGuard(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const actor = request.auth?.actor;
    if (!actor || actor.is_super || !actor.district?.suspended_at) return;
    const path = request.url.split('?')[0]!;
    if (OPEN.includes(path) || path.startsWith('/api/v1/users/password/')) return;
    // The sign-in page's content and images are public (issue 23, section 1).
    if (request.method === 'GET' && (path === '/api/v1/home_page/' || path.startsWith('/api/v1/home_page/images/'))) return;
    throw districtSuspended();
  });
}
