/**
 * One JSON value as one spreadsheet cell (decision 034, /tools/Json2Excel of billing.md §2):
 * numbers stay numbers, booleans are the pt-BR words the caller gives ("Sim"/"Não"), ISO dates
 * and timestamps become dates, arrays are one text, null is an empty cell.
 */
export type FlatCell =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  | { kind: 'text'; value: string }
  /** A calendar day or a wall-clock time, as the milliseconds of that wall clock read as UTC. */
  | { kind: 'date' | 'dateTime'; wallClockMs: number };

/** The words a boolean is written with. */
export interface YesNo {
  yes: string;
  no: string;
}

/** What separates the elements of an array in its cell. */
export const ARRAY_SEPARATOR = ', ';

const EMPTY: FlatCell = { kind: 'empty' };
/** Brazil has had no daylight saving time since 2019: a timestamp with an offset is shown in São Paulo (UTC−3). */
const SAO_PAULO_OFFSET_MS = -3 * 60 * 60 * 1000;
/** Spreadsheets count days from 1900: an earlier date stays the text it was. */
const FIRST_YEAR = 1900;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const STAMP = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

function dayMs(year: number, month: number, day: number): number | null {
  if (month < 1 || month > 12) return null;
  const ms = Date.UTC(year, month - 1, day);
  return new Date(ms).getUTCDate() === day ? ms : null;
}

/** "+03:00", "-0300", "Z" → minutes east of UTC. */
function offsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.replace(':', '');
  const minutes = Number(digits.slice(1, 3)) * 60 + Number(digits.slice(3, 5));
  return digits.startsWith('-') ? -minutes : minutes;
}

function stampMs(match: RegExpExecArray): number | null {
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  const date = dayMs(Number(year), Number(month), Number(day));
  if (date === null || Number(hour) > 23 || Number(minute) > 59 || Number(second ?? 0) > 59) return null;
  const millis = fraction ? Math.floor(Number(`0${fraction}`) * 1000) : 0;
  const wall = date + ((Number(hour) * 60 + Number(minute)) * 60 + Number(second ?? 0)) * 1000 + millis;
  return zone === undefined ? wall : wall - offsetMinutes(zone) * 60_000 + SAO_PAULO_OFFSET_MS;
}

/**
 * "YYYY-MM-DD" → a date; "YYYY-MM-DDTHH:mm[:ss[.fff]][Z|±HH:MM]" (T or a space) → a date and
 * time: with an offset the instant on São Paulo's clock, without one the time as written.
 * Anything else, an impossible date (2024-02-30) or one before 1900 → null (it stays text).
 */
export function isoDateCell(text: string): FlatCell | null {
  const day = DAY.exec(text);
  const stamp = day ? null : STAMP.exec(text);
  const ms = day ? dayMs(Number(day[1]), Number(day[2]), Number(day[3])) : stamp ? stampMs(stamp) : null;
  if (ms === null) return null;
  const year = new Date(ms).getUTCFullYear();
  if (year < FIRST_YEAR || year > 9999) return null;
  return { kind: day ? 'date' : 'dateTime', wallClockMs: ms };
}

/** An element of an array in its cell's text: JSON's notation, strings without quotes. */
function elementText(value: unknown, words: YesNo): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}

/**
 * The cell of a JSON value that is not an object with fields (objects are flattened into
 * columns before): see FlatCell. An array's elements are joined with ", ", each as JSON writes
 * it (numbers with a dot, objects and arrays as compact JSON) except texts, without quotes.
 */
export function jsonCell(value: unknown, words: YesNo): FlatCell {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === 'number') return { kind: 'number', value: value === 0 ? 0 : value };
  if (typeof value === 'boolean') return { kind: 'text', value: value ? words.yes : words.no };
  if (typeof value === 'string') return value === '' ? EMPTY : (isoDateCell(value) ?? { kind: 'text', value });
  if (Array.isArray(value)) {
    if (value.length === 0) return EMPTY;
    return { kind: 'text', value: value.map((element) => elementText(element, words)).join(ARRAY_SEPARATOR) };
  }
  const text = JSON.stringify(value);
  return text === '{}' ? EMPTY : { kind: 'text', value: text };
}

const pad = (n: number) => String(n).padStart(2, '0');
const numberText = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 20 });

/** A cell as the preview shows it: "1.234,5", "31/01/2025", "31/01/2025 14:30" (pt-BR, whatever the browser). */
export function flatCellText(cell: FlatCell): string {
  switch (cell.kind) {
    case 'empty':
      return '';
    case 'number':
      return numberText.format(cell.value);
    case 'text':
      return cell.value;
    case 'date':
    case 'dateTime': {
      const d = new Date(cell.wallClockMs);
      const day = `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
      return cell.kind === 'date' ? day : `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
    }
  }
}

const sizeNumber = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/**
 * A size in characters or bytes for people, in decimal megabytes rounded up to a tenth (so a
 * size over a limit never reads as the limit): 10000000 → "10 MB", 10000001 → "10,1 MB".
 */
export function megabytesText(size: number): string {
  return `${sizeNumber.format(Math.ceil(Math.max(size, 0) / 100_000) / 10)} MB`;
}
