import { shiftLengthOf } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { shiftLengthText } from './shift-length';

describe('shiftLengthText: what the list and the form show live', () => {
  it.each([
    ['07:00', '19:00', '12 h'],
    ['19:00', '07:00', '12 h, termina no dia seguinte'],
    ['07:00', '07:00', '24 h, termina no dia seguinte'],
    ['07:00', '13:30', '6 h 30 min'],
    ['23:45', '00:00', '15 min, termina no dia seguinte'],
  ])('%s → %s: %s', (start, end, text) => {
    expect(shiftLengthText(shiftLengthOf(start, end)!)).toBe(text);
  });
});
