import { BUILD_NUMBER } from '@honora/contract';
import { useEffect } from 'react';
import { decideMinVersion, MIN_VERSION_STORAGE_KEY } from './min-version';

function readMark(): string | null {
  try {
    return window.sessionStorage.getItem(MIN_VERSION_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeMark(mark: string): boolean {
  try {
    window.sessionStorage.setItem(MIN_VERSION_STORAGE_KEY, mark);
    return true;
  } catch {
    return false;
  }
}

/** Unregisters every service worker of the origin and deletes every Cache Storage entry. */
async function clearServiceWorkersAndCaches(): Promise<void> {
  const registrations = (await navigator.serviceWorker?.getRegistrations?.()) ?? [];
  await Promise.all(registrations.map((r) => r.unregister()));
  if (typeof caches !== 'undefined') {
    const keys = await caches.keys();
    await Promise.all(keys.map((key) => caches.delete(key)));
  }
}

/**
 * Honours the selected company's minVersion (decision 055): at least this build clears the
 * service workers and the cached assets; above it the page also reloads, once per session.
 */
export function useMinVersion(minVersion: number | undefined): void {
  useEffect(() => {
    if (minVersion === undefined) return;
    const decision = decideMinVersion(minVersion, BUILD_NUMBER, readMark());
    // Without a stored mark a reload could repeat: then clear only.
    if (!decision.clear || decision.mark === null) return;
    const canReload = writeMark(decision.mark) && decision.reload;
    void clearServiceWorkersAndCaches()
      .catch(() => undefined)
      .then(() => {
        if (canReload) window.location.reload();
      });
  }, [minVersion]);
}
