import { describe, expect, it } from 'vitest';
import { decideMinVersion } from './min-version';

describe('the company minVersion (platform.md §9; decision 055)', () => {
  it('does nothing while the build is newer than the minimum, or without one', () => {
    expect(decideMinVersion(0, 1152, null)).toEqual({ clear: false, reload: false, mark: null });
    expect(decideMinVersion(1151, 1152, null)).toEqual({ clear: false, reload: false, mark: null });
    expect(decideMinVersion(-1, 1152, null).clear).toBe(false);
    expect(decideMinVersion(Number.NaN, 1152, null).clear).toBe(false);
  });

  it('clears the service workers and caches when the minimum is this build, without reloading', () => {
    expect(decideMinVersion(1152, 1152, null)).toEqual({ clear: true, reload: false, mark: '1152' });
  });

  it('clears and reloads once when the build is older than the minimum', () => {
    expect(decideMinVersion(1153, 1152, null)).toEqual({ clear: true, reload: true, mark: '1153' });
  });

  it('never acts twice for the same minimum in a session (no reload loop), but acts on a new one', () => {
    expect(decideMinVersion(1153, 1152, '1153')).toEqual({ clear: false, reload: false, mark: null });
    expect(decideMinVersion(1152, 1152, '1152').clear).toBe(false);
    expect(decideMinVersion(1160, 1152, '1153')).toEqual({ clear: true, reload: true, mark: '1160' });
  });
});
