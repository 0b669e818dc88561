/**
 * The leaves of the TISS lote (issue 8, NOTES.md §4–§6): the kinds of value, their formatting and
 * the built-in checks. Every leaf goes through `put`, so what is checked is exactly what is written.
 */
import { transliterateLatin1Report } from './text';
import type { TissGuideInput, TissProblem, TissVersion } from './types';
import { blank, DATA_KEYS, type GuideData } from './lote-guide-data';
import { el, type XmlNode } from './xml';

export type Kind =
  | { t: 'text'; max: number; cut?: boolean }
  | { t: 'code'; domain: readonly string[] }
  | { t: 'digits'; len: number }
  | { t: 'cnpj' }
  | { t: 'date' }
  | { t: 'time' }
  | { t: 'decimal'; total: number; frac: number }
  | { t: 'int'; digits: number };

export const text = (max: number): Kind => ({ t: 'text', max });
export const freeText = (max: number): Kind => ({ t: 'text', max, cut: true });
export const code = (domain: readonly string[]): Kind => ({ t: 'code', domain });
export const money = (width: number): Kind => ({ t: 'decimal', total: width, frac: 2 });
export const DATE: Kind = { t: 'date' };
export const TIME: Kind = { t: 'time' };
export const SIM_NAO = code(['S', 'N']);

export interface Ctx {
  version: TissVersion;
  is4: boolean;
  is403: boolean;
  /** Width of item and consulta values: 10,2 in 4.03, 8,2 before. */
  itemWidth: number;
  problems: TissProblem[];
  warnings: TissProblem[];
  overrides: Map<string, string>;
  data: GuideData;
  guide: TissGuideInput | null;
  eventId: string | null;
  numGuide: string | null;
}

export function problem(
  ctx: Ctx,
  field: string,
  codeName: TissProblem['code'],
  params?: TissProblem['params'],
  list: TissProblem[] = ctx.problems,
): void {
  list.push({
    eventId: ctx.eventId,
    numGuide: ctx.numGuide,
    field,
    code: codeName,
    ...(params ? { params } : {}),
  });
}

const validDate = (y: number, m: number, d: number) => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

function formatDate(value: string): string | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value);
  if (m) return validDate(+m[1]!, +m[2]!, +m[3]!) ? `${m[1]}-${m[2]}-${m[3]}` : null;
  m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (m) return validDate(+m[3]!, +m[2]!, +m[1]!) ? `${m[3]}-${m[2]}-${m[1]}` : null;
  return null;
}

function formatTime(value: string): string | null {
  const m = /^(?:\d{4}-\d{2}-\d{2}[T ])?(\d{1,2}):(\d{2})(?::(\d{2}))?(?:\.\d+)?$/.exec(value);
  if (!m) return null;
  const [h, min, s] = [+m[1]!, +m[2]!, +(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return null;
  return `${String(h).padStart(2, '0')}:${m[2]}:${m[3] ?? '00'}`;
}

/** Decimal text with `frac` decimals (rounded half away from zero), or null when not a number ≥ 0. */
export function formatTissDecimal(value: string, frac: number): string | null {
  let v = value.replace(/\s/g, '');
  if (v.includes(',') && !v.includes('.')) v = v.replace(',', '.');
  if (!/^\+?(\d+(\.\d*)?|\.\d+)$/.test(v)) return null;
  v = v.replace('+', '');
  const [intPart = '0', fracPart = ''] = v.split('.');
  const digits = (intPart || '0') + fracPart.padEnd(frac + 1, '0').slice(0, frac + 1);
  // Round on the extra digit with BigInt so large values keep every digit.
  let scaled = BigInt(digits.slice(0, -1) || '0');
  if (+digits.slice(-1) >= 5) scaled += 1n;
  const s = scaled.toString().padStart(frac + 1, '0');
  return frac ? `${s.slice(0, -frac)}.${s.slice(-frac)}` : s;
}

/** Pads a numeric code to the length of its domain's codes ('6' → '06'). */
export function padCode(value: string, domain: readonly string[]): string {
  const len = domain[0]?.length ?? 0;
  return /^\d+$/.test(value) && value.length < len ? value.padStart(len, '0') : value;
}

function resolveOverride(ctx: Ctx, template: string): string | null {
  const ref = /^\{\s*([\w.]+)\s*\}$/.exec(template.trim());
  if (!ref) return template;
  const name = ref[1]!;
  if (DATA_KEYS.has(name)) return ctx.data[name] ?? null;
  const guide = ctx.guide;
  if (!guide) return null;
  const event: Record<string, string | null> = {
    numGuide: ctx.numGuide,
    wallet: guide.wallet,
    patientName: guide.patientName,
    dtProcedure: guide.dtProcedure,
    observation: guide.observation,
    total: guide.total,
  };
  return event[name] ?? null;
}

/**
 * One leaf: the insurer's xmlFields value for `name` when it gives one (a guide's leaves only),
 * else `raw`; transliterated, formatted by kind and checked. Null (omitted) when empty.
 */
export function put(
  ctx: Ctx,
  path: string,
  name: string,
  raw: string | number | null | undefined,
  kind: Kind,
  required: boolean,
): XmlNode | null {
  const field = path + name;
  let source = raw === null || raw === undefined ? '' : String(raw);
  const template = ctx.overrides.get(name);
  if (template !== undefined) {
    const resolved = resolveOverride(ctx, template);
    if (!blank(resolved)) source = resolved!;
  }
  const latin1 = transliterateLatin1Report(source);
  let value = latin1.text;
  if (latin1.dropped.length)
    problem(ctx, field, 'droppedCharacters', { chars: latin1.dropped.join(' ') }, ctx.warnings);
  if (value === '') {
    if (required) problem(ctx, field, 'required');
    return null;
  }
  switch (kind.t) {
    case 'text':
      if (value.length > kind.max) {
        if (kind.cut) value = value.slice(0, kind.max).trimEnd();
        else problem(ctx, field, 'tooLong', { max: kind.max });
      }
      break;
    case 'code':
      value = padCode(value.toUpperCase(), kind.domain);
      if (!kind.domain.includes(value)) problem(ctx, field, 'codeDomain', { value });
      break;
    case 'digits': {
      const digits = value.replace(/[.\-/\s]/g, '');
      if (digits.length === kind.len && /^\d+$/.test(digits)) value = digits;
      else problem(ctx, field, 'format', { expected: `${kind.len} dígitos` });
      break;
    }
    case 'cnpj': {
      const cnpj = value.replace(/[.\-/\s]/g, '').toUpperCase();
      const ok = ctx.is403 ? /^[A-Z0-9]{12}\d{2}$/.test(cnpj) : /^\d{14}$/.test(cnpj);
      if (ok) value = cnpj;
      else problem(ctx, field, 'format', { expected: ctx.is403 ? 'CNPJ de 14 caracteres' : 'CNPJ de 14 dígitos' });
      break;
    }
    case 'date': {
      const date = formatDate(value);
      if (date) value = date;
      else problem(ctx, field, 'format', { expected: 'AAAA-MM-DD' });
      break;
    }
    case 'time': {
      const time = formatTime(value);
      if (time) value = time;
      else problem(ctx, field, 'format', { expected: 'HH:MM' });
      break;
    }
    case 'decimal': {
      const decimal = formatTissDecimal(value, kind.frac);
      if (decimal === null) {
        problem(ctx, field, 'format', { expected: 'número decimal' });
        break;
      }
      value = decimal;
      const intDigits = decimal.split('.')[0]!.replace(/^0+(?=\d)/, '');
      if (intDigits.length > kind.total - kind.frac) {
        const max = `${'9'.repeat(kind.total - kind.frac)}.${'9'.repeat(kind.frac)}`;
        problem(ctx, field, 'valueTooLarge', { max });
      }
      break;
    }
    case 'int': {
      const n = Number(value);
      if (!/^\d+$/.test(value) && !(Number.isInteger(n) && n >= 0)) {
        problem(ctx, field, 'format', { expected: 'número inteiro' });
        break;
      }
      value = String(n);
      if (value.length > kind.digits) problem(ctx, field, 'valueTooLarge', { max: '9'.repeat(kind.digits) });
      break;
    }
  }
  return { name, text: value };
}

/** A required element the input cannot give: reported, omitted. */
export function missing(ctx: Ctx, field: string): null {
  problem(ctx, field, 'required');
  return null;
}

/** A required group: reports `required` when none of its children could be written. */
export function group(ctx: Ctx, path: string, name: string, children: readonly (XmlNode | null)[]): XmlNode | null {
  const node = el(name, children);
  if (!node) problem(ctx, path + name, 'required');
  return node;
}
