/**
 * A district at scale (issue 4, section 8): 40 schools, 20,000 students, 1,000 staff, 200,000
 * student data results, card icons and alerts spread like a real district's, and 50,000 actions
 * (issue 10: 40 % incomplete, 20 % in progress, 30 % complete, 10 % abandoned, over a year of dates), a district support
 * network of 500 supports over the system focus areas and tiers, and 60,000 supports given to its students (issue 11:
 * a third ended, with outcomes), and 5,000 support plans (issue 12: one district template, plans of a quarter of the active
 * students with their four parts written, 40 % final, 10 % in review, 10 % deactivated). Written set-wise
 * (INSERT … SELECT over generate_series, pseudo-random by hashing row numbers), so it takes
 * seconds on PostgreSQL. One known district admin (LARGE_ADMIN, the demo password) for the bench;
 * every other account is invited (no password).
 */
import { sql } from 'drizzle-orm';
import { foldForSearch } from '@ss/domain/search-name';
import type { Database } from '../client.ts';
import { hashPassword } from '../password-hash.ts';
import { studentDataDefinitions } from '../schema-config.ts';
import { districts } from '../schema.ts';
import { ensureAgreement } from './agreement.ts';
import { DEMO_PASSWORD } from './cast.ts';
import { demoDefinitions } from './demo-data-results.ts';
import { EN_FIRST_F, EN_FIRST_M, EN_LAST, FR_FIRST_F, FR_FIRST_M, FR_LAST } from './demo-names.ts';
import { seedLargeBoards } from './large-boards.ts';

export const LARGE_DISTRICT = 'Northern Lights School Division (large)';
export const LARGE_ADMIN = 'bench.admin@large.test';

const SCHOOL_WORDS = ['Aurora', 'Birch', 'Cedar', 'Dogwood', 'Elk', 'Fireweed', 'Granite', 'Heron', 'Ironwood', 'Juniper', 'Kestrel', 'Larch', 'Meadow', 'Northgate'];
const arr = (xs: readonly string[]) =>
  sql`array[${sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  )}]::text[]`;

export interface LargeSeedResult {
  districtId: number;
  seconds: number;
}

/** Seeds the large district unless it exists already. Returns its id and how long it took. */
export async function seedLarge(
  db: Database,
  opts: { students?: number; staff?: number; schools?: number; actions?: number; supports?: number; givenSupports?: number; plans?: number } = {},
): Promise<LargeSeedResult> {
  const started = Date.now();
  const nStudents = opts.students ?? 20_000;
  const nStaff = opts.staff ?? 1_000;
  const nSchools = opts.schools ?? 40;
  const nActions = opts.actions ?? 50_000;
  const nSupports = opts.supports ?? 500;
  const nGiven = opts.givenSupports ?? 60_000;
  const nPlans = opts.plans ?? 5_000;
  const existing = (await db.execute(sql`select id from districts where name = ${LARGE_DISTRICT}`)) as unknown as { rows: { id: number }[] };
  if (existing.rows[0]) return { districtId: existing.rows[0].id, seconds: 0 };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const agreement = await ensureAgreement(db);
  const female = [...EN_FIRST_F, ...FR_FIRST_F];
  const male = [...EN_FIRST_M, ...FR_FIRST_M];
  const first = [...female, ...male];
  const last = [...EN_LAST, ...FR_LAST];

  const districtId = await db.transaction(async (tx) => {
    const [d] = await tx.insert(districts).values({ name: LARGE_DISTRICT, support_email: 'support@northern.large.test' }).returning({ id: districts.id });
    const D = d!.id;
    // Schools: the first 60 % elementary (K–6), then 25 % middle (6–9), the rest secondary (9–12).
    await tx.execute(sql`
      insert into schools (district_id, name)
      select ${D}, (${arr(SCHOOL_WORDS)})[1 + (i - 1) % ${SCHOOL_WORDS.length}] || ' ' ||
        case when i <= ${Math.round(nSchools * 0.6)} then 'Elementary' when i <= ${Math.round(nSchools * 0.85)} then 'Middle School' else 'High School' end
        || ' ' || lpad(i::text, 2, '0')
      from generate_series(1, ${nSchools}) i`);
    await tx.execute(sql`create temp table large_schools on commit drop as
      select id, row_number() over (order by id)::int as rn from schools where district_id = ${D}`);

    // Staff: 4 % school admins, 4 % leaders, 2 % district staff, the rest teachers; spread over schools.
    await tx.execute(sql`
      insert into users (email, first_name, last_name, password_hash)
      select 'staff' || lpad(i::text, 5, '0') || '@large.test', (${arr(first)})[1 + (i * 7) % ${first.length}], (${arr(last)})[1 + (i * 13) % ${last.length}], null
      from generate_series(1, ${nStaff}) i`);
    await tx.execute(sql`create temp table large_staff on commit drop as
      select u.id, row_number() over (order by u.id)::int as rn from users u where u.email like 'staff%@large.test'`);
    await tx.execute(sql`create temp table large_roles on commit drop as
      select st.id as user_id, s.id as school_id,
        case when st.rn % 50 in (1, 2) then 'school_admin' when st.rn % 50 in (3, 4) then 'school_leader' when st.rn % 50 = 5 then 'district_staff' else 'school_teacher' end as role
      from large_staff st join large_schools s on s.rn = 1 + (st.rn - 1) % ${nSchools}`);
    await tx.execute(sql`update users set district_level = true where id in (select user_id from large_roles where role = 'district_staff')`);
    await tx.execute(sql`insert into district_memberships (user_id, district_id, user_type) select user_id, ${D}, role from large_roles`);
    await tx.execute(sql`
      insert into school_memberships (user_id, school_id, user_type)
      select user_id, school_id, case when role = 'district_staff' then 'school_staff' else role end from large_roles`);
    await tx.execute(sql`
      with u as (insert into users (email, first_name, last_name, password_hash, district_level, agreed_version, agreed_at)
        values (${LARGE_ADMIN}, 'Bench', 'Admin', ${passwordHash}, true, ${agreement}, now()) returning id)
      insert into district_memberships (user_id, district_id, user_type, can_add_edit_schools, can_add_edit_staff) select id, ${D}, 'district_admin', true, true from u`);

    // Students. h is a per-row hash standing in for randomness; names mix both districts' pools.
    await tx.execute(sql`
      insert into students (district_id, school_id, first_name, last_name, search_name, grade, gender, student_number, sis_number, status, graduated_year, archived_at, entry_level_item_id)
      select ${D}, s.id, fn, ln, ffn || ' ' || fln,
        case when s.rn <= ${Math.round(nSchools * 0.6)} then (array['K','1','2','3','4','5','6'])[1 + h % 7]
             when s.rn <= ${Math.round(nSchools * 0.85)} then (array['6','7','8','9'])[1 + h % 4] else (array['9','10','11','12'])[1 + h % 4] end,
        gender,
        'L' || lpad(i::text, 6, '0'), case when h % 5 = 0 then 'SIS-L' || i else null end,
        case when h % 100 = 98 then 'graduated' when h % 100 = 99 then 'archived' when h % 100 = 97 then 'archived' else 'active' end,
        case when h % 100 = 98 then 2026 end, case when h % 100 in (97, 99) then date '2026-06-26' end,
        case when h % 7 = 0 then (select ci.id from config_items ci join config_lists cl on cl.id = ci.list_id
          where cl.kind = 'student-entry-levels' and cl.district_id is null order by ci.position offset (h / 7) % 4 limit 1) end
      from (
        select i, h, gender,
          case when gender = 'male' then (${arr(male)})[1 + (i * 31) % ${male.length}] else (${arr(female)})[1 + (i * 31) % ${female.length}] end as fn,
          case when gender = 'male' then (${arr(male.map(foldForSearch))})[1 + (i * 31) % ${male.length}] else (${arr(female.map(foldForSearch))})[1 + (i * 31) % ${female.length}] end as ffn,
          (${arr(last)})[1 + (i * 17 + i / 97) % ${last.length}] as ln, (${arr(last.map(foldForSearch))})[1 + (i * 17 + i / 97) % ${last.length}] as fln
        from (
          select i, h, case when h % 100 < 49 then 'female' when h % 100 < 98 then 'male' else 'other' end as gender
          from (select i, ((i::bigint * 2654435761) % 2147483647)::int as h from generate_series(1, ${nStudents}) i) r
        ) x
      ) g join large_schools s on s.rn = 1 + (g.i - 1) % ${nSchools}`);

    await tx.execute(sql`
      with t as (select r.user_id, r.school_id, row_number() over (partition by r.school_id order by r.user_id) as rn, count(*) over (partition by r.school_id) as n
        from large_roles r where r.role = 'school_teacher')
      insert into student_teachers (student_id, user_id)
      select st.id, t.user_id from students st join t on t.school_id = st.school_id and t.rn = 1 + st.id % t.n where st.district_id = ${D}`);
    await tx.execute(sql`
      with icons as (select array_agg(ci.id order by ci.position) as ids from config_items ci join config_lists cl on cl.id = ci.list_id
        where cl.kind = 'student-card-icons' and cl.district_id is null)
      insert into student_card_icons (student_id, item_id)
      select st.id, icons.ids[1 + (st.id / k) % array_length(icons.ids, 1)] from students st, icons, (values (4), (13)) v(k)
      where st.district_id = ${D} and st.id % k = 0
      on conflict do nothing`);
    await tx.execute(sql`
      insert into student_alerts (student_id, text, created_by, created_at)
      select st.id, (array['Severe peanut allergy: EpiPen in the office.', 'Custody arrangement: pick-up by mother only.', 'Needs a quiet space for tests.', 'Asthma: inhaler in backpack.'])[1 + st.id % 4],
        (select user_id from student_teachers x where x.student_id = st.id limit 1), timestamptz '2026-09-01' + (st.id % 80) * interval '1 day'
      from students st where st.district_id = ${D} and st.status = 'active' and st.id % 12 = 0`);

    // Ten results per student: reading level Sep/Jan/May 2025–26, math Fall/Winter/Spring, attendance Sep–Dec.
    const defs = await tx.insert(studentDataDefinitions).values(demoDefinitions('en', D)).returning();
    const [reading, math, attendance] = defs;
    const levels = reading!.options.map((o) => o.label);
    await tx.execute(sql`
      insert into student_data_results (student_id, definition_id, school_year, month, label, value_number, value_option, recorded_at)
      select st.id, p.def, 2025, p.month, p.label,
        case when p.def = ${reading!.id} then null
             when p.def = ${attendance!.id} then least(100, round(78 + a * 20 + ((st.id * 7 + p.k * 13) % 9) - 4))
             else least(100, greatest(0, round(35 + a * 55 + p.k + ((st.id * 11 + p.k * 29) % 17) - 8))) end,
        case when p.def = ${reading!.id} then (${arr(levels)})[1 + least(3, floor(a * 4 + p.k * 0.1)::int)] end,
        make_timestamptz(case when p.m >= 8 then 2025 else 2026 end, p.m + 1, 15, 16, 0, 0, 'UTC')
      from (select id, ((id::bigint * 2654435761) % 4294967296)::float8 / 4294967296 as a from students where district_id = ${D}) st
      cross join (values
        (${reading!.id}::int, 8, '', 8, 0), (${reading!.id}::int, 0, '', 0, 1), (${reading!.id}::int, 4, '', 4, 2),
        (${math!.id}::int, -1, 'Fall', 9, 0), (${math!.id}::int, -1, 'Winter', 1, 1), (${math!.id}::int, -1, 'Spring', 4, 2),
        (${attendance!.id}::int, 8, '', 8, 0), (${attendance!.id}::int, 9, '', 9, 1), (${attendance!.id}::int, 10, '', 10, 2), (${attendance!.id}::int, 11, '', 11, 3)
      ) p(def, month, label, m, k)`);

    // Actions: each school's, given to its staff in turn, 70 % about one of its active students.
    await tx.execute(sql`
      with staff as (select school_id, array_agg(user_id order by user_id) as ids from large_roles group by school_id),
        kids as (select school_id, array_agg(id order by id) as ids from students where district_id = ${D} and status = 'active' group by school_id),
        g as (select i, h, case when h % 10 < 4 then 'incomplete' when h % 10 < 6 then 'in_progress' when h % 10 < 9 then 'complete' else 'abandoned' end as status,
                date '2026-09-01' + (h / 10 % 365 - 182) as due
              from (select i, ((i::bigint * 2654435761) % 2147483647)::int as h from generate_series(1, ${nActions}) i) r)
      insert into actions (district_id, school_id, name, responsible_id, completion_date, actual_date, status, student_id, comment, completed_at, abandoned_at, created_by, created_at)
      select ${D}, s.id,
        (${arr(['Call the family', 'Share the reading plan', 'Set up a weekly check-in', 'Try a visual schedule', 'Book an assessment', 'Start a small-group intervention', 'Meet with the counsellor', 'Review attendance'])})[1 + g.h % 8] || ' #' || g.i,
        st.ids[1 + g.h % array_length(st.ids, 1)], g.due,
        case when g.status = 'complete' then g.due + (g.h % 7 - 3) end, g.status,
        case when g.h % 10 < 7 then k.ids[1 + (g.h / 7) % array_length(k.ids, 1)] end,
        case when g.h % 4 = 0 then 'Follow up at the next team meeting.' end,
        case when g.status = 'complete' then g.due::timestamptz + interval '16 hours' end,
        case when g.status = 'abandoned' then g.due::timestamptz - interval '3 days' end,
        st.ids[1], g.due::timestamptz - interval '30 days'
      from g join large_schools s on s.rn = 1 + (g.i - 1) % ${nSchools}
      join staff st on st.school_id = s.id left join kids k on k.school_id = s.id`);

    // The district's support network: each support in one or two focus areas and one or two tiers of the system lists
    // (the district keeps the defaults, so an item's key is its id), names numbered so they stay distinct.
    await tx.execute(sql`
      with focus as (select array_agg(ci.id order by ci.position) as ids from config_items ci join config_lists cl on cl.id = ci.list_id
          where cl.kind = 'student-support-focus-areas' and cl.district_id is null and cl.school_id is null),
        tiers as (select array_agg(ci.id order by ci.position) as ids from config_items ci join config_lists cl on cl.id = ci.list_id
          where cl.kind = 'student-support-tiers' and cl.district_id is null and cl.school_id is null)
      insert into supports (level, district_id, type, name_en, name_fr, description_en, description_fr, focus_area_keys, tier_keys, group_size, frequency, duration_minutes, created_by)
      select 'district', ${D}, (array['accommodation','strategy','intervention'])[1 + h % 3],
        (${arr(['Guided reading', 'Visual schedule', 'Check-in check-out', 'Number talks', 'Social skills group', 'Extra time', 'Peer tutoring', 'Movement breaks', 'Phonics booster', 'Calm corner'])})[1 + h % 10] || ' ' || i,
        (${arr(['Lecture guidée', 'Horaire visuel', 'Accueil et bilan', 'Causeries mathématiques', 'Groupe d’habiletés sociales', 'Temps supplémentaire', 'Tutorat par les pairs', 'Pauses actives', 'Renforcement phonologique', 'Coin calme'])})[1 + h % 10] || ' ' || i,
        'A support of the district network, number ' || i || '.', 'Un soutien du réseau du district, numéro ' || i || '.',
        case when h % 4 = 0 then array[focus.ids[1 + h % array_length(focus.ids, 1)], focus.ids[1 + (h / 7) % array_length(focus.ids, 1)]]
          else array[focus.ids[1 + h % array_length(focus.ids, 1)]] end,
        case when h % 5 = 0 then array[tiers.ids[1 + (h / 3) % array_length(tiers.ids, 1)], tiers.ids[1 + (h / 3 + 1) % array_length(tiers.ids, 1)]]
          else array[tiers.ids[1 + (h / 3) % array_length(tiers.ids, 1)]] end,
        (array['individual','small_group','class','school'])[1 + (h / 11) % 4], 'Three times a week', 10 + (h % 5) * 10,
        (select user_id from large_roles order by user_id limit 1)
      from (select i, ((i::bigint * 2654435761) % 2147483647)::int as h from generate_series(1, ${nSupports}) i) g, focus, tiers`);

    // Supports given: spread over the active students (three each on average), a third ended with an outcome.
    await tx.execute(sql`
      with net as (select array_agg(id order by id) as ids from supports where district_id = ${D}),
        kids as (select row_number() over (order by id)::int as rn, id, school_id from students where district_id = ${D} and status = 'active'),
        n as (select count(*)::int as n from kids),
        staff as (select school_id, array_agg(user_id order by user_id) as ids from large_roles group by school_id),
        g as (select i, ((i::bigint * 2654435761) % 2147483647)::int as h from generate_series(1, ${nGiven}) i),
        pick as (select g.i, g.h, k.id as student_id, k.school_id, net.ids[1 + (g.h / 3) % array_length(net.ids, 1)] as support_id
          from g, net, n, kids k where k.rn = 1 + (g.h % n.n)),
        rows as (select p.*, sp.name_en, sp.type, sp.focus_area_keys, sp.tier_keys[1] as tier, date '2026-09-01' - (p.h / 5 % 300) as start
          from pick p join supports sp on sp.id = p.support_id)
      insert into student_supports (district_id, school_id, student_id, support_id, name, type, focus_area_keys, tier_item_id, tier_key,
        start_date, end_date, outcome, responsible_id, frequency, created_by, created_at)
      select ${D}, r.school_id, r.student_id, r.support_id, r.name_en, r.type, r.focus_area_keys, r.tier, r.tier, r.start,
        case when r.h % 3 = 0 then r.start + 20 + r.h % 40 end,
        case when r.h % 3 = 0 then (array['worked','worked','partly','did_not_work'])[1 + (r.h / 9) % 4] end,
        st.ids[1 + r.h % array_length(st.ids, 1)], 'Three times a week', st.ids[1], r.start::timestamptz
      from rows r join staff st on st.school_id = r.school_id`);
    await seedLargePlans(tx, D, nPlans);
    await seedLargeBoards(tx, D);
    return D;
  });
  // As autovacuum would soon after a bulk load: statistics for the planner, and the visibility map
  // that lets the search indexes answer index-only (migration 0006).
  await db.execute(sql`vacuum analyze`);
  return { districtId, seconds: (Date.now() - started) / 1000 };
}

/**
 * Support plans (issue 12): one district template over the system lists (the district keeps the defaults, so an item's
 * key is its id), and nPlans plans of active students spread over the schools: a team of three, the information fields,
 * two assessments, two goals with sub-goals and reviews, one transition. Statuses: 50 % draft, 10 % in review, 40 % final;
 * one in ten deactivated; next reviews from a month ago to four months ahead. Active plans keep one per student and year.
 */
async function seedLargePlans(tx: Pick<Database, 'execute'>, D: number, nPlans: number) {
  await tx.execute(sql`
    with info as (select array_agg(ci.id order by ci.position) as ids from config_items ci join config_lists cl on cl.id = ci.list_id
        where cl.kind = 'support-plan-information' and cl.district_id is null and cl.school_id is null),
      roles as (select array_agg(ci.id order by ci.position) as ids from config_items ci join config_lists cl on cl.id = ci.list_id
        where cl.kind = 'support-team-role' and cl.district_id is null and cl.school_id is null)
    insert into support_plan_templates (district_id, name, information_keys, team_role_keys, review_months, pdf_wording_en, pdf_wording_fr)
    select ${D}, 'Individual program plan', coalesce(info.ids, '{}'), coalesce(roles.ids, '{}'), 3,
      'This plan was written with the student and their family.', 'Ce plan a été rédigé avec l’élève et sa famille.'
    from info, roles`);
  await tx.execute(sql`
    with t as (select id, information_keys, team_role_keys from support_plan_templates where district_id = ${D} limit 1),
      focus as (select array_agg(ci.id order by ci.position) as ids from config_items ci join config_lists cl on cl.id = ci.list_id
        where cl.kind = 'student-support-focus-areas' and cl.district_id is null and cl.school_id is null),
      kids as (select id, school_id, first_name, row_number() over (order by ((id::bigint * 2654435761) % 2147483647)) as rn
        from students where district_id = ${D} and status = 'active'),
      g as (select k.*, ((k.rn * 40503) % 65536)::int as h from kids k where k.rn <= ${nPlans})
    insert into support_plans (district_id, school_id, student_id, template_id, template_version, template, school_year, status,
      information, team, review_dates, next_review_date, assessments, goals, transitions, deactivated_at, created_by, updated_at)
    select ${D}, g.school_id, g.id, t.id, 1,
      jsonb_build_object('name', 'Individual program plan', 'specialized_assessment', true, 'goal_planning', true, 'transition_planning', true,
        'information_keys', to_jsonb(t.information_keys), 'team_role_keys', to_jsonb(t.team_role_keys), 'review_months', 3),
      '2026–2027',
      case when g.h % 10 < 5 then 'draft' when g.h % 10 = 5 then 'in_review' else 'final' end,
      jsonb_build_object(t.information_keys[1]::text, 'No known allergies. Wears glasses for reading.',
        t.information_keys[2]::text, 'Reading assessment in Grade 2; speech-language screening last spring.'),
      jsonb_build_array(
        jsonb_build_object('name', 'Classroom teacher', 'role_key', t.team_role_keys[1], 'inside', true, 'user_id', null),
        jsonb_build_object('name', 'Learning support teacher', 'role_key', t.team_role_keys[2], 'inside', true, 'user_id', null),
        jsonb_build_object('name', 'Parent of ' || g.first_name, 'role_key', t.team_role_keys[4], 'inside', false, 'user_id', null)),
      jsonb_build_array(jsonb_build_object('date', to_char(current_date - 30 + g.h % 150, 'YYYY-MM-DD'), 'done', false)),
      current_date - 30 + g.h % 150,
      jsonb_build_array(
        jsonb_build_object('name', 'Reading inventory', 'date', '2026-09-20', 'assessor', 'Learning support teacher', 'assessor_role', 'Teacher',
          'summary', 'Decodes at grade level; comprehension below grade level on longer texts.', 'recommendations', 'Guided reading three times a week.'),
        jsonb_build_object('name', 'Speech-language screening', 'date', '2026-05-10', 'assessor', 'Speech-language pathologist', 'assessor_role', 'Specialist',
          'summary', 'Expressive vocabulary within the expected range.', 'recommendations', 'No further assessment needed.')),
      jsonb_build_array(
        jsonb_build_object('focus_area_key', focus.ids[1 + g.h % array_length(focus.ids, 1)], 'goal', 'Reads a grade-level text and retells it in order',
          'criteria', 'Four of five retells complete, three weeks in a row', 'responsible', 'Classroom teacher', 'target_date', '2027-01-29',
          'student_support_ids', '[]'::jsonb,
          'sub_goals', jsonb_build_array(jsonb_build_object('text', 'Names the characters and the setting', 'target_date', '2026-12-18', 'done', g.h % 2 = 0),
            jsonb_build_object('text', 'Retells the beginning, middle and end', 'target_date', '2027-01-29', 'done', false)),
          'reviews', jsonb_build_array(jsonb_build_object('date', '2026-10-30', 'rating', (array['emerging','progressing','achieved'])[1 + g.h % 3], 'comment', 'Steady progress.'))),
        jsonb_build_object('focus_area_key', focus.ids[1 + (g.h / 3) % array_length(focus.ids, 1)], 'goal', 'Uses a calming strategy when frustrated',
          'criteria', 'Chooses a strategy without a prompt in most cases', 'responsible', 'School counsellor', 'target_date', '2027-03-31',
          'student_support_ids', '[]'::jsonb, 'sub_goals', '[]'::jsonb, 'reviews', '[]'::jsonb)),
      jsonb_build_array(jsonb_build_object('kind', 'grade', 'description', 'Moving to the next grade in September.',
        'steps', jsonb_build_array(jsonb_build_object('text', 'Visit the new classroom', 'who', 'Classroom teacher', 'date', '2027-06-10')))),
      case when g.h % 10 = 9 then current_date - g.h % 60 end,
      null, now() - (g.h % 90) * interval '1 day'
    from g, t, focus`);
}
