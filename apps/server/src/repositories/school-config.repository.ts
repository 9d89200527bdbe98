/** A school's card options and own time zone (columns of schools) and its logo (a stored file). */
import { and, eq, sql } from 'drizzle-orm';
import { schools, storedFiles, type Database } from '@ss/db';

export type CardOptions = Pick<typeof schools.$inferSelect, 'card_display' | 'card_name_format' | 'card_organisation' | 'time_zone'>;

export async function updateCardOptions(db: Database, schoolId: number, v: CardOptions): Promise<void> {
  await db
    .update(schools)
    .set({ ...v, updated_at: new Date() })
    .where(eq(schools.id, schoolId));
}

const logoOf = (schoolId: number) => and(eq(storedFiles.school_id, schoolId), eq(storedFiles.purpose, 'school_logo'));

export async function hasLogo(db: Database, schoolId: number): Promise<boolean> {
  const [row] = await db.select({ id: storedFiles.id }).from(storedFiles).where(logoOf(schoolId)).limit(1);
  return !!row;
}

export async function findLogo(db: Database, schoolId: number) {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(logoOf(schoolId))
    .orderBy(sql`${storedFiles.id} desc`)
    .limit(1);
  return row ?? null;
}

/** Removes the school's logo; answers how many files went (0: there was none). */
export async function deleteLogo(db: Database, schoolId: number): Promise<number> {
  const rows = await db.delete(storedFiles).where(logoOf(schoolId)).returning({ id: storedFiles.id });
  return rows.length;
}

export async function insertLogo(db: Database, v: { districtId: number; schoolId: number; contentType: string; fileName: string; data: Buffer; userId: number }): Promise<void> {
  await db.insert(storedFiles).values({
    district_id: v.districtId,
    school_id: v.schoolId,
    purpose: 'school_logo',
    content_type: v.contentType,
    file_name: v.fileName.slice(0, 200),
    size: v.data.length,
    data: v.data,
    created_by: v.userId,
  });
}
