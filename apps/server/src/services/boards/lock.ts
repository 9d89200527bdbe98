/**
 * The edit lock (spec section 4; issue 9, section 3). "Edit" takes it (and each heartbeat keeps it);
 * "Done" or leaving releases it; two minutes without a heartbeat frees it. A leader of the board's
 * level breaks someone else's lock at once: the holder's later moves answer 409 and their page
 * hears "One of the leaders unlocked the page…" on the board's channel. A leaders-only board's
 * lock is taken by leaders only.
 */
import { BOARD_MSG, boardChannel } from '@ss/domain';
import type { Database } from '@ss/db';
import type { AuthedContext } from '../../context.ts';
import { authorize } from '../../lib/authorize.ts';
import { HttpError } from '../../lib/errors.ts';
import { boardAbilities } from '../../presenters/boards.presenter.ts';
import { lockHolder, releaseLock, takeLock } from '../../repositories/board-locks.repository.ts';
import { bumpVersion } from '../../repositories/boards.repository.ts';
import { notifyRealtime } from '../../repositories/realtime.repository.ts';
import { emit } from '../emit.ts';
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
    authorize(boardAbilities(auth.actor, board, ref).edit);
    const holder = await lockHolder(tx, id);
    if (holder && holder.session_hash !== auth.sessionHash) throw lockedByOther();
    await takeLock(tx, id, auth.actor.id, auth.sessionHash);
    let version = board.version;
    if (!holder) {
      version = (await bumpVersion(tx, id))!;
      await notifyRealtime(tx, {
        channel: boardChannel(id),
        version,
        event: { kind: 'lock', holder_id: auth.actor.id, broken_by_leader: false, leaders_only: board.leaders_only },
      });
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
      authorize(mine || boardAbilities(auth.actor, board, ref).unlock);
      await releaseLock(tx, id);
      if (!mine) await emit(tx, ctx, { type: 'board.unlocked', ...where(board), details: { holder_id: holder.user_id } });
      version = (await bumpVersion(tx, id))!;
      await notifyRealtime(tx, { channel: boardChannel(id), version, event: { kind: 'lock', holder_id: null, broken_by_leader: !mine, leaders_only: board.leaders_only } });
    }
    return { ...(await lockView(tx, id, board.leaders_only, auth.sessionHash)), version, changed: version !== board.version };
  });
}
