import { isIntlPtBr, type BrowserProbe } from './diagnostics';

function canStoreLocally(): boolean {
  try {
    const key = 'honora-test2-probe';
    window.localStorage.setItem(key, '1');
    window.localStorage.removeItem(key);
    return true;
  } catch {
    return false;
  }
}

function canDrawOnCanvas(): boolean {
  try {
    return document.createElement('canvas').getContext('2d') !== null;
  } catch {
    return false;
  }
}

/** What this browser offers of what the app needs (/test2; decision 059), probed without side effects. */
export function probeBrowser(): BrowserProbe {
  return {
    fetch: typeof window.fetch === 'function',
    indexedDb: typeof window.indexedDB !== 'undefined',
    serviceWorker: 'serviceWorker' in navigator,
    cryptoSubtle: typeof window.crypto?.subtle?.digest === 'function',
    intl: isIntlPtBr(typeof Intl === 'undefined' ? undefined : Intl),
    canvas: canDrawOnCanvas(),
    localStorage: canStoreLocally(),
    cookies: navigator.cookieEnabled,
    screen: { width: window.screen.width, height: window.screen.height },
  };
}
