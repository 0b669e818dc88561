import { describe, expect, it } from 'vitest';
import { isPlausibleReleaseDay, isReleaseVersion, unreadReleases } from './releases';

describe('releases (decision 055)', () => {
  it.each([
    ['3.12.79', true],
    ['0.0.1', true],
    ['10.0.123456', true],
    ['3.12', false],
    ['3.12.79.1', false],
    ['v3.12.79', false],
    ['3.12.79 ', false],
    ['3..79', false],
    ['12345.1.1', false],
  ])('version %j is %s', (text, ok) => {
    expect(isReleaseVersion(text)).toBe(ok);
  });

  it('takes a release day from 2000 to a year ahead of today', () => {
    expect(isPlausibleReleaseDay('2026-11-28', '2026-11-28')).toBe(true);
    expect(isPlausibleReleaseDay('2000-01-01', '2026-11-28')).toBe(true);
    expect(isPlausibleReleaseDay('1999-12-31', '2026-11-28')).toBe(false);
    expect(isPlausibleReleaseDay('2027-11-29', '2026-11-28')).toBe(true);
    expect(isPlausibleReleaseDay('2027-11-30', '2026-11-28')).toBe(false);
    expect(isPlausibleReleaseDay('2099-01-01', '2026-11-28')).toBe(false);
  });

  it('counts every published release as unread until the user reads, then only newer ones', () => {
    const releases = [
      { buildNumber: 3, publishedAt: '2026-11-20T12:00:00.000Z' },
      { buildNumber: 2, publishedAt: '2026-11-05T12:00:00.000Z' },
      { buildNumber: 1, publishedAt: '2026-10-20T12:00:00.000Z' },
    ];
    expect(unreadReleases(releases, null)).toBe(3);
    expect(unreadReleases(releases, '2026-11-10T00:00:00.000Z')).toBe(1);
    expect(unreadReleases(releases, '2026-11-20T12:00:00.000Z')).toBe(0);
    expect(unreadReleases([], null)).toBe(0);
  });
});
