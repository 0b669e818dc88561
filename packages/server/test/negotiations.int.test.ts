import { fmt, messages, NEGOTIATION_DEFAULTS, validityParams } from '@honora/contract';
import { companies, DEMO_PASSWORD, seedDemo } from '@honora/db';
import { eq } from 'drizzle-orm';
import { formatDate } from '@honora/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient } from './helpers';
import {
  createNegotiationWorld,
  day,
  insertNegotiation,
  insurer,
  setHidePrices,
  snapshot,
  TABLE_CODES,
  TODAY,
  type NegotiationWorld,
} from './negotiations-world';

const e = messages.screens.negotiations.errors;
const m = messages.screens.negotiations.validation;
const v = messages.validation;

let w: NegotiationWorld;
beforeAll(async () => {
  w = await createNegotiationWorld();
});
afterAll(() => w.t.close());

type Answer = Record<string, unknown> & { id: string; start: string | null; end: string | null; status: string };

const tableBody = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  name: 'CBHPM 2022 +10%',
  cbhpmId: w.editionId,
  valuationId: w.valuationId,
  useCbhpm: true,
  proportion: '0.1',
  ...over,
});
const customBody = (over: Record<string, unknown> = {}) => ({
  name: 'Tabela própria',
  useCbhpm: false,
  customsProcedures: [{ code: '99000001', description: 'Consulta pré-anestésica', value: '150.00' }],
  ...over,
});

const url = (insurerId: string) => `/api/health-insurers/${insurerId}/negotiations`;
const list = async (client: TestClient, insurerId: string) => {
  const res = await client.get(url(insurerId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as Answer[];
};
async function create(client: TestClient, insurerId: string, body: Record<string, unknown>) {
  const res = await client.post(url(insurerId), body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Answer;
}
const remove = (client: TestClient, id: string) => client.request('DELETE', `/api/negotiations/${id}`);
const fields = (res: LightMyRequestResponse) =>
  Object.fromEntries((res.json().fields as { path: string; message: string }[]).map((f) => [f.path, f.message]));
/** A refusal with these field messages that leaves the insurer's rows exactly as they were. */
async function refused(
  insurerId: string,
  call: () => Promise<LightMyRequestResponse>,
  expected: Record<string, string>,
) {
  const before = await snapshot(w.t, insurerId);
  const res = await call();
  expect(res.statusCode, res.body).toBe(400);
  expect(fields(res)).toEqual(expected);
  expect(await snapshot(w.t, insurerId)).toEqual(before);
}

describe('validity rules', () => {
  let insurerId: string;
  let first: Answer;
  let second: Answer;
  beforeAll(async () => {
    insurerId = await insurer(w.t, w.matrizId, 'Unimed Vigências');
  });

  it('creates the first negotiation without a start: in force since always, already frozen', async () => {
    first = await create(w.manager, insurerId, tableBody());
    expect(first).toMatchObject({
      companyId: w.matrizId,
      healthInsurerId: insurerId,
      name: 'CBHPM 2022 +10%',
      start: null,
      end: null,
      cbhpmId: w.editionId,
      cbhpmName: 'CBHPM Teste v1',
      valuationId: w.valuationId,
      valuationName: 'Valoração Teste v2',
      useCbhpm: true,
      status: 'CURRENT',
      isEditable: false,
      proportion: '0.1',
      utm: NEGOTIATION_DEFAULTS.utm,
      anestheticPortes: NEGOTIATION_DEFAULTS.anestheticPortes,
      createdByName: 'gestor@negociacao.dev',
      updatedAt: null,
    });
    expect((await w.biller.get(`/api/negotiations/${first.id}`)).json()).toEqual(first);
  });

  it('refuses a second one without a start, or ending before its start', async () => {
    await refused(insurerId, () => w.manager.post(url(insurerId), tableBody()), { start: e.startRequired });
    await refused(insurerId, () => w.manager.post(url(insurerId), tableBody({ start: day(5), end: day(4) })), {
      end: e.endBeforeStart,
    });
  });

  it('closes the open-ended previous one the day before the new start, in the same write', async () => {
    second = await create(w.manager, insurerId, tableBody({ name: 'CBHPM 2022 +15%', start: day(30) }));
    expect(second).toMatchObject({ start: day(30), end: null, status: 'FUTURE', isEditable: true });
    const items = await list(w.biller, insurerId);
    expect(items.map((n) => [n.id, n.start, n.end, n.status, n.isEditable])).toEqual([
      [second.id, day(30), null, 'FUTURE', true],
      [first.id, null, day(29), 'CURRENT', false],
    ]);
  });

  it('refuses an overlap, naming the other negotiation and its validity', async () => {
    await refused(insurerId, () => w.manager.post(url(insurerId), tableBody({ start: day(10), end: day(40) })), {
      start: fmt(e.overlap, {
        period: fmt(e.period, { name: 'CBHPM 2022 +10%', ...validityParams(null, formatDate(day(29))) }),
      }),
      end: fmt(e.overlap, { period: `"CBHPM 2022 +15%" (a partir de ${formatDate(day(30))})` }),
    });
  });

  it('changes nothing but the end of a started negotiation, and not to before today', async () => {
    const same = { ...tableBody(), end: day(29) };
    const put = (body: Record<string, unknown>) => w.manager.put(`/api/negotiations/${first.id}`, body);
    await refused(insurerId, () => put({ ...same, name: 'Outro nome', proportion: '0.2' }), {
      name: e.started,
      proportion: e.started,
    });
    await refused(insurerId, () => put({ ...same, start: TODAY }), { start: e.started });
    await refused(insurerId, () => put({ ...same, end: day(-1) }), { end: e.endInPast });
    await refused(insurerId, () => put({ ...same, end: day(35) }), {
      end: fmt(e.overlap, { period: `"CBHPM 2022 +15%" (a partir de ${formatDate(day(30))})` }),
    });
    const res = await put({ ...same, end: day(20) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ end: day(20), isEditable: false, updatedByName: 'gestor@negociacao.dev' });
  });

  it('refuses to delete a started negotiation', async () => {
    const before = await snapshot(w.t, insurerId);
    const res = await remove(w.manager, first.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'statusError', message: e.startedRemove });
    expect(await snapshot(w.t, insurerId)).toEqual(before);
  });

  it('lets a future negotiation change anything, then deletes it (soft)', async () => {
    const res = await w.manager.put(
      `/api/negotiations/${second.id}`,
      customBody({ name: 'Própria 2026', start: day(25), end: day(60) }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Própria 2026', start: day(25), end: day(60), cbhpmId: null });
    expect((await remove(w.manager, second.id)).json()).toEqual({ ok: true });
    expect((await list(w.manager, insurerId)).map((n) => n.id)).toEqual([first.id]);
    expect((await w.manager.get(`/api/negotiations/${second.id}`)).statusCode).toBe(404);
    expect((await snapshot(w.t, insurerId)).find((row) => row.id === second.id)?.deletedAt).toBeInstanceOf(Date);
  });

  it('copies a negotiation as a new one from a date, closing the open-ended one before it', async () => {
    const copy = async (id: string, body: Record<string, unknown>) => {
      const res = await w.manager.post(`/api/negotiations/${id}/copy`, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as Answer;
    };
    const a = await copy(first.id, { start: day(60) });
    expect(a).toMatchObject({
      name: 'CBHPM 2022 +10%',
      start: day(60),
      end: null,
      proportion: '0.1',
      status: 'FUTURE',
    });
    expect(a.cbhpmId).toBe(w.editionId);
    const b = await copy(a.id, { start: day(90), name: 'Reajuste 2027' });
    expect(b).toMatchObject({ name: 'Reajuste 2027', start: day(90), end: null });
    expect((await w.manager.get(`/api/negotiations/${a.id}`)).json().end).toBe(day(89));
    const periodOfA = fmt(e.period, {
      name: 'CBHPM 2022 +10%',
      ...validityParams(formatDate(day(60)), formatDate(day(89))),
    });
    // A copy may start in the past, but never over another validity.
    await refused(insurerId, () => w.manager.post(`/api/negotiations/${a.id}/copy`, { start: day(-3) }), {
      start: fmt(e.overlap, { period: `"CBHPM 2022 +10%" (até ${formatDate(day(20))})` }),
      end: fmt(e.overlap, { period: periodOfA }),
    });
    await refused(insurerId, () => w.manager.post(`/api/negotiations/${a.id}/copy`, { start: day(70) }), {
      start: fmt(e.overlap, { period: periodOfA }),
      end: fmt(e.overlap, { period: `"Reajuste 2027" (a partir de ${formatDate(day(90))})` }),
    });
  });

  it('serializes concurrent creates: two overlapping negotiations never both land', async () => {
    const id = await insurer(w.t, w.matrizId, 'Convênio Concorrido');
    const results = await Promise.all([
      w.manager.post(url(id), customBody({ start: day(10), end: day(20) })),
      w.manager.post(url(id), customBody({ start: day(15), end: day(25) })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(await list(w.manager, id)).toHaveLength(1);
  });
});

describe('negotiations that began in the past', () => {
  it('shows an ended, a current and a future one; only the future one is editable', async () => {
    const id = await insurer(w.t, w.matrizId, 'Convênio Antigo');
    const base = { companyId: w.matrizId, insurerId: id };
    await insertNegotiation(w.t, { ...base, name: 'Antiga', start: null, end: day(-100) });
    await insertNegotiation(w.t, { ...base, name: 'Vigente', start: day(-99), end: day(10) });
    const items = await list(w.manager, id);
    expect(items.map((n) => [n.name, n.status, n.isEditable])).toEqual([
      ['Vigente', 'CURRENT', false],
      ['Antiga', 'ENDED', false],
    ]);
    const ended = items[1]!;
    // An ended negotiation saved as it is: nothing changed, nothing refused.
    const same = await w.manager.put(`/api/negotiations/${ended.id}`, customBody({ name: 'Antiga', end: day(-100) }));
    expect(same.statusCode, same.body).toBe(200);
    await refused(id, () => w.manager.put(`/api/negotiations/${ended.id}`, customBody({ name: 'Antiga', end: null })), {
      end: fmt(e.overlap, { period: `"Vigente" (${formatDate(day(-99))} a ${formatDate(day(10))})` }),
    });
  });

  it('creates a new one that starts in the past, closing the open-ended one; once started it is frozen', async () => {
    const id = await insurer(w.t, w.matrizId, 'Convênio da Planilha');
    const first = await create(w.manager, id, tableBody({ name: 'Contrato antigo' }));
    const past = await create(w.manager, id, tableBody({ name: 'Contrato real', start: day(-40) }));
    expect(past).toMatchObject({ start: day(-40), end: null, status: 'CURRENT', isEditable: false });
    expect((await w.manager.get(`/api/negotiations/${first.id}`)).json()).toMatchObject({ end: day(-41) });
    // billing.md §5: a negotiation whose validity has started cannot be edited.
    await refused(id, () => w.manager.put(`/api/negotiations/${past.id}`, tableBody({ ...past, proportion: '0.3' })), {
      proportion: e.started,
    });
    // A future one may not be moved into the past by an update: that is a new negotiation.
    const future = await create(w.manager, id, tableBody({ name: 'Reajuste', start: day(20) }));
    await refused(
      id,
      () => w.manager.put(`/api/negotiations/${future.id}`, tableBody({ name: 'Reajuste', start: day(-5) })),
      { start: e.startInPast },
    );
  });
});

describe('tables and procedures', () => {
  let insurerId: string;
  beforeAll(async () => {
    insurerId = await insurer(w.t, w.matrizId, 'Convênio Tabelas');
  });
  const post = (body: Record<string, unknown>) => () => w.manager.post(url(insurerId), body);
  const unknownId = '00000000-0000-4000-8000-000000000001';

  it('needs a table in use or custom procedures', async () => {
    await refused(insurerId, post(tableBody({ cbhpmId: null, valuationId: null })), { cbhpmId: e.tableOrCustom });
    await refused(insurerId, post(tableBody({ useCbhpm: false })), { cbhpmId: e.tableOrCustom });
  });

  it('needs the valuation of a chosen edition, and both must exist', async () => {
    await refused(insurerId, post(tableBody({ valuationId: null })), { valuationId: e.valuationRequired });
    await refused(insurerId, post(tableBody({ cbhpmId: unknownId, valuationId: unknownId })), {
      cbhpmId: e.editionNotFound,
      valuationId: e.valuationNotFound,
    });
  });

  it('refuses a custom procedure already in the table, and an override of a code not in it', async () => {
    const custom = (code: string) => ({ code, description: 'Próprio', value: '10' });
    await refused(insurerId, post(tableBody({ customsProcedures: [custom('99000001'), custom(TABLE_CODES[0])] })), {
      'customsProcedures.1.code': fmt(e.inTable, { code: TABLE_CODES[0] }),
    });
    await refused(
      insurerId,
      post(tableBody({ overridesProcedures: [{ code: '99000002', kind: 'VALUE', value: '5' }] })),
      {
        'overridesProcedures.0.code': fmt(e.notInTable, { code: '99000002' }),
      },
    );
  });

  it('saves every kind of term: customs, overrides, packages, hours, expenses', async () => {
    const body = tableBody({
      start: day(1),
      customsProcedures: [{ code: '99000001', description: 'Consulta pré-anestésica', value: '150.00' }],
      overridesProcedures: [
        { code: TABLE_CODES[0], kind: 'VALUE', value: '2500.00' },
        { code: TABLE_CODES[1], kind: 'INDICATOR', indicator: 'K' },
      ],
      packages: [{ id: 'p1', name: 'Pacote parto', codes: ['31309127'], value: '1800' }],
      billingPerHourGroups: [{ id: 'h1', name: 'Hora UTI', codes: ['40000001'], hourValue: '320.50' }],
      expenses: [
        { id: 'x1', code: 'GAS01', tableCode: '18', description: 'Oxigênio', expenseCode: '01', unityValue: '3.2' },
      ],
      portesMap: { '3A': '99.90' },
    });
    const saved = await create(w.manager, insurerId, body);
    expect(saved).toMatchObject({
      overridesProcedures: body.overridesProcedures,
      packages: body.packages,
      expenses: [{ code: 'GAS01', unityOfMeasurement: '036', unityValue: '3.2' }],
      portesMap: { '3A': '99.90' },
      status: 'FUTURE',
    });
  });

  it('keeps factors and amounts at their stored maxima exactly as typed', async () => {
    const body = tableBody({
      start: day(2),
      utm: '9999.9999',
      emergencyFactor: '0.0001',
      portesMap: { '3A': '999999999999.99' },
      customsProcedures: [{ code: '99000009', description: 'Máximo', value: '999999999999.99' }],
    });
    const saved = await create(w.manager, insurerId, body);
    expect(saved).toMatchObject({
      utm: '9999.9999',
      emergencyFactor: '0.0001',
      portesMap: { '3A': '999999999999.99' },
      customsProcedures: [{ value: '999999999999.99' }],
    });
  });

  it.each([
    ['name', { name: 'Uma tabela de nome longo demais' }, fmt(v.maxLength, { max: 25 })],
    ['utm', { utm: '1,17' }, m.factor],
    // STORED_NUMERIC: a factor keeps 4 decimals and 4 integer digits, money 12 and 2.
    ['utm', { utm: '1.123456' }, m.factor],
    ['emergencyFactor', { emergencyFactor: '9999.99999' }, m.factor],
    ['techniquesUsed.KVideo', { techniquesUsed: { KConventional: '1', KVideo: '10000' } }, m.factor],
    ['portesMap.3A', { portesMap: { '3A': '1000000000000' } }, m.money],
    ['proportion', { proportion: '-1' }, m.band],
    [
      'customsProcedures.0.value',
      { customsProcedures: [{ code: '99000001', description: 'X', value: '10.999' }] },
      m.money,
    ],
    ['start', { start: '2026-02-30' }, m.date],
  ])('refuses a bad %s with its field message', async (path, over, message) => {
    const body = tableBody(over);
    const before = await snapshot(w.t, insurerId);
    const res = await w.manager.post(url(insurerId), body);
    expect(res.statusCode).toBe(400);
    expect(fields(res)[path]).toBe(message);
    expect(await snapshot(w.t, insurerId)).toEqual(before);
  });
});

describe('access', () => {
  let insurerId: string;
  let negotiationId: string;
  beforeAll(async () => {
    insurerId = await insurer(w.t, w.matrizId, 'Convênio Acesso');
    negotiationId = (
      await create(w.manager, insurerId, {
        ...customBody(),
        packages: [{ id: 'p', name: 'Pacote', codes: ['31309127'], value: '900' }],
        billingPerHourGroups: [{ id: 'h', name: 'Hora', codes: ['40000001'], hourValue: '300' }],
        portesMap: { '1A': '10' },
      })
    ).id;
  });
  const writes = (client: TestClient) => [
    client.post(url(insurerId), customBody({ start: day(400) })),
    client.put(`/api/negotiations/${negotiationId}`, customBody()),
    remove(client, negotiationId),
    client.post(`/api/negotiations/${negotiationId}/copy`, { start: day(400) }),
  ];

  it('lets a biller who may only read see, but not change (403 naming the module and action)', async () => {
    expect(await list(w.biller, insurerId)).toHaveLength(1);
    const before = await snapshot(w.t, insurerId);
    for (const res of await Promise.all(writes(w.biller))) {
      expect(res.statusCode).toBe(403);
      expect(res.json().params).toEqual({ module: 'healthInsurances', action: 'write' });
    }
    expect(await snapshot(w.t, insurerId)).toEqual(before);
  });

  it("lets a filial read its matriz's negotiations but not change them", async () => {
    expect(await list(w.filialAdmin, insurerId)).toHaveLength(1);
    const res = await w.filialAdmin.post(url(insurerId), customBody({ start: day(400) }));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(messages.screens.registry.record.otherCompany);
  });

  it('answers 404 to another company, 401 to nobody, and refuses writes on a deleted insurer', async () => {
    const other = await w.outsider.get(url(insurerId));
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(e.insurerNotFound);
    const get = await w.outsider.get(`/api/negotiations/${negotiationId}`);
    expect([get.statusCode, get.json().message]).toEqual([404, e.notFound]);
    for (const res of await Promise.all(writes(w.outsider))) expect(res.statusCode).toBe(404);
    for (const res of await Promise.all([w.anonymous.get(url(insurerId)), ...writes(w.anonymous)])) {
      expect(res.statusCode).toBe(401);
    }
    const deleted = await insurer(w.t, w.matrizId, 'Convênio Excluído', true);
    const res = await w.manager.post(url(deleted), customBody());
    expect([res.statusCode, res.json().message]).toEqual([409, messages.screens.healthInsurers.validation.deleted]);
  });

  it('shows no money to a resident where the company hides prices', async () => {
    const shown = (await list(w.resident, insurerId))[0]!;
    expect(shown).toMatchObject({ utm: '1.17', portesMap: { '1A': '10' } });
    await setHidePrices(w.t, w.matrizId, true);
    try {
      for (const answer of [
        (await list(w.resident, insurerId))[0]!,
        (await w.resident.get(`/api/negotiations/${negotiationId}`)).json(),
      ]) {
        const text = JSON.stringify(answer);
        for (const key of [
          '"value"',
          '"hourValue"',
          '"unityValue"',
          '"utm"',
          '"portesMap"',
          '"accommodationValues"',
          '"ucoByType"',
          '"expenses"',
        ]) {
          expect(text).not.toContain(key);
        }
        expect(answer).toMatchObject({ name: 'Tabela própria', customsProcedures: [{ code: '99000001' }] });
      }
      expect((await list(w.manager, insurerId))[0]).toMatchObject({ utm: '1.17' });
    } finally {
      await setHidePrices(w.t, w.matrizId, false);
    }
  });
});

describe('demo seed', () => {
  it('gives the demo insurers negotiations in every status, each one valid under the rules', async () => {
    const t = await createTestApp();
    try {
      await seedDemo(t.database.db, hashPassword);
      const manager = new TestClient(t.app);
      expect((await manager.login('gestor.faturamento@demo.honora.dev', DEMO_PASSWORD)).statusCode).toBe(200);
      const [matriz] = await t.database.db.select().from(companies).where(eq(companies.isMatriz, true));
      expect((await manager.post('/api/auth/select-company', { companyId: matriz!.id })).statusCode).toBe(200);
      const listed = await manager.get('/api/health-insurers');
      expect(listed.statusCode, listed.body).toBe(200);
      const insurers = listed.json().items as Answer[];
      const statuses: Record<string, string[]> = {};
      for (const { id, name } of insurers) {
        const items = await list(manager, id);
        statuses[name as string] = items.map((n) => n.status);
        const future = items.find((n) => n.status === 'FUTURE');
        if (!future) continue;
        // The future one saved back unchanged passes every rule (tables, customs, overrides, validity).
        const {
          id: _id,
          companyId: _c,
          healthInsurerId: _h,
          cbhpmName: _n,
          valuationName: _v,
          status: _s,
          ...body
        } = future;
        const {
          isEditable: _e,
          createdAt: _ca,
          createdByName: _cb,
          updatedAt: _ua,
          updatedByName: _ub,
          ...input
        } = body;
        const res = await manager.put(`/api/negotiations/${future.id}`, input);
        expect(res.statusCode, res.body).toBe(200);
      }
      expect(statuses).toMatchObject({
        'Unimed Demo': ['CURRENT'],
        'Bradesco Saúde Demo': ['FUTURE', 'CURRENT', 'ENDED'],
        'Hospital Demo Pagador': ['CURRENT'],
      });
    } finally {
      await t.close();
    }
  });
});
