import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiOperations, SOME_ID, type JsonSchema, type Method, type Operation } from './openapi-operations';
import { createPeopleWorld, type PeopleWorld } from './people-registries-world';

/**
 * Wrong types and out-of-range numbers on every operation of the OpenAPI document, as an outside
 * fuzzer sends them: each typed field of a body (two levels deep) and each query parameter gets a
 * value of another type or a number no column stores; the whole body is replaced by an array,
 * a string and null. Every answer is a refusal (or a success), never a 5xx, and always JSON with
 * a pt-BR message.
 */

/** What an outside fuzzer tries for a field of each declared type. */
const wrongValues: Record<string, unknown[]> = {
  string: [12345, { nested: true }],
  number: ['abc', 1e308, -9.999e307, 2 ** 63],
  integer: ['12', 1.5, 2 ** 63, -(2 ** 53) - 2],
  boolean: ['sim', 1],
  array: ['x', { 0: 'a' }],
  object: ['x', [1, 2]],
};
const wrongQuery: Record<string, string[]> = {
  number: ['abc', '1e400', '-99999999999999999999999'],
  integer: ['1.5', '99999999999999999999', '-1e30'],
  boolean: ['talvez'],
  string: ['9'.repeat(5000)],
};

let w: PeopleWorld;
let operations: { method: Method; path: string; operation: Operation }[];

beforeAll(async () => {
  w = await createPeopleWorld();
  operations = await openApiOperations(w.t.app);
}, 120_000);
afterAll(() => w.t.close());

const urlOf = (path: string) => path.replace(/\{(\w+)\}/g, () => SOME_ID);

function typeOf(schema: JsonSchema): string | undefined {
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t) => t && t !== 'null');
  return types[0];
}

/** Each typed field of a body schema (dotted path, type), at most two levels deep. */
function typedFields(schema: JsonSchema | undefined, prefix = '', depth = 0): [string, string][] {
  if (!schema || depth > 2) return [];
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (variants.length > 0) {
    const seen = new Map<string, string>();
    for (const [path, type] of variants.flatMap((s) => typedFields(s, prefix, depth))) seen.set(path, type);
    return [...seen];
  }
  const type = typeOf(schema);
  const own: [string, string][] = prefix && type ? [[prefix, type]] : [];
  if (type !== 'object') return own;
  return [
    ...own,
    ...Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
      typedFields(child, prefix ? `${prefix}.${key}` : key, depth + 1),
    ),
  ];
}

function bodyWith(path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  return { [head!]: rest.length > 0 ? bodyWith(rest.join('.'), value) : value };
}

function send(method: Method, url: string, body?: unknown) {
  return w.t.app.inject({
    method,
    url,
    ...(body !== undefined ? { payload: JSON.stringify(body), headers: jsonHeaders() } : { headers: jsonHeaders() }),
  });
}
const jsonHeaders = () => ({
  cookie: w.admin.cookie,
  'x-csrf-token': w.admin.csrf,
  'content-type': 'application/json',
});

function expectHandled(res: LightMyRequestResponse, where: string) {
  expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    const body = res.json() as { code?: unknown; message?: unknown };
    expect(typeof body.code, where).toBe('string');
    expect(typeof body.message, where).toBe('string');
  }
}

describe('wrong types and numbers out of range', () => {
  it('never answer a 5xx on any body field of any operation', async () => {
    let refused = 0;
    for (const { method, path, operation } of operations) {
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      if (!schema) continue;
      for (const [field, type] of typedFields(schema)) {
        for (const value of wrongValues[type] ?? []) {
          const res = await send(method, urlOf(path), bodyWith(field, value));
          expectHandled(res, `${method} ${path} body ${field}=${JSON.stringify(value)}`);
          if (res.statusCode === 400) refused++;
        }
      }
      for (const whole of [[], 'texto', null]) {
        const res = await send(method, urlOf(path), whole);
        expectHandled(res, `${method} ${path} body ${JSON.stringify(whole)}`);
        // Never zod's English ("Invalid input: expected object, received array").
        expect(res.body, `${method} ${path} body ${JSON.stringify(whole)}`).not.toMatch(
          /Invalid input|expected \w+, received/,
        );
      }
    }
    // The sweep reached the validation of the bodies, not only the guard.
    expect(refused).toBeGreaterThan(200);
  }, 600_000);

  it('never answer a 5xx on any query parameter of any operation', async () => {
    let refused = 0;
    for (const { method, path, operation } of operations) {
      for (const param of operation.parameters ?? []) {
        if (param.in !== 'query') continue;
        for (const value of wrongQuery[(param.schema && typeOf(param.schema)) ?? 'string'] ?? []) {
          const res = await send(method, `${urlOf(path)}?${param.name}=${encodeURIComponent(value)}`);
          expectHandled(res, `${method} ${path} ?${param.name}=${value.slice(0, 40)}`);
          if (res.statusCode === 400) refused++;
        }
      }
    }
    expect(refused).toBeGreaterThan(50);
  }, 600_000);
});
