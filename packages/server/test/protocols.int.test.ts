import { fmt, messages } from '@honora/contract';
import { events, healthInsurers, hospitals, protocols, systemActor, withActor } from '@honora/db';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertEvent } from './event-rows';
import { createEventsWorld, setCompanyFlags, type EventsWorld } from './events-world';

const p = messages.screens.events.protocols;
const ev = messages.screens.events;

let w: EventsWorld;
let hospitalId: string;
let paddedInsurer: string;

type ProtocolAnswer = {
  id: string;
  number: number;
  companyId: string;
  description: string | null;
  insurerName: string | null;
  hospitalName: string | null;
  type: string;
  dtProcedure: string | null;
  guideCount: number;
  createdByName: string;
  guides: { eventId: string; numGuide: string; status: string; active: boolean }[];
};

/** A guide's problem as the check answers it: the pt-BR text, its catalog key and params. */
const said = (leaf: 'inReport' | 'duplicated', numGuide: string) => ({
  message: fmt(p[leaf], { numGuide }),
  messageKey: `screens.events.protocols.${leaf}`,
  params: { numGuide },
});

const fields = (res: LightMyRequestResponse) =>
  Object.fromEntries((res.json().fields as { path: string; message: string }[]).map((f) => [f.path, f.message]));

async function create(body: Record<string, unknown>) {
  const res = await w.biller.post('/api/protocols', {
    companyId: w.matrizId,
    healthInsuranceId: w.insurers.valued,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProtocolAnswer;
}
const protocolCount = async () => (await w.t.database.db.select({ id: protocols.id }).from(protocols)).length;
const eventCount = async () => (await w.t.database.db.select({ id: events.id }).from(events)).length;

beforeAll(async () => {
  w = await createEventsWorld();
  const db = w.t.database.db;
  ({ hospitalId, paddedInsurer } = await withActor(db, systemActor, async (tx) => {
    const [hospital] = await tx
      .insert(hospitals)
      .values({ companyId: w.matrizId, name: 'Hospital do Protocolo' })
      .returning({ id: hospitals.id });
    const [insurer] = await tx
      .insert(healthInsurers)
      .values({
        companyId: w.matrizId,
        name: 'Convênio com Guia de 7 Dígitos',
        flags: { padGuideNumber: true },
        configs: { guideNumberPadding: 7 },
      })
      .returning({ id: healthInsurers.id });
    return { hospitalId: hospital!.id, paddedInsurer: insurer!.id };
  }));
  await insertEvent(db, {
    companyId: w.matrizId,
    healthInsuranceId: w.insurers.valued,
    status: 'WaitPayment',
    dtProcedure: '2025-01-01',
    numGuide: '900',
  });
  await insertEvent(db, {
    companyId: w.matrizId,
    healthInsuranceId: w.insurers.valued,
    status: 'WaitPayment',
    active: false,
    dtProcedure: '2025-01-01',
    numGuide: '901',
  });
  await insertEvent(db, {
    companyId: w.matrizId,
    healthInsuranceId: paddedInsurer,
    status: 'WaitPayment',
    dtProcedure: '2025-01-01',
    numGuide: '0000077',
  });
});
afterAll(() => w.t.close());

describe('creating a report', () => {
  it('numbers reports per company and opens one ProtocolCreated event per guide', async () => {
    const first = await create({
      guideNumbers: ['101', '102'],
      description: 'Entrega de março',
      hospitalId,
      type: 'SPSADT',
      dtProcedure: '2025-03-10',
    });
    expect(first).toMatchObject({
      number: 1,
      companyId: w.matrizId,
      description: 'Entrega de março',
      insurerName: 'Unimed Eventos',
      hospitalName: 'Hospital do Protocolo',
      type: 'SPSADT',
      dtProcedure: '2025-03-10',
      guideCount: 2,
      createdByName: 'faturista@eventos.dev',
    });
    expect(first.guides.map((g) => [g.numGuide, g.status, g.active])).toEqual([
      ['101', 'ProtocolCreated', true],
      ['102', 'ProtocolCreated', true],
    ]);
    const rows = await w.t.database.db.select().from(events).where(eq(events.protocolId, first.id));
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row).toMatchObject({
        companyId: w.matrizId,
        status: 'ProtocolCreated',
        type: 'SPSADT',
        healthInsuranceId: w.insurers.valued,
        hospitalId,
        dtProcedure: '2025-03-10',
        active: true,
        createdByName: 'faturista@eventos.dev',
      });
    }
    const second = await create({ guideNumbers: ['103'] });
    expect(second).toMatchObject({ number: 2, hospitalName: null, type: 'Honorario', dtProcedure: null });
  });

  it('the new guides appear in the not-ready events list', async () => {
    const res = await w.biller.get('/api/events?readiness=notReady&sort=numGuide&dir=asc');
    expect(res.json().items.map((i: { numGuide: string }) => i.numGuide)).toEqual(['101', '102', '103']);
  });

  it('refuses repeated, existing and malformed guides with the spec messages and writes nothing', async () => {
    const before = [await protocolCount(), await eventCount()];
    const res = await w.biller.post('/api/protocols', {
      companyId: w.matrizId,
      healthInsuranceId: w.insurers.valued,
      guideNumbers: ['200', '900', '200', '101', '901'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(p.checkGuides);
    expect(fields(res)).toEqual({
      'guideNumbers.0': fmt(p.duplicated, { numGuide: '200' }),
      'guideNumbers.1': fmt(p.duplicated, { numGuide: '900' }),
      'guideNumbers.2': fmt(p.duplicated, { numGuide: '200' }),
      'guideNumbers.3': fmt(p.duplicated, { numGuide: '101' }),
    });
    const malformed = await w.biller.post('/api/protocols', {
      companyId: w.matrizId,
      healthInsuranceId: w.insurers.valued,
      guideNumbers: ['12A'],
    });
    expect(malformed.statusCode).toBe(400);
    expect(fields(malformed)).toEqual({ 'guideNumbers.0': ev.validation.guideNumberDigits });
    const empty = await w.biller.post('/api/protocols', {
      companyId: w.matrizId,
      healthInsuranceId: w.insurers.valued,
      guideNumbers: [],
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(p.checkGuides);
    expect([await protocolCount(), await eventCount()]).toEqual(before);
  });

  it("pads guide numbers by the insurer's rule before comparing and storing them", async () => {
    const check = await w.biller.post('/api/protocols/check', {
      companyId: w.matrizId,
      healthInsuranceId: paddedInsurer,
      guideNumbers: ['77', '78'],
    });
    expect(check.json()).toEqual({
      ok: false,
      guides: [
        { numGuide: '0000077', problem: 'existing', ...said('duplicated', '0000077') },
        { numGuide: '0000078', problem: null, message: null },
      ],
    });
    const created = await create({ healthInsuranceId: paddedInsurer, guideNumbers: ['78'] });
    expect(created.guides.map((g) => g.numGuide)).toEqual(['0000078']);
  });

  it('lets a company that turned off the duplicate guide check reuse a number of another event', async () => {
    await setCompanyFlags(w, { disableDuplicateGuideCheck: true });
    try {
      const created = await create({ guideNumbers: ['900'] });
      expect(created.guides.map((g) => g.numGuide)).toEqual(['900']);
      const repeated = await w.biller.post('/api/protocols', {
        companyId: w.matrizId,
        healthInsuranceId: w.insurers.valued,
        guideNumbers: ['950', '950'],
      });
      expect(fields(repeated)).toEqual({
        'guideNumbers.0': fmt(p.duplicated, { numGuide: '950' }),
        'guideNumbers.1': fmt(p.duplicated, { numGuide: '950' }),
      });
    } finally {
      await setCompanyFlags(w, {});
    }
  });
});

describe('checking and adding guides', () => {
  let report: ProtocolAnswer;
  beforeAll(async () => {
    report = await create({ guideNumbers: ['300', '301'], description: 'Lote de abril' });
  });

  it('reports each problem: in the report, repeated in the list, already existing', async () => {
    const res = await w.biller.post('/api/protocols/check', {
      companyId: w.matrizId,
      healthInsuranceId: w.insurers.valued,
      protocolId: report.id,
      guideNumbers: ['300', '302', '302', '102', '303', '901'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      ok: false,
      guides: [
        { numGuide: '300', problem: 'inReport', ...said('inReport', '300') },
        { numGuide: '302', problem: 'duplicated', ...said('duplicated', '302') },
        { numGuide: '302', problem: 'duplicated', ...said('duplicated', '302') },
        { numGuide: '102', problem: 'existing', ...said('duplicated', '102') },
        { numGuide: '303', problem: null, message: null },
        // A removed event does not hold its number.
        { numGuide: '901', problem: null, message: null },
      ],
    });
    const clean = await w.biller.post('/api/protocols/check', {
      companyId: w.matrizId,
      healthInsuranceId: w.insurers.valued,
      guideNumbers: ['400'],
    });
    expect(clean.json()).toEqual({ ok: true, guides: [{ numGuide: '400', problem: null, message: null }] });
  });

  it('adds guides to a report with its type, insurer, hospital and date, refusing the ones already there', async () => {
    const refused = await w.biller.post(`/api/protocols/${report.id}/guides`, { guideNumbers: ['304', '301'] });
    expect(refused.statusCode).toBe(400);
    expect(fields(refused)).toEqual({ 'guideNumbers.1': fmt(p.inReport, { numGuide: '301' }) });
    const res = await w.biller.post(`/api/protocols/${report.id}/guides`, { guideNumbers: ['304', '305'] });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as ProtocolAnswer;
    expect(answer.guideCount).toBe(4);
    expect(answer.guides.map((g) => g.numGuide)).toEqual(['300', '301', '304', '305']);
  });

  it('lists the reports newest first, searching by description or number, and reads one', async () => {
    const all = await w.biller.get('/api/protocols');
    expect(all.statusCode, all.body).toBe(200);
    const numbers = (all.json().items as ProtocolAnswer[]).map((r) => r.number);
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    expect(all.json().total).toBe(numbers.length);
    const byText = await w.biller.get('/api/protocols?search=abril');
    expect(byText.json().items.map((r: ProtocolAnswer) => r.id)).toEqual([report.id]);
    const byNumber = await w.biller.get(`/api/protocols?search=${report.number}`);
    expect(byNumber.json().items.map((r: ProtocolAnswer) => r.id)).toEqual([report.id]);
    const one = await w.biller.get(`/api/protocols/${report.id}`);
    expect(one.json()).toMatchObject({ id: report.id, guideCount: 4, description: 'Lote de abril' });
    expect((await w.biller.get('/api/protocols/00000000-0000-4000-8000-000000000000')).json().message).toBe(p.notFound);
  });
});

describe('access', () => {
  it('needs events write to check, create and add; events list to read', async () => {
    const body = { companyId: w.matrizId, healthInsuranceId: w.insurers.valued, guideNumbers: ['700'] };
    expect((await w.anesthetist.post('/api/protocols', body)).statusCode).toBe(403);
    expect((await w.anesthetist.post('/api/protocols/check', body)).statusCode).toBe(403);
    expect((await w.resident.get('/api/protocols')).statusCode).toBe(403);
    expect((await w.anonymous.get('/api/protocols')).statusCode).toBe(401);
    expect((await w.manager.get('/api/protocols')).statusCode).toBe(200);
  });

  it("refuses another company's id in the body and hides other companies' reports", async () => {
    const foreign = await w.outsider.post('/api/protocols', {
      companyId: w.matrizId,
      healthInsuranceId: w.insurers.valued,
      guideNumbers: ['800'],
    });
    expect(foreign.statusCode).toBe(403);
    const foreignInsurer = await w.biller.post('/api/protocols', {
      companyId: w.matrizId,
      healthInsuranceId: w.insurers.other,
      guideNumbers: ['800'],
    });
    expect(foreignInsurer.statusCode).toBe(404);
    expect((await w.outsider.get('/api/protocols')).json()).toEqual({ items: [], total: 0 });
    const [some] = await w.t.database.db.select({ id: protocols.id }).from(protocols).limit(1);
    expect((await w.outsider.get(`/api/protocols/${some!.id}`)).statusCode).toBe(404);
    expect((await w.filialAdmin.get(`/api/protocols/${some!.id}`)).statusCode).toBe(404);
    expect((await w.outsider.post(`/api/protocols/${some!.id}/guides`, { guideNumbers: ['801'] })).statusCode).toBe(
      404,
    );
  });
});

describe.runIf(process.env.HONORA_TEST_ENGINE === 'postgres')('concurrent reports (PostgreSQL)', () => {
  const post = (guideNumbers: string[]) =>
    w.biller.post('/api/protocols', { companyId: w.matrizId, healthInsuranceId: w.insurers.valued, guideNumbers });

  it('gives reports created at once distinct numbers', async () => {
    const answers = await Promise.all([['610'], ['611'], ['612'], ['613']].map(post));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const numbers = answers.map((r) => (r.json() as ProtocolAnswer).number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(4);
    expect(numbers[3]! - numbers[0]!).toBe(3);
  });

  it('lets only one of two reports created at once take the same guide', async () => {
    const answers = await Promise.all([post(['620']), post(['620'])]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((r) => r.statusCode === 400)!;
    expect(fields(refused)).toEqual({ 'guideNumbers.0': fmt(p.duplicated, { numGuide: '620' }) });
  });
});
