import type { RosterDay } from './types';

/**
 * Brazil's national holidays (feriados nacionais), the days the automatic roster's "fair holidays"
 * goal counts (decision 046): Lei 662/1949 and Lei 6.802/1980 (1 January, 21 April, 1 May,
 * 7 September, 12 October, 2 November, 15 November, 25 December), Lei 14.759/2023 (20 November,
 * Dia Nacional de Zumbi e da Consciência Negra, from 2024) and Good Friday (Sexta-feira da Paixão,
 * two days before Easter). Carnaval and Corpus Christi are "pontos facultativos", not holidays;
 * state and city holidays vary by place and are not here.
 */

const FIXED: readonly (readonly [string, string, number?])[] = [
  ['01-01', 'Confraternização Universal'],
  ['04-21', 'Tiradentes'],
  ['05-01', 'Dia do Trabalho'],
  ['09-07', 'Independência do Brasil'],
  ['10-12', 'Nossa Senhora Aparecida'],
  ['11-02', 'Finados'],
  ['11-15', 'Proclamação da República'],
  ['11-20', 'Dia Nacional de Zumbi e da Consciência Negra', 2024],
  ['12-25', 'Natal'],
];

/** Easter Sunday of a Gregorian year (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterSunday(year: number): RosterDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const minusDays = (day: RosterDay, n: number): RosterDay => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - n)).toISOString().slice(0, 10);
};

/** The national holidays of a year, by day, with their names. */
export function nationalHolidays(year: number): { day: RosterDay; name: string }[] {
  const fixed = FIXED.filter(([, , since]) => since === undefined || year >= since).map(([md, name]) => ({
    day: `${year}-${md}`,
    name,
  }));
  const goodFriday = { day: minusDays(easterSunday(year), 2), name: 'Sexta-feira da Paixão' };
  return [...fixed, goodFriday].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** The national holidays from `from` to `to` ('YYYY-MM-DD', both included). */
export function nationalHolidaysBetween(from: RosterDay, to: RosterDay): Set<RosterDay> {
  const days = new Set<RosterDay>();
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const { day } of nationalHolidays(year)) if (day >= from && day <= to) days.add(day);
  }
  return days;
}
