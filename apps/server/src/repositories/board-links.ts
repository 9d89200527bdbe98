/** A board's links (its rules, schools and members) as selected fields, for the queries that read boards. */
import { sql, type SQL } from 'drizzle-orm';
import { boardGradeRules, boardMembers, boardSchools, boardTeacherRules } from '@ss/db';

export interface BoardLinks {
  grades: string[];
  teacher_ids: number[];
  school_ids: number[];
  member_ids: number[];
}

/**
 * A board's links as four selected arrays, for the board whose id is `id` (a value, or a column of
 * the outer query written out: inside a selected subquery drizzle leaves its columns unqualified).
 */
export const linkFields = (id: number | SQL) => ({
  grades: sql<string[]>`array(select g.grade from ${boardGradeRules} g where g.board_id = ${id} order by g.grade)`,
  teacher_ids: sql<number[]>`array(select r.teacher_id from ${boardTeacherRules} r where r.board_id = ${id} order by r.teacher_id)`,
  school_ids: sql<number[]>`array(select bs.school_id from ${boardSchools} bs where bs.board_id = ${id} order by bs.school_id)`,
  member_ids: sql<number[]>`array(select bm.user_id from ${boardMembers} bm where bm.board_id = ${id} order by bm.user_id)`,
});

/** The arrays as the API uses them (ids as numbers on either driver). */
export const toLinks = (row: BoardLinks): BoardLinks => ({
  grades: row.grades,
  teacher_ids: row.teacher_ids.map(Number),
  school_ids: row.school_ids.map(Number),
  member_ids: row.member_ids.map(Number),
});
