import { describe, expect, it } from 'vitest';
import { addDays, brazilDate, isInForce, negotiationInForce } from './validity';

describe('negotiation validity', () => {
  const first = { id: 'a', start: null, end: '2025-12-31' };
  const second = { id: 'b', start: '2026-01-01', end: null };
  it.each([
    ['1990-01-01', 'a'],
    ['2025-12-31', 'a'],
    ['2026-01-01', 'b'],
    ['2030-06-15', 'b'],
  ])('on %s the negotiation in force is %s', (date, id) => {
    expect(negotiationInForce([first, second], date)?.id).toBe(id);
  });
  it('answers null when no validity holds the date', () => {
    expect(negotiationInForce([{ start: '2026-02-01', end: '2026-02-28' }], '2026-03-01')).toBeNull();
    expect(isInForce({ start: '2026-02-01', end: '2026-02-28' }, '2026-01-31')).toBe(false);
  });
  it('takes the São Paulo calendar date and steps days across months and leap years', () => {
    expect(brazilDate(new Date('2026-03-01T02:30:00Z'))).toBe('2026-02-28');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});
