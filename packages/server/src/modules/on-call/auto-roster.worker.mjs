// The automatic roster's worker thread (decision 046 "In the app"): a month's solve takes seconds
// of CPU, so it runs here, off the server's event loop. The server's sources are TypeScript run by
// tsx; this thread starts without the parent's flags, so it registers tsx itself first.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { runAutoRoster } = await import('./auto-roster-task.ts');

parentPort.once('message', async (input) => {
  try {
    parentPort.postMessage({ ok: true, proposal: await runAutoRoster(input) });
  } catch (error) {
    parentPort.postMessage({
      ok: false,
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    });
  }
});
