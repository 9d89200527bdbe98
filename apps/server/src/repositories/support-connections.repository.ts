/**
 * Connected districts (district_network_links, one row per direction) and the people the network's
 * e-mails go to, each with the language of their district.
 */
import { and, asc, eq, or, sql } from 'drizzle-orm';
import { districtNetworkLinks, districts, type Database } from '@ss/db';

/** Districts connected with this one, named, oldest link first. */
export async function connectionsOf(db: Database, districtId: number) {
  return db
    .select({ id: districts.id, name: districts.name, created_at: districtNetworkLinks.created_at })
    .from(districtNetworkLinks)
    .innerJoin(districts, eq(districts.id, districtNetworkLinks.partner_district_id))
    .where(eq(districtNetworkLinks.district_id, districtId))
    .orderBy(asc(districts.name), asc(districts.id));
}

export async function isLinked(db: Database, districtId: number, partnerId: number): Promise<boolean> {
  const [row] = await db
    .select({ d: districtNetworkLinks.district_id })
    .from(districtNetworkLinks)
    .where(and(eq(districtNetworkLinks.district_id, districtId), eq(districtNetworkLinks.partner_district_id, partnerId)))
    .limit(1);
  return row !== undefined;
}

/** Both directions; whether anything was new. */
export async function insertLink(db: Database, a: number, b: number, by: number): Promise<boolean> {
  const rows = await db
    .insert(districtNetworkLinks)
    .values([
      { district_id: a, partner_district_id: b, created_by: by },
      { district_id: b, partner_district_id: a, created_by: by },
    ])
    .onConflictDoNothing()
    .returning({ d: districtNetworkLinks.district_id });
  return rows.length > 0;
}

/** Both directions; whether anything was there. */
export async function deleteLink(db: Database, a: number, b: number): Promise<boolean> {
  const rows = await db
    .delete(districtNetworkLinks)
    .where(
      or(
        and(eq(districtNetworkLinks.district_id, a), eq(districtNetworkLinks.partner_district_id, b)),
        and(eq(districtNetworkLinks.district_id, b), eq(districtNetworkLinks.partner_district_id, a)),
      ),
    )
    .returning({ d: districtNetworkLinks.district_id });
  return rows.length > 0;
}

export interface MailRecipient {
  id: number;
  email: string;
  first_name: string;
  /** Their district is francophone (super admins read English). */
  francophone: boolean;
}

const recipientFields = sql`u.id, u.email, u.first_name,
  (not u.is_super and coalesce((select d.francophone from district_memberships m join districts d on d.id = m.district_id where m.user_id = u.id order by m.id limit 1), false)) as francophone`;

async function recipients(db: Database, where: ReturnType<typeof sql>): Promise<MailRecipient[]> {
  const res = (await db.execute(sql`select ${recipientFields} from users u where u.deactivated_at is null and (${where}) order by u.id`)) as unknown as {
    rows: MailRecipient[];
  };
  return res.rows.map((r) => ({ ...r, id: Number(r.id), francophone: Boolean(r.francophone) }));
}

/** One person (an author, a submitter), if active. */
export const recipientById = async (db: Database, id: number) => (await recipients(db, sql`u.id = ${id}`))[0] ?? null;

export const superAdmins = (db: Database) => recipients(db, sql`u.is_super`);

/** A school's reviewers by mail: its admins and leaders; when it has none, its district's admins. */
export async function schoolReviewers(db: Database, school: { id: number; district_id: number }): Promise<MailRecipient[]> {
  const own = await recipients(
    db,
    sql`exists (select 1 from school_memberships m where m.user_id = u.id and m.school_id = ${school.id} and m.user_type in ('school_admin', 'school_leader'))`,
  );
  if (own.length) return own;
  return recipients(db, sql`exists (select 1 from district_memberships m where m.user_id = u.id and m.district_id = ${school.district_id} and m.user_type = 'district_admin')`);
}
