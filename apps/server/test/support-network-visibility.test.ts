/**
 * The read rule of supports is written twice: as a pure policy (`canRead`, used by every single read) and as
 * SQL (`visibleSupports`, used by every list). Over the demo network, proposals and submissions of every
 * state, a suspended school's additions and the whole cast, the two must agree support by support, so a
 * list never shows what a single read hides, nor hides what it shows.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { CAST, supports, type CastMember } from '@ss/db';
import { visibleSupports } from '../src/repositories/support-visibility.ts';
import { findSupport } from '../src/repositories/support-network.repository.ts';
import { loadActor } from '../src/repositories/users.repository.ts';
import { canRead, readerSets } from '../src/policies/support-network.policy.ts';
import { factsOf } from '../src/services/support-network/support-facts.ts';
import type { TestServer } from './harness.ts';
import { withDemoServer, type DemoIds } from './fixtures.ts';

let server: TestServer;
let ids: DemoIds;
withDemoServer((s, i) => ((server = s), (ids = i)));

describe('supports: who reads what', () => {
  it('agrees between the single read (policy) and the lists (SQL) for every support and the whole cast', async () => {
    const db = server.db;
    const base = { type: 'strategy' as const, focus_area_keys: [], tier_keys: [] };
    // Every state at every level, beside the demo's: a suspended school's additions, a returned submission, an archived district support.
    await db.insert(supports).values([
      { ...base, level: 'school', district_id: ids.en, school_id: ids.maple, name_en: 'Maple approved', created_by: ids.user.suspendedTeacher },
      { ...base, level: 'school', district_id: ids.en, school_id: ids.maple, name_en: 'Maple proposal', status: 'pending', created_by: ids.user.suspendedTeacher },
      { ...base, level: 'school', district_id: ids.en, school_id: ids.riverbend, name_en: 'Riverbend proposal', status: 'pending', created_by: ids.user.multiTeacher },
      { ...base, level: 'school', district_id: ids.fr, school_id: ids.troisPonts, name_en: 'Trois-Ponts returned', status: 'returned', created_by: ids.user.frTeacher },
      { ...base, level: 'shared', name_en: 'French submission', status: 'returned', submitted_district_id: ids.fr, created_by: ids.user.frAdmin },
      { ...base, level: 'district', district_id: ids.fr, name_en: 'Archived', status: 'archived', archived_at: new Date() },
      { ...base, level: 'shared', name_en: 'Archived shared', status: 'archived', archived_at: new Date() },
    ]);
    const all = await db.select({ id: supports.id }).from(supports).orderBy(asc(supports.id));
    const facts = new Map<number, ReturnType<typeof factsOf>>();
    for (const { id } of all) facts.set(id, factsOf((await findSupport(db, id))!));
    const disagreements: string[] = [];
    const seen: Record<string, number> = {};
    for (const member of Object.keys(CAST) as CastMember[]) {
      const actor = (await loadActor(db, ids.user[member]))!;
      const sets = readerSets(actor);
      const listed = new Set(
        (
          await db
            .select({ id: supports.id })
            .from(supports)
            .where(and(visibleSupports(sets)))
        ).map((r) => r.id),
      );
      for (const { id } of all) {
        const single = canRead(sets, facts.get(id)!);
        if (single !== listed.has(id)) disagreements.push(`${member} support ${id} (${JSON.stringify(facts.get(id))}): read ${single}, listed ${listed.has(id)}`);
      }
      seen[member] = listed.size;
    }
    expect(disagreements).toEqual([]);
    // And the rules are not trivially all or nothing.
    expect(seen.super).toBe(all.length);
    expect(seen.frTeacher).toBeLessThan(seen.districtAdmin!);
    const mapleProposal = (await db.select().from(supports).where(eq(supports.name_en, 'Maple proposal')))[0]!;
    expect(canRead(readerSets((await loadActor(db, ids.user.districtAdmin))!), facts.get(mapleProposal.id)!)).toBe(false);
    expect(canRead(readerSets((await loadActor(db, ids.user.super))!), facts.get(mapleProposal.id)!)).toBe(true);
  });
});
