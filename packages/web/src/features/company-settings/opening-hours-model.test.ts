import { describe, expect, it } from 'vitest';
import {
  addPeriod,
  brasiliaDateTime,
  brasiliaInstant,
  emptyWeek,
  removePeriod,
  setPeriod,
} from './opening-hours-model';

describe('opening hours screen model (decision 064)', () => {
  it('adds, sets and removes periods of one day', () => {
    let week = addPeriod(emptyWeek(), 1);
    week = setPeriod(week, 1, 0, { start: '08:00', end: '12:00' });
    week = addPeriod(week, 1);
    expect(week[1]).toEqual([
      { start: '08:00', end: '12:00' },
      { start: '', end: '' },
    ]);
    expect(removePeriod(week, 1, 0)[1]).toEqual([{ start: '', end: '' }]);
    expect(week[0]).toEqual([]);
  });

  it('reads and types instants in Brasília time', () => {
    expect(brasiliaInstant('2026-11-28T18:30')).toBe('2026-11-28T21:30:00.000Z');
    expect(brasiliaInstant('2026-11-28T')).toBeNull();
    expect(brasiliaDateTime('2026-11-28T21:30:00.000Z')).toBe('28/11/2026 18:30');
  });
});
