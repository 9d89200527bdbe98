/**
 * The bulk grid of one measure for a class (teacher) or a grade of a school, in a school year
 * (issue 4, section 4): rows are the school's active students in the actor's scope, columns the
 * measure's months or labels. Saving writes many cells all or nothing (errors `cells.<index>.<field>`).
 */
import type { Database } from '@ss/db';
import { MSG, type TGrid, type TGridBody, type TGridQuery } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf, type Actor } from '../../lib/actor.ts';
import { assertNoFieldErrors, notFound } from '../../lib/errors.ts';
import { authorize } from '../../lib/authorize.ts';
import { assertSchoolOpen } from '../../lib/suspension.ts';
import { studentPolicy } from '../../policies/students.policy.ts';
import { presentDefinition, resultValue } from '../../presenters/student-profile.presenter.ts';
import { emit } from '../emit.ts';
import { definitionForSchool, definitionsForSchool, resultsOf } from '../../repositories/student-data.repository.ts';
import { activeStudentsOfSchool } from '../../repositories/student-profile.repository.ts';
import { getSchool } from '../../repositories/tenancy.repository.ts';
import { studentsInScope } from '../../repositories/students.repository.ts';
import { studentTarget } from '../audit-actor.ts';
import { filterChoices } from './filter-choices.ts';
import { pointKey } from './data-rules.ts';
import { applyWrites, ResultBatch } from './write-data.ts';

async function loadSchool(db: Database, actor: Actor, schoolId: number) {
  const row = await getSchool(db, scopeOf(actor), schoolId);
  if (!row) throw notFound();
  assertSchoolOpen(actor, row.school);
  return row.school;
}

async function loadSchoolAndMeasure(db: Database, actor: Actor, schoolId: number, definitionId: number) {
  const school = await loadSchool(db, actor, schoolId);
  const def = await definitionForSchool(db, school.district_id, schoolId, definitionId);
  if (!def) throw notFound();
  return { school, def };
}

export async function readGrid(ctx: AuthedContext, q: TGridQuery): Promise<TGrid> {
  const actor = ctx.actor;
  const school = await loadSchool(ctx.db, actor, q.school);
  const definitions = await definitionsForSchool(ctx.db, school.district_id, school.id);
  const def = q.definition === undefined ? (definitions[0] ?? null) : (definitions.find((d) => d.id === q.definition) ?? null);
  if (q.definition !== undefined && !def) throw notFound();
  const choices = await filterChoices(ctx.db, scopeOf(actor), school.id);
  const write = studentPolicy.writeNotes(actor, { district_id: school.district_id, school_id: school.id });
  if (!def) return { ...choices, definition: null, definitions: [], school_year: q.school_year, columns: [], rows: [], abilities: { write } };
  const rows = await activeStudentsOfSchool(ctx.db, scopeOf(actor), school.id, { grade: q.grade, teacher: q.teacher });
  const results = await resultsOf(
    ctx.db,
    rows.map((r) => r.id),
    [def.id],
    q.school_year,
  );
  const columns =
    def.data_type === 'month'
      ? def.months.map((m) => ({ key: pointKey({ month: m, label: '' }), month: m, label: null }))
      : def.labels.map((l) => ({ key: pointKey({ month: -1, label: l }), month: null, label: l }));
  const values = new Map<number, Record<string, string>>();
  for (const { result } of results) {
    const cells = values.get(result.student_id) ?? {};
    cells[pointKey(result)] = resultValue(result);
    values.set(result.student_id, cells);
  }
  return {
    ...choices,
    definition: presentDefinition(def),
    definitions: definitions.map(presentDefinition),
    school_year: q.school_year,
    columns,
    rows: rows.map((r) => ({ student_id: r.id, first_name: r.first_name, last_name: r.last_name, grade: r.grade, values: values.get(r.id) ?? {} })),
    abilities: { write },
  };
}

export async function writeGrid(ctx: AuthedContext, input: TGridBody): Promise<void> {
  const actor = ctx.actor;
  const { school, def } = await loadSchoolAndMeasure(ctx.db, actor, input.school, input.definition);
  authorize(studentPolicy.writeNotes, actor, { district_id: school.district_id, school_id: school.id });
  const inSchool = new Set((await activeStudentsOfSchool(ctx.db, scopeOf(actor), school.id, {})).map((r) => r.id));
  // A student outside the actor's reach is answered as missing (404), as everywhere; one of a sibling school is a wrong cell (400).
  const outside = [...new Set(input.cells.map((c) => c.student_id).filter((id) => !inSchool.has(id)))];
  if ((await studentsInScope(ctx.db, scopeOf(actor), outside)).length !== outside.length) throw notFound();
  const batch = new ResultBatch(new Date());
  input.cells.forEach((c, i) => {
    if (!inSchool.has(c.student_id)) batch.fields[`cells.${i}.student_id`] = { message: MSG.invalidValue };
    else batch.add(`cells.${i}`, def, { ...c, school_year: input.school_year });
  });
  assertNoFieldErrors(batch.fields);

  await ctx.db.transaction(async (tx) => {
    // One audit row per student touched, so a child's record history shows every change to it.
    const byStudent = await applyWrites(tx, batch.writes, actor.id);
    for (const [sid, changes] of byStudent) {
      await emit(tx, ctx, {
        type: 'student.data_updated',
        ...studentTarget({ id: sid, district_id: school.district_id, school_id: school.id }),
        details: { changes, via: 'grid' },
      });
    }
  });
}
