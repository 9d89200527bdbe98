/**
 * Loading a student for a profile use case: out of scope or missing is 404; a write needs the
 * writeNotes rule (roster editors and the school's teachers), else 403.
 */
import type { Database } from '@ss/db';
import type { Actor } from '../../lib/actor.ts';
import { scopeOf } from '../../lib/actor.ts';
import { notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { findStudentInScope } from '../../repositories/student-scope.ts';

export async function loadStudent(db: Database, actor: Actor, id: number) {
  const row = await findStudentInScope(db, scopeOf(actor), id);
  if (!row) throw notFound();
  return row;
}

export async function loadStudentForNotes(db: Database, actor: Actor, id: number) {
  const row = await loadStudent(db, actor, id);
  authorize(studentPolicy.writeNotes, actor, row.student);
  return row;
}
