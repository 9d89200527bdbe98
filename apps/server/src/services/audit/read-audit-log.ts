/**
 * The audit log's page: everything for super admins, their own district for district admins (any
 * other district is refused, not emptied). The page's targets are named in one statement, from what
 * the reader may see.
 */
import type { TAuditEvent, TAuditQuery } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { pageWindow } from '../../lib/paging.ts';
import { districtPolicy } from '../../policies/tenancy.policy.ts';
import { presentAuditEvent } from '../../presenters/audit.presenter.ts';
import { auditTargetNames, listAudit } from '../../repositories/audit.repository.ts';

export async function readAuditLog(ctx: AuthedContext, q: TAuditQuery): Promise<{ count: number; events: TAuditEvent[] }> {
  const actor = ctx.actor;
  let districtId = q.district;
  // A district admin reads their own district; asking for another one is refused.
  authorize(districtPolicy.readAudit, actor, districtId);
  if (!actor.is_super) districtId = actor.district?.id;
  // `to` is a day: everything before the next midnight (UTC) counts.
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
  const names = await auditTargetNames(
    ctx.db,
    rows.map((r) => ({ type: r.event.target_type, id: r.event.target_id })),
    actor.is_super ? undefined : districtId,
  );
  return { count, events: rows.map((r) => presentAuditEvent(r, names)) };
}
