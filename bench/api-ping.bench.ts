import { headRequestsPerSecond } from './head-load';
import { freePort, report, scratchDatabase, startApp, startProcess, stop } from './lib';

async function rps(port: number): Promise<number> {
  await headRequestsPerSecond(port, '/ping.json', 50, 1_000); // warm-up
  return headRequestsPerSecond(port, '/ping.json', 50, 5_000);
}

/** api.ping.rps: HEAD /ping.json through the whole app (security headers, hooks, router) vs a bare Node server. */
export async function benchPing(baseUrl: string): Promise<void> {
  const scratch = await scratchDatabase(baseUrl, 'ping');
  try {
    const basePort = await freePort();
    const baseline = await startProcess(['bench/servers/bare-server.mjs'], { PORT: String(basePort) }, 'listening');
    const baselineRps = await rps(basePort);
    await stop(baseline);

    const app = await startApp(scratch.url);
    const appRps = await rps(app.port);
    await stop(app.child);
    report('api.ping.rps', appRps, 'req/s', baselineRps);
  } finally {
    await scratch.drop();
  }
}
