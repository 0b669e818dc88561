import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, createDatabaseFrom, databaseUrl, dropDatabase, type Database } from '@honora/db';
import { createClient, type Client } from 'graphql-ws';
import { inject } from 'vitest';
import WebSocket from 'ws';

/**
 * Several real server processes on one PostgreSQL database (decision 020): each is
 * `node --import tsx packages/server/src/main.ts` on its own port, as `npm start` runs it, all on
 * a fresh database copied from the test run's migrated template. Tests start, stop or kill them
 * one by one and talk to them over HTTP and WebSocket like a load balancer's clients would. For
 * the int-postgres project only (it needs TEST_DATABASE_URL and the template).
 */
const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const START_TIMEOUT_MS = 150_000;

export interface ServerProcess {
  name: string;
  port: number;
  /** http://127.0.0.1:PORT */
  url: string;
  child: ChildProcess;
  /** What it printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** SIGTERM (a graceful stop) or SIGKILL (a crash); resolves when the process has exited. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

export interface SeveralProcesses {
  databaseUrl: string;
  /** A pool on the shared database for the test's own reads and writes. */
  database: Database;
  servers: ServerProcess[];
  /** Starts one more process on the same database. */
  start(name: string, env?: Record<string, string>): Promise<ServerProcess>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
      .once('error', fail)
      .listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => done(port));
      });
  });
}

async function startServer(
  name: string,
  url: string,
  dataDir: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_IP: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`${name} did not start:\n${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`http://localhost:${port}`)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`${name} exited with ${code}:\n${output}`));
    });
  });
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** Starts `names.length` processes at once on a fresh copy of the migrated template. */
export async function startSeveralProcesses(
  names: readonly string[] = ['A', 'B'],
  env: Record<string, string> = {},
): Promise<SeveralProcesses> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('several processes need TEST_DATABASE_URL (the int-postgres project)');
  const name = `honora_t_${inject('testRunId')}_procs_${randomBytes(4).toString('hex')}`;
  await createDatabaseFrom(baseUrl, name, inject('postgresTemplate'));
  const url = databaseUrl(baseUrl, name);
  const dataDir = mkdtempSync(join(tmpdir(), 'honora-procs-'));
  const servers: ServerProcess[] = [];
  const database = await createDatabase({ url, poolMax: 4 });
  const close = async () => {
    await Promise.all(servers.map((s) => s.stop('SIGKILL')));
    await database.close();
    await dropDatabase(baseUrl, name);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const start = async (serverName: string, extra: Record<string, string> = {}) => {
    const server = await startServer(serverName, url, dataDir, { ...env, ...extra });
    servers.push(server);
    return server;
  };
  try {
    // They start together: the startup lock lets one migrate and seed the demo, the others wait.
    await Promise.all(names.map((n) => start(n)));
  } catch (error) {
    await close();
    throw error;
  }
  return { databaseUrl: url, database, servers, start, close };
}

/** A signed-in session: its cookie and CSRF token, valid on every process (sessions live in PostgreSQL). */
export interface Session {
  cookie: string;
  csrf: string;
}

export async function signIn(
  server: ServerProcess,
  email: string,
  password: string,
  companyId?: string,
): Promise<Session> {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`login on ${server.name} answered ${login.status}: ${await login.text()}`);
  const body = (await login.json()) as { session: { csrfToken: string } };
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const session = { cookie, csrf: body.session.csrfToken };
  if (!companyId) return session;
  const chosen = await call(server, session, 'POST', '/api/auth/select-company', { companyId });
  if (chosen.status !== 200)
    throw new Error(`select-company answered ${chosen.status}: ${JSON.stringify(chosen.body)}`);
  return session;
}

/** A JSON call to one process with the session's cookie (and CSRF token on writes). */
export async function call<T = unknown>(
  server: ServerProcess,
  session: Session,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      cookie: session.cookie,
      ...(method === 'GET' ? {} : { 'x-csrf-token': session.csrf }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
}

/** A graphql-ws client on one process's /graphql, signed in with the session's cookie. */
export function graphqlSocket(server: ServerProcess, session: Session): Client {
  class CookieSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers: { cookie: session.cookie } });
    }
  }
  return createClient({
    url: `${server.url.replace('http://', 'ws://')}/graphql`,
    webSocketImpl: CookieSocket,
    retryAttempts: 0,
    lazy: true,
  });
}

/** Resolves when `check` holds, polling; fails after `ms`. */
export async function until(check: () => boolean | Promise<boolean>, ms = 10_000, what = 'a condition'): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 25));
  }
}
