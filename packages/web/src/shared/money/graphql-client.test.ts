import type { SessionView } from '@honora/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../auth/auth-store';
import { backoffDelay, GraphqlError, graphqlRequest, graphqlSocketUrl } from './graphql-client';

const QUERY = 'query EventTransactions($id: String!) { transactions(where: { eventId: { equals: $id } }) { id } }';

type FetchStub = ReturnType<typeof vi.fn<typeof fetch>>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that never answers until its signal aborts (a server that hangs). */
const hanging: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });

let fetchStub: FetchStub;
let logged: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchStub = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchStub);
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  authStore.rememberCsrf({ csrfToken: 'csrf-123' } as SessionView);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  authStore.rememberCsrf(null);
});

/** Lets the pending promises run and the clock move `ms`. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('graphqlRequest', () => {
  it('posts the operation with the session cookie and the CSRF header, nothing cached', async () => {
    fetchStub.mockResolvedValueOnce(json(200, { data: { transactions: [] } }));
    await expect(graphqlRequest(QUERY, { id: 'e1' })).resolves.toEqual({ transactions: [] });
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('/graphql');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.cache).toBe('no-store');
    expect((init?.headers as Record<string, string>)['x-csrf-token']).toBe('csrf-123');
    expect(JSON.parse(String(init?.body))).toEqual({ query: QUERY, variables: { id: 'e1' } });
  });

  it('asks the server again for every call (no cache)', async () => {
    fetchStub.mockImplementation(async () => json(200, { data: { n: 1 } }));
    await graphqlRequest(QUERY, { id: 'e1' });
    await graphqlRequest(QUERY, { id: 'e1' });
    expect(fetchStub).toHaveBeenCalledTimes(2);
  });

  it('retries a network failure 3 times after 300, 600 and 1200 ms, then fails and logged each attempt', async () => {
    fetchStub.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = graphqlRequest(QUERY, {}, { random: () => 0 }).catch((error: unknown) => error);
    await advance(0);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await advance(299);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    await advance(599);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(fetchStub).toHaveBeenCalledTimes(3);
    await advance(1199);
    expect(fetchStub).toHaveBeenCalledTimes(3);
    await advance(1);
    expect(fetchStub).toHaveBeenCalledTimes(4);
    await advance(10_000);
    expect(fetchStub).toHaveBeenCalledTimes(4);
    const error = await result;
    expect(error).toBeInstanceOf(GraphqlError);
    expect((error as GraphqlError).kind).toBe('network');
    expect(logged).toHaveBeenCalledTimes(4);
  });

  it('adds up to half the delay as jitter', async () => {
    expect([1, 2, 3].map((n) => backoffDelay(n, () => 0))).toEqual([300, 600, 1200]);
    expect([1, 2, 3].map((n) => backoffDelay(n, () => 0.999999))).toEqual([450, 900, 1800]);
    fetchStub.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchStub.mockResolvedValueOnce(json(200, { data: { ok: true } }));
    const result = graphqlRequest(QUERY, {}, { random: () => 0.5 });
    await advance(374);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    await expect(result).resolves.toEqual({ ok: true });
  });

  it('answers the data when a retry succeeds', async () => {
    fetchStub.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchStub.mockResolvedValueOnce(json(503, { message: 'indisponível' }));
    fetchStub.mockResolvedValueOnce(json(200, { data: { transactions: [{ id: 't1' }] } }));
    const result = graphqlRequest(QUERY, {}, { random: () => 0 });
    await advance(300 + 600);
    await expect(result).resolves.toEqual({ transactions: [{ id: 't1' }] });
    expect(fetchStub).toHaveBeenCalledTimes(3);
  });

  it('gives each attempt 30 s, then aborts it and retries', async () => {
    fetchStub.mockImplementation(hanging);
    const result = graphqlRequest(QUERY, {}, { random: () => 0 }).catch((error: unknown) => error);
    await advance(29_999);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(fetchStub.mock.calls[0]![1]?.signal?.aborted).toBe(false);
    await advance(1);
    expect(fetchStub.mock.calls[0]![1]?.signal?.aborted).toBe(true);
    await advance(300);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    await advance(30_000 + 600 + 30_000 + 1200 + 30_000);
    expect(fetchStub).toHaveBeenCalledTimes(4);
    const error = (await result) as GraphqlError;
    expect(error.kind).toBe('timeout');
  });

  it('does not retry a GraphQL validation error (400) nor errors of an answered operation (200)', async () => {
    const validation = { message: 'Cannot query field "nope"', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
    fetchStub.mockResolvedValueOnce(json(400, { errors: [validation] }));
    const first = graphqlRequest(QUERY).catch((error: unknown) => error);
    await advance(60_000);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    const error = (await first) as GraphqlError;
    expect(error.kind).toBe('graphql');
    expect(error.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(error.isRetryable).toBe(false);
    expect(logged).toHaveBeenCalledTimes(1);

    const denied = { message: 'Acesso Negado', extensions: { code: 'permissionDenied' } };
    fetchStub.mockResolvedValueOnce(json(200, { data: null, errors: [denied] }));
    const second = graphqlRequest(QUERY).catch((error: unknown) => error);
    await advance(60_000);
    expect(fetchStub).toHaveBeenCalledTimes(2);
    expect(((await second) as GraphqlError).code).toBe('permissionDenied');
  });

  it('does not retry an HTTP 4xx refusal', async () => {
    fetchStub.mockResolvedValue(json(403, { code: 'csrfError' }));
    const result = graphqlRequest(QUERY).catch((error: unknown) => error);
    await advance(60_000);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(((await result) as GraphqlError).status).toBe(403);
  });

  it("stops at once when the caller's signal aborts: no retry, nothing logged", async () => {
    fetchStub.mockImplementation(hanging);
    const controller = new AbortController();
    const result = graphqlRequest(QUERY, {}, { signal: controller.signal }).catch((error: unknown) => error);
    await advance(100);
    controller.abort();
    await advance(60_000);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(await result).not.toBeInstanceOf(GraphqlError);
    expect(logged).not.toHaveBeenCalled();
  });

  it('stops waiting between retries when the caller aborts', async () => {
    fetchStub.mockRejectedValue(new TypeError('Failed to fetch'));
    const controller = new AbortController();
    const result = graphqlRequest(QUERY, {}, { signal: controller.signal, random: () => 0 }).catch(
      (error: unknown) => error,
    );
    await advance(100);
    controller.abort();
    await advance(60_000);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(await result).not.toBeInstanceOf(GraphqlError);
  });
});

describe('graphqlSocketUrl', () => {
  it('follows the page: ws on http, wss on https', () => {
    expect(graphqlSocketUrl({ protocol: 'http:', host: 'localhost:3100' })).toBe('ws://localhost:3100/graphql');
    expect(graphqlSocketUrl({ protocol: 'https:', host: 'honora.app' })).toBe('wss://honora.app/graphql');
  });
});
