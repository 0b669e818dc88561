import fc from 'fast-check';
import {
  BLANKS,
  FORBIDDEN_KEYS,
  lettersOf,
  MAX_DEPTH,
  resolved,
  typesOf,
  validOf,
  type JsonSchema,
  type Resolve,
} from './json-schema-values';

export type { JsonSchema } from './json-schema-values';

/**
 * - `valid`: values the schema describes (texts from its patterns and formats, at and between
 *   their limits; numbers at and between their bounds; optional properties present or not);
 * - `near`: a valid value with one thing changed at one place: a text padded with blanks, one
 *   character too many, blank, with a NUL or an emoji; a number just past a bound or with
 *   decimals; a property dropped or unknown; a list one too long; a value of the wrong type.
 */
export type SampleMode = 'valid' | 'near';

export interface SampleOptions {
  mode: SampleMode;
  resolve: Resolve;
}

/** Values the schema describes (see SampleMode). */
export function arbitraryOf(schema: JsonSchema | boolean | undefined, options: SampleOptions): fc.Arbitrary<unknown> {
  const valid = validOf(schema, options.resolve, 0);
  if (options.mode === 'valid' || typeof schema !== 'object') return valid;
  const atOnePlace = valid.chain((value) => {
    const places = sitesOf(value, schema, options.resolve, []);
    return fc
      .integer({ min: 0, max: places.length - 1 })
      .chain((i) =>
        deviationOf(places[i]!, options.resolve).map((changed) => replaceAt(value, places[i]!.path, changed)),
      );
  });
  // The same change to every free text at once: a rule missing from every field shows at once.
  const everywhere = fc.tuple(valid, fc.constantFrom(...TEXT_CHANGES)).map(([value, change]) =>
    sitesOf(value, schema, options.resolve, [])
      .filter((site) => typeof site.value === 'string' && isFreeText(site.schema))
      .reduce((changed, site) => replaceAt(changed, site.path, change(site.value as string)), value),
  );
  return fc.oneof({ arbitrary: atOnePlace, weight: 3 }, { arbitrary: everywhere, weight: 1 });
}

const TEXT_CHANGES: ((text: string) => string)[] = [
  (text) => `${text}\u0000`,
  (text) => ` ${text} `,
  () => ' ',
  (text) => `${text}😀`,
  (text) => text.toUpperCase(),
];

/** A text field that is not a code: no list of values, no format. */
const isFreeText = (schema: JsonSchema) => !schema.enum && !('const' in schema) && !schema.format;

// ---- near: one change at one place --------------------------------------------------------

type Path = (string | number)[];
interface Site {
  path: Path;
  schema: JsonSchema;
  value: unknown;
}

/** The schema of `value` among a union's branches: the first of its JSON type. */
function branchFor(schema: JsonSchema, value: unknown, resolve: Resolve): JsonSchema {
  const s = resolved(schema, resolve);
  const variants = s.anyOf ?? s.oneOf;
  if (!variants) return s;
  const kind = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  const { anyOf: _a, oneOf: _o, ...rest } = s;
  const fits = variants.find((variant) => {
    const v = resolved(variant, resolve);
    const types = typesOf(v);
    return types.some((t) => t === kind || (t === 'integer' && kind === 'number')) || (v.enum ?? []).includes(value);
  });
  return branchFor({ ...rest, ...(fits ?? variants[0]!) }, value, resolve);
}

function sitesOf(value: unknown, schema: JsonSchema, resolve: Resolve, path: Path): Site[] {
  const s = branchFor(schema, value, resolve);
  const here: Site = { path, schema: s, value };
  if (Array.isArray(value)) {
    const items = typeof s.items === 'object' ? s.items : {};
    return [here, ...value.flatMap((item, i) => sitesOf(item, items, resolve, [...path, i]))];
  }
  if (value && typeof value === 'object') {
    return [
      here,
      ...Object.entries(value).flatMap(([key, child]) => {
        const childSchema =
          s.properties?.[key] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : {});
        return sitesOf(child, childSchema, resolve, [...path, key]);
      }),
    ];
  }
  return [here];
}

const WRONG_TYPES: unknown[] = [null, 0, 1.5, -1, '', 'x', '1', 'true', true, false, {}, []];
const REMOVE = Symbol('remove');

function textDeviations(schema: JsonSchema, text: string): fc.Arbitrary<unknown>[] {
  const max = schema.maxLength;
  const min = schema.minLength ?? 0;
  return [
    fc.tuple(fc.constantFrom(...BLANKS), fc.constantFrom(...BLANKS)).map(([a, b]) => `${a}${text}${b}`),
    fc.constantFrom(...BLANKS, ''),
    fc.constantFrom(`${text}\u0000`, `${text}😀`, text.toUpperCase(), text.toLowerCase(), `${text}a`, text.slice(1)),
    lettersOf(max !== undefined && max < 10_000 ? max + 1 : 101),
    fc.constantFrom(...[1, 7, 8, 21, 41, 101, 121, 201, 256, 501].map((n) => 'a'.repeat(n))),
    lettersOf(Math.max(0, min - 1)),
  ];
}

function numberDeviations(schema: JsonSchema, n: number): fc.Arbitrary<unknown>[] {
  const bounds = [schema.minimum, schema.maximum, schema.exclusiveMinimum, schema.exclusiveMaximum].filter(
    (b): b is number => typeof b === 'number' && Math.abs(b) < Number.MAX_SAFE_INTEGER,
  );
  return [
    fc.constantFrom(...bounds.flatMap((b) => [b - 1, b + 1, b - 0.5, b + 0.001]), n + 0.5, n + 0.001, -n - 1, 1e15, 0),
  ];
}

function deviationOf(site: Site, resolve: Resolve): fc.Arbitrary<unknown> {
  const { schema, value, path } = site;
  const choices: fc.Arbitrary<unknown>[] = [fc.constantFrom(...WRONG_TYPES)];
  if (path.length > 0) choices.push(fc.constant(REMOVE));
  if (typeof value === 'string') choices.push(...textDeviations(schema, value));
  if (typeof value === 'number') choices.push(...numberDeviations(schema, value));
  if (Array.isArray(value)) {
    const item = value[0] ?? null;
    const longer = (schema.maxItems ?? 3) + 1;
    if (longer <= 1001) choices.push(fc.constant(Array.from({ length: longer }, () => item)));
    choices.push(fc.constant([]), fc.constant([...value, ...value]));
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    choices.push(fc.constant({ ...value, propriedadeDesconhecida: 'x' }));
    if (schema.properties) {
      const s = resolved(schema, resolve);
      const missing = Object.keys(s.properties ?? {}).filter((key) => !(key in value) && !FORBIDDEN_KEYS.has(key));
      if (missing.length > 0)
        choices.push(
          fc
            .constantFrom(...missing)
            .chain((key) => validOf(s.properties![key], resolve, MAX_DEPTH).map((v) => ({ ...value, [key]: v }))),
        );
    }
  }
  return fc.oneof(...choices);
}

function replaceAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement === REMOVE ? undefined : replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    const changed = replaceAt(copy[head as number], rest, replacement);
    if (rest.length === 0 && replacement === REMOVE) copy.splice(head as number, 1);
    else copy[head as number] = changed;
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && replacement === REMOVE) delete copy[head as string];
  else copy[head as string] = replaceAt(copy[head as string], rest, replacement);
  return copy;
}
