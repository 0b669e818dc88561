import { fmt } from '@honora/contract';
import { siteToolsScreenMessages } from '@honora/contract/screen-texts/site-tools';
import { Alert } from '@mantine/core';
import { useMemo } from 'react';
import { probeBrowser } from './browser-probe';
import { DiagnosticsFrame, type ResultRow } from './diagnostics-frame';
import { browserChecks, MIN_SCREEN_WIDTH, type BrowserProbe, type CheckKey } from './diagnostics';

const t = siteToolsScreenMessages.test2;

const LABELS: Record<Exclude<CheckKey, 'screen'>, string> = {
  fetch: t.fetch,
  indexedDb: t.indexedDb,
  serviceWorker: t.serviceWorker,
  cryptoSubtle: t.cryptoSubtle,
  intl: t.intl,
  canvas: t.canvas,
  localStorage: t.localStorage,
  cookies: t.cookies,
};

function rowsOf(probe: BrowserProbe): ResultRow[] {
  const rows = browserChecks(probe).map((check): ResultRow => {
    const status = check.isOk ? 'ok' : 'failed';
    if (check.key === 'screen') {
      return {
        label: fmt(t.screen, { min: MIN_SCREEN_WIDTH }),
        status,
        value: fmt(t.screenValue, probe.screen),
      };
    }
    return { label: LABELS[check.key], status, value: '' };
  });
  return [...rows, { label: t.browser, value: navigator.userAgent }];
}

/**
 * /test2 (platform.md §2; decision 059): a checklist of what the app needs of the browser — fetch,
 * IndexedDB, service worker, crypto.subtle, Intl pt-BR, canvas, localStorage, cookies and a
 * screen of at least 1280 px — each OK or Falhou.
 */
export function BrowserTestPage() {
  const probe = useMemo(probeBrowser, []);
  const rows = rowsOf(probe);
  const failed = rows.filter((row) => row.status === 'failed').length;
  return (
    <DiagnosticsFrame title={t.title} hint={t.hint} rows={rows}>
      <Alert color={failed === 0 ? 'teal' : 'orange'} role="status">
        {failed === 0 ? t.summaryOk : fmt(t.summaryFailed, { count: failed })}
      </Alert>
    </DiagnosticsFrame>
  );
}
