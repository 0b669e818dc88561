import { verify } from '@node-rs/argon2';
import { demoUsers, DEMO_PASSWORD } from '@honora/db';
import { hashPassword } from '@honora/server';
import { closedLoop, percentile, report, scratchDatabase, startApp, stop } from './lib';

const CLIENTS = 20;
const DURATION_MS = 8_000;

/**
 * auth.login.p95_ms: sign-in (argon2id verify, throttle counters, session insert, session view)
 * under 20 concurrent clients; baseline: the bare argon2id verification at the same concurrency.
 */
export async function benchLogin(baseUrl: string): Promise<void> {
  const hash = await hashPassword(DEMO_PASSWORD);
  await closedLoop(CLIENTS, 1_000, async () => void (await verify(hash, DEMO_PASSWORD)));
  const bare = await closedLoop(CLIENTS, DURATION_MS, async () => void (await verify(hash, DEMO_PASSWORD)));

  const scratch = await scratchDatabase(baseUrl, 'login');
  const { port, child } = await startApp(scratch.url, { AUTH_RATE_LIMIT_IP: '100000000' });
  try {
    let i = 0;
    const login = async () => {
      const email = demoUsers[i++ % demoUsers.length]!.email;
      const res = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_PASSWORD }),
      });
      if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
    };
    await closedLoop(CLIENTS, 1_000, login);
    const latencies = await closedLoop(CLIENTS, DURATION_MS, login);
    report('auth.login.p95_ms', percentile(latencies, 95), 'ms', percentile(bare, 95));
    report('auth.login.rps', latencies.length / (DURATION_MS / 1000), 'req/s');
  } finally {
    await stop(child);
    await scratch.drop();
  }
}
