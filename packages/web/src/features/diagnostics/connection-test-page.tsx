import { fmt, publicSiteRoutes, SPEED_TEST_BYTES } from '@honora/contract';
import { siteToolsScreenMessages } from '@honora/contract/screen-texts/site-tools';
import { formatNumber } from '@honora/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { call } from '../../shared/api/api-client';
import { DiagnosticsFrame, type ResultRow } from './diagnostics-frame';
import { speedMbps } from './diagnostics';

const t = siteToolsScreenMessages.test3;
const d = siteToolsScreenMessages.diagnostics;

interface Transfer {
  bytes: number;
  ms: number;
}
type Outcome = Transfer | 'failed' | null;

async function timed(request: () => Promise<number>): Promise<Transfer | 'failed'> {
  const start = performance.now();
  try {
    const bytes = await request();
    return { bytes, ms: Math.round(performance.now() - start) };
  } catch {
    return 'failed';
  }
}

/** GET of the fixed 256 KiB payload; the bytes read. */
async function download(): Promise<number> {
  const response = await fetch(`${publicSiteRoutes.speedDownload.path}?t=${Date.now()}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(String(response.status));
  return (await response.arrayBuffer()).byteLength;
}

/**
 * POST of 256 KiB of text; the bytes the server says it received. Through the API client: a
 * signed-in visitor's mutation carries the session's CSRF token.
 */
async function upload(): Promise<number> {
  const payload = 'x'.repeat(SPEED_TEST_BYTES - 20);
  return (await call(publicSiteRoutes.speedUpload, { body: { payload } })).bytes;
}

function transferRow(label: string, outcome: Outcome, isRunning: boolean): ResultRow {
  if (outcome === null)
    return { label, status: isRunning ? 'pending' : undefined, value: isRunning ? d.testing : t.notMeasured };
  if (outcome === 'failed') return { label, status: 'failed', value: d.failed };
  const speed = formatNumber(speedMbps(outcome.bytes, outcome.ms));
  return {
    label,
    status: 'ok',
    value: fmt(t.speedValue, { speed, size: `${formatNumber(Math.round(outcome.bytes / 1024))} KB`, ms: outcome.ms }),
  };
}

/**
 * /test3 (platform.md §2; decision 059): the download and upload speed of a small payload against
 * the API, and the browser's language, preferred languages and time zone.
 */
export function ConnectionTestPage() {
  const [down, setDown] = useState<Outcome>(null);
  const [up, setUp] = useState<Outcome>(null);
  const [isRunning, setIsRunning] = useState(false);

  async function run() {
    setIsRunning(true);
    setDown(null);
    setUp(null);
    setDown(await timed(download));
    setUp(await timed(upload));
    setIsRunning(false);
  }

  const rows: ResultRow[] = [
    transferRow(t.download, down, isRunning),
    transferRow(t.upload, up, isRunning && down !== null),
    { label: t.online, value: navigator.onLine ? t.yes : t.no },
    { label: t.language, value: navigator.language },
    { label: t.languages, value: (navigator.languages ?? []).join(', ') },
    { label: t.timeZone, value: Intl.DateTimeFormat().resolvedOptions().timeZone },
  ];
  return (
    <DiagnosticsFrame
      title={t.title}
      hint={t.hint}
      rows={rows}
      actions={
        <Button onClick={() => void run()} loading={isRunning}>
          {t.start}
        </Button>
      }
    />
  );
}
