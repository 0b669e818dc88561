import { describe, expect, it } from 'vitest';
import { daysText } from './doctor-preferences';

describe("a doctor's preferred or avoided days in words (decision 051)", () => {
  it.each([
    [[1, 2], [], 'segunda, terça'],
    [[], ['2027-03-12'], '12/03/2027'],
    [[7], ['2027-03-12', '2027-03-19'], 'domingo; 12/03/2027, 19/03/2027'],
    [[], [], '—'],
  ])('%j and %j → %s', (weekdays, days, text) => {
    expect(daysText(weekdays, days)).toBe(text);
  });
});
