import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentTestEngine } from '@honora/db/testing';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));
const children: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'honora-start-'));

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** Starts the server as `npm start` does (minus the web build) and collects its output. */
function start(port: number) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], { cwd: repoRoot, env });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

async function waitFor(predicate: () => boolean, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (!predicate()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(currentTestEngine() === 'postgres')('npm start on an empty data folder', () => {
  it('comes up with the demo, answers HEAD /ping.json, and a second instance refuses the folder', async () => {
    const port = await freePort();
    const first = start(port);
    // The address and the demo's logins are written one after the other: wait for both.
    await waitFor(
      () => first.output().includes(`http://localhost:${port}`) && first.output().includes('admin@honora.dev'),
      // An empty folder migrates and seeds the whole demo: about 30 s on a busy 2-core machine.
      90_000,
    );
    const ping = await fetch(`http://localhost:${port}/ping.json`, { method: 'HEAD' });
    expect(ping.status).toBe(200);

    const second = start(await freePort());
    expect(await second.exited).toBe(2);
    expect(second.output()).toContain('já está em uso');

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  }, 120_000);
});
