/**
 * The profile page's reads about one student, in one statement (issue 13, section 4).
 *
 * The profile used to read its parts with eight statements side by side. PostgreSQL answered each in
 * well under a millisecond, but every statement costs the server a query build, a socket write, a
 * protocol parse and a row mapping: about 5 ms of server CPU per profile against 1.2 ms of SQL. Here
 * PostgreSQL builds the lists as JSON in one round trip, and the rows are rebuilt in the shapes the
 * single-purpose readers return (`profileValuesOf`, `alertsOf`, `resultsOf`, …), so the presenters
 * are the same for both. The caller has already checked the student is in the actor's scope.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '@ss/db';
import type { DefinitionRow, ResultRow } from './student-data.repository.ts';
import type { AlertWithPeople, schoolCardOptions } from './student-profile.repository.ts';
import { teachersJsonOf, type TeacherRef } from './students.repository.ts';
import { rowsOf } from './raw-rows.ts';

interface Place {
  id: number;
  school_id: number;
  district_id: number;
}

type Json<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

interface ProfileJson {
  teachers: TeacherRef[];
  values: {
    item_id: number;
    value: string;
    updated_at: string;
    who_id: number | null;
    who_first: string | null;
    who_last: string | null;
    restricted: boolean;
    restricted_by: number | null;
    restricted_at: string | null;
    restricted_people: number[];
  }[];
  icon_ids: number[];
  alerts: { alert: Json<AlertWithPeople['alert']>; creator_first: string | null; creator_last: string | null; closer_first: string | null; closer_last: string | null }[];
  options: Awaited<ReturnType<typeof schoolCardOptions>>;
  definitions: Json<DefinitionRow>[];
  results: { result: Json<ResultRow>; who_first: string | null; who_last: string | null }[];
}

const date = (s: string) => new Date(s);
const dateOrNull = (s: string | null) => (s === null ? null : new Date(s));

/** Teachers, profile values, card icons, open alerts, card options, active measures and every result of one student. */
export async function profileReadsOf(db: Database, s: Place) {
  const result = await db.execute(sql`select
    ${teachersJsonOf(sql`${s.id}::int`)} as teachers,
    coalesce((select json_agg(json_build_object('item_id', v.item_id, 'value', v.value, 'updated_at', v.updated_at,
        'who_id', u.id, 'who_first', u.first_name, 'who_last', u.last_name,
        'restricted', v.restricted, 'restricted_by', v.restricted_by, 'restricted_at', v.restricted_at, 'restricted_people', v.restricted_people))
      from student_profile_values v left join users u on u.id = v.updated_by where v.student_id = ${s.id}), '[]'::json) as values,
    coalesce((select json_agg(i.item_id order by i.created_at) from student_card_icons i where i.student_id = ${s.id}), '[]'::json) as icon_ids,
    coalesce((select json_agg(json_build_object('alert', to_json(a), 'creator_first', c.first_name, 'creator_last', c.last_name,
        'closer_first', k.first_name, 'closer_last', k.last_name) order by a.created_at desc, a.id desc)
      from student_alerts a left join users c on c.id = a.created_by left join users k on k.id = a.closed_by
      where a.student_id = ${s.id} and a.closed_at is null), '[]'::json) as alerts,
    (select json_build_object('card_display', card_display, 'card_name_format', card_name_format, 'card_organisation', card_organisation)
      from schools where id = ${s.school_id}) as options,
    coalesce((select json_agg(to_json(d) order by d.school_id is not null, d.position, d.id) from student_data_definitions d
      where d.district_id = ${s.district_id} and (d.school_id is null or d.school_id = ${s.school_id}) and d.active), '[]'::json) as definitions,
    coalesce((select json_agg(json_build_object('result', to_json(r), 'who_first', u.first_name, 'who_last', u.last_name)
        order by r.school_year desc, r.month, r.label)
      from student_data_results r left join users u on u.id = r.recorded_by where r.student_id = ${s.id}), '[]'::json) as results`);
  const row = rowsOf<ProfileJson>(result)[0]!;
  return {
    teachers: row.teachers,
    values: row.values.map((v) => ({ ...v, updated_at: date(v.updated_at) })),
    iconIds: row.icon_ids,
    alerts: row.alerts.map((a): AlertWithPeople => ({ ...a, alert: { ...a.alert, created_at: date(a.alert.created_at), closed_at: dateOrNull(a.alert.closed_at) } })),
    options: row.options,
    definitions: row.definitions.map((d): DefinitionRow => ({ ...d, created_at: date(d.created_at), updated_at: date(d.updated_at) })),
    results: row.results.map((r) => ({
      ...r,
      result: { ...r.result, value_number: r.result.value_number === null ? null : Number(r.result.value_number), recorded_at: date(r.result.recorded_at) },
    })),
  };
}
