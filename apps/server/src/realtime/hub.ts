/**
 * The realtime hub (issue 9, section 3): one per server copy. Browsers hold one socket each
 * (`GET /ws`) and subscribe to channels (`board:{id}`); a subscription is authorized exactly as a
 * read of the thing it names. Changes reach every copy through PostgreSQL NOTIFY after their
 * transaction commits (PGlite's own listen/notify in-process), so the copy a change was made on
 * and every other copy forward it the same way; there is no other broker.
 *
 * A socket lives only as long as its session may: the hub checks every socket's session again
 * when an event that may end access arrives (sign-out, deactivation, suspension, membership
 * changes) and every REVALIDATE_MS anyway, and re-authorizes its subscriptions; a socket whose
 * session ended is closed, a subscription no longer allowed is dropped with a not_found error.
 */
import type { WebSocket } from 'ws';
import type { FastifyBaseLogger } from 'fastify';
import { EVENTS_CHANNEL, REALTIME_CHANNEL, ZWsClientMessage, type AuditAction, type RealtimeNotice, type TBoardEvent, type TMeetingEvent, type TWsServerMessage } from '@ss/domain';
import type { AppContext, RequestAuth } from '../context.ts';
import { safeError } from '../lib/safe-error.ts';
import type { ChannelAccess } from '../services/listeners.ts';
import { LockKeeper } from './lock-keeper.ts';
import { Presence, PRESENCE_CHANNEL } from './presence.ts';

/** Sockets' sessions and subscriptions are checked again at least this often. */
export const REVALIDATE_MS = 20_000;
/** Domain events after which a socket may no longer be allowed what it holds. */
const ACCESS_EVENTS = new Set<string>([
  'auth.sign_out',
  'auth.password_changed',
  'auth.sessions_ended',
  'user.deactivated',
  'user.updated',
  'school.account_changed',
  'district.suspended',
  'simulation.started',
  'simulation.stopped',
  'board.updated',
  'board.deleted',
  'meeting.updated',
  'meeting.deleted',
] satisfies AuditAction[]);
/** A client may hold this many subscriptions on one socket. */
const MAX_SUBSCRIPTIONS = 20;
/** Close codes: 4401 the session ended, 1008 policy (bad origin), 1001 the server stops. */
export const CLOSE = { sessionEnded: 4401, policy: 1008, goingAway: 1001 } as const;

/** Re-reads a socket's session: its auth when still live, null when it ended. */
export type SessionCheck = (sessionHash: string) => Promise<RequestAuth | null>;

interface Client {
  socket: WebSocket;
  auth: RequestAuth;
  channels: Set<string>;
}

export class RealtimeHub {
  private clients = new Set<Client>();
  private byChannel = new Map<string, Set<Client>>();
  private stops: (() => Promise<void>)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private revalidating: Promise<void> | undefined;
  private again = false;
  private forwarding: Promise<void> = Promise.resolve();
  readonly presence: Presence;
  /** Board locks whose holder's browser left, or whose lifetime passed. */
  readonly locks: LockKeeper;

  constructor(
    private ctx: AppContext,
    private access: Record<string, ChannelAccess>,
    private checkSession: SessionCheck,
    private log: FastifyBaseLogger,
  ) {
    this.presence = new Presence(ctx, (channel, viewers) => this.send(channel, { kind: 'presence', viewers }, null));
    this.locks = new LockKeeper(ctx, log, (hash) => this.hasSession(hash));
  }

  async start() {
    this.stops.push(
      await this.ctx.database.listen(
        REALTIME_CHANNEL,
        (p) => this.onRealtime(p),
        () => this.onReconnect(),
      ),
    );
    this.stops.push(await this.ctx.database.listen(PRESENCE_CHANNEL, (p) => this.presence.onNotify(p)));
    this.stops.push(await this.ctx.database.listen(EVENTS_CHANNEL, (p) => this.onDomainEvent(p)));
    this.timer = setInterval(() => void this.revalidate(), REVALIDATE_MS);
    this.timer.unref();
    this.presence.start();
    this.locks.start();
  }

  async stop() {
    clearInterval(this.timer);
    this.presence.stop();
    // A copy that stops keeps its sockets' locks: the browsers reconnect to another copy (or this one restarted).
    this.locks.stop();
    // The close frame (1001, going away) must reach the browsers before the server ends the connections, or they
    // see 1005 (no status): wait for each socket's close handshake, a second at most.
    const closed = [...this.clients].map((c) => new Promise<void>((resolve) => (c.socket.readyState === c.socket.CLOSED ? resolve() : c.socket.once('close', () => resolve()))));
    for (const c of this.clients) c.socket.close(CLOSE.goingAway, 'server stopping');
    await Promise.race([Promise.all(closed), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
    for (const stop of this.stops) await stop();
    this.stops = [];
  }

  /** The number of open sockets (the health page and the benchmark read it). */
  get size() {
    return this.clients.size;
  }

  /** The channel subscriptions the open sockets hold (the metrics read it). */
  get subscriptions() {
    let n = 0;
    for (const c of this.clients) n += c.channels.size;
    return n;
  }

  /** A new authenticated socket. Handlers are attached at once so no message is lost. */
  attach(socket: WebSocket, auth: RequestAuth) {
    const client: Client = { socket, auth, channels: new Set() };
    this.clients.add(client);
    socket.on('message', (data, isBinary) => void this.onMessage(client, isBinary ? null : data.toString()));
    socket.on('close', () => this.detach(client));
    socket.on('error', () => socket.terminate());
    void this.locks.connected(auth.sessionHash);
  }

  private hasSession(hash: string) {
    for (const c of this.clients) if (c.auth.sessionHash === hash) return true;
    return false;
  }

  private detach(client: Client) {
    if (!this.clients.delete(client)) return;
    for (const ch of client.channels) this.leave(client, ch);
    const hash = client.auth.sessionHash;
    if (!this.hasSession(hash)) void this.locks.gone(hash);
  }

  private leave(client: Client, channel: string) {
    client.channels.delete(channel);
    const set = this.byChannel.get(channel);
    set?.delete(client);
    if (set && !set.size) this.byChannel.delete(channel);
    this.presence.changed(channel, this.viewersHere(channel));
  }

  private viewersHere(channel: string) {
    return [...(this.byChannel.get(channel) ?? [])].map((c) => c.auth.actor.id);
  }

  private reply(client: Client, message: TWsServerMessage) {
    if (client.socket.readyState === client.socket.OPEN) client.socket.send(JSON.stringify(message));
  }

  private async onMessage(client: Client, text: string | null) {
    let raw: unknown;
    try {
      raw = text === null || text.length > 4096 ? undefined : JSON.parse(text);
    } catch {
      raw = undefined;
    }
    const parsed = ZWsClientMessage.safeParse(raw);
    if (!parsed.success) return this.reply(client, { type: 'error', code: 'bad_request', message: 'Invalid message' });
    const m = parsed.data;
    if (m.type === 'ping') return this.reply(client, { type: 'pong' });
    if (m.type === 'unsubscribe') {
      this.leave(client, m.channel);
      return this.reply(client, { type: 'unsubscribed', channel: m.channel });
    }
    if (client.channels.size >= MAX_SUBSCRIPTIONS && !client.channels.has(m.channel)) {
      return this.reply(client, { type: 'error', code: 'bad_request', channel: m.channel, message: 'Too many subscriptions' });
    }
    const allowed = await this.authorize(client.auth, m.channel);
    if (!this.clients.has(client)) return;
    if (!allowed) return this.reply(client, { type: 'error', code: 'not_found', channel: m.channel, message: 'Not Found' });
    client.channels.add(m.channel);
    let set = this.byChannel.get(m.channel);
    if (!set) this.byChannel.set(m.channel, (set = new Set()));
    set.add(client);
    this.reply(client, { type: 'subscribed', channel: m.channel, version: allowed.version });
    this.presence.changed(m.channel, this.viewersHere(m.channel));
  }

  private async authorize(auth: RequestAuth, channel: string) {
    const [prefix, id] = channel.split(':');
    const access = this.access[prefix!];
    if (!access) return null;
    try {
      return await access.authorize(this.ctx, auth, Number(id));
    } catch (err) {
      this.log.error({ error: safeError(err) }, 'realtime authorization failed');
      return null;
    }
  }

  /** Sends an event to this copy's subscribers of a channel. */
  send(channel: string, event: TBoardEvent | TMeetingEvent, version: number | null) {
    const set = this.byChannel.get(channel);
    if (!set) return;
    const text = JSON.stringify({ type: 'event', channel, version: version ?? -1, event });
    for (const c of set) if (c.socket.readyState === c.socket.OPEN) c.socket.send(text);
  }

  private onRealtime(payload: string) {
    let m: RealtimeNotice;
    try {
      m = JSON.parse(payload) as RealtimeNotice;
    } catch {
      return;
    }
    // In arrival order: a lock event waits for its holder's name, and what follows waits for it.
    this.forwarding = this.forwarding.then(() => this.forward(m)).catch(() => {});
    // A change of access (a board deleted, members changed) is followed by a check of everyone.
    if (m.event.kind === 'deleted' || m.event.kind === 'changed') void this.revalidate();
  }

  private async forward(m: RealtimeNotice) {
    if (m.event.kind !== 'lock') return this.send(m.channel, m.event, m.version);
    const { holder_id, ...rest } = m.event;
    const [holder] = holder_id === null ? [] : await this.presence.named([holder_id]).catch(() => []);
    this.send(m.channel, { ...rest, kind: 'lock', holder: holder ?? null }, m.version);
  }

  /** An event that may end someone's access: every socket's session and subscriptions are checked now. */
  private onDomainEvent(payload: string) {
    let type: string | undefined;
    try {
      type = (JSON.parse(payload) as { type?: string }).type;
    } catch {
      return;
    }
    if (type && ACCESS_EVENTS.has(type)) void this.revalidate();
  }

  /** Notifications may have been lost while the connection was down: everyone refetches. */
  private onReconnect() {
    for (const [channel, set] of this.byChannel) {
      const text = JSON.stringify({ type: 'event', channel, version: -1, event: { kind: 'changed' } });
      for (const c of set) if (c.socket.readyState === c.socket.OPEN) c.socket.send(text);
    }
  }

  /** Checks every socket's session and subscriptions again; a call during a check runs one more after it. */
  revalidate(): Promise<void> {
    if (this.revalidating) {
      this.again = true;
      return this.revalidating;
    }
    this.revalidating = (async () => {
      do {
        this.again = false;
        await this.revalidateAll();
      } while (this.again);
    })().finally(() => (this.revalidating = undefined));
    return this.revalidating;
  }

  private async revalidateAll() {
    const bySession = new Map<string, Client[]>();
    for (const c of this.clients) bySession.set(c.auth.sessionHash, [...(bySession.get(c.auth.sessionHash) ?? []), c]);
    for (const [hash, clients] of bySession) {
      let auth: RequestAuth | null;
      try {
        auth = await this.checkSession(hash);
      } catch (err) {
        this.log.error({ error: safeError(err) }, 'realtime session check failed');
        continue;
      }
      for (const c of clients) {
        if (!auth || auth.actor.id !== c.auth.actor.id) {
          c.socket.close(CLOSE.sessionEnded, 'session ended');
          this.detach(c);
          continue;
        }
        c.auth = auth;
        for (const ch of [...c.channels]) {
          if (await this.authorize(auth, ch)) continue;
          this.leave(c, ch);
          this.reply(c, { type: 'error', code: 'not_found', channel: ch, message: 'Not Found' });
        }
      }
    }
  }
}
