import type { OpeningHoursView } from '@honora/contract';

/**
 * Screen logic of the "Horário de atendimento" tab (decision 064), pure: the week being edited,
 * instants shown and typed in Brasília time (companies have no time-zone field).
 */
export type Period = { start: string; end: string };
export type Week = Period[][];

const ZONE = 'America/Sao_Paulo';

export const emptyWeek = (): Week => Array.from({ length: 7 }, () => []);

export function addPeriod(week: Week, day: number): Week {
  return week.map((periods, i) => (i === day ? [...periods, { start: '', end: '' }] : periods));
}

export function removePeriod(week: Week, day: number, index: number): Week {
  return week.map((periods, i) => (i === day ? periods.filter((_, j) => j !== index) : periods));
}

export function setPeriod(week: Week, day: number, index: number, period: Period): Week {
  return week.map((periods, i) => (i === day ? periods.map((p, j) => (j === index ? period : p)) : periods));
}

export const weekOf = (view: OpeningHoursView): Week | null =>
  view.hours?.map((day) => day.map((p) => ({ ...p }))) ?? null;

const wall = new Intl.DateTimeFormat('pt-BR', {
  timeZone: ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as "DD/MM/AAAA HH:mm" in Brasília. */
export function brasiliaDateTime(iso: string): string {
  const p = Object.fromEntries(wall.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}

/** "YYYY-MM-DDTHH:mm" typed as Brasília wall time → ISO instant (Brasília is UTC−3 since 2019), or null when incomplete. */
export function brasiliaInstant(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = new Date(`${value}:00-03:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
