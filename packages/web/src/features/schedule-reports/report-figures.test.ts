import type { ScheduleReportDoctor } from '@honora/contract';
import { describe, expect, it } from 'vitest';
import { coveragePercent, coverageText, groupAverages, holeTimes, numberText } from './report-figures';

const doctor = (change: Partial<ScheduleReportDoctor>): ScheduleReportDoctor => ({
  doctorId: '00000000-0000-4000-8000-000000000001',
  name: 'Ana Souza',
  initials: 'AS',
  slots: 0,
  hours: 0,
  onCallHours: 0,
  nights: 0,
  weekends: 0,
  received: 0,
  given: 0,
  ...change,
});

describe('the figures of the schedule reports', () => {
  it('averages each figure over the doctors of the table, one decimal', () => {
    const averages = groupAverages([
      doctor({ slots: 3, hours: 36, onCallHours: 12, nights: 1, weekends: 1 }),
      doctor({ slots: 3, hours: 36, weekends: 2, received: 1 }),
      doctor({ given: 1 }),
    ]);
    expect(averages).toEqual({
      slots: 2,
      hours: 24,
      onCallHours: 4,
      nights: 0.3,
      weekends: 1,
      received: 0.3,
      given: 0.3,
    });
    expect(groupAverages([])).toBeNull();
  });

  it('writes numbers and coverage in pt-BR', () => {
    expect(numberText(1234.5)).toBe('1.234,5');
    expect(coverageText(62, 124)).toBe('62 de 124 (50%)');
    expect(coverageText(1, 3)).toBe('1 de 3 (33,3%)');
    expect(coverageText(0, 0)).toBe('0 de 0 (0%)');
    expect(coveragePercent(2, 8)).toBe('25%');
  });

  it('tells an open place’s times on the São Paulo clock, a night ending the next morning', () => {
    expect(holeTimes({ startsAt: '2026-12-07T22:00:00.000Z', endsAt: '2026-12-08T10:00:00.000Z' })).toBe('19:00–07:00');
  });
});
