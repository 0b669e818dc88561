import { createTestDatabase } from '@honora/db/testing';
import type { Database } from '@honora/db';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Messenger, OutgoingMessage } from '../src/modules/outbox/messenger';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  sent: OutgoingMessage[];
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh database (PGlite or PostgreSQL, per vitest project) and the app on top of it.
 * Messages are captured in `sent`; with `realMessenger` they go through the outbox as in production.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { realMessenger?: boolean } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ ...env, WEB_DIST: '/nonexistent', LOG_LEVEL: 'silent' });
  const sent: OutgoingMessage[] = [];
  const messenger: Messenger = { send: async (message) => void sent.push(message) };
  const app = await buildApp({
    db: database.db,
    config,
    ...(options.realMessenger ? {} : { messenger }),
    logger: false,
  });
  return {
    app,
    database,
    sent,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A browser-like client: keeps the session cookie and sends the CSRF token on mutations. */
export class TestClient {
  cookie = '';
  csrf = '';
  constructor(private readonly app: FastifyInstance) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const response = await this.app.inject({
      method,
      url,
      ...(body !== undefined ? { payload: body as object } : {}),
      headers: {
        ...(this.cookie ? { cookie: this.cookie } : {}),
        // Sent on every request, as the web sends it on mutations and on GETs that write.
        ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}),
        ...headers,
      },
    });
    this.absorb(response);
    return response;
  }

  get(url: string) {
    return this.request('GET', url);
  }

  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body ?? {}, headers);
  }

  put(url: string, body: unknown) {
    return this.request('PUT', url, body);
  }

  async login(email: string, password: string, workspace?: 'CLIENT' | 'COMPANY') {
    return this.post('/api/auth/login', { email, password, ...(workspace ? { workspace } : {}) });
  }

  private absorb(response: LightMyRequestResponse) {
    const setCookie = response.cookies.find((c) => c.name === 'honora_sid');
    if (setCookie) this.cookie = setCookie.value ? `honora_sid=${setCookie.value}` : '';
    const json = response.headers['content-type']?.toString().includes('json') ? safeJson(response.body) : undefined;
    const token = (json as { session?: { csrfToken?: string } | null } | undefined)?.session?.csrfToken;
    if (token) this.csrf = token;
  }
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
