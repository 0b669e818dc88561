import { headRequestsPerSecond } from './head-load';
import { freePort, report, scratchDatabase, startProcess, stop } from './lib';

async function rps(port: number): Promise<number> {
  await headRequestsPerSecond(port, '/ping.json', 50, 1_000); // warm-up
  return headRequestsPerSecond(port, '/ping.json', 50, 5_000);
}

/** api.ping.rps: HEAD /ping.json through the whole app (helmet, hooks, router) vs a bare Node server. */
export async function benchPing(baseUrl: string): Promise<void> {
  const scratch = await scratchDatabase(baseUrl, 'ping');
  try {
    const basePort = await freePort();
    const baseline = await startProcess(['bench/servers/bare-server.mjs'], { PORT: String(basePort) }, 'listening');
    const baselineRps = await rps(basePort);
    await stop(baseline);

    const appPort = await freePort();
    const app = await startProcess(
      ['--import', 'tsx', 'packages/server/src/main.ts'],
      {
        PORT: String(appPort),
        HOST: '127.0.0.1',
        DATABASE_URL: scratch.url,
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
      },
      `http://localhost:${appPort}`,
    );
    const appRps = await rps(appPort);
    await stop(app);
    report('api.ping.rps', appRps, 'req/s', baselineRps);
  } finally {
    await scratch.drop();
  }
}
