/**
 * The edit lock (spec section 4; issue 9, section 3). "Edit" takes it (and each heartbeat keeps it);
 * "Done" or leaving releases it; two minutes without a heartbeat frees it. A leader of the board's
 * level breaks someone else's lock at once: the holder's later moves answer 409 and their page
 * hears "One of the leaders unlocked the page…" on the board's channel. A leaders-only board's
 * lock is taken by leaders only.
 *
 * Nobody's action frees it too (issue 20): the holder's browser is gone (its session's last socket closed
 * on a copy and nothing of that session — a reconnect to any copy, a heartbeat — came within the grace), or
 * its two minutes passed without a heartbeat. Both tell the board's viewers at once through the same lock
 * event, and are audited as `board.unlocked` by the system (no actor) with the holder and the reason
 * (`editor_left`, `lock_expired`): a lock taken from someone without their Done is what an audit explains.
 */
import { BOARD_MSG } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AppContext, AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { HttpError } from '../../lib/errors.ts';
import { boardPolicy } from '../../policies/boards.policy.ts';
import { expiredLocks, lockHolder, releaseExpiredLock, releaseIdleLock, releaseLock, takeLock } from '../../repositories/board-locks.repository.ts';
import { bumpVersion, lockBoardRow } from '../../repositories/boards.repository.ts';
import { emit, SYSTEM } from '../emit.ts';
import { loadBoard, where } from './access.ts';
import { lockView } from './read-board.ts';

export const lockedByOther = () => new HttpError(409, 'edit_lock', BOARD_MSG.editedByOther);
export const notEditing = () => new HttpError(409, 'edit_lock', BOARD_MSG.notEditing);

/** Refuses a change from a session that does not hold the board's live lock. */
export async function assertHoldsLock(db: Database, boardId: number, sessionHash: string) {
  const holder = await lockHolder(db, boardId);
  if (!holder || holder.session_hash !== sessionHash) throw holder ? lockedByOther() : notEditing();
}

/** Takes the lock, or keeps it alive (a heartbeat is the same call); answers the lock and the board's version after it. */
export async function takeBoardLock(ctx: AuthedContext, id: number) {
  const auth = ctx.auth;
  return ctx.db.transaction(async (tx) => {
    const { board, ref } = await loadBoard(tx, auth.actor, id, { forUpdate: true });
    authorize(boardPolicy.moveCards, auth.actor, { ...ref, leaders_only: board.leaders_only });
    const holder = await lockHolder(tx, id);
    if (holder && holder.session_hash !== auth.sessionHash) throw lockedByOther();
    await takeLock(tx, id, auth.actor.id, auth.sessionHash);
    let version = board.version;
    if (!holder) {
      version = (await bumpVersion(tx, id))!;
      await emit(tx, ctx, { type: 'board.locked', target: where(board).target, version, leaders_only: board.leaders_only });
    }
    return { ...(await lockView(tx, id, board.leaders_only, auth.sessionHash)), version, changed: version !== board.version };
  });
}

/** The holder lets go; a leader breaks another's lock. Anyone else: 403. Nothing held: nothing to do. Answers as takeBoardLock. */
export async function releaseBoardLock(ctx: AuthedContext, id: number) {
  const auth = ctx.auth;
  return ctx.db.transaction(async (tx) => {
    const { board, ref } = await loadBoard(tx, auth.actor, id, { forUpdate: true });
    const holder = await lockHolder(tx, id);
    let version = board.version;
    if (holder) {
      const mine = holder.session_hash === auth.sessionHash;
      authorize(boardPolicy.releaseLock, auth.actor, ref, mine);
      await releaseLock(tx, id);
      version = (await bumpVersion(tx, id))!;
      if (mine) await emit(tx, ctx, { type: 'board.lock_released', target: where(board).target, version, leaders_only: board.leaders_only });
      else
        await emit(tx, ctx, { type: 'board.unlocked', ...where(board), details: { holder_id: holder.user_id }, version, leaders_only: board.leaders_only, broken_by_leader: true });
    }
    return { ...(await lockView(tx, id, board.leaders_only, auth.sessionHash)), version, changed: version !== board.version };
  });
}

/**
 * Frees one board's lock when `drop` (run with the board row locked) removes it: audited as the system's
 * unlock with the reason, the version bumped and the lock event sent to every copy on commit.
 */
async function releaseByNobody(ctx: AppContext, boardId: number, reason: 'editor_left' | 'lock_expired', drop: (tx: Database) => Promise<number | null>) {
  return ctx.db.transaction(async (tx) => {
    const board = await lockBoardRow(tx, boardId);
    if (!board) return false;
    const holderId = await drop(tx);
    if (holderId === null) return false;
    const version = (await bumpVersion(tx, boardId))!;
    await emit(tx, SYSTEM, {
      type: 'board.unlocked',
      ...where(board),
      details: { holder_id: holderId, reason },
      version,
      leaders_only: board.leaders_only,
      broken_by_leader: false,
    });
    return true;
  });
}

/**
 * The holder's browser left: the session's locks on these boards are released unless it heartbeat (or a
 * socket of it connected, on any copy) after `since`, the database's time when its last socket here closed.
 */
export async function releaseLocksOfGoneSession(ctx: AppContext, sessionHash: string, boards: number[], since: string) {
  let released = 0;
  for (const id of boards) if (await releaseByNobody(ctx, id, 'editor_left', (tx) => releaseIdleLock(tx, id, sessionHash, since))) released++;
  return released;
}

/** Locks past their two minutes are freed and their viewers told (any copy may find one first; the row lock makes it once). */
export async function releaseExpiredLocks(ctx: AppContext) {
  let released = 0;
  for (const id of await expiredLocks(ctx.db)) if (await releaseByNobody(ctx, id, 'lock_expired', (tx) => releaseExpiredLock(tx, id))) released++;
  return released;
}
