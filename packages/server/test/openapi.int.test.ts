import { defineRoute, PDF_MIME, XLSX_MIME, XML_MIME, ZIP_MIME } from '@honora/contract';
import { addMember, createCompany, createUser } from '@honora/db/testing';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AppContext } from '../src/context';
import { routeBinder } from '../src/http/bind-route';
import { registerErrorHandler } from '../src/http/error-handler';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';
import {
  checkOperation,
  contractRoutes,
  DocumentJudge,
  operationsOf,
  type Disagreement,
  type OpenApiDocument,
  type ParityException,
} from './openapi/parity';

/**
 * The OpenAPI document says what the server does (decision 018, "OpenAPI"): every operation's
 * inputs are accepted exactly when the document allows them, its error answers and file
 * content types are listed. Deeper runs: HONORA_PARITY_RUNS=1000 HONORA_PARITY_SEED=<n>.
 */

/** Every text of an input with each character beyond U+FFFF (two UTF-16 units) as one of a single unit. */
function withoutAstral(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/[\u{10000}-\u{10FFFF}]/gu, 'a');
  if (Array.isArray(value)) return value.map(withoutAstral);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [withoutAstral(k), withoutAstral(v)]));
  return value;
}
const hasAstral = (value: unknown) => JSON.stringify(value) !== JSON.stringify(withoutAstral(value));

/**
 * The known disagreements: rules JSON Schema cannot state, which the document says in words
 * (the property's description, or the document's description for the first).
 */
const exceptions: ParityException[] = [
  {
    operations: 'every',
    holds: (input, agrees) => hasAstral(input) && agrees(withoutAstral(input)),
    reason:
      'lengths: the server counts UTF-16 units, JSON Schema code points, so a character beyond U+FFFF (an emoji) counts 2 on the server',
  },
  {
    operations: ['POST /api/patients', 'PUT /api/patients/:id'],
    part: 'body',
    fields: ['birthDate'],
    direction: 'refused',
    reason: 'a birth date is not after today: it depends on the clock',
  },
  {
    operations: ['GET /api/admin/changes'],
    part: 'query',
    fields: ['to'],
    direction: 'refused',
    reason: '`to` is not before `from`: JSON Schema cannot compare two values',
  },
  {
    operations: ['POST /api/custom-fields', 'PUT /api/custom-fields/:id'],
    part: 'body',
    fields: ['options'],
    direction: 'refused',
    reason: 'a select field has 1 to 100 options, none repeated ignoring case',
  },
  {
    operations: ['PUT /api/mandatory-fields/:eventType'],
    part: 'body',
    fields: ['fields'],
    direction: 'refused',
    reason: 'keys of the event field catalog (trimmed), none repeated',
  },
  {
    operations: ['POST /api/financial-item-groups', 'PUT /api/financial-item-groups/:id'],
    part: 'body',
    fields: ['itemCodes'],
    direction: 'refused',
    reason: 'codes valid for the group kind, 1 to 200, none repeated',
  },
  {
    operations: ['POST /api/workplaces', 'PUT /api/workplaces/:id'],
    part: 'body',
    fields: ['sectors'],
    direction: 'refused',
    reason: 'each sector 1 to 60 characters once trimmed, none repeated ignoring case and accents',
  },
  {
    operations: ['GET /api/schedule-exceptions'],
    part: 'query',
    fields: ['until'],
    direction: 'refused',
    reason: '`until` is not before `from`: JSON Schema cannot compare two values',
  },
  {
    operations: [
      'POST /api/schedule-exceptions',
      'PUT /api/schedule-exceptions/:id',
      'POST /api/schedule-vacations',
      'PUT /api/schedule-vacations/:id',
    ],
    part: 'body',
    fields: ['endsOn', 'doctorId', 'workplaceId'],
    direction: 'refused',
    reason:
      'the end not before the start, at most 366 days; an exception names its doctor (DOCTOR) or its workplace (WORKPLACE), never both',
  },
  {
    operations: ['POST /api/admin/help-articles', 'PUT /api/admin/help-articles/:id'],
    part: 'body',
    fields: ['screenPath', 'audience'],
    direction: 'refused',
    reason:
      'a HELP article names the screen it explains and is for signed-in users only; a FAQ entry names no screen (decision 056)',
  },
  {
    operations: ['POST /api/admin/regions', 'PUT /api/admin/regions/:id'],
    part: 'body',
    fields: ['states', 'cityCodes'],
    direction: 'refused',
    reason: 'a region holds at least one state or city, and at most 1000 of both together (decision 063)',
  },
  {
    operations: ['POST /api/forms', 'PUT /api/forms/:id'],
    part: 'body',
    fields: ['sections'],
    direction: 'refused',
    reason:
      'question ids unique; options only on choice questions, present and unique; min ≤ max on numbers only; a condition names an earlier question and one of its values (decision 057)',
  },
  {
    operations: [
      'GET /api/forms/:id/responses',
      'GET /api/forms/:id/summary',
      'GET /api/forms/:id/responses.xlsx',
      'GET /api/admin/forms/:id/responses',
      'GET /api/admin/forms/:id/summary',
      'GET /api/admin/forms/:id/responses.xlsx',
    ],
    part: 'query',
    fields: ['to'],
    direction: 'refused',
    reason: '`to` is not before `from`: JSON Schema cannot compare two values',
  },
  {
    operations: ['POST /api/billing-contracts', 'PUT /api/billing-contracts/:id'],
    part: 'body',
    fields: ['providerDocument', 'endsOn', 'percent', 'base', 'minimumFee', 'fixedFee'],
    direction: 'refused',
    reason:
      "the CNPJ's check digits; the end not before the start; a PERCENT contract has a percent and a base and no fixed fee, a FIXED one a fixed fee and no percent, base or minimum",
  },
  {
    operations: ['POST /api/admin/releases', 'PUT /api/admin/releases/:id'],
    part: 'body',
    fields: ['releasedOn', 'notes'],
    direction: 'refused',
    reason: 'the day at most a year after today (it depends on the clock); notes are required to publish',
  },
  {
    operations: [
      'POST /api/admin/questionnaires',
      'PUT /api/admin/questionnaires/:id',
      'POST /api/admin/questionnaires/:id/invitations',
    ],
    part: 'body',
    fields: ['emails', 'closesAt'],
    direction: 'refused',
    reason:
      'a list of valid e-mail addresses, 1 to 1000 once repeated ones are dropped; a deadline in the future (it depends on the clock) (decision 060)',
  },
  {
    operations: ['POST /api/contaazul/exports'],
    part: 'body',
    direction: 'refused',
    holds: (input) =>
      typeof input === 'object' &&
      input !== null &&
      ['eventIds', 'batchId', 'collectionId'].filter((k) => (input as Record<string, unknown>)[k] !== undefined)
        .length !== 1,
    reason: 'exactly one of the events, the batch or the collection (decision 054)',
  },
  {
    operations: ['POST /api/spreadsheet-configs', 'PUT /api/spreadsheet-configs/:id'],
    part: 'body',
    fields: ['columns'],
    direction: 'refused',
    reason: 'catalog fields mapped to column letters or headers, each column once, the required fields present',
  },
  {
    operations: ['POST /api/health-insurers', 'PUT /api/health-insurers/:id'],
    part: 'body',
    fields: ['configs.guideLimits', 'taxSettings.withheld'],
    direction: 'refused',
    reason: "a digit limit's min is not above its max; each withheld tax once, its percent with at most 3 decimals",
  },
  {
    operations: ['POST /api/health-insurers/:insurerId/negotiations', 'PUT /api/negotiations/:id'],
    part: 'body',
    fields: ['packages', 'billingPerHourGroups', 'overridesProcedures', 'customsProcedures', 'revenueConfigs'],
    direction: 'refused',
    reason: 'a code once per list and once among packages and per-hour groups; a role and order once',
  },
  {
    operations: ['PUT /api/schedule-limits/:doctorId'],
    part: 'body',
    fields: ['weeklyHours'],
    direction: 'refused',
    reason: 'the weekly hours are not above the monthly hours: JSON Schema cannot compare two values',
  },
  {
    operations: ['GET /api/schedule-reports', 'GET /api/schedule-reports/export'],
    part: 'query',
    fields: ['until'],
    direction: 'refused',
    reason: '`until` is not before `from` and at most 12 months after it: JSON Schema cannot compare two values',
  },
  {
    operations: ['GET /api/schedule-billing', 'GET /api/billing/schedule-check'],
    part: 'query',
    fields: ['from', 'to'],
    direction: 'refused',
    reason:
      'a calendar day (not 2026-02-30); `to` is not before `from` and at most 62 days after it: JSON Schema cannot compare two values',
  },
  {
    operations: ['POST /api/contracts', 'PUT /api/contracts/:id'],
    part: 'body',
    fields: ['hospitalId'],
    direction: 'refused',
    reason: 'a contract names a hospital, an insurer or both: JSON Schema cannot require one of two nullable fields',
  },
  {
    operations: ['GET /api/contract-installments'],
    part: 'query',
    fields: ['to'],
    direction: 'refused',
    reason: '`to` is not before `from` and at most 24 months after it: JSON Schema cannot compare two values',
  },
  {
    operations: ['POST /api/admin/tickets'],
    part: 'body',
    fields: ['requesterEmail'],
    direction: 'refused',
    reason:
      'a ticket names its requester by e-mail, by user or both: JSON Schema cannot require one of two nullable fields',
  },
];

let t: TestApp;
let doc: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
}, 60_000);
afterAll(() => t.close());

const operation = (method: string, path: string) => doc.paths[path]![method]!;
const statusesOf = (method: string, path: string) => Object.keys(operation(method, path).responses).map(Number);
const ERROR_REF = { $ref: '#/components/schemas/ErrorResponse' };

describe('the OpenAPI document and the server agree on input', () => {
  it('is OpenAPI 3.1 and every operation is a contract route', () => {
    expect(doc.openapi).toBe('3.1.0');
    const routes = contractRoutes();
    const keys = operationsOf(doc).map(({ key }) => key);
    expect(keys.length).toBeGreaterThan(150);
    expect(keys.filter((key) => !routes.has(key))).toEqual([]);
  });

  it('accepts exactly what the document allows: bodies, queries and path parameters of every operation', () => {
    const judge = new DocumentJudge(doc);
    const routes = contractRoutes();
    const options = {
      exceptions,
      numRuns: Number(process.env.HONORA_PARITY_RUNS ?? 40),
      seed: Number(process.env.HONORA_PARITY_SEED ?? 20_251_125),
    };
    const found: Disagreement[] = operationsOf(doc).flatMap(({ key, operation: op }) =>
      checkOperation(judge, key, op, routes.get(key)!, options),
    );
    const report = found.map((d) => `${d.operation} ${d.part}: ${d.detail} ← ${JSON.stringify(d.input).slice(0, 300)}`);
    expect(report).toEqual([]);
    // About 10 s on an idle machine; the margin is for a loaded one running every int file at once.
  }, 180_000);

  it('says in words what each known exception is about', () => {
    const described = JSON.stringify(doc);
    for (const phrase of ['dígitos verificadores', 'não pode ser depois de hoje', 'Não antes de `from`', 'sem repetir'])
      expect(described).toContain(phrase);
    expect((doc as unknown as { info: { description: string } }).info.description).toContain('UTF-16');
  });
});

describe('the OpenAPI document lists every answer', () => {
  it('gives every error answer the one ErrorResponse body', () => {
    expect(doc.components?.schemas?.ErrorResponse).toMatchObject({ required: ['code', 'message'] });
    for (const { key, operation: op } of operationsOf(doc)) {
      const errors = Object.entries(op.responses).filter(([status]) => Number(status) >= 400);
      expect(errors.length, key).toBeGreaterThan(0);
      for (const [status, answer] of errors)
        expect(answer.content?.['application/json']?.schema, `${key} ${status}`).toEqual(ERROR_REF);
    }
  });

  it('derives the statuses from the route: input, session, path, company, body, throttling', () => {
    // Public, throttled sign-in with a body: wrong password, throttled, not JSON, too large; no record path.
    expect(statusesOf('post', '/api/auth/login')).toEqual([200, 400, 401, 403, 413, 415, 429, 500]);
    expect(operation('post', '/api/auth/login').responses['429']).toMatchObject({
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
    });
    // Public, nothing to send: only the unexpected.
    expect(statusesOf('get', '/api/auth/session')).toEqual([200, 500]);
    // Protected list in the selected company.
    expect(statusesOf('get', '/api/hospitals')).toEqual([200, 400, 401, 403, 404, 409, 500]);
    // Protected change of a record named in the path.
    expect(statusesOf('put', '/api/hospitals/{id}')).toEqual([200, 400, 401, 403, 404, 409, 413, 415, 500]);
    // A redirect instead of JSON.
    const start = operation('get', '/api/auth/social/{provider}/start').responses;
    expect(Object.keys(start)).not.toContain('200');
    expect(start['302']).toMatchObject({ headers: { Location: { schema: { type: 'string' } } } });
    expect(start['302']?.content).toBeUndefined();
  });

  it('documents the files with their content types as binary strings', () => {
    const files = (method: string, path: string) => {
      const content = operation(method, path).responses['200']!.content!;
      for (const media of Object.values(content)) expect(media.schema).toEqual({ type: 'string', format: 'binary' });
      return Object.keys(content);
    };
    expect(files('get', '/api/hospitals/export')).toEqual([XLSX_MIME]);
    expect(files('get', '/api/events/export')).toEqual([XLSX_MIME]);
    expect(files('get', '/api/transactions/report/export')).toEqual([XLSX_MIME]);
    expect(files('get', '/api/batches/{id}/guides.pdf')).toEqual([PDF_MIME]);
    expect(files('get', '/api/events/{id}/guide.pdf')).toEqual([PDF_MIME]);
    expect(files('get', '/api/batches/{id}/xml/{fileId}/download')).toEqual([XML_MIME, ZIP_MIME]);
    expect(files('get', '/api/events/{id}/attachments/{attachmentId}')).toEqual([PDF_MIME, 'image/png', 'image/jpeg']);
  });

  it('says how list and JSON query parameters are sent', () => {
    const parameters = operation('get', '/api/events').parameters!;
    expect(parameters.find((p) => p.name === 'statuses')).toMatchObject({
      style: 'form',
      explode: false,
      schema: { type: 'array' },
    });
    expect(parameters.find((p) => p.name === 'customFields')).toMatchObject({
      content: { 'application/json': { schema: { type: 'object' } } },
    });
  });
});

describe('a download answers only the content types its route declares', () => {
  it('sends an export with its documented type', async () => {
    const db = t.database.db;
    const company = await createCompany(db, { name: 'Cooperativa Documento', isMatriz: true });
    const user = await createUser(db, {
      email: 'doc@teste.dev',
      name: 'Doc',
      passwordHash: await hashPassword('senha-1234'),
    });
    await addMember(db, { companyId: company.id, userId: user.id, profiles: ['a'] });
    const admin = new TestClient(t.app);
    expect((await admin.login('doc@teste.dev', 'senha-1234')).statusCode).toBe(200);
    const res = await admin.get('/api/hospitals/export');
    expect(res.statusCode).toBe(200);
    const documented = Object.keys(operation('get', '/api/hospitals/export').responses['200']!.content!);
    expect(documented).toContain(String(res.headers['content-type']).split(';')[0]);
  });

  it('refuses (500, never the file) to answer a type the route does not declare', async () => {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app, { retryAfterSeconds: 60 });
    const route = defineRoute({
      method: 'GET',
      path: '/api/probe.pdf',
      summary: 'probe',
      tags: [],
      response: z.unknown(),
      fileTypes: [PDF_MIME],
      isPublic: true,
    });
    routeBinder(app, {} as AppContext, new Map()).public(route, async ({ reply }) =>
      reply.type('text/plain').send(Buffer.from('not a pdf')),
    );
    const res = await app.inject({ method: 'GET', url: '/api/probe.pdf' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('not a pdf');
    await app.close();
  });
});
