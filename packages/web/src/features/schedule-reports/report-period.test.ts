import { scheduleReportQuerySchema } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { changePeriod, currentMonth, monthChoices, monthName, periodFromParams } from './report-period';

const accepted = (period: { from: string; until: string }) => scheduleReportQuerySchema.safeParse(period).success;

describe('the period of the schedule reports', () => {
  it('is this month in São Paulo by default (UTC 02:00 on the 1st is still the month before there)', () => {
    expect(currentMonth(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11');
    expect(periodFromParams(null, null, '2026-11')).toEqual({ from: '2026-11', until: '2026-11' });
  });

  it.each([
    ['2026-03', '2026-05', { from: '2026-03', until: '2026-05' }],
    ['2026-03', null, { from: '2026-03', until: '2026-03' }],
    [null, '2026-05', { from: '2026-05', until: '2026-05' }],
    ['2026-13', '2026-05', { from: '2026-05', until: '2026-05' }],
    ['x', 'y', { from: '2026-11', until: '2026-11' }],
    ['2026-06', '2026-02', { from: '2026-06', until: '2026-06' }],
    ['2025-01', '2026-12', { from: '2025-01', until: '2025-12' }],
  ])('reads ?from=%s&until=%s from the address as one the API takes', (from, until, period) => {
    const read = periodFromParams(from, until, '2026-11');
    expect(read).toEqual(period);
    expect(accepted(read)).toBe(true);
  });

  it.each([
    [{ from: '2026-07' }, { from: '2026-07', until: '2026-07' }],
    [{ from: '2026-01' }, { from: '2026-01', until: '2026-05' }],
    [{ from: '2025-01' }, { from: '2025-01', until: '2025-12' }],
    [{ until: '2026-02' }, { from: '2026-02', until: '2026-02' }],
    [{ until: '2027-06' }, { from: '2026-07', until: '2027-06' }],
    [{ until: '2026-09' }, { from: '2026-03', until: '2026-09' }],
  ])('moves the other month when %j would break the order or pass 12 months', (change, period) => {
    const next = changePeriod({ from: '2026-03', until: '2026-05' }, change);
    expect(next).toEqual(period);
    expect(accepted(next)).toBe(true);
  });

  it('names the months in pt-BR, whatever the browser language, around this month', () => {
    expect(monthName('2027-01')).toBe('janeiro de 2027');
    const choices = monthChoices('2026-11', { from: '2026-11', until: '2026-11' });
    expect(choices).toHaveLength(49);
    expect(choices[0]).toEqual({ value: '2023-11', label: 'novembro de 2023' });
    expect(choices.at(-1)).toEqual({ value: '2027-11', label: 'novembro de 2027' });
    const kept = monthChoices('2026-11', { from: '2019-01', until: '2019-02' });
    expect(kept.slice(0, 2).map((c) => c.value)).toEqual(['2019-01', '2019-02']);
  });
});
