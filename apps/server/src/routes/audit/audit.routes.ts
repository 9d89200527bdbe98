import { ZAuditEvent, ZAuditQuery, zPage, type TAuditEvent } from '@ss/domain';
import type { AppContext } from '../../context.ts';
import { forbidden } from '../../lib/errors.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { requireAuth } from '../../plugins/auth.ts';
import { districtPolicy } from '../../policies/tenancy.policy.ts';
import { auditTargetKey, auditTargetNames, listAudit } from '../../repositories/audit.repository.ts';
import type { App } from '../types.ts';

type Row = Awaited<ReturnType<typeof listAudit>>['rows'][number];

const person = (id: number | null, first: string | null, last: string | null) =>
  id === null ? null : { id, full_name: first === null ? `#${id}` : `${first} ${last ?? ''}`.trim() };

function presentAuditEvent(r: Row, names: Map<string, string>): TAuditEvent {
  const e = r.event;
  const key = auditTargetKey(e.target_type, e.target_id);
  return {
    id: e.id,
    occurred_at: e.occurred_at.toISOString(),
    action: e.action,
    outcome: e.outcome,
    actor: person(e.actor_user_id, r.actor_first, r.actor_last),
    real_actor: person(e.real_actor_user_id, r.real_first, r.real_last),
    district_id: e.district_id,
    school_id: e.school_id,
    target_type: e.target_type,
    target_id: e.target_id,
    target_label: key === null ? null : (names.get(key) ?? null),
    ip: e.ip,
    details: e.details ?? null,
  };
}

export function auditRoutes(app: App, ctx: AppContext) {
  app.get(
    '/api/v1/audit_events/',
    {
      schema: {
        tags: ['audit'],
        summary: 'The audit log: everything for super admins, their own district for district admins',
        querystring: ZAuditQuery,
        response: { 200: zPage(ZAuditEvent) },
      },
    },
    async (request) => {
      const { actor } = requireAuth(request);
      const q = request.query;
      let districtId = q.district;
      if (!actor.is_super) {
        const own = actor.district?.id;
        if (own === undefined || !districtPolicy.viewAudit(actor, own)) throw forbidden();
        // A district admin reads their own district; asking for another one reads nothing of it.
        if (districtId !== undefined && districtId !== own) throw forbidden();
        districtId = own;
      }
      const to = q.to ? new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000) : undefined;
      const { count, rows } = await listAudit(ctx.db, {
        districtId,
        action: q.action,
        outcome: q.outcome,
        userId: q.user,
        from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
        to,
        ...pageWindow(q),
      });
      // The page's targets by name, in one statement, from what the reader sees (their district unless super).
      const names = await auditTargetNames(
        ctx.db,
        rows.map((r) => ({ type: r.event.target_type, id: r.event.target_id })),
        actor.is_super ? undefined : districtId,
      );
      return toPage(q, count, rows.map((r) => presentAuditEvent(r, names)));
    },
  );
}
