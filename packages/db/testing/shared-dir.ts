import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(fileURLToPath(new URL('../../..', import.meta.url)));

/**
 * A path inside the project's shared folder (spec, TISS schemas and samples, reference data),
 * read in place by tests and benchmarks, never copied: `HONORA_SHARED_DIR` when set, else the
 * `shared` folder beside the repository, else /work/shared (a checkout cloned elsewhere).
 */
export function sharedPath(...parts: string[]): string {
  const candidates = [process.env.HONORA_SHARED_DIR, resolve(repoRoot, '../shared'), '/work/shared'];
  const root = candidates.find((dir): dir is string => !!dir && existsSync(dir)) ?? '/work/shared';
  return resolve(root, ...parts);
}
