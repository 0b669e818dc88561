import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWithTimeout, ScreenLoadError } from './load-with-timeout';

describe('loadWithTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves with the module when it arrives in time', async () => {
    await expect(loadWithTimeout(Promise.resolve('ok'), 100)).resolves.toBe('ok');
  });

  it('rejects with ScreenLoadError after the time-out', async () => {
    const never = new Promise<never>(() => undefined);
    const result = loadWithTimeout(never, 32_000);
    vi.advanceTimersByTime(32_000);
    await expect(result).rejects.toBeInstanceOf(ScreenLoadError);
  });

  it('turns a failed import into ScreenLoadError, keeping the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadWithTimeout(Promise.reject(cause), 100).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScreenLoadError);
    expect((error as ScreenLoadError).cause).toBe(cause);
  });
});
