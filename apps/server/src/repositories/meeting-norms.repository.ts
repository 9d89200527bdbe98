/**
 * A meeting's norms (issue 10, section 1): the active norms of its school or district, and the
 * meeting's own snapshot of them, reviewed one by one while it runs.
 */
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { meetingNorms, norms, type Database } from '@ss/db';

/** The active norms of a school, or of a district (school null), in order. */
export async function activeNorms(db: Database, districtId: number, schoolId: number | null) {
  return db
    .select({ id: norms.id, position: norms.position, text: norms.text })
    .from(norms)
    .where(and(eq(norms.district_id, districtId), schoolId === null ? isNull(norms.school_id) : eq(norms.school_id, schoolId), eq(norms.active, true)))
    .orderBy(asc(norms.position), asc(norms.id));
}

export async function meetingNormsOf(db: Database, meetingId: number) {
  return db
    .select({ position: meetingNorms.position, text: meetingNorms.text, reviewed: meetingNorms.reviewed })
    .from(meetingNorms)
    .where(eq(meetingNorms.meeting_id, meetingId))
    .orderBy(asc(meetingNorms.position));
}

/** Copies the active norms into the meeting (positions 1…n) unless it already holds a snapshot (a reopened meeting keeps its own). */
export async function snapshotNorms(db: Database, meetingId: number, districtId: number, schoolId: number | null): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(meetingNorms).where(eq(meetingNorms.meeting_id, meetingId));
  if (existing && existing.n > 0) return existing.n;
  const rows = await activeNorms(db, districtId, schoolId);
  if (rows.length) await db.insert(meetingNorms).values(rows.map((r, i) => ({ meeting_id: meetingId, position: i + 1, norm_id: r.id, text: r.text })));
  return rows.length;
}

export async function setNormReviewed(db: Database, meetingId: number, position: number, reviewed: boolean) {
  const [row] = await db
    .update(meetingNorms)
    .set({ reviewed })
    .where(and(eq(meetingNorms.meeting_id, meetingId), eq(meetingNorms.position, position)))
    .returning({ position: meetingNorms.position, text: meetingNorms.text, reviewed: meetingNorms.reviewed });
  return row ?? null;
}
