import { describe, expect, it } from 'vitest';
import { easterSunday, nationalHolidays, nationalHolidaysBetween } from './holidays';

describe('national holidays', () => {
  it.each([
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
  ])('Easter of %i is %s', (year, day) => {
    expect(easterSunday(year)).toBe(day);
  });

  it('lists the ten holidays of 2026 in order, Good Friday two days before Easter', () => {
    expect(nationalHolidays(2026)).toEqual([
      { day: '2026-01-01', name: 'Confraternização Universal' },
      { day: '2026-04-03', name: 'Sexta-feira da Paixão' },
      { day: '2026-04-21', name: 'Tiradentes' },
      { day: '2026-05-01', name: 'Dia do Trabalho' },
      { day: '2026-09-07', name: 'Independência do Brasil' },
      { day: '2026-10-12', name: 'Nossa Senhora Aparecida' },
      { day: '2026-11-02', name: 'Finados' },
      { day: '2026-11-15', name: 'Proclamação da República' },
      { day: '2026-11-20', name: 'Dia Nacional de Zumbi e da Consciência Negra' },
      { day: '2026-12-25', name: 'Natal' },
    ]);
  });

  it('has 20 November only from 2024 (Lei 14.759/2023)', () => {
    expect(nationalHolidays(2023).map((h) => h.day)).not.toContain('2023-11-20');
    expect(nationalHolidays(2024).map((h) => h.day)).toContain('2024-11-20');
  });

  it('takes the days of a period across years', () => {
    expect([...nationalHolidaysBetween('2026-11-01', '2027-01-31')]).toEqual([
      '2026-11-02',
      '2026-11-15',
      '2026-11-20',
      '2026-12-25',
      '2027-01-01',
    ]);
    expect(nationalHolidaysBetween('2026-06-01', '2026-06-30').size).toBe(0);
  });
});
