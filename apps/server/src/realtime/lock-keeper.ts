/**
 * A board's edit lock outlives its holder's browser by a few seconds at most (issue 20). The hub tells the
 * keeper when a session's last socket on this copy closed; the keeper reads, on the database's clock, which
 * live locks the session holds, waits the grace (`BOARD_LOCK_GRACE_SECONDS`), and releases those it did not
 * heartbeat since. A reconnect may land on any copy: every socket that opens counts as a heartbeat of its
 * session's locks (touch), so the decision is the database's, never this copy's memory. Every copy also frees
 * locks past their two minutes now and then (`sweepMs`), so no viewer keeps showing a holder the server forgot.
 * Both releases reach every viewer through the lock event on the board's channel (NOTIFY on commit).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.ts';
import { safeError } from '../lib/safe-error.ts';
import { locksOfSession, touchLocksOfSession } from '../repositories/board-locks.repository.ts';
import { releaseExpiredLocks, releaseLocksOfGoneSession } from '../services/boards/lock.ts';

export class LockKeeper {
  private pending = new Set<NodeJS.Timeout>();
  private sweeper: NodeJS.Timeout | undefined;
  private stopped = false;
  private sweeping: Promise<unknown> | undefined;

  constructor(
    private ctx: AppContext,
    private log: FastifyBaseLogger,
    /** Whether the session has a socket on this copy now (a reconnect here keeps its locks whatever the clock says). */
    private hasSocket: (sessionHash: string) => boolean = () => false,
  ) {}

  start() {
    this.stopped = false;
    this.sweeper = setInterval(() => void this.sweep(), this.ctx.config.boardLocks.sweepMs);
    this.sweeper.unref();
  }

  stop() {
    this.stopped = true;
    clearInterval(this.sweeper);
    for (const t of this.pending) clearTimeout(t);
    this.pending.clear();
  }

  /** A socket of the session opened: its locks are alive. */
  async connected(sessionHash: string) {
    try {
      await touchLocksOfSession(this.ctx.db, sessionHash);
    } catch (err) {
      this.log.error({ error: safeError(err) }, 'board lock touch failed');
    }
  }

  /** The session has no socket left on this copy: its locks go after the grace unless it shows up again. */
  async gone(sessionHash: string) {
    if (this.stopped) return;
    const closedAt = Date.now();
    try {
      const { boards, at } = await locksOfSession(this.ctx.db, sessionHash, closedAt);
      if (!boards.length || this.stopped) return;
      const timer = setTimeout(() => {
        this.pending.delete(timer);
        if (this.stopped || this.hasSocket(sessionHash)) return;
        releaseLocksOfGoneSession(this.ctx, sessionHash, boards, at).catch((err: unknown) => this.log.error({ error: safeError(err) }, 'board lock release failed'));
      }, this.ctx.config.boardLocks.graceMs);
      this.pending.add(timer);
    } catch (err) {
      this.log.error({ error: safeError(err) }, 'board lock check failed');
    }
  }

  /** Frees locks past their lifetime (one sweep at a time on this copy). */
  sweep(): Promise<unknown> {
    this.sweeping ??= releaseExpiredLocks(this.ctx)
      .catch((err: unknown) => this.log.error({ error: safeError(err) }, 'board lock sweep failed'))
      .finally(() => (this.sweeping = undefined));
    return this.sweeping;
  }
}
