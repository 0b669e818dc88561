import { JSON_QUERY_KEYWORD } from '@honora/contract';
import { z } from 'zod';

/**
 * The contract's zod schemas as the JSON Schema (2020-12) of the OpenAPI document, saying what
 * the server really accepts. zod's own conversion describes the type of a schema, not what it
 * does to its input first, so an input schema is rewritten here, for every route at once:
 *
 * - no text may hold a NUL character (input-guards.ts refuses it before validation): every
 *   string carries a pattern without U+0000;
 * - a trimmed text's limits and patterns apply to the trimmed text: they become one pattern
 *   that allows blanks around it (a blank-only text fails a minimum of 1; "  1234567  "
 *   passes a maximum of 7);
 * - a text piped into a format (e-mail) carries the format's pattern;
 * - a comma-separated query list (a text piped into an array) is described by its items and
 *   limit, sent `style: form, explode: false` (openapi-document.ts sets the parameter's style);
 * - a query holding a JSON object (`JSON_QUERY_KEYWORD`) is that object, sent as JSON.
 *
 * Lengths are UTF-16 code units on the server (JavaScript) and code points in JSON Schema:
 * they differ only for characters beyond U+FFFF (emoji count two here); the document says so.
 */

type Json = Record<string, unknown>;
type ZodAny = z.core.$ZodType;
interface CheckDef {
  check: string;
  tx?: (value: string) => string;
  minimum?: number;
  maximum?: number;
  length?: number;
  format?: string;
  pattern?: RegExp;
}

/** Marks a query list that arrives comma-separated (read by openapi-document.ts). */
export const CSV_KEYWORD = 'x-honora-csv';
/** @fastify/swagger's keyword for a query parameter sent as content of a media type. */
const JSON_CONTENT = 'x-consume';

const NUL_FREE = '^[^\\u0000]*$';
/** A character of a text (anything but NUL), and one that is not blank either. */
const ANY = '[^\\u0000]';
const SOLID = '[^\\s\\u0000]';
/** Formats whose own pattern cannot match a NUL character. */
const NUL_FREE_FORMATS = new Set(['uuid', 'guid', 'email', 'datetime', 'date', 'time']);

const defOf = (schema: ZodAny) => schema._zod.def as unknown as Json & { type: string; checks?: ZodAny[] };
const checkDef = (check: ZodAny) => check._zod.def as unknown as CheckDef;

/** Whether an `overwrite` check is `.trim()`, judged by its effect (zod keeps only the function). */
const isTrim = (tx: (value: string) => string) => tx('  a  ') === 'a';

/** A pattern's source without its escaped literal characters (\\. is a dot, not any character). */
const unescaped = (source: string) => source.replace(/\\[.\-/:,+*?()[\]{}|^$]/g, '');

/** Whether a pattern could match a text holding NUL (conservative: true unless clearly not). */
function canMatchNul(source: string): boolean {
  const anchored = source.startsWith('^') && source.endsWith('$') && !source.endsWith('\\$');
  return !anchored || /\.|\[\^|\\[SDW0]|\\u0000|\\x00/.test(unescaped(source));
}

/** The pattern's inner part cannot begin or end with a blank (literals, digits, word characters). */
const cannotTouchBlanks = (inner: string) =>
  /^[\w{},|()?:*+-]*$/.test(unescaped(inner).replaceAll('\\d', '').replaceAll('\\w', ''));

/**
 * A pattern zod tests on the trimmed text, as a pattern on the text as sent: blanks allowed
 * beyond each anchor, and (unless it clearly cannot) the part it matches begins and ends with a
 * non-blank there, as a trimmed text does. An unanchored side means "contains": trimming does
 * not change what a text contains.
 */
function aroundBlanks(source: string): string {
  const atStart = source.startsWith('^');
  const atEnd = source.endsWith('$') && !source.endsWith('\\$');
  if (!atStart && !atEnd) return source;
  const inner = source.slice(atStart ? 1 : 0, atEnd ? -1 : undefined);
  const loose = cannotTouchBlanks(inner);
  if (atStart && atEnd && new RegExp(source).test('')) {
    // An optional text (blank or matching): the blank case is the blanks alone.
    const body = `(?:${optionalBody(inner) ?? inner})`;
    return loose ? `^\\s*${body}?\\s*$` : `^\\s*(?:(?=\\S)${body}(?<=\\S))?\\s*$`;
  }
  const head = atStart ? `^\\s*${loose ? '' : '(?=\\S)'}` : '';
  const tail = atEnd ? `${loose ? '' : '(?<=\\S)'}\\s*$` : '';
  return `${head}(?:${inner})${tail}`;
}

/** Y when a pattern is exactly one optional group "(?:Y)?", else null. */
function optionalBody(pattern: string): string | null {
  if (!pattern.startsWith('(?:') || !pattern.endsWith(')?')) return null;
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < pattern.length - 1; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0 && i !== pattern.length - 2) return null;
  }
  return pattern.slice(3, -2);
}

/** A case-insensitive pattern without the flag JSON Schema lacks: each letter as [xX] (outside classes). */
function caseless(pattern: RegExp): string {
  if (!pattern.flags.includes('i')) return pattern.source;
  let out = '';
  let inClass = false;
  for (let i = 0; i < pattern.source.length; i++) {
    const c = pattern.source[i]!;
    if (c === '\\') {
      out += c + (pattern.source[++i] ?? '');
      continue;
    }
    if (c === '[') inClass = true;
    if (c === ']') inClass = false;
    out += !inClass && /[a-z]/i.test(c) ? `[${c.toLowerCase()}${c.toUpperCase()}]` : c;
  }
  return out;
}

/** A text whose trimmed form has from `min` to `max` characters (and no NUL). */
function trimmedLength(min: number, max: number): string {
  if (max <= 0) return '^\\s*$';
  const inner = (low: number, high: number) => `${ANY}{${low},${Number.isFinite(high) ? high : ''}}`;
  let core: string;
  if (max === 1) core = SOLID;
  else if (min <= 1) core = `${SOLID}(?:${inner(0, max - 2)}${SOLID})?`;
  else core = `${SOLID}${inner(min - 2, max - 2)}${SOLID}`;
  return `^\\s*${min <= 0 ? `(?:${core})?` : core}\\s*$`;
}

/** The checks a string schema runs, in order (a format schema is its own first check). */
function stringChecks(schema: ZodAny): CheckDef[] {
  const own = schema._zod.traits.has('$ZodCheck') ? [checkDef(schema)] : [];
  return [...own, ...(defOf(schema).checks ?? []).map(checkDef)];
}

interface TextRule {
  rawMin?: number;
  rawMax?: number;
  trimmedMin: number;
  trimmedMax: number;
  isTrimmed: boolean;
  patterns: string[];
  format?: string;
}

function textRule(checks: readonly CheckDef[]): TextRule {
  const rule: TextRule = { trimmedMin: 0, trimmedMax: Infinity, isTrimmed: false, patterns: [] };
  for (const check of checks) {
    if (check.check === 'overwrite' && check.tx && isTrim(check.tx)) {
      rule.isTrimmed = true;
      continue;
    }
    const [min, max] =
      check.check === 'min_length'
        ? [check.minimum, undefined]
        : check.check === 'max_length'
          ? [undefined, check.maximum]
          : check.check === 'length_equals'
            ? [check.length, check.length]
            : [undefined, undefined];
    if (rule.isTrimmed) {
      if (min !== undefined) rule.trimmedMin = Math.max(rule.trimmedMin, min);
      if (max !== undefined) rule.trimmedMax = Math.min(rule.trimmedMax, max);
    } else {
      if (min !== undefined) rule.rawMin = Math.max(rule.rawMin ?? 0, min);
      if (max !== undefined) rule.rawMax = Math.min(rule.rawMax ?? Infinity, max);
    }
    if (check.check === 'string_format' && check.pattern) {
      const source = caseless(check.pattern);
      rule.patterns.push(rule.isTrimmed ? aroundBlanks(source) : source);
      if (check.format && check.format !== 'regex' && !rule.isTrimmed) rule.format ??= check.format;
    }
  }
  return rule;
}

const FORMAT_NAMES: Record<string, string> = { datetime: 'date-time', guid: 'uuid' };

/** The JSON Schema keywords of a text rule (replacing zod's type/length/pattern/format ones). */
function textKeywords(rule: TextRule): Json {
  const patterns = [...rule.patterns];
  if (rule.isTrimmed && (rule.trimmedMin > 0 || Number.isFinite(rule.trimmedMax)))
    patterns.unshift(trimmedLength(rule.trimmedMin, rule.trimmedMax));
  const nulFree =
    patterns.some((p) => !canMatchNul(p)) || (rule.format !== undefined && NUL_FREE_FORMATS.has(rule.format));
  if (!nulFree) patterns.push(NUL_FREE);
  const json: Json = { type: 'string' };
  if (rule.rawMin) json.minLength = rule.rawMin;
  if (rule.rawMax !== undefined && Number.isFinite(rule.rawMax)) json.maxLength = rule.rawMax;
  if (rule.format) json.format = FORMAT_NAMES[rule.format] ?? rule.format;
  if (patterns.length > 0) json.pattern = patterns[0];
  if (patterns.length > 1) json.allOf = patterns.slice(1).map((pattern) => ({ pattern }));
  return json;
}

const TEXT_KEYWORDS = ['type', 'minLength', 'maxLength', 'pattern', 'format', 'allOf'];

function replaceText(json: Json, rule: TextRule): void {
  for (const key of TEXT_KEYWORDS) delete json[key];
  Object.assign(json, textKeywords(rule));
}

const plainString = (schema: ZodAny): ZodAny | null => (defOf(schema).type === 'string' ? schema : null);

/** The array a comma-separated list ends as (csvOf), or null. */
function csvTarget(schema: ZodAny): ZodAny | null {
  const def = defOf(schema);
  if (def.type !== 'pipe') return null;
  let out = def.out as ZodAny;
  while (['optional', 'nullable', 'default'].includes(defOf(out).type)) out = defOf(out).innerType as ZodAny;
  return defOf(out).type === 'array' ? out : null;
}

/** Replaces a schema's keywords (its description stays). */
function replaceAll(jsonSchema: Json, by: Json): void {
  for (const key of Object.keys(jsonSchema)) if (key !== 'description') delete jsonSchema[key];
  Object.assign(jsonSchema, by);
}

function inputOverride(ctx: { zodSchema: ZodAny; jsonSchema: Json }): void {
  const { zodSchema, jsonSchema } = ctx;
  const def = defOf(zodSchema);
  if (def.type === 'string') {
    replaceText(jsonSchema, textRule(stringChecks(zodSchema)));
    return;
  }
  if (def.type !== 'pipe') return;
  if (jsonSchema[JSON_QUERY_KEYWORD]) {
    replaceAll(jsonSchema, { type: 'object', [JSON_CONTENT]: 'application/json' });
    return;
  }
  const list = csvTarget(zodSchema);
  if (list) {
    replaceAll(jsonSchema, { ...inputJsonSchema(list), [CSV_KEYWORD]: true });
    return;
  }
  // A text piped into another text schema (a format): the second's checks run on the first's result.
  const first = plainString(def.in as ZodAny);
  const second = plainString(def.out as ZodAny);
  if (first && second) replaceText(jsonSchema, textRule([...stringChecks(first), ...stringChecks(second)]));
}

/** Without `$schema`; a schema that would need local definitions (an id, a cycle) needs a component first. */
function strip(json: Json): Json {
  const { $schema: _schema, ...rest } = json;
  if ('$defs' in rest) throw new Error('a contract schema with an id or a cycle needs an OpenAPI component');
  return rest;
}

/** What an operation accepts (body, query, path), as the document shows it. */
export function inputJsonSchema(schema: ZodAny): Json {
  return strip(
    z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: 'input',
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
      override: inputOverride,
    }) as Json,
  );
}

/** What an operation answers, as the document shows it. */
export function outputJsonSchema(schema: ZodAny): Json {
  return strip(
    z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io: 'output',
      unrepresentable: 'any',
      cycles: 'ref',
      reused: 'inline',
      override: ({ zodSchema, jsonSchema }) => {
        const type = defOf(zodSchema).type;
        if (type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
        if (type === 'undefined') jsonSchema.type = 'null';
      },
    }) as Json,
  );
}
