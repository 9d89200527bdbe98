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
