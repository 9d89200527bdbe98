/**
 * One board as the page lives it: the server's board kept current from its channel (moves applied in
 * version order; a gap, a reconnect or a "changed" refetches), who else is viewing, and the edit lock
 * (Edit takes it and heartbeats every 30 s, Done releases it, a leader's Unlock breaks another's).
 * Moves are optimistic, sent one after another against the version seen; a 409 refetches and says so.
 *
 * Leaving lets go of the lock: an in-app link unmounts the page (release), closing the tab or going to another
 * site fires `pagehide` (a keepalive release; the server also frees a lock whose browser's sockets are gone). A
 * heartbeat that gets no answer (the server restarting, the network away) keeps editing and tries again, and the
 * page says the connection is lost; a refusal (someone else holds it now) ends editing. When the socket is back
 * while editing, a heartbeat goes at once: the server keeps (or gives back) the lock of a browser that returns.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TBoard, TBoardEvent, TBoardLockResult } from '@ss/domain';
import { BOARD_MSG } from '@ss/domain/boards-shared';
import { isApiError } from '../../lib/api.ts';
import { qk } from '../../lib/query-keys.ts';
import { notify } from '../../lib/notify.ts';
import { fetchBoard, moveCard, releaseLock, releaseLockOnLeave, takeLock, updateBoard } from './api.ts';
import { isCard, moveTarget, placeCard, type CardKey } from './board-state.ts';
import { useBoardChannel, type ChannelMessage } from './useBoardChannel.ts';

const HEARTBEAT_MS = 30_000;
/** A heartbeat without an answer is tried again after 2 s, doubling to 15 s (the lock lives two minutes). */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 15_000;

export interface Viewer {
  id: number;
  name: string;
}

export function useLiveBoard(boardId: number, meId: number) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = useMemo(() => qk.boards.detail(boardId), [boardId]);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchBoard(boardId, signal) });
  const [editing, setEditingState] = useState(false);
  const editingRef = useRef(false);
  const [viewers, setViewers] = useState<Viewer[]>([]);
  const [deleted, setDeleted] = useState(false);
  const [connectionLost, setConnectionLost] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const retry = useRef<{ timer?: number; delay: number }>({ delay: RETRY_FIRST_MS });

  const setEditing = useCallback((on: boolean) => {
    editingRef.current = on;
    setEditingState(on);
  }, []);
  const current = useCallback(() => client.getQueryData<TBoard>(key), [client, key]);
  const write = useCallback((change: (b: TBoard) => TBoard) => client.setQueryData<TBoard>(key, (b) => (b ? change(b) : b)), [client, key]);
  const refetch = useCallback(() => void client.invalidateQueries({ queryKey: key }), [client, key]);

  const lostLock = useCallback(
    (error: unknown) => {
      setEditing(false);
      notify('error', t(isApiError(error) ? error.message : 'Could not perform action'));
      refetch();
    },
    [setEditing, t, refetch],
  );

  /**
   * The lock's answer. When the call changed the board (a free lock taken, a held one released) and its
   * version is the next one of the board we hold, nothing else happened in between: the answer's lock and
   * version are written in, with no need to read the 400 cards again. The version we hold already (the
   * channel's lock event came first) takes the answer's lock only, which alone knows whether the lock is this
   * browser's; an older one changes nothing; anything else (a gap, or a read under way that would overwrite
   * the write) reads the board.
   */
  const applyLock = useCallback(
    async ({ version, changed, ...lock }: TBoardLockResult) => {
      const board = current();
      if (board && version < board.version) return;
      if (board && version === board.version) return void write((b) => (b.version === version ? { ...b, lock } : b));
      if (!board || !changed || version !== board.version + 1 || client.isFetching({ queryKey: key }) > 0) return client.refetchQueries({ queryKey: key });
      write((b) => ({ ...b, version, lock }));
    },
    [client, key, current, write],
  );

  /** Keeps the lock alive; an unanswered call is tried again with backoff, a refusal ends editing. */
  const heartbeat = useCallback(
    function beat() {
      window.clearTimeout(retry.current.timer);
      if (!editingRef.current) return;
      takeLock(boardId).then(
        (answer) => {
          retry.current.delay = RETRY_FIRST_MS;
          setConnectionLost(false);
          if (editingRef.current) void applyLock(answer);
        },
        (error: unknown) => {
          if (!editingRef.current) return;
          // The server said no (another holder now, no right to edit, signed out): editing ends, and says why.
          if (isApiError(error) && error.status >= 400 && error.status < 500) return lostLock(error);
          setConnectionLost(true);
          retry.current.timer = window.setTimeout(beat, retry.current.delay);
          retry.current.delay = Math.min(retry.current.delay * 2, RETRY_MAX_MS);
        },
      );
    },
    [boardId, lostLock, applyLock],
  );

  const onLock = useCallback(
    (e: Extract<TBoardEvent, { kind: 'lock' }>) => {
      // "mine" is this browser's session: a holder of my name may be my own lock from before a reload.
      const mine = (b: TBoard) => e.holder !== null && e.holder.id === meId && (editingRef.current || b.lock.mine);
      write((b) => ({ ...b, lock: { holder: e.holder, mine: mine(b), leaders_only: e.leaders_only } }));
      if (!editingRef.current) return;
      if (e.holder === null && e.broken_by_leader) {
        setEditing(false);
        notify('error-with-close', t(BOARD_MSG.unlockedByLeader));
      } else if (e.holder !== null && e.holder.id !== meId) setEditing(false);
      // Freed by the server while this page still edits (it heard nothing from us for a while): take it back.
      else if (e.holder === null) heartbeat();
    },
    [write, setEditing, t, meId, heartbeat],
  );

  const onMessage = useCallback(
    (m: ChannelMessage) => {
      const board = current();
      if (m.type === 'not_found') return setDeleted(true);
      if (m.type === 'subscribed') {
        // Back after a lost connection while editing: say so to the server at once (it frees a gone browser's lock).
        if (editingRef.current) heartbeat();
        if (board && m.version !== board.version) refetch();
        return;
      }
      const { event, version } = m;
      if (event.kind === 'presence') return setViewers(event.viewers);
      if (event.kind === 'deleted') return setDeleted(true);
      if (event.kind === 'lock') onLock(event);
      if (!board || version === -1 || event.kind === 'changed') return refetch();
      if (version <= board.version) return; // seen already (our own move, answered first)
      if (version !== board.version + 1) return refetch();
      write((b) => {
        if (event.kind !== 'moved') return { ...b, version };
        const key: CardKey | null =
          event.student_id !== null ? { kind: 'student', id: event.student_id } : event.school_id !== null ? { kind: 'school', id: event.school_id } : null;
        const moved = key ? placeCard(b, key, event.category_id, event.position) : b;
        return { ...moved, version };
      });
    },
    [current, refetch, onLock, write, heartbeat],
  );
  const live = useBoardChannel(boardId, onMessage);

  const startEditing = useCallback(async () => {
    try {
      const answer = await takeLock(boardId);
      setConnectionLost(false);
      setEditing(true);
      // Taking the lock moved the board's version: the first move is sent against the new one.
      await applyLock(answer);
    } catch (error) {
      lostLock(error);
    }
  }, [boardId, setEditing, applyLock, lostLock]);

  const stopEditing = useCallback(async () => {
    setEditing(false);
    await queue.current;
    const answer = await releaseLock(boardId).catch(() => null);
    if (answer) await applyLock(answer);
  }, [boardId, setEditing, applyLock]);

  const unlock = useCallback(async () => {
    try {
      await applyLock(await releaseLock(boardId));
    } catch (error) {
      notify('error', t(isApiError(error) ? error.message : 'Could not perform action'));
    }
  }, [boardId, t, applyLock]);

  // Heartbeat while editing; leaving the page lets go of the lock.
  useEffect(() => {
    if (!editing) return;
    const timer = window.setInterval(heartbeat, HEARTBEAT_MS);
    const state = retry.current;
    return () => {
      window.clearInterval(timer);
      window.clearTimeout(state.timer);
      state.delay = RETRY_FIRST_MS;
    };
  }, [editing, heartbeat]);
  useEffect(
    () => () => {
      if (editingRef.current) void releaseLock(boardId).catch(() => undefined);
    },
    [boardId],
  );
  // The tab closes or goes to another site: no unmount runs, so the release is sent to outlive the page.
  useEffect(() => {
    const leave = () => {
      if (!editingRef.current) return;
      // Kept in the back-forward cache, the page comes back viewing: the lock is gone.
      setEditing(false);
      releaseLockOnLeave(boardId);
    };
    window.addEventListener('pagehide', leave);
    return () => window.removeEventListener('pagehide', leave);
  }, [boardId, setEditing]);

  const move = useCallback(
    (card: CardKey, categoryId: number, position: number) => {
      if (!editingRef.current) return;
      const was = current()?.cards.find((c) => isCard(c, card));
      write((b) => placeCard(b, card, categoryId, position));
      queue.current = queue.current.then(async () => {
        const board = current();
        if (!board || !editingRef.current) return;
        try {
          const { version } = await moveCard(boardId, { ...moveTarget(card), category_id: categoryId, position, version: board.version });
          write((b) => ({ ...b, version: Math.max(b.version, version) }));
        } catch (error) {
          if (isApiError(error, 'edit_lock')) return lostLock(error);
          if (isApiError(error, 'conflict')) notify('warning', t('boards.staleRefetched'));
          else {
            // No answer or a failure: the card goes back where it was, and the page says the move was not saved.
            if (was) write((b) => placeCard(b, card, was.category_id, was.position));
            notify('error', t('boards.moveNotSaved'));
          }
          refetch();
        }
      });
    },
    [boardId, current, write, lostLock, refetch, t],
  );

  /** A leader makes the board leaders-only (or not): only leaders may then take the edit lock. */
  const setLeadersOnly = useCallback(
    async (on: boolean) => {
      const board = current();
      if (!board) return;
      try {
        const saved = await updateBoard(boardId, { leaders_only: on, version: board.version });
        write((b) => (saved.version > b.version ? saved : b));
      } catch (error) {
        notify('error', t(isApiError(error, 'conflict') ? 'boards.staleRefetched' : isApiError(error) ? error.message : 'Could not perform action'));
        refetch();
      }
    },
    [boardId, current, write, refetch, t],
  );

  const others = viewers.filter((v) => v.id !== meId);
  return { query, editing, live, deleted, viewers: others, connectionLost: editing && connectionLost, startEditing, stopEditing, unlock, move, setLeadersOnly };
}
