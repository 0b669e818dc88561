import { spawnSync } from 'node:child_process';
import { repoRoot } from './lib';

/**
 * `web.initial_kb_gz`: the web build's first load (JS + CSS, gzip) of the login and of the
 * logged-in home, the larger of the two, against the 300 KB goal. The figure is printed by
 * scripts/check-first-load.mjs, the same check that `npm test` runs (decision 021).
 */
export async function benchFirstLoad(): Promise<void> {
  const result = spawnSync(process.execPath, ['scripts/check-first-load.mjs', '--build', '--bench'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('first load check failed');
}
