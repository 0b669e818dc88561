/**
 * The arithmetic of the diagnostics pages (/test, /test2, /test3; platform.md §2; decision 059):
 * latency summaries, the clock's offset from the server, transfer speeds and the browser
 * checklist. Pure: the pages measure, these decide what the measures say.
 */

/** platform.md §2 asks screens to fit 1280 px: a narrower screen fails /test2's check. */
export const MIN_SCREEN_WIDTH = 1280;
/** GETs of /ping.json that /test times. */
export const LATENCY_SAMPLES = 5;
/** A clock further than this from the server's is worth a warning (ms). */
export const CLOCK_WARNING_MS = 60_000;

export interface LatencySummary {
  count: number;
  median: number;
  min: number;
  max: number;
}

/** Whole milliseconds of the successful samples (none: null). */
export function summarizeLatency(samples: readonly number[]): LatencySummary | null {
  const valid = samples.filter((s) => Number.isFinite(s) && s >= 0).sort((a, b) => a - b);
  if (valid.length === 0) return null;
  const middle = Math.floor(valid.length / 2);
  const median = valid.length % 2 ? valid[middle]! : (valid[middle - 1]! + valid[middle]!) / 2;
  return {
    count: valid.length,
    median: Math.round(median),
    min: Math.round(valid[0]!),
    max: Math.round(valid.at(-1)!),
  };
}

/**
 * How far this computer's clock is ahead of the server's (ms, negative: behind), taking the
 * server's time as read half-way through the request (as NTP does).
 */
export function clockOffsetMs(sentAt: number, receivedAt: number, serverEpochMs: number): number {
  return Math.round((sentAt + receivedAt) / 2 - serverEpochMs);
}

export type ClockState = { kind: 'same' } | { kind: 'ahead' | 'behind'; seconds: number; isWarning: boolean };

/** The offset as people read it: within 1 s is right; otherwise ahead or behind by whole seconds. */
export function describeOffset(offsetMs: number): ClockState {
  if (Math.abs(offsetMs) < 1000) return { kind: 'same' };
  return {
    kind: offsetMs > 0 ? 'ahead' : 'behind',
    seconds: Math.round(Math.abs(offsetMs) / 1000),
    isWarning: Math.abs(offsetMs) >= CLOCK_WARNING_MS,
  };
}

/** Megabits per second of a transfer, one decimal (a transfer under 1 ms counts as 1 ms). */
export function speedMbps(bytes: number, ms: number): number {
  const seconds = Math.max(ms, 1) / 1000;
  return Math.round(((bytes * 8) / seconds / 1_000_000) * 10) / 10;
}

/** What /test2 found in this browser (each probe done by the page). */
export interface BrowserProbe {
  fetch: boolean;
  indexedDb: boolean;
  serviceWorker: boolean;
  cryptoSubtle: boolean;
  intl: boolean;
  canvas: boolean;
  localStorage: boolean;
  cookies: boolean;
  screen: { width: number; height: number };
}

export type CheckKey = Exclude<keyof BrowserProbe, 'screen'> | 'screen';

export interface Check {
  key: CheckKey;
  isOk: boolean;
}

const ORDER: readonly CheckKey[] = [
  'fetch',
  'indexedDb',
  'serviceWorker',
  'cryptoSubtle',
  'intl',
  'canvas',
  'localStorage',
  'cookies',
  'screen',
];

/** The checklist in the page's order: each item OK or failed. */
export function browserChecks(probe: BrowserProbe): Check[] {
  return ORDER.map((key) => ({
    key,
    isOk: key === 'screen' ? probe.screen.width >= MIN_SCREEN_WIDTH : probe[key],
  }));
}

/** Intl formats pt-BR as the app shows it: "1.234,5" and "31/12/2024". */
export function isIntlPtBr(intl: typeof Intl | undefined): boolean {
  try {
    if (!intl) return false;
    const number = new intl.NumberFormat('pt-BR').format(1234.5);
    const date = new intl.DateTimeFormat('pt-BR', { timeZone: 'UTC' }).format(Date.UTC(2024, 11, 31));
    return number === '1.234,5' && date === '31/12/2024';
  } catch {
    return false;
  }
}
