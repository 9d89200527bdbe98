/**
 * A board's edit lock (spec section 4): one holder at a time, a browser session of a user. A
 * lock whose last heartbeat is older than BOARD_LOCK_TTL_SECONDS is free for anyone to take.
 * Callers run these inside the transaction that holds the board row (lockBoardRow), so two takers
 * cannot both win.
 */
import { and, eq, sql } from 'drizzle-orm';
import { BOARD_LOCK_TTL_SECONDS } from '@ss/domain';
import { boardLocks, users, type Database } from '@ss/db';

export interface LockHolder {
  user_id: number;
  session_hash: string;
  name: string;
}

const fresh = sql`${boardLocks.heartbeat_at} > now() - make_interval(secs => ${BOARD_LOCK_TTL_SECONDS})`;

/** The live holder of the board's lock, or null when nobody holds it (or it went stale). */
export async function lockHolder(db: Database, boardId: number): Promise<LockHolder | null> {
  const [row] = await db
    .select({ user_id: boardLocks.user_id, session_hash: boardLocks.session_hash, first: users.first_name, last: users.last_name })
    .from(boardLocks)
    .innerJoin(users, eq(users.id, boardLocks.user_id))
    .where(and(eq(boardLocks.board_id, boardId), fresh))
    .limit(1);
  return row ? { user_id: row.user_id, session_hash: row.session_hash, name: `${row.first} ${row.last}` } : null;
}

/** Takes (or refreshes) the lock for this session. The caller has checked it is free or its own. */
export async function takeLock(db: Database, boardId: number, userId: number, sessionHash: string) {
  await db
    .insert(boardLocks)
    .values({ board_id: boardId, user_id: userId, session_hash: sessionHash })
    .onConflictDoUpdate({
      target: boardLocks.board_id,
      set: {
        user_id: userId,
        session_hash: sessionHash,
        heartbeat_at: sql`now()`,
        // A heartbeat keeps the time it was taken; a new holder starts afresh.
        taken_at: sql`case when ${boardLocks.session_hash} = ${sessionHash} then ${boardLocks.taken_at} else now() end`,
      },
    });
}

export async function releaseLock(db: Database, boardId: number) {
  await db.delete(boardLocks).where(eq(boardLocks.board_id, boardId));
}

/**
 * The boards whose live lock this session holds, with the database's clock at `closedAt` (this copy's Date.now() when
 * the session's last socket closed; text, to the microsecond): a heartbeat after that time proves the session is still
 * there (releaseIdleLock). Measured from the close, not from this read: under load the read waits for a connection,
 * and a reconnect's touch or a heartbeat may commit before it. Inside a transaction, now() is when it began, and the
 * time elapsed since the close is measured after that, so the answer is never later than the close.
 */
export async function locksOfSession(db: Database, sessionHash: string, closedAt: number): Promise<{ boards: number[]; at: string }> {
  return db.transaction(async (tx) => {
    const agoSeconds = Math.max(0, Date.now() - closedAt) / 1000;
    const rows = await tx
      .select({ board_id: boardLocks.board_id, at: sql<string>`(now() - make_interval(secs => ${agoSeconds}))::text` })
      .from(boardLocks)
      .where(and(eq(boardLocks.session_hash, sessionHash), fresh));
    return { boards: rows.map((r) => r.board_id), at: rows[0]?.at ?? '' };
  });
}

/** A socket of this session (re)connected: its live locks count that as a heartbeat. */
export async function touchLocksOfSession(db: Database, sessionHash: string) {
  await db
    .update(boardLocks)
    .set({ heartbeat_at: sql`now()` })
    .where(and(eq(boardLocks.session_hash, sessionHash), fresh));
}

/** Drops the session's lock of a board unless it heartbeat after `since` (locksOfSession's clock); answers the holder. */
export async function releaseIdleLock(db: Database, boardId: number, sessionHash: string, since: string): Promise<number | null> {
  const [row] = await db
    .delete(boardLocks)
    .where(and(eq(boardLocks.board_id, boardId), eq(boardLocks.session_hash, sessionHash), sql`${boardLocks.heartbeat_at} <= ${since}::timestamptz`))
    .returning({ user_id: boardLocks.user_id });
  return row?.user_id ?? null;
}

/** Boards whose lock outlived its last heartbeat by more than the lifetime (nobody holds it, but the row says someone did). */
export async function expiredLocks(db: Database): Promise<number[]> {
  const rows = await db
    .select({ board_id: boardLocks.board_id })
    .from(boardLocks)
    .where(sql`not (${fresh})`);
  return rows.map((r) => r.board_id);
}

/** Drops a board's lock if it is still past its lifetime; answers the holder it had. */
export async function releaseExpiredLock(db: Database, boardId: number): Promise<number | null> {
  const [row] = await db
    .delete(boardLocks)
    .where(and(eq(boardLocks.board_id, boardId), sql`not (${fresh})`))
    .returning({ user_id: boardLocks.user_id });
  return row?.user_id ?? null;
}

/** Locks held by these sessions (a user signing out or being deactivated lets go of their boards). */
export async function releaseLocksOfSessions(db: Database, sessionHashes: string[]) {
  if (!sessionHashes.length) return [];
  const rows = await db
    .delete(boardLocks)
    .where(
      sql`${boardLocks.session_hash} in (${sql.join(
        sessionHashes.map((h) => sql`${h}`),
        sql`, `,
      )})`,
    )
    .returning({ board_id: boardLocks.board_id });
  return rows.map((r) => r.board_id);
}
