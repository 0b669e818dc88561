import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTA_AZUL_RATE_WINDOWS, minimumDuration, rateLimitDelay, type RateWindow } from './rate-limit';

/** Schedules `n` calls as early as the limits allow, starting at the given times' floor. */
function schedule(requested: number[], windows: readonly RateWindow[]): number[] {
  const made: number[] = [];
  let now = 0;
  for (const r of requested) {
    now = Math.max(now, r);
    now += rateLimitDelay(made, now, windows);
    made.push(now);
  }
  return made;
}

function withinLimits(times: number[], windows: readonly RateWindow[]): boolean {
  return windows.every((w) => times.every((t, i) => times.filter((u, j) => j <= i && u > t - w.ms).length <= w.limit));
}

describe('rateLimitDelay (decision 054: 10 a second, 600 a minute)', () => {
  it.each([
    { name: 'no history', history: [], now: 0, delay: 0 },
    { name: 'nine calls in the second', history: [0, 1, 2, 3, 4, 5, 6, 7, 8], now: 9, delay: 0 },
    { name: 'ten calls at 0 ms', history: Array(10).fill(0), now: 5, delay: 995 },
    {
      name: 'ten calls spread, the oldest leaves first',
      history: [0, 100, 200, 300, 400, 500, 600, 700, 800, 900],
      now: 950,
      delay: 50,
    },
    { name: 'the window has passed', history: Array(10).fill(0), now: 1000, delay: 0 },
  ])('$name → waits $delay ms', ({ history, now, delay }) => {
    expect(rateLimitDelay(history, now, CONTA_AZUL_RATE_WINDOWS)).toBe(delay);
  });

  it('the minute limit binds when the second limit alone would allow more', () => {
    const windows = [
      { limit: 10, ms: 1000 },
      { limit: 12, ms: 60_000 },
    ];
    const history = [...Array(10).fill(0), 1000, 1000];
    expect(rateLimitDelay(history, 1001, windows)).toBe(60_000 - 1001);
  });

  it('1,000 calls take 99 s at Conta Azul limits: ten at once, then ten each second', () => {
    expect(minimumDuration(1000, CONTA_AZUL_RATE_WINDOWS)).toBe(99_000);
    expect(minimumDuration(10, CONTA_AZUL_RATE_WINDOWS)).toBe(0);
    expect(minimumDuration(0, CONTA_AZUL_RATE_WINDOWS)).toBe(0);
  });

  it('property: a schedule it produces never breaks a window, and no call waits longer than needed', () => {
    const windows = fc.array(
      fc.record({ limit: fc.integer({ min: 1, max: 6 }), ms: fc.integer({ min: 1, max: 400 }) }),
      {
        minLength: 1,
        maxLength: 3,
      },
    );
    const requests = fc
      .array(fc.integer({ min: 0, max: 2000 }), { maxLength: 40 })
      .map((xs) => xs.sort((a, b) => a - b));
    fc.assert(
      fc.property(windows, requests, (ws, reqs) => {
        const made = schedule(reqs, ws);
        expect(withinLimits(made, ws)).toBe(true);
        // Tight: one millisecond earlier would break a window (unless the call went when asked).
        made.forEach((t, i) => {
          if (t > Math.max(reqs[i]!, i > 0 ? made[i - 1]! : 0)) {
            const earlier = [...made.slice(0, i), t - 1];
            expect(withinLimits(earlier, ws)).toBe(false);
          }
        });
      }),
    );
  });
});
