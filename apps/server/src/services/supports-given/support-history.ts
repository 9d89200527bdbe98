/**
 * A student's support and tier history (`GET /api/v1/students/{id}/support_history/`): one timeline,
 * newest first, of the student's tiers (bands drawn from the supports given, tier-bands.ts), the
 * supports started and ended (with their outcomes), the board moves of the boards the caller may see
 * (the profile's Boards section's rule: a district board does not reach a school's teacher through its
 * student) and the celebrations the caller may see. For the readers of the student's profile (404
 * otherwise); not audited, as part of the profile. Moves and celebrations are the newest
 * HISTORY_SOURCE_MAX of each (`truncated` says when older ones were left out).
 */
import { HISTORY_SOURCE_MAX, type TGivenTier, type THistoryEntry, type TSupportHistory } from '@ss/domain';
import type { AuthedContext } from '../../context.ts';
import { scopeOf } from '../../lib/actor.ts';
import { movesOfStudent } from '../../repositories/board-cards.repository.ts';
import { listCelebrations } from '../../repositories/celebrations.repository.ts';
import { givenForHistory } from '../../repositories/supports-given.repository.ts';
import { visibleBoardsOfStudent } from '../boards/student-boards.ts';
import { loadStudent } from '../student-profile/access.ts';
import { auditSupportsRead } from './access.ts';
import { tierBands } from './tier-bands.ts';

type GivenForHistory = Awaited<ReturnType<typeof givenForHistory>>[number];

const tierOf = (g: GivenForHistory): TGivenTier | null =>
  g.tier_id === null || g.tier_key === null ? null : { id: g.tier_id, key: g.tier_key, label_en: g.tier_label_en ?? '', label_fr: g.tier_label_fr ?? '', color: g.tier_color };

/** On one day: ends before moves and celebrations, then starts, then the band a start opened (newest first reads down the day). */
const RANK: Record<THistoryEntry['kind'], number> = { support_ended: 0, board_move: 1, celebration: 2, support_started: 3, tier: 4 };

export function sortHistory(entries: THistoryEntry[]): THistoryEntry[] {
  const at = (e: THistoryEntry) => (e.kind === 'board_move' ? e.at : '');
  return entries.sort((a, b) => (a.date !== b.date ? (a.date < b.date ? 1 : -1) : RANK[a.kind] - RANK[b.kind] || (at(a) < at(b) ? 1 : at(a) > at(b) ? -1 : 0)));
}

export async function readSupportHistory(ctx: AuthedContext, studentId: number): Promise<TSupportHistory> {
  const { db, actor } = ctx;
  const { student } = await loadStudent(db, actor, studentId);
  const [given, boards, celebrations] = await Promise.all([
    givenForHistory(db, student.id),
    visibleBoardsOfStudent(ctx, student),
    listCelebrations(db, scopeOf(actor), { studentId: student.id }, { limit: HISTORY_SOURCE_MAX, offset: 0 }),
    // The read is audited like the profile's (ids only).
    auditSupportsRead(ctx, student, 'support_history'),
  ]);
  const titles = new Map(boards.map((b) => [b.id, b.title]));
  const moves = await movesOfStudent(db, student.id, [...titles.keys()], HISTORY_SOURCE_MAX);
  const entries: THistoryEntry[] = [];
  const spans = given.flatMap((g) => {
    const tier = tierOf(g);
    return tier ? [{ tier_key: tier.key, tier, start_date: g.start_date, end_date: g.end_date }] : [];
  });
  for (const band of tierBands(spans)) entries.push({ kind: 'tier', date: band.start_date, end_date: band.end_date, tier: band.tier });
  for (const g of given) {
    const support = { id: g.id, name: g.name, type: g.type };
    entries.push({ kind: 'support_started', date: g.start_date, support, tier: tierOf(g) });
    if (g.end_date !== null && g.outcome !== null) entries.push({ kind: 'support_ended', date: g.end_date, support, outcome: g.outcome });
  }
  for (const m of moves.rows) {
    entries.push({
      kind: 'board_move',
      date: m.moved_at.toISOString().slice(0, 10),
      at: m.moved_at.toISOString(),
      board: { id: m.board_id, name: titles.get(m.board_id) ?? '' },
      from: m.from_title === null ? null : { title: m.from_title, color: m.from_color },
      to: { title: m.to_title, color: m.to_color },
      by: m.mover_first === null ? null : `${m.mover_first} ${m.mover_last ?? ''}`.trim(),
    });
  }
  for (const c of celebrations.rows) entries.push({ kind: 'celebration', date: c.c.celebrated_on, id: c.c.id, title: c.c.title });
  return { results: sortHistory(entries), truncated: moves.count > moves.rows.length || celebrations.count > celebrations.rows.length };
}
