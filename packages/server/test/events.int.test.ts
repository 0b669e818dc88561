import { messages, type EventCreateBody, fmt } from '@honora/contract';
import {
  companyWebConfigs,
  customFields,
  eventProcedures,
  events,
  healthInsurers,
  negotiations,
  systemActor,
  transactions,
  users,
  withActor,
} from '@honora/db';
import { currentTestEngine } from '@honora/db/testing';
import { formatDate } from '@honora/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from './helpers';
import { signedIn } from './negotiations-world';
import { createEventsWorld, eventBody, setCompanyFlags, TABLE_CODES, TODAY, type EventsWorld } from './events-world';

const e = messages.screens.events.errors;
const m = messages.screens.events.validation;
const problems = messages.screens.pricing.problems;

let w: EventsWorld;
let residentId: string;
beforeAll(async () => {
  w = await createEventsWorld();
  const [resident] = await w.t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'residente@eventos.dev'));
  residentId = resident!.id;
});
afterAll(() => w.t.close());

type View = Record<string, unknown> & {
  id: string;
  version: number;
  numGuide: string | null;
  procedures: (Record<string, unknown> & { rowId: string; value?: string; proportion: string })[];
  values?: Record<string, string>;
  status: { status: string };
};

const db = () => w.t.database.db;
const fields = (res: LightMyRequestResponse) =>
  Object.fromEntries((res.json().fields as { path: string; message: string }[]).map((f) => [f.path, f.message]));

async function create(client: TestClient, overrides: Partial<EventCreateBody> = {}): Promise<View> {
  const res = await client.post('/api/events', eventBody(w, { anesthetistId: w.anesthetistId, ...overrides }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as View;
}
const get = async (client: TestClient, id: string) => (await client.get(`/api/events/${id}`)).json() as View;

/** The body of an update from a view: every row kept by its rowId. */
function updateBody(view: View, overrides: Record<string, unknown> = {}) {
  return {
    version: view.version,
    type: view.type,
    dtProcedure: view.dtProcedure,
    healthInsuranceId: view.healthInsuranceId,
    patientId: view.patientId,
    anesthetistId: view.anesthetistId,
    residentId: view.residentId,
    numGuide: view.numGuide,
    accommodation: view.accommodation,
    procedures: view.procedures.map((p) => ({ rowId: p.rowId, idProc: p.idProc, order: p.order })),
    ...overrides,
  };
}

async function counts() {
  const all = await db().select({ id: events.id }).from(events);
  const rows = await db().select({ id: eventProcedures.id }).from(eventProcedures);
  return { events: all.length, procedures: rows.length };
}

/** A 400 with these field messages that writes nothing. */
async function refused(call: () => Promise<LightMyRequestResponse>, expected: Record<string, string>) {
  const before = await counts();
  const res = await call();
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().code).toBe('inputError');
  expect(fields(res)).toEqual(expected);
  expect(await counts()).toEqual(before);
  return res;
}

async function setEvent(id: string, values: Partial<typeof events.$inferInsert>) {
  await withActor(db(), systemActor, (tx) => tx.update(events).set(values).where(eq(events.id, id)));
}

/** A new insurer of the matriz with its own settings, priced by the same table as the valued one. */
async function insurerWith(name: string, settings: Partial<typeof healthInsurers.$inferInsert>): Promise<string> {
  const [template] = await db().select().from(negotiations).where(eq(negotiations.healthInsurerId, w.insurers.valued));
  return withActor(db(), systemActor, async (tx) => {
    const [row] = await tx
      .insert(healthInsurers)
      .values({ companyId: w.matrizId, name, ...settings })
      .returning({ id: healthInsurers.id });
    await tx.insert(negotiations).values({
      companyId: w.matrizId,
      healthInsurerId: row!.id,
      name: `${name} CBHPM`,
      startsOn: null,
      endsOn: null,
      cbhpmEditionId: template!.cbhpmEditionId,
      cbhpmValuationId: template!.cbhpmValuationId,
      useCbhpm: true,
      terms: {},
    });
    return row!.id;
  });
}

describe('create and read', () => {
  it('prices the event like the pricing preview and stores every priced field', async () => {
    const view = await create(w.biller, {
      numGuide: '1001',
      accommodation: 'APARTMENT',
      isEmergency: true,
      procedures: [
        { idProc: TABLE_CODES[0], order: 1 },
        { idProc: TABLE_CODES[1], order: 2, proportion: '0.5', techniqueUsed: 'KVideo' },
      ],
    });
    const preview = await w.biller.post('/api/pricing/preview', {
      insurerId: w.insurers.valued,
      event: {
        type: 'Honorario',
        dtProcedure: TODAY,
        accommodation: 'APARTMENT',
        isEmergency: true,
        procedures: [
          { rowId: 'a', code: TABLE_CODES[0], order: 1 },
          { rowId: 'b', code: TABLE_CODES[1], order: 2, proportion: '0.5', techniqueUsed: 'KVideo' },
        ],
        team: [{ id: w.anesthetistId, role: 'anesthetist', order: 1 }],
      },
    });
    expect(preview.statusCode, preview.body).toBe(200);
    const priced = preview.json().procedures as Record<string, unknown>[];
    // The fields both answer (the preview also shows the surgical team's porte, which the
    // anesthesia event does not bill and so does not store on its rows).
    const shared = Object.keys(priced[0]!).filter((k) => k in (view.procedures[0] as Record<string, unknown>));
    expect(shared).toEqual(expect.arrayContaining(['value', 'valueOriginal', 'steps', 'proportion']));
    const pick = (p: Record<string, unknown>) => {
      const { rowId: _r, code: _c, idProc: _i, ...rest } = p;
      return Object.fromEntries(shared.filter((k) => k in rest).map((k) => [k, rest[k]]));
    };
    expect(view.procedures.map(pick)).toEqual(priced.map(pick));
    expect(view.procedures.map((p) => p.idProc)).toEqual([TABLE_CODES[0], TABLE_CODES[1]]);
    expect(view.values!.totalProduced).toBe(preview.json().total);
    expect(view.values!.totalProcedures).toBe(preview.json().total);
    expect(view.values!.totalInProcessing).toBe(preview.json().total);
    expect(view).toMatchObject({
      companyId: w.matrizId,
      matrizId: null,
      version: 1,
      numGuide: '1001',
      status: { status: 'AwaitingCheck', isLocked: false },
      names: { healthInsurance: 'Unimed Eventos', patient: 'Maria Paciente', company: 'Cooperativa Eventos' },
      actors: [{ id: w.anesthetistId, type: 'anesthetist', order: 1, revenue: preview.json().totalRevenue }],
      createdByName: 'faturista@eventos.dev',
      updatedAt: null,
    });
    expect(view.actions).toMatchObject({ edit: true, showHistory: true });
    const { actions: _actions, ...same } = view;
    expect(await get(w.manager, view.id)).toMatchObject(same);
    const [insurer] = await db().select().from(healthInsurers).where(eq(healthInsurers.id, w.insurers.valued));
    expect(insurer!.hasEvents).toBe(true);
  });

  it('refuses an event without procedures, an unknown code and unknown links, writing nothing', async () => {
    await refused(() => w.biller.post('/api/events', eventBody(w, { procedures: [] })), {
      procedures: m.atLeastOneProcedure,
    });
    await refused(
      () => w.biller.post('/api/events', eventBody(w, { procedures: [{ idProc: '99999999', order: 1 }] })),
      {
        'procedures.0.idProc': fmt(problems.notFound, { code: '99999999' }),
      },
    );
    const nobody = '00000000-0000-4000-8000-000000000001';
    await refused(
      () =>
        w.biller.post(
          '/api/events',
          eventBody(w, {
            patientId: nobody,
            hospitalId: nobody,
            surgeonId: nobody,
            anesthetistId: nobody,
            residentId: nobody,
          }),
        ),
      {
        patientId: e.patientNotFound,
        hospitalId: e.hospitalNotFound,
        surgeonId: e.surgeonNotFound,
        anesthetistId: e.anesthetistNotFound,
        residentId: e.residentNotFound,
      },
    );
    await refused(() => w.biller.post('/api/events', eventBody(w, { healthInsuranceId: nobody })), {
      healthInsuranceId: e.insurerNotFound,
    });
    await refused(() => w.biller.post('/api/events', eventBody(w, { healthInsuranceId: w.insurers.other })), {
      healthInsuranceId: e.insurerNotFound,
    });
  });

  it('refuses a valued insurer without a negotiation in force, accepts a not-valued one at 0', async () => {
    await refused(() => w.biller.post('/api/events', eventBody(w, { healthInsuranceId: w.insurers.noNegotiation })), {
      healthInsuranceId: fmt(e.noNegotiation, { date: formatDate(TODAY) }),
    });
    const view = await create(w.biller, { healthInsuranceId: w.insurers.notValued });
    expect(view.values!.totalProduced).toBe('0.00');
    expect(view.procedures[0]).toMatchObject({
      idProc: TABLE_CODES[0],
      name: 'Gastroplastia',
      type: 'KCBHPM',
      value: '0.00',
      steps: [{ kind: 'notValued', value: '0.00' }],
    });
  });

  it('answers 404 for an event of another company or a missing one, 400 for a bad id', async () => {
    const view = await create(w.biller);
    expect((await w.outsider.get(`/api/events/${view.id}`)).statusCode).toBe(404);
    expect((await w.biller.get('/api/events/00000000-0000-4000-8000-000000000009')).json()).toMatchObject({
      code: 'notFound',
      message: e.notFound,
    });
    expect((await w.biller.get('/api/events/nope')).statusCode).toBe(400);
    expect((await w.anonymous.get(`/api/events/${view.id}`)).statusCode).toBe(401);
  });

  it('an anesthetist sees and registers only their own events', async () => {
    const mine = await create(w.anesthetist);
    expect(mine.anesthetistId).toBe(w.anesthetistId);
    const other = await create(w.biller, { anesthetistId: null });
    expect((await w.anesthetist.get(`/api/events/${mine.id}`)).statusCode).toBe(200);
    expect((await w.anesthetist.get(`/api/events/${other.id}`)).statusCode).toBe(404);
    const res = await w.anesthetist.post('/api/events', eventBody(w));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(e.ownEventsOnly);
  });

  it('a resident without readValues gets their event without any money', async () => {
    const view = await create(w.biller, { residentId });
    const res = await w.resident.get(`/api/events/${view.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const seen = res.json();
    expect(seen.values).toBeUndefined();
    expect(seen.procedures[0].value).toBeUndefined();
    expect(seen.procedures[0].valueOriginal).toBeUndefined();
    expect(seen.procedures[0].steps).toEqual([]);
    expect(seen.procedures[0].revenueTeam.every((l: Record<string, unknown>) => !('revenue' in l))).toBe(true);
    expect(seen.actors.every((a: Record<string, unknown>) => !('revenue' in a))).toBe(true);
    expect(res.body).not.toContain(view.values!.totalProduced);
  });

  it('a save by a user who may not see values keeps the complementation and the co-participation fee', async () => {
    // A scheduler profile given events read and write (and not readValues) in the matriz.
    await withActor(db(), systemActor, async (tx) => {
      const [config] = await tx.select().from(companyWebConfigs).where(eq(companyWebConfigs.companyId, w.matrizId));
      const granted = (action: 'read' | 'write' | 'list') => [
        ...(config!.permissions?.events?.[action] ?? []),
        'd' as const,
      ];
      const permissions = {
        ...config!.permissions,
        events: {
          ...config!.permissions?.events,
          read: granted('read'),
          write: granted('write'),
          list: granted('list'),
        },
      };
      await tx.update(companyWebConfigs).set({ permissions }).where(eq(companyWebConfigs.companyId, w.matrizId));
    });
    const noValues = await signedIn(w.t, 'agenda@eventos.dev', w.matrizId, 'd');
    const view = await create(w.biller, { complementation: '50.00', attendanceFee: '20.00' });
    const seen = (await noValues.get(`/api/events/${view.id}`)).json() as View;
    expect(seen.values).toBeUndefined();
    const res = await noValues.put(`/api/events/${view.id}`, updateBody(seen, { numGuide: '4004' }));
    expect(res.statusCode, res.body).toBe(200);
    const after = await get(w.biller, view.id);
    expect(after.numGuide).toBe('4004');
    expect(after.values).toMatchObject({ complementation: '50.00', attendanceFee: '20.00' });
  });

  it('a filial event carries its matriz', async () => {
    const filialInsurer = await withActor(db(), systemActor, async (tx) => {
      const [row] = await tx
        .insert(healthInsurers)
        .values({ companyId: w.filialId, name: 'Cortesia Filial', isNotValued: true })
        .returning({ id: healthInsurers.id });
      return row!.id;
    });
    const res = await w.filialAdmin.post(
      '/api/events',
      eventBody(w, { companyId: w.filialId, healthInsuranceId: filialInsurer, patientId: null }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ companyId: w.filialId, matrizId: w.matrizId });
    const denied = await w.filialAdmin.post('/api/events', eventBody(w));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(e.notWritable);
  });
});

describe('guide numbers and limits (billing.md §5)', () => {
  it('refuses a duplicate guide of the same insurer unless the company turns the check off', async () => {
    await create(w.biller, { numGuide: '777' });
    await refused(() => w.biller.post('/api/events', eventBody(w, { numGuide: '777' })), {
      numGuide: fmt(e.duplicateGuide, { numGuide: '777' }),
    });
    // Another insurer may use the same number.
    await create(w.biller, { numGuide: '777', healthInsuranceId: w.insurers.sendsGuides });
    await setCompanyFlags(w, { disableDuplicateGuideCheck: true });
    try {
      expect((await create(w.biller, { numGuide: '777' })).numGuide).toBe('777');
    } finally {
      await setCompanyFlags(w, {});
    }
  });

  it('accepts digits only unless the insurer allows letters', async () => {
    await refused(() => w.biller.post('/api/events', eventBody(w, { numGuide: 'AB-12' })), {
      numGuide: m.guideNumberDigits,
    });
    const letters = await insurerWith('Letras Eventos', { flags: { allowAlphanumericGuideNumber: true } });
    expect((await create(w.biller, { healthInsuranceId: letters, numGuide: 'ab12' })).numGuide).toBe('AB12');
    await refused(() => w.biller.post('/api/events', eventBody(w, { healthInsuranceId: letters, numGuide: 'AB-12' })), {
      numGuide: m.guideNumberChars,
    });
  });

  it('pads the guide number and finds duplicates after padding', async () => {
    const padded = await insurerWith('Preenche Eventos', {
      flags: { padGuideNumber: true },
      configs: { guideNumberPadding: 9 },
    });
    expect((await create(w.biller, { healthInsuranceId: padded, numGuide: '4321' })).numGuide).toBe('000004321');
    await refused(() => w.biller.post('/api/events', eventBody(w, { healthInsuranceId: padded, numGuide: '04321' })), {
      numGuide: fmt(e.duplicateGuide, { numGuide: '000004321' }),
    });
  });

  it("applies the insurer's digit limits to the guide data ('Erro ao Gerar Guia')", async () => {
    const limited = await insurerWith('Limites Eventos', {
      configs: {
        guideLimits: {
          Honorario: {
            providerGuideNumber: { enabled: true, min: 4, max: 6 },
            wallet: { enabled: true, min: 3, max: 5 },
            password: { enabled: true, min: 4, max: 8 },
          },
        },
      },
    });
    const res = await refused(
      () =>
        w.biller.post(
          '/api/events',
          eventBody(w, {
            healthInsuranceId: limited,
            guideData: { numberProviderGuide: '1234567', numberWallet: '12a', password: '12' },
          }),
        ),
      {
        'guideData.numberProviderGuide': fmt(e.guideLimit, { min: 4, max: 6 }),
        'guideData.numberWallet': fmt(e.guideLimit, { min: 3, max: 5 }),
      },
    );
    expect(res.json().message).toBe(`${e.guideErrorTitle}: ${e.guideError}`);
    const view = await create(w.biller, {
      healthInsuranceId: limited,
      guideData: { numberProviderGuide: '12', numberWallet: '12345', password: null },
    });
    expect(view.guideData).toMatchObject({ numberProviderGuide: '0012', numberWallet: '12345', password: null });
  });

  it('titles another guide data problem "Erro ao Gerar Guia" with its own message, not the limits text', async () => {
    const res = await w.biller.post('/api/events', eventBody(w, { guideData: { attendimentType: '99' } }));
    expect(res.statusCode, res.body).toBe(400);
    const [field] = res.json().fields as { path: string; message: string }[];
    expect(field!.path).toBe('guideData.attendimentType');
    expect(res.json().message).toBe(`${e.guideErrorTitle}: ${field!.message}`);
    expect(res.json().message).not.toContain(e.guideError);
  });
});

describe('update', () => {
  it('keeps row ids, takes out rows left out, adds new ones and moves to the next version', async () => {
    const view = await create(w.biller, {
      procedures: [
        { idProc: TABLE_CODES[0], order: 1 },
        { idProc: TABLE_CODES[1], order: 2 },
      ],
    });
    const [first, second] = view.procedures;
    const res = await w.biller.put(
      `/api/events/${view.id}`,
      updateBody(view, {
        procedures: [
          { rowId: first!.rowId, idProc: TABLE_CODES[0], order: 1, proportion: '0.7' },
          { idProc: TABLE_CODES[1], order: 2 },
        ],
        numGuide: '2002',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as View;
    expect(after.version).toBe(2);
    expect(after.numGuide).toBe('2002');
    expect(after.procedures[0]).toMatchObject({ rowId: first!.rowId, proportion: '0.7' });
    expect(after.procedures[1]!.rowId).not.toBe(second!.rowId);
    expect(after.updatedByName).toBe('faturista@eventos.dev');
    const [gone] = await db().select().from(eventProcedures).where(eq(eventProcedures.id, second!.rowId));
    expect(gone!.deletedAt).not.toBeNull();
    expect(after.values!.totalProduced).not.toBe(view.values!.totalProduced);
  });

  it('refuses a stale version with otherUser naming who saved and when', async () => {
    const view = await create(w.biller);
    expect((await w.manager.put(`/api/events/${view.id}`, updateBody(view, { numGuide: '3003' }))).statusCode).toBe(
      200,
    );
    const res = await w.biller.put(`/api/events/${view.id}`, updateBody(view, { numGuide: '3004' }));
    expect(res.statusCode).toBe(403);
    const body = res.json();
    expect(body.code).toBe('otherUser');
    expect(body.params.updatedByName).toBe('gestor@eventos.dev');
    expect(body.message).toMatch(
      /^Este evento foi alterado por gestor@eventos\.dev em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./,
    );
    expect((await get(w.biller, view.id)).numGuide).toBe('3003');
  });

  it('never takes out a row that has money', async () => {
    const view = await create(w.biller, {
      procedures: [
        { idProc: TABLE_CODES[0], order: 1 },
        { idProc: TABLE_CODES[1], order: 2 },
      ],
    });
    const second = view.procedures[1]!;
    // A receipt in the ledger (decision 016): the row's money is what its active entries say.
    await withActor(db(), systemActor, (tx) =>
      tx.insert(transactions).values({
        eventId: view.id,
        companyId: w.matrizId,
        action: 'Received',
        type: 'PROCEDURE',
        procedureRowId: second.rowId,
        date: TODAY,
        value: '10.00',
        userId: 'system',
        userName: 'Sistema',
      }),
    );
    const res = await w.biller.put(
      `/api/events/${view.id}`,
      updateBody(view, { procedures: [{ rowId: view.procedures[0]!.rowId, idProc: TABLE_CODES[0], order: 1 }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual({ procedures: e.procedureHasMoney });
    const live = await db()
      .select()
      .from(eventProcedures)
      .where(and(eq(eventProcedures.eventId, view.id), isNull(eventProcedures.deletedAt)));
    expect(live).toHaveLength(2);
    // Kept, the row's receipt counts in the event's totals.
    const kept = await w.biller.put(`/api/events/${view.id}`, updateBody(view));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().values.totalReceived).toBe('10.00');
  });

  it('refuses rows of another event and repeated rows', async () => {
    const view = await create(w.biller);
    const other = await create(w.biller);
    const res = await w.biller.put(
      `/api/events/${view.id}`,
      updateBody(view, {
        procedures: [
          { rowId: other.procedures[0]!.rowId, idProc: TABLE_CODES[0], order: 1 },
          { rowId: view.procedures[0]!.rowId, idProc: TABLE_CODES[0], order: 2 },
          { rowId: view.procedures[0]!.rowId, idProc: TABLE_CODES[0], order: 3 },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(fields(res)).toEqual({ 'procedures.0.rowId': e.unknownRow, 'procedures.2.rowId': m.duplicateRow });
  });

  it('refuses a locked, finished or removed event', async () => {
    for (const [values, message] of [
      [{ isLocked: true }, e.locked],
      [{ status: 'Received' }, e.locked],
      [{ active: false }, e.inactive],
    ] as const) {
      const view = await create(w.biller);
      await setEvent(view.id, values);
      const res = await w.biller.put(`/api/events/${view.id}`, updateBody(view));
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'statusError', message });
    }
  });

  it('fills a guide announced by a protocol report', async () => {
    const view = await create(w.biller);
    await setEvent(view.id, { status: 'ProtocolCreated' });
    const res = await w.biller.put(`/api/events/${view.id}`, updateBody(view));
    expect(res.json().status.status).toBe('Filled');
  });

  it("lets an anesthetist change their own event but not another's", async () => {
    const mine = await create(w.biller);
    const res = await w.anesthetist.put(`/api/events/${mine.id}`, updateBody(mine, { numGuide: '5005' }));
    expect(res.statusCode, res.body).toBe(200);
    const leave = await w.anesthetist.put(`/api/events/${mine.id}`, updateBody(res.json(), { anesthetistId: null }));
    expect(leave.statusCode).toBe(403);
    expect(leave.json().message).toBe(e.ownEventsOnly);
    const other = await create(w.biller, { anesthetistId: null });
    expect((await w.anesthetist.put(`/api/events/${other.id}`, updateBody(other))).statusCode).toBe(404);
    expect((await w.resident.put(`/api/events/${mine.id}`, updateBody(mine))).statusCode).toBe(403);
  });
});

describe('history, observations', () => {
  it('tells who changed what and when, without money for users who may not see values', async () => {
    const view = await create(w.biller, { residentId, numGuide: '6006' });
    await w.manager.put(`/api/events/${view.id}`, updateBody(view, { numGuide: '6007' }));
    const observation = await w.biller.post(`/api/events/${view.id}/observations`, { text: 'Falta a assinatura' });
    expect(observation.statusCode, observation.body).toBe(200);
    expect(observation.json()).toMatchObject({
      type: 'Comment',
      text: 'Falta a assinatura',
      userName: 'faturista@eventos.dev',
    });

    const res = await w.biller.get(`/api/events/${view.id}/history`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as {
      at: string;
      userName: string;
      target: string;
      operation: string;
      changes: Record<string, { from: unknown; to: unknown }>;
    }[];
    expect(items[0]).toMatchObject({ userName: 'faturista@eventos.dev', target: 'event', operation: 'INSERT' });
    expect(items.some((i) => i.target === 'procedure' && i.operation === 'INSERT')).toBe(true);
    const change = items.find((i) => i.target === 'event' && i.operation === 'UPDATE' && i.changes.numGuide);
    expect(change).toMatchObject({
      userName: 'gestor@eventos.dev',
      changes: { numGuide: { from: '6006', to: '6007' } },
    });
    expect(Date.parse(change!.at)).not.toBeNaN();
    expect(items.some((i) => i.target === 'observation' && i.changes.text?.to === 'Falta a assinatura')).toBe(true);
    expect(items.some((i) => 'totalProduced' in i.changes)).toBe(true);

    const hidden = await w.resident.get(`/api/events/${view.id}/history`);
    expect(hidden.statusCode).toBe(200);
    const seen = hidden.json().items as { changes: Record<string, unknown> }[];
    expect(seen.length).toBe(items.length);
    for (const item of seen) {
      for (const key of [
        'totalProduced',
        'value',
        'valueOriginal',
        'steps',
        'expenses',
        'glosado',
        'complementationLoss',
      ])
        expect(item.changes).not.toHaveProperty(key);
    }
    expect(hidden.body).not.toContain(view.values!.totalProduced);
    expect((await w.outsider.get(`/api/events/${view.id}/history`)).statusCode).toBe(404);
  });

  it('lists observations newest first and moves the event to the next version', async () => {
    const view = await create(w.biller);
    await w.biller.post(`/api/events/${view.id}/observations`, { text: 'Primeira' });
    await w.manager.post(`/api/events/${view.id}/observations`, { text: 'Segunda' });
    const after = await get(w.biller, view.id);
    expect((after.observations as { text: string }[]).map((o) => o.text)).toEqual(['Segunda', 'Primeira']);
    expect(after.version).toBe(view.version + 2);
    const empty = await w.biller.post(`/api/events/${view.id}/observations`, { text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(fields(empty)).toEqual({ text: m.observationRequired });
    expect((await w.outsider.post(`/api/events/${view.id}/observations`, { text: 'x' })).statusCode).toBe(404);
    expect((await w.resident.post(`/api/events/${view.id}/observations`, { text: 'x' })).statusCode).toBe(403);
  });
});

describe('proportion edit from the events list (billing.md §5, §8)', () => {
  const url = (view: View) => `/api/events/${view.id}/procedures/${view.procedures[0]!.rowId}/proportion`;

  it('prices the event again with the new proportion', async () => {
    const view = await create(w.biller);
    const res = await w.biller.put(url(view), { version: view.version, proportion: '0.5' });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as View;
    expect(after.version).toBe(view.version + 1);
    expect(after.procedures[0]).toMatchObject({ rowId: view.procedures[0]!.rowId, proportion: '0.5' });
    const half = (Number(view.procedures[0]!.value!.replace('.', '')) / 2 / 100).toFixed(2);
    expect(after.procedures[0]!.value).toBe(half);
    expect(after.values!.totalProduced).toBe(half);
  });

  it('answers the four refusals', async () => {
    const own = await create(w.biller, { residentId });
    const denied = await w.resident.put(url(own), { version: own.version, proportion: '0.5' });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(e.proportionAccessDenied);

    const finished = await create(w.biller);
    await setEvent(finished.id, { status: 'Received', isLocked: true });
    const status = await w.biller.put(url(finished), { version: finished.version, proportion: '0.5' });
    expect(status.statusCode).toBe(409);
    expect(status.json().message).toBe(e.proportionStatus);

    const waiting = await create(w.biller);
    await setEvent(waiting.id, { status: 'WaitPayment' });
    await setCompanyFlags(w, { notChangeProcedureProportionInReportEvents: true });
    try {
      const report = await w.biller.put(url(waiting), { version: waiting.version, proportion: '0.5' });
      expect(report.statusCode).toBe(409);
      expect(report.json().message).toBe(e.proportionReportEvents);
      const pending = await create(w.biller);
      await setEvent(pending.id, { status: 'Pending' });
      expect((await w.biller.put(url(pending), { version: pending.version, proportion: '0.7' })).statusCode).toBe(200);
    } finally {
      await setCompanyFlags(w, {});
    }
    expect((await w.biller.put(url(waiting), { version: waiting.version, proportion: '0.5' })).statusCode).toBe(200);
    // "has transactions" needs the Money issue's transactions; the rule itself is tested in the domain.
    expect(e.proportionTransactions).toBeTruthy();
  });

  it('refuses a stale version, an unknown row and an event of another company', async () => {
    const view = await create(w.biller);
    const stale = await w.biller.put(url(view), { version: view.version + 5, proportion: '0.5' });
    expect(stale.json().code).toBe('otherUser');
    const missing = await w.biller.put(`/api/events/${view.id}/procedures/${view.id}/proportion`, {
      version: view.version,
      proportion: '0.5',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(e.procedureNotFound);
    expect((await w.outsider.put(url(view), { version: view.version, proportion: '0.5' })).statusCode).toBe(404);
    const bad = await w.biller.put(url(view), { version: view.version, proportion: '0.3' });
    expect(fields(bad)).toEqual({ proportion: m.proportion });
  });
});

describe('another company', () => {
  it('reaches nothing and writes nothing', async () => {
    const view = await create(w.biller);
    const before = await get(w.biller, view.id);
    const id = view.id;
    const attempts = [
      await w.outsider.get(`/api/events/${id}`),
      await w.outsider.put(`/api/events/${id}`, updateBody(view)),
      await w.outsider.get(`/api/events/${id}/history`),
      await w.outsider.post(`/api/events/${id}/observations`, { text: 'invasão' }),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    const invade = await w.outsider.post('/api/events', eventBody(w));
    expect(invade.statusCode).toBe(403);
    expect(await get(w.biller, view.id)).toEqual(before);
  });
});

describe.runIf(currentTestEngine() === 'postgres')('concurrency on PostgreSQL', () => {
  it('two parallel creates with the same guide number: one is saved, the other refused as a duplicate', async () => {
    const results = await Promise.all([
      w.biller.post('/api/events', eventBody(w, { numGuide: '909090' })),
      w.manager.post('/api/events', eventBody(w, { numGuide: '909090' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect(fields(results.find((r) => r.statusCode === 400)!)).toEqual({
      numGuide: fmt(e.duplicateGuide, { numGuide: '909090' }),
    });
  });

  it('two parallel saves at the same version: exactly one wins, the other gets otherUser', async () => {
    const view = await create(w.biller);
    const results = await Promise.all([
      w.biller.put(`/api/events/${view.id}`, updateBody(view, { numGuide: '8001' })),
      w.manager.put(`/api/events/${view.id}`, updateBody(view, { numGuide: '8002' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 403]);
    const loser = results.find((r) => r.statusCode === 403)!;
    expect(loser.json().code).toBe('otherUser');
    const after = await get(w.biller, view.id);
    expect(after.version).toBe(view.version + 1);
    expect(after.numGuide).toBe(results[0]!.statusCode === 200 ? '8001' : '8002');
    const live = await db()
      .select()
      .from(eventProcedures)
      .where(and(eq(eventProcedures.eventId, view.id), isNull(eventProcedures.deletedAt)));
    expect(live).toHaveLength(1);
  });
});

describe('GET /api/events/custom-fields', () => {
  it('answers the active event fields of the company in position order to whoever works with events', async () => {
    await withActor(db(), systemActor, (tx) =>
      tx.insert(customFields).values([
        { companyId: w.matrizId, entity: 'event', key: 'sala', label: 'Sala', type: 'text', position: 2 },
        { companyId: w.matrizId, entity: 'event', key: 'turno', label: 'Turno', type: 'text', position: 1 },
        { companyId: w.matrizId, entity: 'patient', key: 'religiao', label: 'Religião', type: 'text', position: 0 },
        { companyId: w.otherId, entity: 'event', key: 'alheio', label: 'Campo alheio', type: 'text', position: 0 },
      ]),
    );
    // The biller has no companies/list (the settings screen) and still reads the definitions.
    const res = await w.biller.get('/api/events/custom-fields');
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().items as { key: string }[]).map((f) => f.key)).toEqual(['turno', 'sala']);
    expect((await w.anesthetist.get('/api/events/custom-fields')).statusCode).toBe(200);
    expect((await w.anonymous.get('/api/events/custom-fields')).statusCode).toBe(401);
  });
});
