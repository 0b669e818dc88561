/**
 * The one place numbers, money, dates and text sorting are formatted for people
 * (platform.md §9: pt-BR, R$, DD/MM/YYYY, HH:mm, Brazilian collation with numeric compare).
 */
const moneyFormat = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const numberFormat = new Intl.NumberFormat('pt-BR');
const percentFormat = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/**
 * 1234.5 → "R$ 1.234,50". Accepts cents as bigint/number via `formatCents`. A value that
 * rounds to zero (-0, -0.001) shows "R$ 0,00", not "-R$ 0,00", as `formatCents` does.
 */
export function formatMoney(value: number): string {
  return moneyFormat
    .format(value)
    .replace(/\u00a0/g, ' ')
    .replace(/^-(?=R\$ 0,00$)/, '');
}

/** 123450 (cents) → "R$ 1.234,50"; integer cents never pass through float arithmetic. */
export function formatCents(cents: number | bigint): string {
  const big = BigInt(cents);
  const negative = big < 0n;
  const abs = negative ? -big : big;
  const reais = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const centavos = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}R$ ${reais},${centavos}`;
}

const compactMoney = (digits: number) =>
  new Intl.NumberFormat('pt-BR', {
    style: 'currency',
    currency: 'BRL',
    notation: 'compact',
    maximumFractionDigits: digits,
  });
const compactMoneyFormats = [compactMoney(0), compactMoney(1)] as const;

/** Cents as short money for a small space (a map's tile): 95050 → "R$ 951", 210000 → "R$ 2,1 mil", 3.5e8 → "R$ 3,5 mi". */
export function formatCompactCents(cents: number | bigint): string {
  const reais = Number(cents) / 100;
  const format = compactMoneyFormats[Math.abs(reais) < 1000 ? 0 : 1];
  return format.format(reais).replace(/\u00a0/g, ' ');
}

export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** A fraction as percent, one decimal at most: 0.159 → "15,9%", 1 → "100%" (no space before the sign). */
export function formatPercent(fraction: number): string {
  return percentFormat.format(fraction).replace(/\u00a0/g, '');
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar date "YYYY-MM-DD" is shown as-is (no time zone shift); instants in local time. */
export function formatDate(value: Date | string | number): string {
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
  }
  const d = toDate(value);
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** A month "YYYY-MM" (a competence, a period) → "MM/YYYY". */
export function formatMonth(month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  return m ? `${m[2]}/${m[1]}` : month;
}

export function formatTime(value: Date | string | number): string {
  const d = toDate(value);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formatDateTime(value: Date | string | number): string {
  return `${formatDate(toDate(value))} ${formatTime(value)}`;
}

/** Brazilian-locale comparison with numeric compare ("Sala 2" < "Sala 10", "Ávila" ~ "avila"). */
export function compareText(a: string, b: string): number {
  return collator.compare(a, b);
}

export function sortByText<T>(items: readonly T[], key: (item: T) => string): T[] {
  return [...items].sort((x, y) => compareText(key(x), key(y)));
}
