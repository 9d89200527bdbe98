/**
 * Restricted notes (issue 24, section 2): the columns a note's row carries when its author (or a
 * school leader, or a plan coordinator) restricts it. Added to meeting_note_sections,
 * student_profile_values and student_supports (the support's comment, `notes`). The circle is
 * the author, whoever restricted it, the school's leaders and `restricted_people` (users of the
 * same school); policies/restricted-notes.policy.ts decides, repositories mask.
 */
import { sql } from 'drizzle-orm';
import { boolean, integer, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';

export const restrictionColumns = () => ({
  restricted: boolean('restricted').notNull().default(false),
  restricted_by: integer('restricted_by').references(() => users.id, { onDelete: 'set null' }),
  restricted_at: timestamp('restricted_at', { withTimezone: true }),
  /** The people the author named (user ids of the note's school). */
  restricted_people: integer('restricted_people')
    .array()
    .notNull()
    .default(sql`'{}'::int[]`),
});
