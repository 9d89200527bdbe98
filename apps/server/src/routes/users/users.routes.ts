import { z } from 'zod';
import { ZCredentials, ZIdParams, ZInviteSuperUser, ZInviteUsers, zPage, ZPageQuery, ZUpdateUser, ZUser, ZUserListQuery } from '@ss/domain';
import type { AppContext, ServiceContext } from '../../context.ts';
import type { Actor } from '../../lib/actor.ts';
import { forbidden } from '../../lib/errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { requireAuth, serviceContext } from '../../plugins/auth.ts';
import { staffScopeOf, userPolicy } from '../../policies/users.policy.ts';
import { presentCredentials, presentUser } from '../../presenters/user.presenter.ts';
import { countSessionsOfUser } from '../../repositories/sessions.repository.ts';
import { identitiesOfUser, listUsers, membershipsOf, type UserRow } from '../../repositories/staff.repository.ts';
import { recordAudit } from '../../repositories/audit.repository.ts';
import { auditActor } from '../../services/audit-actor.ts';
import { issuePasswordLink } from '../../services/auth/issue-password-link.ts';
import { inviteUsers } from '../../services/staff/invite-users.ts';
import { inviteSuperUser } from '../../services/staff/super-users.ts';
import { loadTarget, updateUser } from '../../services/staff/update-user.ts';
import type { App } from '../types.ts';

export function userRoutes(app: App, ctx: AppContext) {
  const present = async (actor: Actor, rows: UserRow[]) => {
    const m = await membershipsOf(ctx.db, rows.map((r) => r.id));
    return rows.map((r) => presentUser(actor, r, m.get(r.id)!));
  };
  const readOne = async (sctx: ServiceContext, id: number) => {
    const t = await loadTarget(sctx, id);
    return presentUser(sctx.auth!.actor, t.user, t.memberships);
  };

  app.get(
    '/api/v1/users/',
    { schema: { tags: ['staff'], summary: 'Staff the user may see (district or school staff; everyone for super admins)', querystring: ZUserListQuery, response: { 200: zPage(ZUser) } } },
    async (request) => {
      const { actor } = requireAuth(request);
      const scope = staffScopeOf(actor);
      if (!scope) throw forbidden();
      const q = request.query;
      const { count, rows } = await listUsers(ctx.db, scope, {
        search: q.search,
        districtId: q.district,
        schoolId: q.school,
        userTypes: q.user_type,
        includeDeactivated: q.include_deactivated,
        ...pageWindow(q),
      });
      return toPage(q, count, await present(actor, rows));
    },
  );

  app.get(
    '/api/v1/users/:id/',
    { schema: { tags: ['staff'], summary: 'One staff member', params: ZIdParams, response: { 200: ZUser } } },
    async (request) => {
      requireAuth(request);
      return readOne(serviceContext(ctx, request), request.params.id);
    },
  );

  app.post(
    '/api/v1/users/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Invite one or many staff members (all or nothing); each gets a link to set a password',
        body: ZInviteUsers,
        response: { 201: z.object({ results: z.array(ZUser) }) },
      },
    },
    async (request, reply) => {
      requireAuth(request);
      const sctx = serviceContext(ctx, request);
      const ids = await inviteUsers(sctx, request.body);
      const results = await Promise.all(ids.map((id) => readOne(sctx, id)));
      return reply.code(201).send({ results });
    },
  );

  app.patch(
    '/api/v1/users/:id/',
    { schema: { tags: ['staff'], summary: 'Edit a staff member: names, e-mail, roles, deactivation', params: ZIdParams, body: ZUpdateUser, response: { 200: ZUser } } },
    async (request) => {
      requireAuth(request);
      const sctx = serviceContext(ctx, request);
      await updateUser(sctx, request.params.id, request.body);
      return readOne(sctx, request.params.id);
    },
  );

  app.post(
    '/api/v1/users/:id/password_link/',
    { schema: { tags: ['staff'], summary: 'Send the user a link to set a password (invitation again, or reset)', params: ZIdParams, response: { 202: z.object({}) } } },
    async (request, reply) => {
      const { actor } = requireAuth(request);
      const sctx = serviceContext(ctx, request);
      const t = await loadTarget(sctx, request.params.id);
      if (!userPolicy.update(actor, t) || t.user.deactivated_at) throw forbidden();
      const purpose = t.user.password_hash ? 'reset' : 'invite';
      await issuePasswordLink(sctx, { userId: t.user.id, purpose, invitedBy: `${actor.first_name} ${actor.last_name}`.trim() });
      await recordAudit(ctx.db, { ...auditActor(sctx), action: 'user.password_link_sent', target_type: 'user', target_id: String(t.user.id), details: { purpose } });
      return reply.code(202).send({});
    },
  );

  app.get(
    '/api/v1/users/:id/credentials/',
    { schema: { tags: ['staff'], summary: 'How a user signs in: password, linked providers, sessions (super admins)', params: ZIdParams, response: { 200: ZCredentials } } },
    async (request) => {
      const { actor } = requireAuth(request);
      if (!userPolicy.readCredentials(actor)) throw forbidden();
      const { user } = await loadTarget(serviceContext(ctx, request), request.params.id);
      const [identities, sessions] = await Promise.all([identitiesOfUser(ctx.db, user.id), countSessionsOfUser(ctx.db, user.id, new Date())]);
      return presentCredentials(user, identities, sessions);
    },
  );

  app.get(
    '/api/v1/system_users/',
    { schema: { tags: ['staff'], summary: 'Super administrators (super admins)', querystring: ZPageQuery.extend({ search: z.string().trim().max(254).optional() }).strict(), response: { 200: zPage(ZUser) } } },
    async (request) => {
      const { actor } = requireAuth(request);
      if (!userPolicy.manageSuperUsers(actor)) throw forbidden();
      const q = request.query;
      const { count, rows } = await listUsers(ctx.db, { all: true }, { search: q.search, superOnly: true, includeDeactivated: true, ...pageWindow(q) });
      return toPage(q, count, await present(actor, rows));
    },
  );

  app.post(
    '/api/v1/system_users/',
    { schema: { tags: ['staff'], summary: 'Invite a super administrator', body: ZInviteSuperUser, response: { 201: ZUser } } },
    async (request, reply) => {
      const { actor } = requireAuth(request);
      if (!userPolicy.manageSuperUsers(actor)) throw forbidden();
      const sctx = serviceContext(ctx, request);
      const id = await inviteSuperUser(sctx, request.body);
      return reply.code(201).send(await readOne(sctx, id));
    },
  );
}
