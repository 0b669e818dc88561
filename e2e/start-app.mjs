// Playwright's webServer: builds the web app once (unless E2E_WEB_BUILT=true: the README's test
// command has just built it for the first-load check), then starts the server on a fresh database
// (a temporary PGlite folder, or a new database on TEST_DATABASE_URL's server) and cleans up on exit.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.E2E_PORT ?? '3100';

function buildWeb() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '-w', '@honora/web'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('start-app: o build do web falhou');
    process.exit(result.status ?? 1);
  }
}

async function withAdminClient(url, fn) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A fresh database on the TEST_DATABASE_URL server; answers its URL and how to drop it. */
async function createDatabase(adminUrl) {
  const name = `honora_e2e_${Date.now()}`;
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = () =>
    withAdminClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).catch(
      (error) => console.error(`start-app: não foi possível apagar ${name}:`, error.message),
    );
  return { url: url.toString(), drop };
}

async function main() {
  if (process.env.E2E_WEB_BUILT !== 'true') buildWeb();
  const dataDir = mkdtempSync(join(tmpdir(), 'honora-e2e-'));
  // Every test signs in from the same address (127.0.0.1): the per-IP sign-in throttle, meant for
  // one person's browser, would stop the suite after 60 sign-ins. Throttling has its own int tests.
  const env = {
    ...process.env,
    PORT: port,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    AUTH_RATE_LIMIT_IP: process.env.AUTH_RATE_LIMIT_IP ?? '100000',
    // The integration specs connect to the local fake registry, on PGlite and on PostgreSQL alike.
    FAKE_REGISTRY: process.env.FAKE_REGISTRY ?? 'true',
    FAKE_CONTAAZUL: process.env.FAKE_CONTAAZUL ?? 'true',
  };
  let dropDatabase = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    const database = await createDatabase(process.env.TEST_DATABASE_URL);
    env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  } else {
    delete env.DATABASE_URL;
  }

  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  });

  let isStopping = false;
  const cleanUp = async () => {
    await dropDatabase();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = (signal) => {
    if (isStopping) return;
    isStopping = true;
    if (server.exitCode === null) server.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  server.on('exit', (code, signal) => {
    void cleanUp().finally(() => process.exit(isStopping ? 0 : (code ?? (signal ? 1 : 0))));
  });
}

main().catch((error) => {
  console.error('start-app:', error);
  process.exit(1);
});
