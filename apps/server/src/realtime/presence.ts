/**
 * Who is looking at a channel, across server copies. Each copy announces, through NOTIFY, the
 * users subscribed on it whenever that changes and every ANNOUNCE_MS anyway; every copy (itself
 * included) keeps the latest announcement of each copy, forgets a copy silent for STALE_MS (it
 * stopped), and tells its sockets the union, named. Payloads carry user ids only.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../context.ts';
import { announcePresence, userNames } from '../repositories/presence.repository.ts';

export const PRESENCE_CHANNEL = 'ss_presence';
const ANNOUNCE_MS = 30_000;
const STALE_MS = 75_000;

interface Announcement {
  copy: string;
  channel: string;
  users: number[];
}

type Viewers = { id: number; name: string }[];

export class Presence {
  readonly copy = randomUUID();
  private mine = new Map<string, number[]>();
  private seen = new Map<string, Map<string, { users: number[]; at: number }>>();
  private lastSent = new Map<string, string>();
  private names = new Map<number, string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private ctx: AppContext,
    private onViewers: (channel: string, viewers: Viewers) => void,
  ) {}

  start() {
    this.timer = setInterval(() => {
      // Names are read again now and then, so a renamed user shows under the new name.
      this.names.clear();
      for (const [channel, ids] of this.mine) void this.announce(channel, ids);
      for (const channel of this.seen.keys()) void this.publish(channel);
    }, ANNOUNCE_MS);
    this.timer.unref();
  }

  stop() {
    clearInterval(this.timer);
  }

  /** This copy's viewers of a channel changed. */
  changed(channel: string, ids: number[]) {
    const unique = [...new Set(ids)].sort((a, b) => a - b);
    if (unique.length) this.mine.set(channel, unique);
    else this.mine.delete(channel);
    void this.announce(channel, unique);
  }

  private async announce(channel: string, ids: number[]) {
    const payload = JSON.stringify({ copy: this.copy, channel, users: ids } satisfies Announcement);
    try {
      await announcePresence(this.ctx.db, PRESENCE_CHANNEL, payload);
    } catch {
      // The database is away: presence is a courtesy, the next announcement repairs it.
    }
  }

  onNotify(payload: string) {
    let a: Announcement;
    try {
      a = JSON.parse(payload) as Announcement;
    } catch {
      return;
    }
    if (typeof a.channel !== 'string' || !Array.isArray(a.users)) return;
    let copies = this.seen.get(a.channel);
    if (!copies) this.seen.set(a.channel, (copies = new Map()));
    copies.set(a.copy, { users: a.users.filter((u) => Number.isInteger(u)), at: Date.now() });
    void this.publish(a.channel);
  }

  /** The union of live copies' viewers, sent to this copy's sockets when it changed. */
  private async publish(channel: string) {
    const copies = this.seen.get(channel);
    if (!copies) return;
    const now = Date.now();
    const ids = new Set<number>();
    for (const [copy, entry] of copies) {
      if (now - entry.at > STALE_MS) copies.delete(copy);
      else for (const u of entry.users) ids.add(u);
    }
    if (!copies.size) this.seen.delete(channel);
    const key = [...ids].sort((a, b) => a - b).join(',');
    if (this.lastSent.get(channel) === key) return;
    this.lastSent.set(channel, key);
    if (!ids.size) this.lastSent.delete(channel);
    this.onViewers(channel, await this.named([...ids]));
  }

  /** Users by id with their names (a lock holder, the viewers). */
  async named(ids: number[]): Promise<Viewers> {
    const unknown = ids.filter((id) => !this.names.has(id));
    if (unknown.length) {
      const rows = await userNames(this.ctx.db, unknown);
      for (const r of rows) this.names.set(r.id, `${r.first} ${r.last}`);
    }
    return ids.flatMap((id) => (this.names.has(id) ? [{ id, name: this.names.get(id)! }] : [])).sort((a, b) => a.name.localeCompare(b.name));
  }
}
