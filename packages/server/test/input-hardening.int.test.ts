import { fmt, messages } from '@honora/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiOperations, SOME_ID, type JsonSchema, type Method, type Operation } from './openapi-operations';
import { createPeopleWorld, type PeopleWorld } from './people-registries-world';

/**
 * Bad input on every operation of the OpenAPI document: a NUL character in any text, an
 * `updatedSince` that is not a real instant, a method a path does not have, sign-in throttling.
 */
const NUL = 'a\u0000b';
const v = messages.validation;

let w: PeopleWorld;
let operations: { method: Method; path: string; operation: Operation }[];

beforeAll(async () => {
  w = await createPeopleWorld();
  operations = await openApiOperations(w.t.app);
}, 120_000);
afterAll(() => w.t.close());

/** The document's path with every {param} filled. */
const urlOf = (path: string, fill: (name: string) => string = () => SOME_ID) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => fill(name));

/** The paths (dotted) of the text fields of a body schema, at most two levels deep. */
function textFields(schema: JsonSchema | undefined, prefix = '', depth = 0): string[] {
  if (!schema || depth > 2) return [];
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (variants.length > 0) return [...new Set(variants.flatMap((s) => textFields(s, prefix, depth)))];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) return prefix ? [prefix] : [];
  return Object.entries(schema.properties ?? {}).flatMap(([key, child]) =>
    textFields(child, prefix ? `${prefix}.${key}` : key, depth + 1),
  );
}

/** { a: { b: NUL } } for the path "a.b". */
function bodyWith(path: string): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  return { [head!]: rest.length > 0 ? bodyWith(rest.join('.')) : NUL };
}

function send(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const client = w.admin;
  return w.t.app.inject({
    method,
    url,
    ...(body !== undefined ? { payload: body as object } : {}),
    headers: { cookie: client.cookie, 'x-csrf-token': client.csrf, ...headers },
  });
}

/** The field error of a NUL character, by its catalog key. */
const nulIn = (path: string) => ({ path, message: v.nulCharacter, messageKey: 'validation.nulCharacter' });

/** Refused as bad input naming the field, or refused before (session, permission, route): never a 5xx. */
function expectRefusedField(res: LightMyRequestResponse, field: string, where: string) {
  expect(res.statusCode, `${where}: ${res.body}`).toBeLessThan(500);
  if (res.statusCode === 400) {
    expect(res.json().fields, where).toEqual([nulIn(field)]);
    expect(res.json().message, where).toBe(fmt(v.nulCharacterIn, { field }));
  } else {
    expect([401, 403, 404], `${where}: ${res.statusCode}`).toContain(res.statusCode);
  }
}

describe('a NUL character in any text', () => {
  it('is refused in every query parameter, path parameter and body text of every operation', async () => {
    let refused = 0;
    for (const { method, path, operation } of operations) {
      for (const param of operation.parameters ?? []) {
        if (param.in === 'query') {
          const res = await send(method, `${urlOf(path)}?${param.name}=a%00b`);
          expectRefusedField(res, param.name, `${method} ${path} ?${param.name}`);
          if (res.statusCode === 400) refused++;
        } else if (param.in === 'path') {
          const res = await send(
            method,
            urlOf(path, (name) => (name === param.name ? 'a%00b' : SOME_ID)),
          );
          expectRefusedField(res, param.name, `${method} ${path} {${param.name}}`);
        }
      }
      const schema = operation.requestBody?.content?.['application/json']?.schema;
      for (const field of textFields(schema)) {
        const res = await send(method, urlOf(path), bodyWith(field));
        expectRefusedField(res, field, `${method} ${path} body ${field}`);
        if (res.statusCode === 400) refused++;
      }
    }
    // The sweep reached the handlers' door, not only the guard's.
    expect(refused).toBeGreaterThan(100);
  }, 300_000);

  it('is refused in a header (Idempotency-Key) and in GraphQL variables', async () => {
    expectRefusedField(
      await send('GET', '/api/hospitals', undefined, { 'idempotency-key': NUL }),
      'idempotency-key',
      'header',
    );
    const graphql = await send('POST', '/graphql', {
      query: 'query ($s: String) { __typename }',
      variables: { s: NUL },
    });
    expectRefusedField(graphql, 'variables.s', 'graphql');
    expect(graphql.statusCode).toBe(400);
    // Over GET the variables are JSON text: an escaped NUL is a NUL once parsed.
    const variables = encodeURIComponent(JSON.stringify({ s: NUL }));
    const query = encodeURIComponent('query ($s: String) { __typename }');
    const overGet = await send('GET', `/graphql?query=${query}&variables=${variables}`);
    expectRefusedField(overGet, 'variables.s', 'graphql GET');
    expect(overGet.statusCode).toBe(400);
  });

  it('names the field of a registry search and of a new record', async () => {
    const search = await w.admin.get('/api/patients?search=Jo%00ao');
    expect(search.statusCode).toBe(400);
    expect(search.json().fields).toEqual([nulIn('search')]);
    const created = await w.admin.post('/api/hospitals', { name: `Hospital${NUL}` });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields).toEqual([nulIn('name')]);
  });
});

describe('updatedSince', () => {
  const lists = () =>
    operations.filter(
      ({ method, operation }) =>
        method === 'GET' && (operation.parameters ?? []).some((p) => p.in === 'query' && p.name === 'updatedSince'),
    );

  it('is one parser on every list: an impossible offset or date is a pt-BR 400, a real instant works', async () => {
    expect(lists().length).toBeGreaterThanOrEqual(8);
    for (const { path } of lists()) {
      for (const bad of ['2024-01-01T00:00:00+20:00', '2024-01-01T00:00:00-15:30', '2024-02-30T00:00:00Z', 'ontem']) {
        const res = await w.admin.get(`${urlOf(path)}?updatedSince=${encodeURIComponent(bad)}`);
        expect(res.statusCode, `${path} ${bad}: ${res.body}`).toBe(400);
        expect(res.json().fields, `${path} ${bad}`).toEqual([{ path: 'updatedSince', message: v.invalidDate }]);
      }
      for (const good of ['2024-01-01T00:00:00+14:00', '2024-01-01T00:00:00-03:00', '2024-01-01T03:00:00.000Z']) {
        const res = await w.admin.get(`${urlOf(path)}?updatedSince=${encodeURIComponent(good)}`);
        expect(res.statusCode, `${path} ${good}: ${res.body}`).toBe(200);
      }
    }
  }, 120_000);
});

describe('HTTP semantics', () => {
  it('answers 405 with Allow for a known path asked with a method it does not have; 404 for an unknown path', async () => {
    const res = await send('DELETE', '/api/hospitals');
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, POST');
    expect(res.json()).toMatchObject({ message: messages.errors.methodNotAllowed });
    expect((await send('DELETE', `/api/hospitals/${SOME_ID}/nada`)).statusCode).toBe(404);
  });

  it('says when to try again after sign-in throttling (Retry-After)', async () => {
    const limit = w.t.config.rateLimits.loginPerIp;
    let res: LightMyRequestResponse | undefined;
    for (let i = 0; i <= limit; i++) {
      res = await w.t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'ninguem@x.dev', password: 'errada-123' },
        remoteAddress: '10.9.9.9',
      });
    }
    expect(res!.statusCode).toBe(429);
    expect(res!.headers['retry-after']).toBe(String(Math.ceil(w.t.config.rateLimits.windowMs / 1000)));
  }, 120_000);
});
