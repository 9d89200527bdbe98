/**
 * Meetings, their notes, norms and celebrations (issue 10, sections 1–3).
 *
 * - A meeting belongs to one district. `kind` says what it runs on: a team meeting on a board
 *   (`board_id`; a school board's meeting also carries its `school_id`), an individual student
 *   meeting on a student (`student_id`, `school_id`), a school meeting on a school (`school_id`,
 *   held by district staff with the school's leadership), a district meeting on nothing else.
 * - `descriptor` is the text of the meeting-descriptor item chosen (kept as it was; `descriptor_id`
 *   points at the item while it exists).
 * - status scheduled → in_progress → finished; a leader may reopen a finished meeting. `version` is
 *   bumped by every change of the meeting row: a PATCH against a stale version answers 409.
 * - `recap_sent_at` is set once, in the transaction that enqueues the recap e-mails: finishing twice
 *   sends one recap.
 * - Notes: one note per meeting and subject (a student, or none for the meeting's general note);
 *   its text lives in sections, each with its own version, so two people writing different
 *   sections never collide and a stale save of the same section answers 409 with both texts.
 * - Norms are kept per school (or per district when `school_id` is null). When a meeting starts,
 *   the active norms are copied into `meeting_norms` with their text: editing or deleting a norm
 *   afterwards changes only meetings that have not started.
 * - Celebrations are on a student or (student null) on a school; `meeting_id` when added in one.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { MEETING_KINDS, MEETING_STATUSES } from '@ss/domain/enums';
import { districts, schools, users } from './schema.ts';
import { students } from './schema-students.ts';
import { boards } from './schema-boards.ts';
import { configItems } from './schema-config.ts';
import { restrictionColumns } from './restricted-columns.ts';

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const districtRef = () =>
  integer('district_id')
    .notNull()
    .references(() => districts.id, { onDelete: 'cascade' });
const meetingRef = () =>
  integer('meeting_id')
    .notNull()
    .references(() => meetings.id, { onDelete: 'cascade' });

export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    district_id: districtRef(),
    school_id: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    board_id: integer('board_id').references(() => boards.id, { onDelete: 'cascade' }),
    student_id: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MEETING_KINDS }).notNull(),
    descriptor: text('descriptor').notNull(),
    descriptor_id: integer('descriptor_id').references(() => configItems.id, { onDelete: 'set null' }),
    starts_at: timestamp('starts_at', { withTimezone: true }).notNull(),
    duration_minutes: integer('duration_minutes').notNull().default(60),
    location: text('location'),
    /** Guests by name (people without an account). */
    guests: text('guests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: MEETING_STATUSES }).notNull().default('scheduled'),
    started_at: timestamp('started_at', { withTimezone: true }),
    finished_at: timestamp('finished_at', { withTimezone: true }),
    recap_sent_at: timestamp('recap_sent_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    index('meetings_district_starts_idx').on(t.district_id, t.starts_at),
    index('meetings_school_starts_idx').on(t.school_id, t.starts_at),
    index('meetings_board_starts_idx').on(t.board_id, t.starts_at),
    index('meetings_student_idx').on(t.student_id),
    check('meetings_kind_known', sql`${t.kind} in ('team', 'student', 'school', 'district')`),
    check('meetings_status_known', sql`${t.status} in ('scheduled', 'in_progress', 'finished')`),
    check(
      'meetings_kind_subject',
      sql`(${t.kind} = 'team' and ${t.board_id} is not null and ${t.student_id} is null)
        or (${t.kind} = 'student' and ${t.student_id} is not null and ${t.school_id} is not null and ${t.board_id} is null)
        or (${t.kind} = 'school' and ${t.school_id} is not null and ${t.board_id} is null and ${t.student_id} is null)
        or (${t.kind} = 'district' and ${t.school_id} is null and ${t.board_id} is null and ${t.student_id} is null)`,
    ),
    check('meetings_descriptor_length', sql`char_length(${t.descriptor}) between 1 and 200`),
    check('meetings_duration', sql`${t.duration_minutes} between 5 and 720`),
    check('meetings_started', sql`(${t.status} = 'scheduled') or (${t.started_at} is not null)`),
    check('meetings_finished', sql`(${t.status} = 'finished') = (${t.finished_at} is not null)`),
  ],
);

/** Staff invited to a meeting; `absent` is marked during or after it. */
export const meetingAttendees = pgTable(
  'meeting_attendees',
  {
    meeting_id: meetingRef(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    absent: boolean('absent').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.meeting_id, t.user_id] }), index('meeting_attendees_user_idx').on(t.user_id)],
);

/** A meeting's note on one student, or (student null) its general note. */
export const meetingNotes = pgTable(
  'meeting_notes',
  {
    id: id(),
    meeting_id: meetingRef(),
    district_id: districtRef(),
    school_id: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    student_id: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // One note per meeting and student, and one general note (NULLS NOT DISTINCT).
    unique('meeting_notes_subject').on(t.meeting_id, t.student_id).nullsNotDistinct(),
    // A student's earlier notes (the meeting panel's "previous meeting notes").
    index('meeting_notes_student_idx').on(t.student_id, t.created_at),
  ],
);

/** One section of a note (`key_issue`, `context`, `notes`, or `textbox:<item id>` at school meetings). */
export const meetingNoteSections = pgTable(
  'meeting_note_sections',
  {
    note_id: integer('note_id')
      .notNull()
      .references(() => meetingNotes.id, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    /** The prompt as it read when the section was first written (school textboxes can be renamed). */
    label: text('label'),
    body: text('body').notNull().default(''),
    version: integer('version').notNull().default(1),
    updated_by: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updated_at: updatedAt(),
    ...restrictionColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.note_id, t.section] }),
    check('meeting_note_sections_section', sql`${t.section} ~ '^(key_issue|context|notes|textbox:[0-9]+)$'`),
    check('meeting_note_sections_body_length', sql`char_length(${t.body}) <= 20000`),
  ],
);

/** Team norms of a school, or of a district when `school_id` is null. */
export const norms = pgTable(
  'norms',
  {
    id: id(),
    district_id: districtRef(),
    school_id: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    /** Unchecked norms are not shown at meetings; unchecking one used in past meetings asks first. */
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('norms_level_idx').on(t.district_id, t.school_id, t.position), check('norms_text_length', sql`char_length(${t.text}) between 1 and 500`)],
);

/** The norms a meeting showed (copied with their text when it started) and whether each was reviewed. */
export const meetingNorms = pgTable(
  'meeting_norms',
  {
    meeting_id: meetingRef(),
    position: integer('position').notNull(),
    norm_id: integer('norm_id').references(() => norms.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    reviewed: boolean('reviewed').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.meeting_id, t.position] }), index('meeting_norms_norm_idx').on(t.norm_id)],
);

/** A success on a student (or, student null, on a school) and what led to it. */
export const celebrations = pgTable(
  'celebrations',
  {
    id: id(),
    district_id: districtRef(),
    school_id: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    student_id: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    meeting_id: integer('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    celebrated_on: date('celebrated_on', { mode: 'string' }).notNull(),
    /** What was celebrated. */
    title: text('title').notNull(),
    /** What led to the success (which support, which person). */
    led_to_success: text('led_to_success'),
    created_by: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('celebrations_student_idx').on(t.student_id, t.celebrated_on),
    index('celebrations_school_idx').on(t.school_id, t.celebrated_on),
    check('celebrations_title_length', sql`char_length(${t.title}) between 1 and 500`),
    check('celebrations_led_length', sql`${t.led_to_success} is null or char_length(${t.led_to_success}) <= 2000`),
  ],
);
