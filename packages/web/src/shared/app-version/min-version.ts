/**
 * The company web config's minVersion (platform.md §3, §9 "service workers are cleared if the
 * config minVersion is at least 1152"; decision 055). Pure decision, the effects are the caller's.
 */

/** sessionStorage key: the minVersion already acted on in this browser session. */
export const MIN_VERSION_STORAGE_KEY = 'honora-min-version-handled';

export interface MinVersionDecision {
  /** Unregister the service workers and empty the Cache Storage. */
  clear: boolean;
  /** Reload the page afterwards (this build is older than the minimum). */
  reload: boolean;
  /** What to store under MIN_VERSION_STORAGE_KEY before acting (null: store nothing). */
  mark: string | null;
}

const NOTHING: MinVersionDecision = { clear: false, reload: false, mark: null };

/**
 * minVersion ≥ build: clear, once per session and minVersion; minVersion > build: also reload,
 * once — the mark is stored first, so the reloaded page finds it and never loops.
 */
export function decideMinVersion(minVersion: number, buildNumber: number, handled: string | null): MinVersionDecision {
  if (!Number.isInteger(minVersion) || minVersion <= 0 || minVersion < buildNumber) return NOTHING;
  const mark = String(minVersion);
  if (handled === mark) return NOTHING;
  return { clear: true, reload: minVersion > buildNumber, mark };
}
