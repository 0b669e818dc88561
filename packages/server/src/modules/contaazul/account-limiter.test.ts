import { describe, expect, it } from 'vitest';
import { AccountLimiter } from './account-limiter';

describe('AccountLimiter (decision 054)', () => {
  it('lets calls through in the order asked, never more than the window allows', async () => {
    const limiter = new AccountLimiter([{ limit: 2, ms: 120 }]);
    const started = Date.now();
    const times: number[] = [];
    const order: number[] = [];
    await Promise.all(
      [0, 1, 2, 3, 4].map(async (i) => {
        await limiter.acquire();
        order.push(i);
        times.push(Date.now() - started);
      }),
    );
    expect(order).toEqual([0, 1, 2, 3, 4]);
    // Two at once, the next two a window later, the last one after another window.
    expect(times[1]!).toBeLessThan(60);
    expect(times[2]!).toBeGreaterThanOrEqual(115);
    expect(times[4]!).toBeGreaterThanOrEqual(235);
    for (let i = 2; i < times.length; i++) expect(times[i]! - times[i - 2]!).toBeGreaterThanOrEqual(115);
  });
});
