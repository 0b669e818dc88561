import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase, createDatabaseFrom, databaseUrl, dropDatabase, migrate, seedDemo } from '@honora/db';
import { hashPassword } from '@honora/server';
import type pg from 'pg';

export const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Two decimals, or three significant digits for ratios below 0.01 (the pricing engine against a bare float loop). */
const ratioText = (ratio: number) => (ratio >= 0.01 ? ratio.toFixed(2) : ratio.toPrecision(3));

/** One figure, printed as `bench NAME VALUE UNIT baseline=VALUE ratio=R`. */
export function report(name: string, value: number, unit: string, baseline?: number): void {
  const fmt = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : n.toFixed(2));
  const tail = baseline !== undefined ? ` baseline=${fmt(baseline)} ratio=${ratioText(value / baseline)}` : '';
  console.log(`bench ${name} ${fmt(value)} ${unit}${tail}`);
}

export function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** A scratch PostgreSQL database with migrations and the demo seed; dropped by `drop`. */
export async function scratchDatabase(baseUrl: string, label: string) {
  const name = `honora_bench_${label}_${Date.now().toString(36)}`;
  await createDatabaseFrom(baseUrl, name);
  const url = databaseUrl(baseUrl, name);
  const database = await createDatabase({ url, poolMax: 2 });
  await migrate(database);
  await seedDemo(database.db, hashPassword);
  await database.close();
  return { url, drop: () => dropDatabase(baseUrl, name) };
}

/** Starts a server script in its own process (so the load generator does not share its CPU). */
export async function startProcess(
  args: string[],
  env: Record<string, string>,
  readyText: string,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start: ${output}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => fail(new Error(`server exited with ${code}: ${output}`)));
  });
  return child;
}

/** Starts the Honora server as `npm start` runs it, on the given database, without the web build. */
export async function startApp(databaseUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = await startProcess(
    ['--import', 'tsx', 'packages/server/src/main.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    `http://localhost:${port}`,
  );
  return { port, child };
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null) return done();
    child.removeAllListeners('exit');
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Runs `task` from `concurrency` workers for `ms`, answering each call's latency in ms. */
export async function closedLoop(concurrency: number, ms: number, task: () => Promise<void>): Promise<number[]> {
  const until = Date.now() + ms;
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < until) {
        const start = performance.now();
        await task();
        latencies.push(performance.now() - start);
      }
    }),
  );
  return latencies;
}

/** Latencies (ms) of `samples` sequential runs after `warmup` untimed ones. */
export async function timed(run: () => Promise<unknown>, warmup = 20, samples = 300): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await run();
  const latencies: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await run();
    latencies.push(performance.now() - start);
  }
  return latencies;
}

/** Signs in through the API: the session cookie and its CSRF token. */
export async function signIn(port: number, email: string, password: string) {
  const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const body = (await login.json()) as { session: { csrfToken: string } };
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, csrf: body.session.csrfToken };
}

/** The record triggers' actor for a seeding client (the metadata columns take it as their default). */
export async function setActor(client: pg.Client): Promise<void> {
  await client.query(`SELECT set_config('honora.actor_id', 'bench', false), set_config('honora.actor_name', 'Bench', false),
    set_config('honora.actor_env', 'system', false), set_config('honora.actor_version', '', false)`);
}

/** Drops the table's secondary indexes; answers their definitions to rebuild them after the load. */
export async function dropIndexes(client: pg.Client, table: string): Promise<{ name: string; def: string }[]> {
  const { rows } = await client.query<{ name: string; def: string }>(
    `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def FROM pg_index x
     JOIN pg_class i ON i.oid = x.indexrelid WHERE x.indrelid = $1::regclass AND NOT x.indisprimary`,
    [table],
  );
  for (const index of rows) await client.query(`DROP INDEX "${index.name}"`);
  return rows;
}

/** Signs in on the server at `port` and answers a POST as that user, which throws unless the answer is 200. */
export async function signedInPoster(port: number, email: string, password: string) {
  const { cookie, csrf } = await signIn(port, email, password);
  return async <T = Record<string, unknown>>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { cookie, 'x-csrf-token': csrf, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
    return (await res.json()) as T;
  };
}

/**
 * BigData's summaries of events loaded with the triggers off (session_replication_role =
 * replica), as after a restore: the check's fix writes the whole aggregation as deltas, then the
 * compaction folds them in (decision 037).
 */
export async function rebuildSummaries(client: pg.Client): Promise<void> {
  await client.query('SELECT honora_production_fix(NULL)');
  for (;;) {
    const { rows } = await client.query<{ folded: number }>('SELECT honora_production_compact(200000) AS folded');
    if ((rows[0]?.folded ?? 0) < 200_000) break;
  }
}
