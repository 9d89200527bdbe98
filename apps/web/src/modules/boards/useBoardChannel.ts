/**
 * The board's live channel over `GET /ws`: subscribes to `board:{id}`, hands every event to the page,
 * and reconnects with backoff (1 s doubling to 30 s). Which events to apply and when to refetch is
 * the caller's (useLiveBoard); this hook only keeps the socket.
 */
import { useEffect, useRef, useState } from 'react';
import type { TBoardEvent } from '@ss/domain';

export type ChannelMessage = { type: 'subscribed'; version: number } | { type: 'event'; version: number; event: TBoardEvent } | { type: 'not_found' };

const MAX_DELAY = 30_000;
const PING_MS = 25_000;

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${window.location.host}/ws`;
}

/** Returns whether the socket is connected and subscribed. */
export function useBoardChannel(boardId: number, onMessage: (m: ChannelMessage) => void): boolean {
  const handler = useRef(onMessage);
  const [live, setLive] = useState(false);
  useEffect(() => {
    handler.current = onMessage;
  });

  useEffect(() => {
    const channel = `board:${boardId}`;
    let socket: WebSocket | null = null;
    let retry: number | undefined;
    let ping: number | undefined;
    let delay = 1000;
    let stopped = false;

    const connect = () => {
      socket = new WebSocket(socketUrl());
      socket.onopen = () => {
        delay = 1000;
        socket?.send(JSON.stringify({ type: 'subscribe', channel }));
        ping = window.setInterval(() => socket?.send(JSON.stringify({ type: 'ping' })), PING_MS);
      };
      socket.onmessage = (e: MessageEvent<string>) => {
        let m: { type?: string; channel?: string; version?: number; event?: TBoardEvent; code?: string };
        try {
          m = JSON.parse(e.data) as typeof m;
        } catch {
          return;
        }
        if (m.channel !== undefined && m.channel !== channel) return;
        if (m.type === 'subscribed') {
          setLive(true);
          handler.current({ type: 'subscribed', version: m.version ?? -1 });
        } else if (m.type === 'event' && m.event) handler.current({ type: 'event', version: m.version ?? -1, event: m.event });
        else if (m.type === 'error' && m.code === 'not_found') handler.current({ type: 'not_found' });
      };
      socket.onclose = () => {
        setLive(false);
        window.clearInterval(ping);
        if (stopped) return;
        retry = window.setTimeout(connect, delay);
        delay = Math.min(delay * 2, MAX_DELAY);
      };
    };
    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      window.clearInterval(ping);
      socket?.close();
    };
  }, [boardId]);
  return live;
}
