import { createClient, type Client } from 'graphql-ws';
import { reportConnectionProblem } from '../connection/connection-state';
import { authStore } from '../auth/auth-store';

/**
 * The web's GraphQL client (platform.md §7, billing.md §7–§8; decision 016): operations over
 * HTTP POST at /graphql with the session cookie and the CSRF header, retried up to 3 times
 * (300 ms, doubling, with jitter) when the network or the server failed, 30 s per attempt,
 * nothing cached. GraphQL and network errors are only logged — never shown as toasts; the
 * caller decides what the screen does without the answer. Subscriptions go over WebSocket.
 */

export const GRAPHQL_PATH = '/graphql';

/** platform.md §9: retries 3, delay 300 ms, timeout 30 s. */
export const GRAPHQL_RETRY = { retries: 3, initialDelayMs: 300, timeoutMs: 30_000 } as const;

export interface GraphqlErrorEntry {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

export type GraphqlFailureKind = 'network' | 'timeout' | 'http' | 'graphql';

/** A failed operation: what failed, the HTTP status (0 without an answer) and the GraphQL errors. */
export class GraphqlError extends Error {
  readonly kind: GraphqlFailureKind;
  readonly status: number;
  readonly errors: readonly GraphqlErrorEntry[];

  constructor(kind: GraphqlFailureKind, message: string, status = 0, errors: readonly GraphqlErrorEntry[] = []) {
    super(message);
    this.name = 'GraphqlError';
    this.kind = kind;
    this.status = status;
    this.errors = errors;
  }

  /** The code of the first GraphQL error (the API's codes: inputError, permissionDenied, …). */
  get code(): string | null {
    const code = this.errors[0]?.extensions?.code;
    return typeof code === 'string' ? code : null;
  }

  /**
   * Only what may pass on its own is tried again: no answer, a time-out, a 5xx, 408 or 429. A
   * request the server read and refused (validation, permission, input) fails the same way twice.
   */
  get isRetryable(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true;
    if (this.kind === 'http') return this.status >= 500 || this.status === 408 || this.status === 429;
    return false;
  }
}

export interface GraphqlRequestOptions {
  /** The caller's cancellation (a screen that closed): stops at once, nothing retried or logged. */
  signal?: AbortSignal;
  /** Tests: the jitter's random source (default Math.random). */
  random?: () => number;
}

/**
 * The wait before retry `attempt` (1, 2, 3): 300 ms doubling each time, plus up to half of it at
 * random so that many screens failing together do not retry together.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = GRAPHQL_RETRY.initialDelayMs * 2 ** (attempt - 1);
  return Math.round(base + base * 0.5 * random());
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

interface GraphqlPayload<T> {
  data?: T | null;
  errors?: GraphqlErrorEntry[];
}

async function readPayload<T>(response: Response): Promise<GraphqlPayload<T> | null> {
  try {
    const parsed = (await response.json()) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as GraphqlPayload<T>) : null;
  } catch {
    return null;
  }
}

function headers(): Record<string, string> {
  const found: Record<string, string> = {
    accept: 'application/graphql-response+json, application/json',
    'content-type': 'application/json',
  };
  const token = authStore.csrfToken();
  if (token) found['x-csrf-token'] = token;
  return found;
}

/** One attempt with its own 30 s time-out; the caller's signal aborts it too. */
async function attempt<T>(body: string, signal: AbortSignal | undefined): Promise<T> {
  const controller = new AbortController();
  let isTimedOut = false;
  const timer = setTimeout(() => {
    isTimedOut = true;
    controller.abort();
  }, GRAPHQL_RETRY.timeoutMs);
  const forward = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forward, { once: true });
  try {
    let response: Response;
    try {
      response = await fetch(GRAPHQL_PATH, {
        method: 'POST',
        credentials: 'same-origin',
        cache: 'no-store',
        headers: headers(),
        body,
        signal: controller.signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      if (isTimedOut) throw new GraphqlError('timeout', `GraphQL: sem resposta em ${GRAPHQL_RETRY.timeoutMs} ms`);
      throw new GraphqlError('network', `GraphQL: falha de rede (${String(error)})`);
    }
    const payload = await readPayload<T>(response);
    if (isTimedOut) throw new GraphqlError('timeout', `GraphQL: sem resposta em ${GRAPHQL_RETRY.timeoutMs} ms`);
    const errors = payload?.errors ?? [];
    if (errors.length > 0 && (response.ok || response.status < 500)) {
      throw new GraphqlError('graphql', errors.map((e) => e.message).join('; '), response.status, errors);
    }
    if (!response.ok) throw new GraphqlError('http', `GraphQL: HTTP ${response.status}`, response.status, errors);
    if (payload?.data === undefined || payload.data === null) {
      throw new GraphqlError('graphql', 'GraphQL: resposta sem dados', response.status);
    }
    return payload.data;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

/**
 * Runs a query or mutation: the data, or a GraphqlError after the retries are spent. Each failed
 * attempt is logged (console.error); a mutation is safe to retry only with an idempotency key or
 * ids the server deduplicates (upsertManyTransactionInTransaction is).
 */
export async function graphqlRequest<T, V extends object = Record<string, unknown>>(
  query: string,
  variables?: V,
  options: GraphqlRequestOptions = {},
): Promise<T> {
  const body = JSON.stringify({ query, variables: variables ?? {} });
  const operation = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? 'anônima';
  for (let tried = 0; ; tried += 1) {
    try {
      return await attempt<T>(body, options.signal);
    } catch (error) {
      if (options.signal?.aborted || !(error instanceof GraphqlError)) throw error;
      console.error(`GraphQL ${operation}: tentativa ${tried + 1} falhou`, error.message, error.errors);
      if (!error.isRetryable || tried >= GRAPHQL_RETRY.retries) throw error;
      await wait(backoffDelay(tried + 1, options.random), options.signal);
    }
  }
}

// ---- subscriptions -------------------------------------------------------------------------

let wsClient: Client | null = null;

/** ws(s)://host/graphql of the page's origin. */
export function graphqlSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${GRAPHQL_PATH}`;
}

/**
 * The one WebSocket client: lazy (it connects with the first subscription and closes when the
 * last one ends, so the next screen connects with the session of that moment), reconnecting up
 * to 3 times with the same backoff. The socket rides the session cookie; the server checks its
 * Origin in place of the CSRF header a socket cannot carry.
 */
function socketClient(): Client {
  wsClient ??= createClient({
    url: graphqlSocketUrl(),
    lazy: true,
    retryAttempts: GRAPHQL_RETRY.retries,
    retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, backoffDelay(retries + 1))),
    shouldRetry: () => true,
    keepAlive: SOCKET_HEARTBEAT_MS,
    on: {
      error: (error) => console.error('GraphQL WebSocket: erro', error),
      ping: (received) => {
        if (!received) watchPong();
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
      closed: (event) => {
        clearTimeout(pongTimer);
        // 1000 is a normal close (the last subscription ended); anything else may be a lost link.
        if ((event as { code?: number } | undefined)?.code !== 1000) reportConnectionProblem();
      },
    },
  });
  return wsClient;
}

/** The WebSocket's heartbeat (decision 067): a ping every 15 s; no pong within 5 s is a suspected loss. */
export const SOCKET_HEARTBEAT_MS = 15_000;
export const SOCKET_PONG_TIMEOUT_MS = 5_000;
let pongTimer: ReturnType<typeof setTimeout> | undefined;

function watchPong(): void {
  clearTimeout(pongTimer);
  pongTimer = setTimeout(reportConnectionProblem, SOCKET_PONG_TIMEOUT_MS);
}

export interface SubscriptionHandlers<T> {
  next: (data: T) => void;
  /** After the client gave up (errors are logged either way). */
  error?: (error: unknown) => void;
}

/** Subscribes over WebSocket; answers the function that ends the subscription. */
export function subscribeGraphql<T, V extends object = Record<string, unknown>>(
  query: string,
  variables: V,
  handlers: SubscriptionHandlers<T>,
): () => void {
  return socketClient().subscribe<T>(
    { query, variables: variables as Record<string, unknown> },
    {
      next: (result) => {
        if (result.errors?.length) console.error('GraphQL subscription: erros', result.errors);
        if (result.data) handlers.next(result.data);
      },
      error: (error) => {
        console.error('GraphQL subscription: encerrada com erro', error);
        handlers.error?.(error);
      },
      complete: () => undefined,
    },
  );
}

/**
 * Calls `listener` each time the socket is (re)connected — the first connection and every
 * reconnection after a drop — so a screen fed by a subscription re-reads what it may have
 * missed meanwhile (the chat, decision 066). Answers the function that stops listening.
 */
export function onGraphqlSocketConnected(listener: (wasRetry: boolean) => void): () => void {
  return socketClient().on('connected', (_socket, _payload, wasRetry) => listener(wasRetry));
}
