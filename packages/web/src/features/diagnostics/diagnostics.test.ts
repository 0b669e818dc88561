import { describe, expect, it } from 'vitest';
import {
  browserChecks,
  clockOffsetMs,
  describeOffset,
  isIntlPtBr,
  MIN_SCREEN_WIDTH,
  speedMbps,
  summarizeLatency,
  type BrowserProbe,
} from './diagnostics';

describe('diagnostics arithmetic (/test, /test2, /test3; decision 059)', () => {
  it('summarizes latency by its median, ignoring failed samples', () => {
    expect(summarizeLatency([30, 10, 20])).toEqual({ count: 3, median: 20, min: 10, max: 30 });
    expect(summarizeLatency([10, 20, 31, 40])).toEqual({ count: 4, median: 26, min: 10, max: 40 });
    expect(summarizeLatency([Number.NaN, 12.4, -1])).toEqual({ count: 1, median: 12, min: 12, max: 12 });
    expect(summarizeLatency([])).toBeNull();
  });

  it('reads the server time at the middle of the request', () => {
    expect(clockOffsetMs(1000, 1200, 1100)).toBe(0);
    expect(clockOffsetMs(10_000, 10_200, 5_100)).toBe(5000);
    expect(clockOffsetMs(10_000, 10_200, 15_100)).toBe(-5000);
  });

  it('says whether the clock is right, ahead or behind, and warns past a minute', () => {
    expect(describeOffset(999)).toEqual({ kind: 'same' });
    expect(describeOffset(-400)).toEqual({ kind: 'same' });
    expect(describeOffset(5400)).toEqual({ kind: 'ahead', seconds: 5, isWarning: false });
    expect(describeOffset(-90_000)).toEqual({ kind: 'behind', seconds: 90, isWarning: true });
  });

  it('turns bytes and milliseconds into megabits per second', () => {
    expect(speedMbps(250_000, 1000)).toBe(2);
    expect(speedMbps(262_144, 100)).toBe(21);
    expect(speedMbps(1000, 0)).toBe(8);
  });

  it('lists every check in order and fails a screen narrower than 1280 px', () => {
    const probe: BrowserProbe = {
      fetch: true,
      indexedDb: true,
      serviceWorker: false,
      cryptoSubtle: true,
      intl: true,
      canvas: true,
      localStorage: true,
      cookies: true,
      screen: { width: MIN_SCREEN_WIDTH - 1, height: 800 },
    };
    const checks = browserChecks(probe);
    expect(checks.map((c) => c.key)).toEqual([
      'fetch',
      'indexedDb',
      'serviceWorker',
      'cryptoSubtle',
      'intl',
      'canvas',
      'localStorage',
      'cookies',
      'screen',
    ]);
    expect(checks.filter((c) => !c.isOk).map((c) => c.key)).toEqual(['serviceWorker', 'screen']);
    expect(browserChecks({ ...probe, screen: { width: 1280, height: 720 } }).at(-1)).toEqual({
      key: 'screen',
      isOk: true,
    });
  });

  it('checks that Intl formats pt-BR numbers and dates', () => {
    expect(isIntlPtBr(Intl)).toBe(true);
    expect(isIntlPtBr(undefined)).toBe(false);
  });
});
