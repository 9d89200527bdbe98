/**
 * Which domain events recompute early-warning flags (issue 22, section 2), as the area's manifest declares them
 * (`reactions`): `emit` enqueues the job in the event's transaction, so no service that saves a result, a data
 * point, a support, a move or an action names the job. A student's change recomputes that student; a rule's, its
 * district.
 */
import type { DomainEvent } from '@ss/domain';
import { QUEUES } from '../../jobs/queue-names.ts';
import type { JobRequest, Reactions } from '../listeners.ts';

const forStudents = (...students: unknown[]): JobRequest | null => {
  const ids = [...new Set(students.filter((s): s is number => typeof s === 'number' && s > 0))];
  return ids.length ? { queue: QUEUES.earlyWarnings, data: { students: ids } } : null;
};

/** An action changed from one student to another changes both students' counts. */
function actionStudents(event: Extract<DomainEvent, { type: `action.${string}` }>): unknown[] {
  const moved = (event.details as { changes?: { student?: unknown } } | undefined)?.changes?.student;
  return [event.student_id, ...(Array.isArray(moved) ? moved : [])];
}

const forDistrict = (district: number | null | undefined): JobRequest | null => (district ? { queue: QUEUES.earlyWarnings, data: { district } } : null);

export const earlyWarningReactions: Reactions = {
  'student.data_updated': (e) => forStudents(e.student_id),
  'student.graduate': (e) => forStudents(e.student_id),
  'student.archive': (e) => forStudents(e.student_id),
  'student_support.*': (e) => forStudents(e.student_id),
  'board.card_moved': (e) => forStudents(e.student_id),
  'action.*': (e) => forStudents(...actionStudents(e)),
  'early_warning_rule.*': (e) => forDistrict(e.district_id),
};
