import { describe, expect, it } from 'vitest';
import { dateText, dateValue, isDateValue, isTime, maskDate, maskTime } from './date-text';

describe('maskDate', () => {
  it.each([
    ['', ''],
    ['2', '2'],
    ['25', '25'],
    ['251', '25/1'],
    ['2511', '25/11'],
    ['25112', '25/11/2'],
    ['25112026', '25/11/2026'],
    ['251120261', '25/11/2026'],
    ['25/11/2026', '25/11/2026'],
    ['25-11-2026', '25/11/2026'],
    ['2026-11-25', '25/11/2026'],
    ['ab25', '25'],
  ])('%j → %j', (typed, shown) => {
    expect(maskDate(typed)).toBe(shown);
  });
});

describe('maskTime', () => {
  it.each([
    ['', ''],
    ['7', '7'],
    ['07', '07'],
    ['073', '07:3'],
    ['0730', '07:30'],
    ['07:30', '07:30'],
    ['07305', '07:30'],
  ])('%j → %j', (typed, shown) => {
    expect(maskTime(typed)).toBe(shown);
  });
});

describe('dateText / dateValue', () => {
  it.each([
    ['2026-11-25', '25/11/2026'],
    ['', ''],
    ['25/1', '25/1'],
  ])('dateText(%j) → %j', (value, text) => {
    expect(dateText(value)).toBe(text);
  });

  it.each([
    ['25/11/2026', '2026-11-25'],
    [' ', ''],
    ['31/02/2026', '31/02/2026'],
    ['25/11', '25/11'],
  ])('dateValue(%j) → %j', (text, value) => {
    expect(dateValue(text)).toBe(value);
  });

  it('a value round-trips through the text', () => {
    for (const value of ['2026-01-01', '2024-02-29', '1999-12-31']) expect(dateValue(dateText(value))).toBe(value);
  });

  it.each([
    ['', true],
    ['2026-11-25', true],
    ['25/11/2026', false],
    ['31/02/2026', false],
  ])('isDateValue(%j) → %s', (value, ok) => {
    expect(isDateValue(value)).toBe(ok);
  });
});

describe('isTime', () => {
  it.each([
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['07:60', false],
    ['7:30', false],
    ['', false],
  ])('%j → %s', (value, ok) => {
    expect(isTime(value)).toBe(ok);
  });
});
