import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkConnection,
  connectionStore,
  RECONNECT_FIRST_MS,
  RECONNECT_LAST_MS,
  reportConnectionProblem,
  resetConnectionForTests,
} from './connection-state';

/** fetch answering HEAD /ping.json as the server would: up, or unreachable (a TypeError). */
function serverIs(up: () => boolean) {
  const fetchMock = vi.fn(async () => {
    if (!up()) throw new TypeError('Failed to fetch');
    return new Response(null, { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('connection state (platform.md §4, decision 067)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetConnectionForTests();
    onlineManager.setOnline(true);
  });
  afterEach(() => {
    resetConnectionForTests();
    onlineManager.setOnline(true);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stays online when a suspected loss is answered by the server', async () => {
    const fetchMock = serverIs(() => true);
    reportConnectionProblem();
    await checkConnection();
    expect(connectionStore.getState()).toEqual({ status: 'online', restoredAt: null });
    expect(fetchMock).toHaveBeenCalledWith('/ping.json', expect.objectContaining({ method: 'HEAD' }));
  });

  it('goes offline only when the ping is not answered, pauses the queries, and comes back', async () => {
    let up = false;
    serverIs(() => up);
    await checkConnection();
    expect(connectionStore.getState().status).toBe('offline');
    expect(onlineManager.isOnline()).toBe(false);

    up = true;
    await vi.advanceTimersByTimeAsync(RECONNECT_FIRST_MS);
    const state = connectionStore.getState();
    expect(state.status).toBe('online');
    expect(state.restoredAt).not.toBeNull();
    expect(onlineManager.isOnline()).toBe(true);
  });

  it('asks again with doubling pauses, never longer than the last', async () => {
    const fetchMock = serverIs(() => false);
    await checkConnection();
    const pings = [fetchMock.mock.calls.length];
    let elapsed = 0;
    for (let pause = RECONNECT_FIRST_MS; elapsed < 200_000; pause = Math.min(pause * 2, RECONNECT_LAST_MS)) {
      await vi.advanceTimersByTimeAsync(pause - 1);
      pings.push(fetchMock.mock.calls.length);
      await vi.advanceTimersByTimeAsync(1);
      pings.push(fetchMock.mock.calls.length);
      elapsed += pause;
    }
    // Each pause passes without a ping until its last millisecond, then exactly one.
    for (let i = 1; i < pings.length; i += 2) {
      expect(pings[i]).toBe(pings[i - 1]);
      expect(pings[i + 1]).toBe((pings[i] ?? 0) + 1);
    }
  });

  it('sends one ping for many problems reported at once', async () => {
    const fetchMock = serverIs(() => true);
    reportConnectionProblem();
    reportConnectionProblem();
    reportConnectionProblem();
    await checkConnection();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
