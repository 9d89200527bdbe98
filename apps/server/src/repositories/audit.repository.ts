import { auditEvents, type Database } from '@ss/db';

export type AuditEvent = typeof auditEvents.$inferInsert;

/** Appends one audit event. The table refuses updates and deletes. */
export async function recordAudit(db: Database, event: AuditEvent) {
  await db.insert(auditEvents).values(event);
}
