import fc from 'fast-check';

/** The JSON Schema (2020-12) subset the OpenAPI document uses, loosely typed for walking. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  propertyNames?: JsonSchema;
  items?: JsonSchema | boolean;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  [keyword: string]: unknown;
}

/** Resolves `#/components/schemas/…`. */
export type Resolve = (ref: string) => JsonSchema;

/** Text for schemas without a pattern: what servers treat specially (blanks, accents, an emoji). */
const ALPHABET = ['a', 'b', 'Z', '0', '7', ' ', 'ç', 'É', '-', '.', ',', '/', '\t', '\n', '\u00a0', '😀'];
const LETTERS = ['a', 'b', 'Z', '0', '7', 'ç', 'É', '-'];
export const BLANKS = [' ', '  ', '\t', '\n', '\u00a0'];
/** Keys a JSON body may not carry at all (the JSON parser refuses them): never generated. */
export const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Longest text drawn at random (longer limits are still reached by their boundary values). */
const TYPICAL_LENGTH = 24;
export const MAX_DEPTH = 6;

export const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

export function resolved(schema: JsonSchema, resolve: Resolve): JsonSchema {
  let current = schema;
  while (current.$ref) current = { ...resolve(current.$ref), ...withoutRef(current) };
  return current;
}
function withoutRef(schema: JsonSchema): JsonSchema {
  const { $ref: _ref, ...rest } = schema;
  return rest;
}

const textOf = (chars: readonly string[], minLength: number, maxLength: number) =>
  fc
    .array(fc.constantFrom(...chars), {
      minLength,
      maxLength: Math.max(minLength, Math.min(maxLength, minLength + TYPICAL_LENGTH)),
    })
    .map((cs) => cs.join(''));

/** Exactly n characters (a text at its length limit). */
export const lettersOf = (n: number) => textOf(LETTERS, n, n);

function formatted(format: string): fc.Arbitrary<string> | null {
  const days = fc.date({
    min: new Date('1990-01-01T00:00:00Z'),
    max: new Date('2100-01-01T00:00:00Z'),
    noInvalidDate: true,
  });
  switch (format) {
    case 'uuid':
      return fc.oneof(
        fc.uuid({ version: [1, 2, 3, 4, 5, 6, 7, 8] }),
        fc.uuid({ version: 4 }).map((u) => u.toUpperCase()),
      );
    case 'email':
      return fc.oneof(fc.emailAddress(), fc.constantFrom('ana@example.com', 'Jose.Silva+x@honora.dev', 'a@b.co'));
    case 'date-time':
      return fc
        .tuple(days, fc.constantFrom('Z', '+00:00', '-03:00', '+14:00', '.000Z'))
        .map(([d, zone]) => d.toISOString().slice(0, 19) + zone);
    case 'date':
      return days.map((d) => d.toISOString().slice(0, 10));
    default:
      return null;
  }
}

/**
 * A pattern to draw texts from: without its lookarounds, with "any character" as a few telling
 * ones and open repetitions bounded (drawing stays fast; the text is judged by the whole pattern).
 */
const drawable = (pattern: string) =>
  pattern
    .replace(/\(\?<?[=!](?:[^()\\]|\\.)*\)/g, '')
    .replaceAll('[\\s\\S]', '[a-z0-9 çÉ.,\\-😀]')
    .replaceAll('[^\\s\\u0000]', '[a-z0-9çÉ.,\\-😀]')
    .replaceAll('[^\\u0000]', '[a-z0-9 çÉ.,\\-😀]')
    .replaceAll('\\s*', '[ \\t\\u00a0]{0,2}')
    .replaceAll('\\S', '[a-z0-9çÉ]')
    .replace(/\{(\d+),\}/g, (_, n: string) => `{${n},${Number(n) + 8}}`)
    // "(X)?" as "(X|)": the same texts, and fast-check draws it without exploring every nesting.
    .replace(/(?<!\\)\)\?/g, '|)');

/** The same, with every bounded repetition at its upper bound: texts at their length limits. */
const drawableAtLimit = (pattern: string) => drawable(pattern).replace(/\{(\d+),(\d+)\}/g, '{$2}');

const drawn = new Map<string, fc.Arbitrary<string> | null>();

function drawFrom(source: string): fc.Arbitrary<string> | null {
  if (drawn.has(source)) return drawn.get(source)!;
  let arbitrary: fc.Arbitrary<string> | null = null;
  for (const flags of ['u', '']) {
    try {
      arbitrary = fc.stringMatching(new RegExp(source, flags));
      break;
    } catch {
      // not drawable with these flags
    }
  }
  drawn.set(source, arbitrary);
  return arbitrary;
}

function matching(pattern: string): fc.Arbitrary<string> | null {
  const typical = drawFrom(drawable(pattern));
  const atLimit = drawFrom(drawableAtLimit(pattern));
  if (!typical || !atLimit || drawableAtLimit(pattern) === drawable(pattern)) return typical;
  return fc.oneof({ arbitrary: typical, weight: 3 }, { arbitrary: atLimit, weight: 1 });
}

const NUL_FREE = '^[^\\u0000]*$';

function patternsOf(schema: JsonSchema): string[] {
  const own = [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)];
  return own.filter((p): p is string => typeof p === 'string');
}

function validText(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, TYPICAL_LENGTH);
  const patterns = patternsOf(schema);
  const shaped = [
    ...(schema.format ? [formatted(schema.format)] : []),
    ...patterns.filter((p) => p !== NUL_FREE).map(matching),
  ].filter((a): a is fc.Arbitrary<string> => a !== null);
  if (shaped.length > 1) {
    // One text from each shape; the first that every pattern and limit allows (else the first).
    const regexes = patterns.map((p) => new RegExp(p, 'u'));
    const fits = (text: string) =>
      regexes.every((r) => r.test(text)) && [...text].length >= minLength && [...text].length <= maxLength;
    return fc.tuple(...shaped).map((texts) => texts.find(fits) ?? texts[0]!);
  }
  if (shaped.length === 1) return shaped[0]!;
  return fc.oneof(
    { arbitrary: textOf(ALPHABET, minLength, maxLength), weight: 4 },
    { arbitrary: lettersOf(Math.min(maxLength, 10_000)), weight: 1 },
    { arbitrary: lettersOf(minLength), weight: 1 },
  );
}

function validNumber(schema: JsonSchema, isInteger: boolean): fc.Arbitrary<number> {
  const low = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
  const high = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
  const min = Math.max(low, -Number.MAX_SAFE_INTEGER);
  const max = Math.min(high, Number.MAX_SAFE_INTEGER);
  const whole = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  const choices: fc.Arbitrary<number>[] = [whole, fc.constantFrom(min, max)];
  if (!isInteger) {
    choices.push(
      fc.integer({ min: Math.ceil(min * 100), max: Math.floor(max * 100) }).map((n) => n / 100),
      fc.double({ min, max, noNaN: true, noDefaultInfinity: true }),
    );
  }
  if (schema.multipleOf) {
    const step = schema.multipleOf;
    choices.push(
      fc
        .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
        .map((n) => Number((n * step).toFixed(10))),
    );
  }
  return fc.oneof(...choices);
}

/**
 * Values a schema describes: texts from its patterns and formats, at and between their limits;
 * numbers at and between their bounds; optional properties present or not.
 */
export function validOf(
  schema: JsonSchema | boolean | undefined,
  resolve: Resolve,
  depth: number,
): fc.Arbitrary<unknown> {
  if (schema === undefined || schema === true) return fc.jsonValue({ maxDepth: 1 });
  if (schema === false) return fc.constant(null);
  const s = resolved(schema, resolve);
  if (s.enum) return fc.constantFrom(...s.enum);
  if ('const' in s) return fc.constant(s.const);
  const variants = s.anyOf ?? s.oneOf;
  if (variants) {
    const { anyOf: _a, oneOf: _o, ...rest } = s;
    return fc.oneof(...variants.map((variant) => validOf({ ...rest, ...variant }, resolve, depth)));
  }
  const types = typesOf(s);
  if (types.length > 1) return fc.oneof(...types.map((type) => validOf({ ...s, type }, resolve, depth)));
  switch (types[0] ?? (s.properties ? 'object' : s.items ? 'array' : undefined)) {
    case 'string':
      return validText(s);
    case 'integer':
      return validNumber(s, true);
    case 'number':
      return validNumber(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const item = validOf(s.items === false ? undefined : s.items, resolve, depth + 1);
      const minItems = s.minItems ?? 0;
      const maxItems = s.maxItems ?? minItems + 3;
      const typical = fc.array(item, { minLength: minItems, maxLength: Math.min(maxItems, minItems + 3) });
      if (s.maxItems === undefined || s.maxItems > 1000) return typical;
      // At the limit: the same item repeated, so long limits stay cheap.
      return fc.oneof(
        { arbitrary: typical, weight: 4 },
        { arbitrary: item.map((one) => Array.from({ length: maxItems }, () => one)), weight: 1 },
      );
    }
    case 'object':
      return validObject(s, resolve, depth);
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

function validObject(s: JsonSchema, resolve: Resolve, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(s.required ?? []);
  const keys = Object.keys(s.properties ?? {}).filter(
    (key) => !FORBIDDEN_KEYS.has(key) && (required.has(key) || depth < MAX_DEPTH),
  );
  const fixed = fc.record(
    Object.fromEntries(keys.map((key) => [key, validOf(s.properties![key], resolve, depth + 1)])),
    {
      requiredKeys: keys.filter((key) => required.has(key)),
    },
  ) as fc.Arbitrary<Record<string, unknown>>;
  const extra = s.additionalProperties;
  if (extra === undefined || extra === false) return fc.oneof(fixed);
  const names = s.propertyNames
    ? (validOf(s.propertyNames, resolve, depth + 1) as fc.Arbitrary<string>)
    : fc.constantFrom('extra', 'campoNovo', 'x1', 'Nome');
  const extras = fc.dictionary(
    names.filter((key) => typeof key === 'string' && !FORBIDDEN_KEYS.has(key) && !(key in (s.properties ?? {}))),
    validOf(extra === true ? undefined : extra, resolve, depth + 1),
    { maxKeys: 3 },
  );
  return fc.tuple(fixed, extras).map(([a, b]) => ({ ...b, ...a }));
}
