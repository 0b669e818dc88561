/**
 * Releases of the product (platform.md §2 Changelog/Releases, §9 build version; decision 055):
 * version "major.minor.patch", a positive build number, the release day and the notes. Pure rules
 * shared by the contract's schema, the server and the web.
 */

/** "3.12.79": three dot-separated numbers (bounded so no input is absurdly long). */
export const RELEASE_VERSION_PATTERN = /^\d{1,4}\.\d{1,4}\.\d{1,6}$/;
/** The longest notes a release keeps (the column's check allows the same). */
export const RELEASE_NOTES_MAX = 20_000;
/** Build numbers go up to the company web config's minVersion bound. */
export const RELEASE_BUILD_MAX = 999_999;
/** A release day may be at most this many days in the future (a release being prepared). */
export const RELEASE_FUTURE_DAYS_MAX = 366;
/** The first release day accepted: nothing of this product is older. */
export const RELEASE_FIRST_DAY = '2000-01-01';

export function isReleaseVersion(text: string): boolean {
  return RELEASE_VERSION_PATTERN.test(text);
}

/** Adds days to a 'YYYY-MM-DD' day (UTC arithmetic, no time zone involved). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A release day that is not absurd: from 2000 to a year after `today` (both 'YYYY-MM-DD'). */
export function isPlausibleReleaseDay(day: string, today: string): boolean {
  return day >= RELEASE_FIRST_DAY && day <= addDays(today, RELEASE_FUTURE_DAYS_MAX);
}

/** A release as the unread count sees it: when it was published (its creation or last change) and its build. */
export interface ReleaseStamp {
  buildNumber: number;
  publishedAt: string;
}

/**
 * Unread releases (decision 055): those published after the user last opened the changelog —
 * all of them when the user never did.
 */
export function unreadReleases(releases: readonly ReleaseStamp[], seenAt: string | null): number {
  if (seenAt === null) return releases.length;
  const seen = Date.parse(seenAt);
  return releases.filter((r) => Date.parse(r.publishedAt) > seen).length;
}
