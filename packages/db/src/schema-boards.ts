/**
 * Team boards (issue 9): a board's categories (coloured columns), where each card sits, the
 * history of every move, the staff who work on a board and its edit lock.
 *
 * - A board belongs to one district; a school board (team, custom) also to one school. District
 *   boards have no school; an integrated board names the schools it spans in `board_schools`.
 * - Cards are students, or schools on a `district_schools` board. A team board's students come
 *   from its rules (grades, teachers) and follow the roster; a placement row exists once a card
 *   has been placed (a student matching the rules without one sits in the default category).
 *   Custom and district student boards hold exactly the students placed on them.
 * - `version` is bumped by every change of the board (moves, categories, lock): the realtime
 *   channel numbers its messages with it, and a move against a stale version answers 409.
 * - Moves keep the category titles they went from and to, so the history reads the same after a
 *   category is renamed or removed.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BOARD_KINDS } from '@ss/domain/enums';
import { districts, schools, users } from './schema.ts';
import { students } from './schema-students.ts';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const boardRef = () =>
  integer('board_id')
    .notNull()
    .references(() => boards.id, { onDelete: 'cascade' });

export const boards = pgTable(
  'boards',
  {
    id: id(),
    district_id: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    /** The school of a team or custom board; null on district and integrated boards. */
    school_id: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: BOARD_KINDS }).notNull(),
    title: text('title').notNull(),
    /** Set by a leader: only leaders may take the edit lock. */
    leaders_only: boolean('leaders_only').notNull().default(false),
    version: integer('version').notNull().default(1),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('boards_school_idx').on(t.school_id),
    index('boards_district_idx').on(t.district_id),
    check('boards_school_kinds', sql`(${t.school_id} is not null) = (${t.kind} in ('team', 'custom'))`),
  ],
);

/** The schools an integrated board spans: it appears in each of their workspaces. */
export const boardSchools = pgTable(
  'board_schools',
  {
    board_id: boardRef(),
    school_id: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.board_id, t.school_id] }), index('board_schools_school_idx').on(t.school_id)],
);

/** A team board's rules: the students of these grades, and of these teachers, in the board's school. */
export const boardGradeRules = pgTable('board_grade_rules', { board_id: boardRef(), grade: text('grade').notNull() }, (t) => [primaryKey({ columns: [t.board_id, t.grade] })]);

export const boardTeacherRules = pgTable(
  'board_teacher_rules',
  {
    board_id: boardRef(),
    teacher_id: integer('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.board_id, t.teacher_id] })],
);

/** The staff who work on a board (its team). */
export const boardMembers = pgTable(
  'board_members',
  {
    board_id: boardRef(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.board_id, t.user_id] }), index('board_members_user_idx').on(t.user_id)],
);

export const boardCategories = pgTable(
  'board_categories',
  {
    id: id(),
    board_id: boardRef(),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle'),
    /** #rrggbb */
    color: text('color').notNull(),
    is_default: boolean('is_default').notNull().default(false),
    /**
     * The support tier the category stands for (issue 22): the lineage key of an item of the district's
     * `student-support-tiers` list, as supports given store it; null for a category that is no tier. The
     * reports and early warnings read a student's tier from it (the tier's rank is its place in the list).
     */
    tier_key: integer('tier_key'),
  },
  (t) => [
    index('board_categories_board_idx').on(t.board_id, t.position),
    // Exactly one default per board: at most one here, at least one checked by the service.
    uniqueIndex('board_categories_one_default')
      .on(t.board_id)
      .where(sql`${t.is_default}`),
  ],
);

/** Where a card sits: a student (or a school, on a district_schools board), its column and its place in it. */
export const boardPlacements = pgTable(
  'board_placements',
  {
    id: id(),
    board_id: boardRef(),
    student_id: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    school_id: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => boardCategories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('board_placements_student')
      .on(t.board_id, t.student_id)
      .where(sql`${t.student_id} is not null`),
    uniqueIndex('board_placements_school')
      .on(t.board_id, t.school_id)
      .where(sql`${t.school_id} is not null`),
    index('board_placements_category_idx').on(t.category_id, t.position),
    // "Where does this student sit on every board": the profile's Boards section.
    index('board_placements_student_idx').on(t.student_id),
    check('board_placements_one_card', sql`(${t.student_id} is null) <> (${t.school_id} is null)`),
  ],
);

/** Every placement change: who, when, from and to (titles kept as they were). */
export const boardMoves = pgTable(
  'board_moves',
  {
    id: id(),
    board_id: boardRef(),
    student_id: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    school_id: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    from_category_id: integer('from_category_id').references(() => boardCategories.id, { onDelete: 'set null' }),
    to_category_id: integer('to_category_id').references(() => boardCategories.id, { onDelete: 'set null' }),
    from_title: text('from_title'),
    to_title: text('to_title').notNull(),
    to_color: text('to_color').notNull(),
    moved_by: integer('moved_by').references(() => users.id, { onDelete: 'set null' }),
    moved_at: timestamp('moved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('board_moves_student_idx').on(t.student_id, t.moved_at),
    index('board_moves_board_idx').on(t.board_id, t.moved_at),
    check('board_moves_one_card', sql`(${t.student_id} is null) <> (${t.school_id} is null)`),
  ],
);

/**
 * The edit lock: one holder at a time, kept alive by heartbeats. A lock whose heartbeat is older
 * than two minutes is free; a leader may break it at once.
 */
export const boardLocks = pgTable('board_locks', {
  board_id: integer('board_id')
    .primaryKey()
    .references(() => boards.id, { onDelete: 'cascade' }),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The signed-in session (browser) that holds it: the same user signed in elsewhere does not. */
  session_hash: text('session_hash').notNull(),
  taken_at: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeat_at: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What a board's cards show changes with writes far from the board (a student renamed, an alert
 * opened, an icon given, a school suspended, the card-icon list edited). Triggers (migration 0009)
 * count every such write per district (`district_id` 0: the system defaults, which every district
 * reads), on one of 16 rows per district picked by the writing connection, so concurrent writers
 * seldom wait on each other. The sum over a district's rows and row 0 is its card generation: a
 * board's cards read at generation G stay true until the sum moves (services/boards/card-cache.ts).
 */
export const cardGenerations = pgTable(
  'card_generations',
  {
    district_id: integer('district_id').notNull(),
    shard: integer('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.district_id, t.shard] })],
);

/**
 * The district reports' tier generation (issue 22, section 1; migration 0027): like `card_generations`, every
 * statement that writes what a student's tier is read from — boards, their categories and rules, placements,
 * moves — or their supports given counts one more change for its district, on one of 16 rows per district.
 * The tier reports read at (card generation + tier generation) G stay true until the sum moves
 * (apps/server/src/services/reports/report-cache.ts); the card generation covers students, their teachers,
 * schools and the configuration lists (the tier list).
 */
export const tierGenerations = pgTable(
  'tier_generations',
  {
    district_id: integer('district_id').notNull(),
    shard: integer('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.district_id, t.shard] })],
);
