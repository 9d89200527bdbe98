/** The grade and teacher choices of a school's card and grid pages. */
import type { Database } from '@ss/db';
import type { TenantScope } from '../../lib/actor.ts';
import { effectiveList } from '../../repositories/config-resolve.ts';
import { teachersOfSchool } from '../../repositories/student-profile.repository.ts';

export async function filterChoices(db: Database, scope: TenantScope, schoolId: number) {
  const [grades, teachers] = await Promise.all([effectiveList(db, 'grades', { schoolId }, { activeOnly: true }), teachersOfSchool(db, scope, schoolId)]);
  return {
    grades: grades.items.map((g) => ({ code: g.code ?? g.label_en, label_en: g.label_en, label_fr: g.label_fr })),
    teachers,
  };
}
