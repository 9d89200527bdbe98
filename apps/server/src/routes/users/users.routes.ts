import { z } from 'zod';
import { ZCredentials, ZIdParams, ZInviteSuperUser, ZInviteUsers, zPage, ZPageQuery, ZUpdateUser, ZUser, ZUserListQuery } from '@ss/domain';
import type { AppContext, AuthedContext } from '../../context.ts';
import type { Actor } from '../../lib/actor.ts';
import { abilitiesOf, authorize } from '../../lib/authorize.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { authedContext, requireAuth } from '../../plugins/auth.ts';
import { staffScopeOf, userAbilities, userPolicy } from '../../policies/users.policy.ts';
import { presentCredentials, presentUser } from '../../presenters/user.presenter.ts';
import { countSessionsOfUser } from '../../repositories/sessions.repository.ts';
import { identitiesOfUser, listUsers, membershipsOf, type UserRow } from '../../repositories/staff.repository.ts';
import { inviteUsers } from '../../services/staff/invite-users.ts';
import { sendPasswordLink } from '../../services/staff/send-password-link.ts';
import { inviteSuperUser } from '../../services/staff/super-users.ts';
import { loadTarget, updateUser } from '../../services/staff/update-user.ts';
import type { App } from '../../lib/fastify-app.ts';

export function userRoutes(app: App, ctx: AppContext) {
  const present = async (actor: Actor, rows: UserRow[]) => {
    const m = await membershipsOf(
      ctx.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const memberships = m.get(r.id)!;
      return presentUser(r, memberships, abilitiesOf(userAbilities, actor, { user: r, memberships }));
    });
  };
  const readOne = async (sctx: AuthedContext, id: number) => {
    const t = await loadTarget(sctx, id);
    return presentUser(t.user, t.memberships, abilitiesOf(userAbilities, sctx.actor, t));
  };

  app.get(
    '/api/v1/users/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Staff the user may see (district or school staff; everyone for super admins)',
        querystring: ZUserListQuery,
        response: { 200: zPage(ZUser) },
      },
    },
    async (request) => {
      const { actor } = requireAuth(request);
      authorize(userPolicy.viewStaff, actor);
      const scope = staffScopeOf(actor)!;
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

  app.get('/api/v1/users/:id/', { schema: { tags: ['staff'], summary: 'One staff member', params: ZIdParams, response: { 200: ZUser } } }, async (request) => {
    return readOne(authedContext(ctx, request), request.params.id);
  });

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
      const sctx = authedContext(ctx, request);
      const ids = await inviteUsers(sctx, request.body);
      const results = await Promise.all(ids.map((id) => readOne(sctx, id)));
      return reply.code(201).send({ results });
    },
  );

  app.patch(
    '/api/v1/users/:id/',
    { schema: { tags: ['staff'], summary: 'Edit a staff member: names, e-mail, roles, deactivation', params: ZIdParams, body: ZUpdateUser, response: { 200: ZUser } } },
    async (request) => {
      const sctx = authedContext(ctx, request);
      await updateUser(sctx, request.params.id, request.body);
      return readOne(sctx, request.params.id);
    },
  );

  app.post(
    '/api/v1/users/:id/password_link/',
    { schema: { tags: ['staff'], summary: 'Send the user a link to set a password (invitation again, or reset)', params: ZIdParams, response: { 202: z.object({}) } } },
    async (request, reply) => {
      await sendPasswordLink(authedContext(ctx, request), request.params.id);
      return reply.code(202).send({});
    },
  );

  app.get(
    '/api/v1/users/:id/credentials/',
    { schema: { tags: ['staff'], summary: 'How a user signs in: password, linked providers, sessions (super admins)', params: ZIdParams, response: { 200: ZCredentials } } },
    async (request) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      authorize(userPolicy.readCredentials, actor);
      const { user } = await loadTarget(sctx, request.params.id);
      const [identities, sessions] = await Promise.all([identitiesOfUser(ctx.db, user.id), countSessionsOfUser(ctx.db, user.id, new Date())]);
      return presentCredentials(user, identities, sessions);
    },
  );

  app.get(
    '/api/v1/system_users/',
    {
      schema: {
        tags: ['staff'],
        summary: 'Super administrators (super admins)',
        querystring: ZPageQuery.extend({ search: z.string().trim().max(254).optional() }).strict(),
        response: { 200: zPage(ZUser) },
      },
    },
    async (request) => {
      const { actor } = requireAuth(request);
      authorize(userPolicy.manageSuperUsers, actor);
      const q = request.query;
      const { count, rows } = await listUsers(ctx.db, { all: true }, { search: q.search, superOnly: true, includeDeactivated: true, ...pageWindow(q) });
      return toPage(q, count, await present(actor, rows));
    },
  );

  app.post(
    '/api/v1/system_users/',
    { schema: { tags: ['staff'], summary: 'Invite a super administrator', body: ZInviteSuperUser, response: { 201: ZUser } } },
    async (request, reply) => {
      const sctx = authedContext(ctx, request);
      const { actor } = sctx;
      authorize(userPolicy.manageSuperUsers, actor);
      const id = await inviteSuperUser(sctx, request.body);
      return reply.code(201).send(await readOne(sctx, id));
    },
  );
}
