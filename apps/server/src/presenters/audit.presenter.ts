/** An audit row as the audit log shows it: people and the target by name, never the raw row. */
import type { TAuditEvent } from '@ss/domain';
import { auditTargetKey, type listAudit } from '../repositories/audit.repository.ts';

type Row = Awaited<ReturnType<typeof listAudit>>['rows'][number];

const person = (id: number | null, first: string | null, last: string | null) =>
  id === null ? null : { id, full_name: first === null ? `#${id}` : `${first} ${last ?? ''}`.trim() };

/** `names`: the page's targets by name (auditTargetNames), keyed by auditTargetKey. */
export function presentAuditEvent(r: Row, names: Map<string, string>): TAuditEvent {
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
