import { describe, expect, it } from 'vitest';
import { JOBS_REFRESH_MS, jobsRefreshInterval } from './use-admin-jobs';

describe('jobsRefreshInterval', () => {
  const now = 1_000_000;
  it.each([
    ['an open job is listed', [{ status: 'RUNNING' as const }], 0, JOBS_REFRESH_MS],
    ['a queued job is listed', [{ status: 'NOT_STARTED' as const }], 0, JOBS_REFRESH_MS],
    ['an action is followed, its job out of the filtered list', [], now + 1, JOBS_REFRESH_MS],
    ['nothing open and no action followed', [{ status: 'FAILED' as const }], now - 1, false],
    ['the list not loaded yet', undefined, 0, false],
  ])('%s', (_case, items, until, expected) => {
    expect(jobsRefreshInterval(items, now, until)).toBe(expected);
  });
});
