import { describe, expect, it } from 'vitest';
import { onCallPercentageValid, validateSlotInput, type SlotInputProblem } from './slot-input';

const NOW = Date.UTC(2025, 2, 10, 12);
const HOUR = 3_600_000;

describe('validateSlotInput (platform.md §5: start before end; cannot schedule in the past)', () => {
  it.each<[string, number, number, SlotInputProblem[]]>([
    ['a future slot', NOW + HOUR, NOW + 13 * HOUR, []],
    ['starting right now', NOW, NOW + HOUR, []],
    ['start equal to end', NOW + HOUR, NOW + HOUR, ['startAfterEnd']],
    ['start after end', NOW + 2 * HOUR, NOW + HOUR, ['startAfterEnd']],
    ['in the past', NOW - HOUR, NOW + HOUR, ['past']],
    ['a millisecond ago', NOW - 1, NOW + HOUR, ['past']],
    ['both', NOW - HOUR, NOW - 2 * HOUR, ['startAfterEnd', 'past']],
    ['not a number', Number.NaN, NOW + HOUR, ['startAfterEnd', 'past']],
  ])('%s', (_name, start, end, problems) => {
    expect(validateSlotInput({ start, end, now: NOW })).toEqual(problems);
  });
});

describe('onCallPercentageValid (platform.md §5 and §9: at most 100)', () => {
  it.each([
    [0, true],
    [50, true],
    [33.33, true],
    [100, true],
    [100.01, false],
    [101, false],
    [-1, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
  ])('%d → %s', (n, valid) => {
    expect(onCallPercentageValid(n)).toBe(valid);
  });
});
