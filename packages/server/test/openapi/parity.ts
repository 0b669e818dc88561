import * as contract from '@honora/contract';
import type { RouteDef } from '@honora/contract';
import fc from 'fast-check';
import { findNulCharacter } from '../../src/http/input-guards';
import { DocumentJudge } from './document-judge';
import { arbitraryOf, type JsonSchema, type SampleMode } from './json-schema-arbitrary';

export { DocumentJudge };

/**
 * Parity of the OpenAPI document with the server: for each operation, inputs drawn from the
 * document's own schemas are judged twice — by the document (ajv) and by what the server runs
 * (the NUL guard, then the route's zod schema) — and the two verdicts must agree.
 */

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  /** A parameter sent as a document of a media type (a JSON object in a query). */
  content?: Record<string, { schema?: JsonSchema }>;
  style?: string;
  explode?: boolean;
}
export interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
  [key: string]: unknown;
}
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export type Part = 'body' | 'query' | 'params';

/** Who disagreed: the server refused what the document allows, or accepted what it forbids. */
export type Direction = 'refused' | 'accepted';

/**
 * A disagreement the document states in words because JSON Schema cannot say it: on some
 * fields of some operations, or (`holds`) on any input the rule explains.
 */
export interface ParityException {
  operations: readonly string[] | 'every';
  part?: Part;
  /** Dotted field paths (a prefix covers what is below it). */
  fields?: readonly string[];
  /** Both when absent. */
  direction?: Direction;
  /** Whether the rule explains this input's disagreement: `agrees` tells whether a changed input agrees. */
  holds?: (input: unknown, agrees: (changed: unknown) => boolean) => boolean;
  reason: string;
}

export interface Disagreement {
  operation: string;
  part: Part;
  direction: Direction;
  input: unknown;
  /** Where the refusing side saw the problem. */
  fields: string[];
  detail: string;
}

/** `/api/x/{id}` → `/api/x/:id`. */
export const fastifyPath = (path: string) => path.replace(/\{([^}]+)\}/g, ':$1');

export function operationsOf(doc: OpenApiDocument) {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${fastifyPath(path)}`,
      path,
      method: method.toUpperCase(),
      operation,
    })),
  );
}

const isRouteDef = (value: unknown): value is RouteDef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RouteDef).method === 'string' &&
  typeof (value as RouteDef).path === 'string' &&
  'response' in value;

/** Every RouteDef the contract exports (inside its route tables), by "METHOD /path". */
export function contractRoutes(): Map<string, RouteDef> {
  const routes = new Map<string, RouteDef>();
  const visit = (value: unknown, depth: number) => {
    if (isRouteDef(value)) routes.set(`${value.method} ${value.path}`, value);
    else if (value && typeof value === 'object' && depth < 2 && !('_zod' in value))
      for (const child of Object.values(value)) visit(child, depth + 1);
  };
  for (const value of Object.values(contract)) visit(value, 0);
  return routes;
}

/** The object schema of an operation's query or path parameters, and how each is serialized. */
const schemaOf = (p: Parameter): JsonSchema => p.schema ?? p.content?.['application/json']?.schema ?? {};

function parametersSchema(parameters: readonly Parameter[]): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, schemaOf(p)])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

const isArraySchema = (schema: JsonSchema | undefined) =>
  schema?.type === 'array' || (Array.isArray(schema?.type) && schema.type.includes('array'));

/** How a client following the document sends a typed value in a query (OpenAPI style=form). */
function serializeParameter(parameter: Parameter, value: unknown): string | string[] | undefined {
  const text = (v: unknown) => (v === null ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  if (value === undefined) return undefined;
  if (parameter.content) return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (parameter.explode === false) return value.map(text).join(',');
    if (value.length === 0) return undefined;
    return value.length === 1 ? text(value[0]) : value.map(text);
  }
  return text(value);
}

/** How the document reads a query back (style=form; explode=false arrays are comma-separated). */
function deserializeParameter(parameter: Parameter, raw: string | string[]): unknown {
  if (parameter.content && typeof raw === 'string') {
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return raw;
    }
  }
  if (parameter.explode === false && isArraySchema(parameter.schema) && typeof raw === 'string')
    return raw === '' ? [] : raw.split(',');
  return raw;
}

interface PartCheck {
  part: Part;
  arbitrary: (mode: SampleMode) => fc.Arbitrary<unknown>;
  /** The document's verdict: the fields it objects to (empty: valid). */
  document: (input: unknown) => string[];
  /** The server's verdict: the fields it objects to (empty: accepted). */
  server: (input: unknown) => string[];
}

/** What the server runs before a handler: the NUL guard (input-guards.ts), then the route's zod schema. */
function serverVerdict(schema: NonNullable<RouteDef['body']>, input: unknown): string[] {
  const nul = findNulCharacter({ params: {}, query: {}, headers: {}, body: input });
  if (nul !== null) return [nul];
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

function partChecks(judge: DocumentJudge, operation: Operation, route: RouteDef): PartCheck[] {
  const checks: PartCheck[] = [];
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  if (route.body && bodySchema) {
    const validate = judge.validator(bodySchema, false);
    checks.push({
      part: 'body',
      arbitrary: (mode) =>
        arbitraryOf(bodySchema, { mode, resolve: judge.resolve }).map((v) => JSON.parse(JSON.stringify(v ?? null))),
      document: validate,
      server: (input) => serverVerdict(route.body!, input),
    });
  }
  for (const [part, where, zod] of [
    ['query', 'query', route.querystring],
    ['params', 'path', route.params],
  ] as const) {
    const parameters = (operation.parameters ?? []).filter((p) => p.in === where);
    if (!zod || parameters.length === 0) continue;
    const schema = parametersSchema(parameters);
    const validate = judge.validator(schema, true);
    const byName = new Map(parameters.map((p) => [p.name, p]));
    checks.push({
      part,
      // Typed values as the document describes them, then sent as a client would (text).
      arbitrary: (mode) =>
        arbitraryOf({ ...schema, additionalProperties: false }, { mode, resolve: judge.resolve }).map((typed) => {
          const sent: Record<string, string | string[]> = {};
          if (typed && typeof typed === 'object' && !Array.isArray(typed)) {
            for (const [name, value] of Object.entries(typed)) {
              const parameter = byName.get(name);
              const text = parameter ? serializeParameter(parameter, value) : undefined;
              if (text !== undefined) sent[name] = text;
            }
          }
          return sent;
        }),
      document: (input) => {
        const read = Object.fromEntries(
          Object.entries(input as Record<string, string | string[]>).map(([name, raw]) => {
            const parameter = byName.get(name);
            return [name, parameter ? deserializeParameter(parameter, raw) : raw];
          }),
        );
        return validate(read);
      },
      server: (input) => serverVerdict(zod, input),
    });
  }
  return checks;
}

interface Verdict {
  direction: Direction | null;
  fields: string[];
}

function isExcused(
  exceptions: readonly ParityException[],
  where: { operation: string; part: Part; input: unknown; verdict: Verdict },
  agrees: (changed: unknown) => boolean,
): boolean {
  const { operation, part, input, verdict } = where;
  const rules = exceptions.filter(
    (e) =>
      (e.direction === undefined || e.direction === verdict.direction) &&
      (e.operations === 'every' || e.operations.includes(operation)) &&
      (e.part === undefined || e.part === part),
  );
  if (rules.some((rule) => rule.holds?.(input, agrees))) return true;
  const byField = rules.filter((rule) => rule.fields);
  if (byField.length === 0 || verdict.fields.length === 0) return false;
  return verdict.fields.every((field) =>
    byField.some((rule) => rule.fields!.some((f) => field === f || field.startsWith(`${f}.`))),
  );
}

export interface ParityOptions {
  exceptions: readonly ParityException[];
  numRuns: number;
  seed: number;
}

/** The disagreements of one operation (at most one per part and direction, shrunk). */
export function checkOperation(
  judge: DocumentJudge,
  key: string,
  operation: Operation,
  route: RouteDef,
  options: ParityOptions,
): Disagreement[] {
  const found = new Map<string, Disagreement>();
  for (const check of partChecks(judge, operation, route)) {
    const verdictOf = (input: unknown): Verdict => {
      const documentSays = check.document(input);
      const serverSays = check.server(input);
      if (documentSays.length === 0 && serverSays.length > 0) return { direction: 'refused', fields: serverSays };
      if (documentSays.length > 0 && serverSays.length === 0) return { direction: 'accepted', fields: documentSays };
      return { direction: null, fields: [] };
    };
    const agrees = (input: unknown) => verdictOf(input).direction === null;
    const disagreement = (input: unknown): Disagreement | null => {
      const verdict = verdictOf(input);
      if (verdict.direction === null) return null;
      if (isExcused(options.exceptions, { operation: key, part: check.part, input, verdict }, agrees)) return null;
      const side = verdict.direction === 'refused' ? 'server' : 'document';
      return {
        operation: key,
        part: check.part,
        direction: verdict.direction,
        input,
        fields: verdict.fields,
        detail: `${side} refuses ${[...new Set(verdict.fields)].join(', ')}`,
      };
    };
    for (const mode of ['valid', 'near'] as const) {
      const result = fc.check(
        fc.property(check.arbitrary(mode), (input) => disagreement(input) === null),
        { numRuns: options.numRuns, seed: options.seed },
      );
      const shrunk = result.failed && result.counterexample ? disagreement(result.counterexample[0]) : null;
      if (shrunk) found.set(`${shrunk.part} ${shrunk.direction}`, shrunk);
    }
  }
  return [...found.values()];
}
