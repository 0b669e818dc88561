import { fmt, messages } from '@honora/contract';
import { isValidCpf } from '@honora/domain';
import type { OcrFieldKind } from './layouts';

const k = messages.screens.ocr.checks;

/** Letters Tesseract confuses with digits in a field that only holds digits. */
const DIGIT_LOOKALIKES: Record<string, string> = {
  O: '0',
  o: '0',
  D: '0',
  Q: '0',
  I: '1',
  l: '1',
  '|': '1',
  S: '5',
  B: '8',
  Z: '2',
};

const digitsOf = (text: string) =>
  text
    .split('')
    .map((ch) => DIGIT_LOOKALIKES[ch] ?? ch)
    .join('')
    .replace(/\D/g, '');

const DIGIT_KINDS: ReadonlySet<OcrFieldKind> = new Set([
  'ans',
  'cns',
  'cnes',
  'tuss',
  'table',
  'quantity',
  'via',
  'technique',
  'council',
  'councilNumber',
  'cbo',
  'grauPart',
  'uf',
]);

/** Kinds of a fixed number of digits: a box rule or a neighbour read on after them is cut. */
const FIXED_DIGITS: Partial<Record<OcrFieldKind, number>> = {
  ans: 6,
  cnes: 7,
  tuss: 8,
  table: 2,
  cbo: 6,
  council: 2,
  uf: 2,
};

/** The text of a field as its kind writes it: digits without spaces, dates dd/mm/aaaa, money 1.234,56. */
export function cleanValue(kind: OcrFieldKind, raw: string): string {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (DIGIT_KINDS.has(kind)) {
    const digits = digitsOf(text);
    const fixed = FIXED_DIGITS[kind];
    return fixed && digits.length > fixed ? digits.slice(0, fixed) : digits;
  }
  switch (kind) {
    case 'date': {
      const found = /\d{2}\/\d{2}\/\d{4}/.exec(text.replace(/[OoDQIl|SBZ]/g, (ch) => DIGIT_LOOKALIKES[ch] ?? ch));
      if (found) return found[0];
      const d = digitsOf(text);
      return d.length === 8 ? `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}` : text;
    }
    case 'time': {
      // A time the cell holds whole wins over its neighbours' marks ("08:00 ASA").
      const found = /(?:^|\s)([01]\d|2[0-3]):([0-5]\d)(?=\s|$)/.exec(text);
      if (found) return `${found[1]}:${found[2]}`;
      const d = digitsOf(text);
      if (d.length === 3) return `0${d.slice(0, 1)}:${d.slice(1)}`;
      return d.length === 4 ? `${d.slice(0, 2)}:${d.slice(2)}` : text;
    }
    case 'money': {
      // The last amount in the cell (amounts are right-aligned: a neighbour's digits come first).
      const amounts = text.split(' ').filter((token) => /^(\d{1,3}(\.\d{3})*|\d+),\d{2}$/.test(token));
      return amounts.length > 0 ? amounts[amounts.length - 1]! : text.replace(/[^\d.,]/g, '');
    }
    case 'wallet':
    case 'guideNumber':
    case 'operatorCode':
      // A box rule read as a letter or two glued to a long number is cut off.
      return text
        .replace(/[\s|]+/g, '')
        .replace(/^[^\d]{1,2}(?=\d{6,}$)/, '')
        .replace(/(?<=^\d{6,})[^\d]{1,2}$/, '');
    case 'yesNo':
      return text
        .replace(/[^A-Za-z]/g, '')
        .toUpperCase()
        .slice(0, 1);
    default:
      return text.replace(/^\|+\s*|\s*\|+$/g, '');
  }
}

/** The UF as the TISS forms print it: its IBGE code (table 59: 35 is São Paulo). */
const UF_CODES = new Set('11 12 13 14 15 16 17 21 22 23 24 25 26 27 28 29 31 32 33 35 41 42 43 50 51 52 53'.split(' '));

/** A dd/mm/aaaa date that exists, as YYYY-MM-DD, else null. */
export function isoOfDate(value: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!m) return null;
  const [, d, mo, y] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d))
    return null;
  return `${y}-${mo}-${d}`;
}

/** A pt-BR amount (1.234,56) as a decimal text (1234.56), else null. */
export function decimalOfMoney(value: string): string | null {
  if (!/^\d{1,3}(\.\d{3})*,\d{2}$|^\d+,\d{2}$/.test(value)) return null;
  return value.replace(/\./g, '').replace(',', '.');
}

/** CNS (Cartão Nacional de Saúde): 15 digits; definitive (1, 2) and provisional (7, 8, 9) numbers check by sum mod 11. */
export function isValidCns(value: string): boolean {
  if (!/^[1-2789]\d{14}$/.test(value)) return false;
  const sum = value.split('').reduce((acc, ch, i) => acc + Number(ch) * (15 - i), 0);
  return sum % 11 === 0;
}

/** What is wrong with a field's value for its kind (pt-BR), or null; an empty value is fine unless required. */
export function checkField(kind: OcrFieldKind, value: string, required = false): string | null {
  if (value === '') return required ? k.required : null;
  switch (kind) {
    case 'date':
      return isoOfDate(value) ? null : k.date;
    case 'time':
      return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? null : k.time;
    case 'money':
      return decimalOfMoney(value) ? null : k.money;
    case 'ans':
      return /^\d{6}$/.test(value) ? null : fmt(k.digits, { length: 6 });
    case 'cnes':
      return /^\d{7}$/.test(value) ? null : fmt(k.digits, { length: 7 });
    case 'cns':
      return isValidCns(value) ? null : k.cns;
    case 'tuss':
      return /^\d{8}$/.test(value) ? null : k.tuss;
    case 'table':
      return /^\d{2}$/.test(value) ? null : fmt(k.digits, { length: 2 });
    case 'cbo':
      return /^\d{6}$/.test(value) ? null : fmt(k.digits, { length: 6 });
    case 'uf':
      return UF_CODES.has(value) ? null : k.uf;
    case 'council':
      return /^\d{2}$/.test(value) ? null : k.council;
    case 'councilNumber':
      return /^\d{1,15}$/.test(value) ? null : k.councilNumber;
    case 'operatorCode':
      // "Código na Operadora/CPF": eleven digits are a CPF, and a CPF must check.
      return /^\d{11}$/.test(value) && !isValidCpf(value) ? k.cpf : null;
    case 'yesNo':
      return value === 'S' || value === 'N' ? null : k.yesNo;
    case 'quantity':
    case 'via':
    case 'technique':
    case 'grauPart':
      return /^\d{1,3}$/.test(value) ? null : k.quantity;
    default:
      return null;
  }
}
