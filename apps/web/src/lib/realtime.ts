/**
 * The browser's ONE realtime socket (`GET /ws`), shared by every live page part: a board
 * (`board:{id}`) and a meeting (`meeting:{id}`) on the same screen subscribe on the same socket
 * (the hub takes up to 20 channels per socket). The socket opens with the first subscription,
 * reconnects with backoff (1 s doubling to 30 s, each wait drawn between half and all of it, so the sockets of a
 * copy that died do not all land on the next copy in the same instant) and subscribes again to every channel held, and
 * closes a moment after the last one is let go (a page change re-subscribing needs no new socket).
 * Which events to apply and when to refetch stays with each channel's hook.
 */
import { useEffect, useRef, useState } from 'react';

export type ChannelMessage<E> = { type: 'subscribed'; version: number } | { type: 'event'; version: number; event: E } | { type: 'not_found' };
type Listener = (m: ChannelMessage<unknown> | { type: 'closed' }) => void;

const MAX_DELAY = 30_000;
const PING_MS = 25_000;
const LINGER_MS = 2_000;

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/ws`;
}

const channels = new Map<string, Set<Listener>>();
let socket: WebSocket | null = null;
let retry: number | undefined;
let ping: number | undefined;
let linger: number | undefined;
let delay = 1000;

const sendTo = (s: WebSocket | null, message: object) => {
  if (s?.readyState === WebSocket.OPEN) s.send(JSON.stringify(message));
};

function connect() {
  window.clearTimeout(retry);
  const s = new WebSocket(socketUrl());
  socket = s;
  s.onopen = () => {
    delay = 1000;
    for (const channel of channels.keys()) sendTo(s, { type: 'subscribe', channel });
    ping = window.setInterval(() => sendTo(s, { type: 'ping' }), PING_MS);
  };
  s.onmessage = (e: MessageEvent<string>) => {
    let m: { type?: string; channel?: string; version?: number; event?: unknown; code?: string };
    try {
      m = JSON.parse(e.data) as typeof m;
    } catch {
      return;
    }
    if (m.channel === undefined) return;
    const listeners = channels.get(m.channel);
    if (!listeners) return;
    let message: ChannelMessage<unknown> | null = null;
    if (m.type === 'subscribed') message = { type: 'subscribed', version: m.version ?? -1 };
    else if (m.type === 'event' && m.event) message = { type: 'event', version: m.version ?? -1, event: m.event };
    else if (m.type === 'error' && m.code === 'not_found') message = { type: 'not_found' };
    if (message) for (const l of [...listeners]) l(message);
  };
  s.onclose = () => {
    window.clearInterval(ping);
    if (socket !== s) return;
    socket = null;
    for (const listeners of channels.values()) for (const l of [...listeners]) l({ type: 'closed' });
    if (!channels.size) return;
    retry = window.setTimeout(connect, delay / 2 + Math.random() * (delay / 2));
    delay = Math.min(delay * 2, MAX_DELAY);
  };
}

/** Holds `channel` while the returned function has not been called. */
export function subscribeChannel(channel: string, listener: Listener): () => void {
  window.clearTimeout(linger);
  let listeners = channels.get(channel);
  if (!listeners) channels.set(channel, (listeners = new Set()));
  listeners.add(listener);
  // A second holder of the channel asks again: the hub answers `subscribed` with the current version to all.
  if (socket) sendTo(socket, { type: 'subscribe', channel });
  else connect();
  return () => {
    const set = channels.get(channel);
    set?.delete(listener);
    if (set && !set.size) {
      channels.delete(channel);
      sendTo(socket, { type: 'unsubscribe', channel });
    }
    if (channels.size) return;
    window.clearTimeout(linger);
    linger = window.setTimeout(() => {
      if (channels.size) return;
      window.clearTimeout(retry);
      const s = socket;
      socket = null;
      s?.close();
    }, LINGER_MS);
  };
}

/** Subscribes to `channel` (none while null) for the component's life; answers whether it is subscribed now. */
export function useChannel<E>(channel: string | null, onMessage: (m: ChannelMessage<E>) => void): boolean {
  const handler = useRef(onMessage);
  const [live, setLive] = useState(false);
  useEffect(() => {
    handler.current = onMessage;
  });
  useEffect(() => {
    if (channel === null) return;
    const stop = subscribeChannel(channel, (m) => {
      if (m.type === 'closed') return setLive(false);
      if (m.type === 'subscribed') setLive(true);
      if (m.type === 'not_found') setLive(false);
      handler.current(m as ChannelMessage<E>);
    });
    return () => {
      stop();
      setLive(false);
    };
  }, [channel]);
  return live;
}
