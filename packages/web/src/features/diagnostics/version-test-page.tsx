import { BUILD_NUMBER, BUILD_VERSION, fmt, publicSiteRoutes, serverTimeSchema } from '@honora/contract';
import { siteToolsScreenMessages } from '@honora/contract/screen-texts/site-tools';
import { formatDateTime } from '@honora/domain';
import { Alert, Button } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { DiagnosticsFrame, type ResultRow } from './diagnostics-frame';
import {
  clockOffsetMs,
  describeOffset,
  LATENCY_SAMPLES,
  summarizeLatency,
  type ClockState,
  type LatencySummary,
} from './diagnostics';

const t = siteToolsScreenMessages.test;
const d = siteToolsScreenMessages.diagnostics;

interface Measures {
  latency: LatencySummary | null;
  server: { time: string; clock: ClockState } | null;
}

/** Milliseconds of one uncached GET of the platform's ping file, or NaN when it fails. */
async function timePing(): Promise<number> {
  const start = performance.now();
  try {
    const response = await fetch(`/ping.json?t=${Date.now()}`, { cache: 'no-store' });
    await response.text();
    return response.ok ? performance.now() - start : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

async function readServerClock(): Promise<Measures['server']> {
  try {
    const sentAt = Date.now();
    const response = await fetch(publicSiteRoutes.time.path, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    const receivedAt = Date.now();
    const body = serverTimeSchema.parse(await response.json());
    return { time: body.serverTime, clock: describeOffset(clockOffsetMs(sentAt, receivedAt, body.epochMs)) };
  } catch {
    return null;
  }
}

async function measure(): Promise<Measures> {
  const samples: number[] = [];
  // One after the other: parallel requests would measure the queue, not the server.
  for (let i = 0; i < LATENCY_SAMPLES; i++) samples.push(await timePing());
  return { latency: summarizeLatency(samples), server: await readServerClock() };
}

function clockText(clock: ClockState): string {
  if (clock.kind === 'same') return fmt(t.clockOffset, { offset: t.clockSame });
  const offset = fmt(clock.kind === 'ahead' ? t.clockAhead : t.clockBehind, { seconds: clock.seconds });
  return fmt(t.clockOffset, { offset });
}

function rowsOf(measures: Measures | null): ResultRow[] {
  const rows: ResultRow[] = [
    { label: t.version, value: fmt(t.versionBuild, { version: BUILD_VERSION, build: BUILD_NUMBER }) },
    { label: t.pageAddress, value: window.location.origin },
  ];
  if (!measures) return [...rows, { label: t.api, status: 'pending', value: d.testing }];
  const { latency, server } = measures;
  const isUp = latency !== null || server !== null;
  rows.push({ label: t.api, status: isUp ? 'ok' : 'failed', value: isUp ? t.apiOk : t.apiFailed });
  if (latency) rows.push({ label: t.latency, value: fmt(t.latencyValue, { ...latency }) });
  if (server) {
    rows.push({ label: t.serverTime, value: formatDateTime(server.time) });
    const isOk = server.clock.kind === 'same' || !server.clock.isWarning;
    rows.push({ label: t.clock, status: isOk ? 'ok' : 'failed', value: clockText(server.clock) });
  }
  return rows;
}

/**
 * /test (platform.md §2; decision 059): the app's version and build (platform.md §9), whether the
 * API answers and how fast (the median of a few GETs of /ping.json), and this computer's clock
 * against the server's (GET /api/public/time). No internals: only what the browser can see.
 */
export function VersionTestPage() {
  const [measures, setMeasures] = useState<Measures | null>(null);
  const run = useCallback(() => {
    setMeasures(null);
    void measure().then(setMeasures);
  }, []);
  useEffect(run, [run]);
  const clock = measures?.server?.clock;
  return (
    <DiagnosticsFrame
      title={t.title}
      hint={t.hint}
      rows={rowsOf(measures)}
      actions={
        <Button onClick={run} loading={!measures}>
          {d.retry}
        </Button>
      }
    >
      {clock && clock.kind !== 'same' && clock.isWarning && (
        <Alert color="orange" role="alert">
          {t.clockWarning}
        </Alert>
      )}
    </DiagnosticsFrame>
  );
}
