import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { ping } from '../api/api-client';

/**
 * The connection state of platform.md §4 ("online or offline") — decision 067. Three sources say
 * the connection may be lost: the browser (`offline` event), a request that failed to reach the
 * server, and the WebSocket's heartbeat (a ping without its pong). None of them alone decides:
 * each asks the server (HEAD /ping.json); only an unanswered ping makes the state offline. While
 * offline the server is asked again with growing pauses, and at once when the browser says it is
 * back online; the first answer makes the state online again and TanStack Query refetches.
 */
export type ConnectionStatus = 'online' | 'offline';

export interface ConnectionState {
  status: ConnectionStatus;
  /** When the connection came back after being lost (the banner says so for a moment). */
  restoredAt: number | null;
}

/** The ping's own time-out while checking a suspected loss. */
export const CONNECTION_PING_TIMEOUT_MS = 5_000;
/** The pauses between pings while offline: doubling from the first to the last. */
export const RECONNECT_FIRST_MS = 2_000;
export const RECONNECT_LAST_MS = 30_000;
/** How long "Conexão restabelecida" stays on the screen. */
export const RESTORED_NOTICE_MS = 4_000;

let state: ConnectionState = { status: 'online', restoredAt: null };
const listeners = new Set<() => void>();
let checking: Promise<void> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let retryPause = RECONNECT_FIRST_MS;

function publish(next: ConnectionState): void {
  state = next;
  onlineManager.setOnline(next.status === 'online');
  for (const listener of listeners) listener();
}

function scheduleRetry(): void {
  if (retryTimer !== null) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void checkConnection();
  }, retryPause);
  retryPause = Math.min(retryPause * 2, RECONNECT_LAST_MS);
}

/** Asks the server whether it answers, once at a time; the answer sets the state. */
export function checkConnection(): Promise<void> {
  checking ??= ping(CONNECTION_PING_TIMEOUT_MS)
    .then((isUp) => {
      if (isUp) {
        if (retryTimer !== null) clearTimeout(retryTimer);
        retryTimer = null;
        retryPause = RECONNECT_FIRST_MS;
        if (state.status === 'offline') publish({ status: 'online', restoredAt: Date.now() });
      } else {
        if (state.status === 'online') publish({ status: 'offline', restoredAt: null });
        scheduleRetry();
      }
    })
    .finally(() => {
      checking = null;
    });
  return checking;
}

/** Something suggests the connection is lost (a failed request, a missing pong): check it. */
export function reportConnectionProblem(): void {
  void checkConnection();
}

export const connectionStore = {
  getState: (): ConnectionState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

let isWatching = false;

/**
 * Listens to the browser's online and offline events once per page. TanStack Query's own
 * listener is replaced: it follows this state, so queries pause while offline and refetch when
 * the server answers again.
 */
export function watchConnection(): void {
  if (isWatching || typeof window === 'undefined') return;
  isWatching = true;
  onlineManager.setEventListener(() => () => undefined);
  window.addEventListener('offline', reportConnectionProblem);
  window.addEventListener('online', () => {
    retryPause = RECONNECT_FIRST_MS;
    void checkConnection();
  });
  if (navigator.onLine === false) reportConnectionProblem();
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(connectionStore.subscribe, connectionStore.getState, connectionStore.getState);
}

/** Test seam: back to online with no timers. */
export function resetConnectionForTests(): void {
  if (retryTimer !== null) clearTimeout(retryTimer);
  retryTimer = null;
  retryPause = RECONNECT_FIRST_MS;
  checking = null;
  state = { status: 'online', restoredAt: null };
}
