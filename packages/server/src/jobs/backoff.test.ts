import { describe, expect, it } from 'vitest';
import { RETRY_MAX_SECONDS, retryDelaySeconds } from './backoff';

describe('retryDelaySeconds', () => {
  it.each([
    [1, 5],
    [2, 10],
    [3, 20],
    [4, 40],
    [8, 600],
    [50, 600],
    [0, 5],
  ])('after attempt %i waits %i s', (attempt, seconds) => {
    expect(retryDelaySeconds(attempt)).toBe(seconds);
  });

  it('never shrinks and never passes the cap', () => {
    for (let attempt = 1; attempt < 40; attempt += 1) {
      expect(retryDelaySeconds(attempt + 1)).toBeGreaterThanOrEqual(retryDelaySeconds(attempt));
      expect(retryDelaySeconds(attempt)).toBeLessThanOrEqual(RETRY_MAX_SECONDS);
    }
  });
});
