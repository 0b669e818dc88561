import { messages, negotiationTermsSchema, pricingContextData, type PricingContextView, fmt } from '@honora/contract';
import {
  cbhpmEditions,
  cbhpmProcedures,
  cbhpmValuations,
  healthInsurers,
  negotiations,
  systemActor,
  withActor,
} from '@honora/db';
import { addMember, createCompany, createUser } from '@honora/db/testing';
import { priceEvent, type PricingEvent } from '@honora/domain';
import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

/**
 * The pricing preview routes: the context (negotiation in force, edition rows, valuation) and
 * the server's pricing, which must agree with the browser's (same engine on the context answer).
 */
const PASSWORD = 'senha-forte-1';
const DATA = '/work/shared/data';
const t = messages.screens.pricing;

let app: TestApp;
const ids = {} as Record<'main' | 'other' | 'insurer' | 'bare' | 'deleted' | 'foreign', string>;
const clients = {} as Record<'manager' | 'resident' | 'scheduler' | 'anonymous', TestClient>;

/** The R$ per porte announced in Oct/2021 (used with the 2022 edition), from the shared data. */
function valuation2021() {
  const portes: Record<string, string> = {};
  let uco = '';
  for (const line of readFileSync(`${DATA}/cbhpm/cbhpm_porte_valores.csv`, 'utf8').split('\n')) {
    const [quote, , kind, code, value] = line.split(',');
    if (quote !== '2021-10') continue;
    if (kind === 'porte') portes[code!] = value!;
    if (kind === 'uco') uco = value!;
  }
  return { portes, uco };
}

async function member(email: string, companyId: string, profiles: string[], userTypes: string[] = []) {
  const user = await createUser(app.database.db, { email, name: email, passwordHash: await hashPassword(PASSWORD) });
  await addMember(app.database.db, { companyId, userId: user.id, profiles, userTypes });
  const client = new TestClient(app.app);
  expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
  return client;
}

/** An edition with two procedures, the Oct/2021 valuation, insurers and their negotiations, as the database owner. */
async function seedTables() {
  const { portes, uco } = valuation2021();
  await withActor(app.database.db, systemActor, async (tx) => {
    const [edition] = await tx.insert(cbhpmEditions).values({ name: 'CBHPM Teste', version: 1 }).returning();
    await tx.insert(cbhpmProcedures).values([
      {
        editionId: edition!.id,
        code: '30602246',
        description: 'Reconstrução mamária com retalhos cutâneos regionais',
        porte: '10B',
        anestheticPorte: 5,
        auxiliaries: 2,
        chapter: 3,
      },
      {
        editionId: edition!.id,
        code: '40304361',
        description: 'Hemograma com contagem de plaquetas',
        porte: '1A',
        porteFraction: '0.1000',
        anestheticPorte: 0,
        uco: '1.4700',
        chapter: 4,
      },
    ]);
    const [valuation] = await tx
      .insert(cbhpmValuations)
      .values({ name: 'Valores 2021-10', version: 1, reference: '2021-10', portes, ucoValue: uco })
      .returning();
    const insurers = await tx
      .insert(healthInsurers)
      .values([
        { companyId: ids.main, name: 'Convênio Preço' },
        { companyId: ids.main, name: 'Convênio Sem Negociação' },
        { companyId: ids.main, name: 'Convênio Excluído' },
        { companyId: ids.other, name: 'Convênio de Outra Empresa' },
      ])
      .returning({ id: healthInsurers.id });
    [ids.insurer, ids.bare, ids.deleted, ids.foreign] = insurers.map((i) => i.id) as [string, string, string, string];
    // The record trigger keeps deleted_at out of inserts: deleting is an update.
    await tx.update(healthInsurers).set({ deletedAt: new Date() }).where(eq(healthInsurers.id, ids.deleted));
    const table = { cbhpmEditionId: edition!.id, cbhpmValuationId: valuation!.id, useCbhpm: true };
    const custom = { code: '99990001', description: 'Consulta pré-anestésica própria', value: '350' };
    await tx.insert(negotiations).values([
      {
        companyId: ids.main,
        healthInsurerId: ids.insurer,
        name: 'Tabela antiga',
        startsOn: null,
        endsOn: '2023-12-31',
        ...table,
        terms: negotiationTermsSchema.parse({}),
      },
      {
        companyId: ids.main,
        healthInsurerId: ids.insurer,
        name: 'CBHPM + 10%',
        startsOn: '2024-01-01',
        endsOn: null,
        ...table,
        terms: negotiationTermsSchema.parse({ proportion: '0.1', customsProcedures: [custom] }),
      },
      {
        companyId: ids.other,
        healthInsurerId: ids.foreign,
        name: 'Negociação alheia',
        ...table,
        terms: negotiationTermsSchema.parse({}),
      },
    ]);
  });
}

beforeAll(async () => {
  app = await createTestApp();
  ids.main = (
    await createCompany(app.database.db, { name: 'Grupo Preço', flags: { hidePricesFromResidents: true } })
  ).id;
  ids.other = (await createCompany(app.database.db, { name: 'Outro Grupo Preço' })).id;
  await seedTables();
  clients.manager = await member('gestor@preco.dev', ids.main, ['e']);
  // A biller (readValues) who is a resident, where the company hides prices from residents.
  clients.resident = await member('residente@preco.dev', ids.main, ['f'], ['KResident']);
  clients.scheduler = await member('escala@preco.dev', ids.main, ['c']);
  clients.anonymous = new TestClient(app.app);
});

afterAll(async () => {
  await app?.close();
});

const contextUrl = (insurerId: string, date: string, codes = '') =>
  `/api/pricing/context?insurerId=${insurerId}&date=${date}${codes ? `&codes=${codes}` : ''}`;

const event = (overrides: Partial<PricingEvent> = {}): PricingEvent => ({
  type: 'Honorario',
  dtProcedure: '2025-03-10',
  accommodation: 'NURSERY',
  isEmergency: false,
  procedures: [{ rowId: 'r1', code: '30602246', order: 1 }],
  team: [{ id: 'a1', role: 'anesthetist', order: 1 }],
  ...overrides,
});

const preview = (client: TestClient, body: unknown) => client.post('/api/pricing/preview', body);

describe('GET /api/pricing/context', () => {
  it('answers the negotiation in force on the date, the edition rows of the codes and the valuation', async () => {
    const res = await clients.manager.get(contextUrl(ids.insurer, '2025-03-10', '30602246,40304361,99990001,11111111'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as PricingContextView;
    expect(body.insurer).toEqual({
      id: ids.insurer,
      name: 'Convênio Preço',
      isNotValued: false,
      factorByAccommodation: true,
    });
    expect(body.negotiation).toMatchObject({
      name: 'CBHPM + 10%',
      start: '2024-01-01',
      end: null,
      cbhpmName: 'CBHPM Teste v1',
      valuationName: 'Valores 2021-10 v1',
      terms: { proportion: '0.1', emergencyFactor: '1.3', customsProcedures: [{ code: '99990001', value: '350' }] },
    });
    // Numeric columns as exact decimal text without the column's padding.
    expect(body.procedures).toEqual([
      expect.objectContaining({ code: '30602246', porte: '10B', anestheticPorte: 5, porteFraction: null, uco: null }),
      expect.objectContaining({ code: '40304361', porte: '1A', porteFraction: '0.1', uco: '1.47', anestheticPorte: 0 }),
    ]);
    expect(body.valuation).toMatchObject({ name: 'Valores 2021-10 v1', ucoValue: '24.24' });
    expect(body.valuation!.portes['7C']).toBe('2544.23');
    expect(body.canSeeValues).toBe(true);
  });

  it('picks the negotiation whose validity holds the date', async () => {
    const res = await clients.manager.get(contextUrl(ids.insurer, '2023-12-31'));
    expect(res.json().negotiation).toMatchObject({ name: 'Tabela antiga', start: null, end: '2023-12-31' });
    expect(res.json().procedures).toEqual([]);
  });

  it('answers negotiation null when none is in force', async () => {
    const res = await clients.manager.get(contextUrl(ids.bare, '2025-03-10', '30602246'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ negotiation: null, procedures: [], valuation: null });
  });

  it.each([
    ['bad date', () => contextUrl(ids.insurer, '2025-02-30'), 'date', 'Data inválida'],
    ['bad insurer id', () => contextUrl('abc', '2025-03-10'), 'insurerId', messages.validation.invalidId],
    ['bad code', () => contextUrl(ids.insurer, '2025-03-10', '3060224'), 'codes.0', 'O código tem 8 dígitos'],
    [
      'too many codes',
      () => contextUrl(ids.insurer, '2025-03-10', Array.from({ length: 51 }, (_, i) => 10000000 + i).join(',')),
      'codes',
      fmt(t.validation.tooManyProcedures, { max: 50 }),
    ],
  ])('refuses a %s with 400 under the field', async (_name, url, path, message) => {
    const res = await clients.manager.get(url());
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path, message }]);
  });

  it.each([
    ['unknown', () => '00000000-0000-4000-8000-000000000000'],
    ['deleted', () => ids.deleted],
    ["another company's", () => ids.foreign],
  ])('answers 404 for an %s insurer', async (_name, id) => {
    const res = await clients.manager.get(contextUrl(id(), '2025-03-10'));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(t.errors.insurerNotFound);
  });

  it('refuses anonymous (401) and a profile without healthInsurances read (403)', async () => {
    expect((await clients.anonymous.get(contextUrl(ids.insurer, '2025-03-10'))).statusCode).toBe(401);
    const denied = await clients.scheduler.get(contextUrl(ids.insurer, '2025-03-10'));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().params).toEqual({ module: 'healthInsurances', action: 'read' });
  });

  it('withholds the terms and the valuation from a resident where the company hides prices', async () => {
    const res = await clients.resident.get(contextUrl(ids.insurer, '2025-03-10', '30602246'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ negotiation: { name: 'CBHPM + 10%', terms: null }, valuation: null });
    expect(res.json().canSeeValues).toBe(false);
    expect(res.body).not.toContain('2544.23');
  });

  it('does not tell that resident, in the session, that they may see values', async () => {
    const permissions = (await clients.resident.get('/api/auth/session')).json().session.permissions as Record<
      string,
      string[]
    >;
    expect(permissions.healthInsurances).toContain('read');
    expect(Object.values(permissions).flat()).not.toContain('readValues');
    const manager = (await clients.manager.get('/api/auth/session')).json().session.permissions;
    expect(manager.healthInsurances).toContain('readValues');
  });
});

describe('POST /api/pricing/preview', () => {
  it('prices to the cent: porte anestésico 5 → 7C, band +10%, apartment, emergency, video, team split', async () => {
    const res = await preview(clients.manager, {
      insurerId: ids.insurer,
      event: event({
        accommodation: 'APARTMENT',
        isEmergency: true,
        procedures: [{ rowId: 'r1', code: '30602246', order: 1, techniqueUsed: 'KVideo' }],
        team: [
          { id: 'a1', role: 'anesthetist', order: 1 },
          { id: 'a2', role: 'anesthetist', order: 2 },
          { id: 'x1', role: 'assistantAnesthetist', order: 1 },
          { id: 's1', role: 'surgeon', order: 1 },
          { id: 's2', role: 'assistantSurgeon', order: 1 },
        ],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [priced] = res.json().procedures;
    // 2544.23 × 1.1 = 2798.653; × 2 = 5597.306; × 1.3 = 7276.4978; × 1.5 = 10914.7467 → 10914.75
    expect(priced).toMatchObject({
      code: '30602246',
      type: 'KCBHPM',
      // The porte billed: porte anestésico 5 maps to 7C (feeBasis ANESTHETIC).
      porte: '7C',
      porteAnestesico: '5',
      valueTable: '2544.23',
      valueBase: '2798.65',
      valueOriginal: '10914.75',
      value: '10914.75',
      techniqueUsedProportion: '1.5',
    });
    expect(priced.steps.map((s: { kind: string }) => s.kind)).toEqual([
      'anestheticPorte',
      'band',
      'proportion',
      'accommodation',
      'emergency',
      'technique',
      'rounding',
    ]);
    expect(priced.steps[1]).toEqual({ kind: 'band', factor: '1.1', value: '2798.653' });
    // Two anesthetists halve the share (the odd cent to the first); the assistant takes 30 %.
    // The surgical team shares no part of the anesthesia fee: it is priced on the surgical porte
    // 10B 3719.99 × 1.1 × 2 × 1.3 × 1.5 = 15958.7571 → 15958.76; the assistant 60 % = 9575.256 → 9575.26.
    const line = (actorId: string, role: string, order: number, share: string, grauPart: string, revenue: string) => ({
      actorId,
      role,
      order,
      percentRevenue: share,
      grauPart,
      revenue,
    });
    expect(priced.revenueTeam).toEqual([
      { ...line('a1', 'anesthetist', 1, '0.5', '06', '5457.38'), basis: 'fee' },
      { ...line('a2', 'anesthetist', 2, '0.5', '06', '5457.37'), basis: 'fee' },
      { ...line('x1', 'assistantAnesthetist', 1, '0.3', '07', '3274.43'), basis: 'fee' },
      { ...line('s1', 'surgeon', 1, '1', '00', '15958.76'), basis: 'surgical' },
      { ...line('s2', 'assistantSurgeon', 1, '0.6', '01', '9575.26'), basis: 'surgical' },
    ]);
    expect(priced.surgical).toMatchObject({ porte: '10B', value: '15958.76' });
    expect(res.json()).toMatchObject({
      total: '10914.75',
      totalRevenue: '14189.18',
      totalSurgicalRevenue: '25534.02',
      problems: [],
    });
  });

  it('reports a code that neither the table nor the negotiation has', async () => {
    const res = await preview(clients.manager, {
      insurerId: ids.insurer,
      event: event({ procedures: [{ rowId: 'r9', code: '11111111', order: 1 }] }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().problems).toEqual([{ rowId: 'r9', code: '11111111', kind: 'notFound' }]);
  });

  it('answers 400 under event.dtProcedure when no negotiation is in force', async () => {
    const res = await preview(clients.manager, { insurerId: ids.bare, event: event() });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      {
        path: 'event.dtProcedure',
        message: 'O convênio não tem negociação vigente em 10/03/2025',
        messageKey: 'screens.pricing.errors.noNegotiation',
        params: { date: '10/03/2025' },
      },
    ]);
  });

  const many = <T>(n: number, make: (i: number) => T) => Array.from({ length: n }, (_, i) => make(i));
  it.each([
    [
      'too many procedures',
      { procedures: many(51, (i) => ({ rowId: `r${i}`, code: '30602246', order: i + 1 })) },
      'event.procedures',
      fmt(t.validation.tooManyProcedures, { max: 50 }),
    ],
    [
      'too many team members',
      { team: many(21, (i) => ({ id: `m${i}`, role: 'anesthetist', order: 1 })) },
      'event.team',
      fmt(t.validation.tooManyMembers, { max: 20 }),
    ],
    ['a bad date', { dtProcedure: '10/03/2025' }, 'event.dtProcedure', 'Data inválida'],
    ['a bad time', { anesthesiaStart: '25:00' }, 'event.anesthesiaStart', t.validation.time],
    [
      'a bad code',
      { procedures: [{ rowId: 'r1', code: '123', order: 1 }] },
      'event.procedures.0.code',
      'O código tem 8 dígitos',
    ],
  ])('refuses %s with 400 under the field', async (_name, overrides, path, message) => {
    const res = await preview(clients.manager, { insurerId: ids.insurer, event: event(overrides as never) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ path, message }]);
  });

  it('answers 404 for an unknown or foreign insurer, 401 anonymous and 403 without the module', async () => {
    for (const insurerId of ['00000000-0000-4000-8000-000000000000', ids.foreign, ids.deleted]) {
      const res = await preview(clients.manager, { insurerId, event: event() });
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await preview(clients.anonymous, { insurerId: ids.insurer, event: event() })).statusCode).toBe(401);
    expect((await preview(clients.scheduler, { insurerId: ids.insurer, event: event() })).statusCode).toBe(403);
  });

  it('answers the lines without money to a resident where the company hides prices', async () => {
    const res = await preview(clients.resident, { insurerId: ids.insurer, event: event() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('total');
    expect(body).not.toHaveProperty('totalRevenue');
    const [priced] = body.procedures;
    expect(priced).toMatchObject({ code: '30602246', porte: '7C', steps: [] });
    for (const key of ['value', 'valueOriginal', 'valueBase', 'valueTable', 'valueChanged']) {
      expect(priced).not.toHaveProperty(key);
    }
    expect(priced.revenueTeam).toEqual([
      { actorId: 'a1', role: 'anesthetist', order: 1, grauPart: '06', basis: 'fee' },
    ]);
    expect(priced.surgical).toBeNull();
    expect(res.body).not.toMatch(/2544|2798/);
  });
});

describe('the browser prices as the server does', () => {
  const events: PricingEvent[] = [
    event(),
    event({ accommodation: 'APARTMENT', isEmergency: true }),
    event({
      type: 'SPSADT',
      accommodation: 'ONE_DAY_CLINIC',
      procedures: [
        { rowId: 'r1', code: '30602246', order: 1, proportion: '0.7', techniqueUsed: 'KRobotic' },
        { rowId: 'r2', code: '40304361', order: 2, proportion: '0.5' },
        { rowId: 'r3', code: '99990001', order: 3 },
        { rowId: 'r4', code: '11111111', order: 4 },
      ],
      team: [
        { id: 'a1', role: 'anesthetist', order: 1 },
        { id: 'a2', role: 'anesthetist', order: 2 },
        { id: 'a3', role: 'anesthetist', order: 3 },
      ],
    }),
    event({ dtProcedure: '2023-05-01', isEmergency: true }),
  ];

  it.each(events.map((e, i) => [i, e] as const))('event %i: context + priceEvent == preview', async (_i, e) => {
    const codes = [...new Set(e.procedures.map((p) => p.code))].join(',');
    const context = (await clients.manager.get(contextUrl(ids.insurer, e.dtProcedure, codes))).json();
    const local = priceEvent(e, pricingContextData(context)!);
    const res = await preview(clients.manager, { insurerId: ids.insurer, event: e });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(JSON.parse(JSON.stringify(local)));
    expect(local.procedures.length).toBeGreaterThan(0);
  });
});
