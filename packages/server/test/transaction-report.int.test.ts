import { fmt, messages, type TransactionReportResponse } from '@honora/contract';
import {
  batches,
  companyWebConfigs,
  eventProcedures,
  hospitals,
  systemActor,
  transactions,
  typesOfPayment,
  withActor,
} from '@honora/db';
import { defaultPermissionConfig } from '@honora/domain';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_FORMAT, DATE_TIME_FORMAT, MONEY_FORMAT } from '../src/http/xlsx';
import { insertEvent } from './event-rows';
import { createEventsWorld, type EventsWorld } from './events-world';
import { signedIn } from './negotiations-world';
import { readSheet } from './xlsx-sheet';
import type { TestClient } from './helpers';

const m = messages.screens.money;

let w: EventsWorld;
let admin: TestClient;
let hospitalId: string;
const BATCH_1 = '5b0c61a2-6f7e-4c43-9d4e-0c1f7a2b3c01';
const BATCH_2 = '5b0c61a2-6f7e-4c43-9d4e-0c1f7a2b3c02';
const OTHER_RECEIVER = 'cirurgiao-externo-1';
/** The fixture's entries by name. */
const ids: Record<string, string> = {};

type Entry = Partial<typeof transactions.$inferInsert> & {
  eventId: string;
  companyId: string;
  action: 'Received' | 'Losed' | 'Glosado' | 'Discounted';
  date: string;
  value: string;
};

/** Entries written straight into the ledger (as the system): the report reads what any path posted. */
async function entry(name: string, row: Entry): Promise<string> {
  const [inserted] = await withActor(w.t.database.db, systemActor, (tx) =>
    tx
      .insert(transactions)
      .values({ userId: 'u-faturista', userName: 'Faturista Relatório', ...row })
      .returning({ id: transactions.id }),
  );
  ids[name] = inserted!.id;
  return inserted!.id;
}

async function rowIdsOf(eventId: string): Promise<string[]> {
  const rows = await w.t.database.db
    .select({ id: eventProcedures.id })
    .from(eventProcedures)
    .where(eq(eventProcedures.eventId, eventId))
    .orderBy(asc(eventProcedures.order));
  return rows.map((r) => r.id);
}

async function report(client: TestClient, query: Record<string, string>): Promise<TransactionReportResponse> {
  const res = await client.get(`/api/transactions/report?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TransactionReportResponse;
}
const nameOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? id;
const names = (answer: TransactionReportResponse) => answer.items.map((item) => nameOf(item.id));

const MARCH = { from: '2025-03-01', to: '2025-04-01' };

beforeAll(async () => {
  w = await createEventsWorld();
  const db = w.t.database.db;
  admin = await signedIn(w.t, 'admin@relatorio.dev', w.matrizId, 'a');
  [{ id: hospitalId }] = (await withActor(db, systemActor, (tx) =>
    tx.insert(hospitals).values({ companyId: w.matrizId, name: 'Hospital Central' }).returning({ id: hospitals.id }),
  )) as [{ id: string }];

  // The first batch exists (the sheet names it by code and name); the second is only an id.
  await withActor(db, systemActor, (tx) =>
    tx.insert(batches).values({
      id: BATCH_1,
      companyId: w.matrizId,
      code: 'L-0001',
      name: 'Março Unimed',
      healthInsuranceId: w.insurers.valued,
      type: 'Honorario',
    }),
  );
  const [{ id: pixId }] = (await withActor(db, systemActor, (tx) =>
    tx.insert(typesOfPayment).values({ companyId: w.matrizId, name: 'PIX' }).returning({ id: typesOfPayment.id }),
  )) as [{ id: string }];

  const matriz = { companyId: w.matrizId, patientId: w.patientId };
  const eventA = await insertEvent(
    db,
    { ...matriz, healthInsuranceId: w.insurers.valued, hospitalId, numGuide: 'G-100', status: 'WaitPayment' },
    [
      { idProc: '30602246', value: '100.00' },
      { idProc: '31009107', value: '50.00' },
    ],
  );
  const eventB = await insertEvent(
    db,
    { ...matriz, healthInsuranceId: w.insurers.particular, numGuide: 'G-200', status: 'WaitPayment' },
    [{ idProc: '30602246', value: '200.00' }],
  );
  const eventC = await insertEvent(db, { companyId: w.filialId, numGuide: 'G-FILIAL', status: 'WaitPayment' }, [
    { idProc: '30602246', value: '70.00' },
  ]);
  const eventD = await insertEvent(db, {
    companyId: w.otherId,
    healthInsuranceId: w.insurers.other,
    numGuide: 'G-OUTRA',
    status: 'WaitPayment',
  });
  const [a1, a2] = await rowIdsOf(eventA);
  const [b1] = await rowIdsOf(eventB);
  const [c1] = await rowIdsOf(eventC);

  const onA = {
    eventId: eventA,
    companyId: w.matrizId,
    healthInsuranceId: w.insurers.valued,
    receiverId: w.anesthetistId,
  };
  const at = (iso: string) => new Date(iso);
  await entry('t1', {
    ...onA,
    action: 'Received',
    procedureRowId: a1,
    value: '60.00',
    date: '2025-03-05',
    creationDate: at('2025-03-05T12:00:00-03:00'),
    hospitalId,
    batchesIds: [BATCH_1],
    typeOfPaymentId: pixId,
  });
  await entry('t2', {
    ...onA,
    action: 'Glosado',
    procedureRowId: a2,
    value: '50.00',
    date: '2025-03-20',
    creationDate: at('2025-03-20T12:00:00-03:00'),
    hospitalId,
  });
  await entry('t3', {
    ...onA,
    action: 'Received',
    type: 'ATTENDANCEFEE',
    value: '30.00',
    date: '2025-03-10',
    creationDate: at('2025-03-10T12:00:00-03:00'),
  });
  // Paid on April 1st, recorded on March 31st late in the evening (São Paulo): April 1st in UTC.
  await entry('t4', {
    ...onA,
    action: 'Losed',
    procedureRowId: a1,
    value: '40.00',
    date: '2025-04-01',
    creationDate: at('2025-03-31T23:30:00-03:00'),
  });
  const t5 = await entry('t5', {
    ...onA,
    action: 'Received',
    procedureRowId: a1,
    value: '10.00',
    date: '2025-03-15',
    creationDate: at('2025-03-15T12:00:00-03:00'),
  });
  await entry('t6', {
    ...onA,
    action: 'Received',
    procedureRowId: a1,
    value: '10.00',
    date: '2025-03-16',
    creationDate: at('2025-03-16T12:00:00-03:00'),
    canceledId: t5,
  });
  await withActor(db, systemActor, (tx) =>
    tx.update(transactions).set({ canceledById: ids.t6 }).where(eq(transactions.id, t5)),
  );
  const onB = {
    eventId: eventB,
    companyId: w.matrizId,
    healthInsuranceId: w.insurers.particular,
    receiverId: OTHER_RECEIVER,
    receiverType: 'surgeon' as const,
  };
  await entry('t7', {
    ...onB,
    action: 'Received',
    procedureRowId: b1,
    value: '200.00',
    date: '2025-03-12',
    creationDate: at('2025-03-12T12:00:00-03:00'),
  });
  await entry('t8', {
    ...onB,
    action: 'Discounted',
    type: 'COMPLEMENTATION',
    value: '5.00',
    date: '2025-03-12',
    creationDate: at('2025-03-12T13:00:00-03:00'),
    batchesIds: [BATCH_1, BATCH_2],
    batchId: BATCH_2,
  });
  await entry('t9', {
    eventId: eventC,
    companyId: w.filialId,
    healthInsuranceId: w.insurers.valued,
    action: 'Received',
    procedureRowId: c1,
    value: '70.00',
    date: '2025-03-07',
  });
  await entry('t10', {
    eventId: eventD,
    companyId: w.otherId,
    healthInsuranceId: w.insurers.other,
    action: 'Received',
    type: 'COMPLEMENTATION',
    value: '999.99',
    date: '2025-03-08',
  });
});
afterAll(() => w.t.close());

describe('GET /api/transactions/report', () => {
  it('answers a month of one insurer, newest payment first, with the rows the screen shows and the totals', async () => {
    const answer = await report(w.biller, { healthInsuranceIds: w.insurers.valued, ...MARCH });
    expect(names(answer)).toEqual(['t2', 't3', 't1']);
    expect(answer.total).toBe(3);
    expect(answer.totals).toEqual({ count: 3, received: '90.00', loss: '0.00', glosado: '50.00', discount: '0.00' });
    const t1 = answer.items[2]!;
    expect(t1).toMatchObject({
      companyId: w.matrizId,
      companyName: 'Cooperativa Eventos',
      numGuide: 'G-100',
      patientName: 'Maria Paciente',
      date: '2025-03-05',
      creationDate: '2025-03-05T15:00:00.000Z',
      insurerName: 'Unimed Eventos',
      batchesIds: [BATCH_1],
      batchNames: ['L-0001 — Março Unimed'],
      hospitalName: 'Hospital Central',
      procedures: '30602246 — Procedimento 30602246',
      action: 'Received',
      type: 'PROCEDURE',
      value: '60.00',
      typeOfPaymentName: 'PIX',
      receiverId: w.anesthetistId,
      receiverType: 'anesthetist',
      userName: 'Faturista Relatório',
      isCanceled: false,
    });
    // The other kinds are named by their label; the entry's hospital, else the event's.
    expect(answer.items[1]).toMatchObject({ procedures: m.types.ATTENDANCEFEE, hospitalName: 'Hospital Central' });
  });

  it('refuses a search without an insurer, an anesthetist or a batch', async () => {
    const res = await w.biller.get(`/api/transactions/report?${new URLSearchParams(MARCH)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(m.errors.selectInsurerAnesthetistOrBatch);
    expect(res.json().fields).toEqual([
      {
        path: 'healthInsuranceIds',
        message: m.errors.selectInsurerAnesthetistOrBatch,
        messageKey: 'screens.money.errors.selectInsurerAnesthetistOrBatch',
      },
    ]);
  });

  it('refuses bad input', async () => {
    for (const query of [
      'healthInsuranceIds=nope',
      `healthInsuranceIds=${w.insurers.valued}&from=2025-13-01`,
      `healthInsuranceIds=${w.insurers.valued}&actions=Stolen`,
      `healthInsuranceIds=${w.insurers.valued}&types=GIFT`,
      `healthInsuranceIds=${w.insurers.valued}&dateField=dtProcedure`,
      `healthInsuranceIds=${w.insurers.valued}&pageSize=101`,
      `healthInsuranceIds=${w.insurers.valued}&batchId=lote-1`,
    ]) {
      expect((await w.biller.get(`/api/transactions/report?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('includes the cancelled entries and their counter-entries on request; the totals stay the active ones', async () => {
    const answer = await report(w.biller, { healthInsuranceIds: w.insurers.valued, ...MARCH, withCanceled: 'true' });
    expect(names(answer)).toEqual(['t2', 't6', 't5', 't3', 't1']);
    expect(answer.total).toBe(5);
    expect(answer.totals).toEqual({ count: 3, received: '90.00', loss: '0.00', glosado: '50.00', discount: '0.00' });
    expect(answer.items.filter((i) => i.isCanceled).map((i) => nameOf(i.id))).toEqual(['t6', 't5']);
  });

  it('filters by payment date (to is exclusive) or by the São Paulo day the entry was recorded', async () => {
    const byDate = await report(w.biller, { healthInsuranceIds: w.insurers.valued, from: '2025-03-06' });
    expect(names(byDate)).toEqual(['t4', 't2', 't3']);
    expect(byDate.totals?.loss).toBe('40.00');
    const until = await report(w.biller, { healthInsuranceIds: w.insurers.valued, to: '2025-03-20' });
    expect(names(until)).toEqual(['t3', 't1']);
    const recorded = await report(w.biller, {
      healthInsuranceIds: w.insurers.valued,
      dateField: 'creationDate',
      from: '2025-03-10',
      to: '2025-04-01',
    });
    expect(names(recorded)).toEqual(['t4', 't2', 't3']);
  });

  it('filters by action, type, hospital, receiver, batch and several insurers', async () => {
    const q = { healthInsuranceIds: w.insurers.valued, ...MARCH };
    expect(names(await report(w.biller, { ...q, actions: 'Received' }))).toEqual(['t3', 't1']);
    expect(names(await report(w.biller, { ...q, actions: 'Received,Glosado', types: 'PROCEDURE' }))).toEqual([
      't2',
      't1',
    ]);
    expect(names(await report(w.biller, { ...q, hospitalId }))).toEqual(['t2', 't1']);
    const receiver = await report(w.biller, { receiverIds: OTHER_RECEIVER });
    expect(names(receiver)).toEqual(['t8', 't7']);
    expect(receiver.totals).toEqual({ count: 2, received: '200.00', loss: '0.00', glosado: '0.00', discount: '5.00' });
    expect(receiver.items[0]).toMatchObject({ procedures: m.types.COMPLEMENTATION, receiverType: 'surgeon' });
    expect(names(await report(w.biller, { batchId: BATCH_1 }))).toEqual(['t8', 't1']);
    const batch2 = await report(w.biller, { batchId: BATCH_2 });
    expect(names(batch2)).toEqual(['t8']);
    expect(batch2.items[0]!.batchesIds).toEqual([BATCH_1, BATCH_2]);
    const both = await report(w.biller, {
      healthInsuranceIds: `${w.insurers.valued},${w.insurers.particular}`,
      ...MARCH,
    });
    expect(names(both)).toEqual(['t2', 't8', 't7', 't3', 't1']);
    expect(both.totals?.count).toBe(5);
  });

  it('lists the external payments: receipts of the co-participation fee or of particular insurers', async () => {
    const answer = await report(w.biller, { external: 'true', ...MARCH });
    expect(names(answer)).toEqual(['t7', 't3']);
    expect(answer.totals?.received).toBe('230.00');
  });

  it('pages by 100 (or fewer), the totals always of the whole set', async () => {
    const q = { healthInsuranceIds: w.insurers.valued, ...MARCH, pageSize: '2' };
    const first = await report(w.biller, { ...q, page: '1' });
    const second = await report(w.biller, { ...q, page: '2' });
    expect([names(first), names(second)]).toEqual([['t2', 't3'], ['t1']]);
    expect(second.total).toBe(3);
    expect(second.totals?.received).toBe('90.00');
  });

  it('reads the filiais a matriz administrator names, never a company the session may not see', async () => {
    const q = { healthInsuranceIds: w.insurers.valued, ...MARCH };
    const both = await report(admin, { ...q, companyIds: `${w.matrizId},${w.filialId}` });
    expect(names(both)).toEqual(['t2', 't3', 't9', 't1']);
    expect(both.items.find((i) => i.companyId === w.filialId)?.companyName).toBe('Filial Eventos');
    expect(
      (await w.biller.get(`/api/transactions/report?${new URLSearchParams({ ...q, companyIds: w.filialId })}`))
        .statusCode,
    ).toBe(403);
    const otherQuery = new URLSearchParams({ healthInsuranceIds: w.insurers.other, companyIds: w.matrizId });
    expect((await w.outsider.get(`/api/transactions/report?${otherQuery}`)).statusCode).toBe(403);
    // The other company's own report never shows the matriz's entries, even naming the matriz's insurer.
    const outsider = await report(w.outsider, { healthInsuranceIds: w.insurers.valued });
    expect(outsider.items).toEqual([]);
    expect(names(await report(w.outsider, { healthInsuranceIds: w.insurers.other }))).toEqual(['t10']);
  });

  it('refuses residents, members without billing read and anonymous calls', async () => {
    const q = `healthInsuranceIds=${w.insurers.valued}`;
    expect((await w.resident.get(`/api/transactions/report?${q}`)).statusCode).toBe(403);
    expect((await w.anesthetist.get(`/api/transactions/report?${q}`)).statusCode).toBe(403);
    expect((await w.anonymous.get(`/api/transactions/report?${q}`)).statusCode).toBe(401);
    expect((await w.resident.get(`/api/transactions/report/export?${q}`)).statusCode).toBe(403);
  });
});

const c = m.report.columns;
const x = m.report.exportColumns;
const HEADERS = [
  c.numGuide,
  c.patient,
  c.date,
  c.insurer,
  c.batch,
  c.hospital,
  c.procedures,
  c.action,
  c.type,
  c.value,
  c.typeOfPayment,
  c.user,
  x.creationDate,
  x.canceled,
];
const { yes, no } = messages.screens.registry.list;
const totalRows = (received: number, losed: number, glosado: number, discount: number) => {
  const at = HEADERS.indexOf(c.value);
  return (
    [
      ['Received', received],
      ['Losed', losed],
      ['Glosado', glosado],
      ['Discounted', discount],
    ] as const
  ).map(([action, value]) => {
    const row: unknown[] = [fmt(m.report.exportTotal, { action: m.actions[action] })];
    row[at] = value;
    return row;
  });
};

describe('GET /api/transactions/report/export', () => {
  it('writes each entry with its action, kind, type of payment, user and batch by name, in the report order', async () => {
    const q = new URLSearchParams({ healthInsuranceIds: w.insurers.valued, ...MARCH });
    const res = await w.biller.get(`/api/transactions/report/export?${q}`);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`${m.report.exportFileName}.xlsx`));
    const sheet = await readSheet(res);
    expect(sheet.name).toBe(m.report.title);
    const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
    // São Paulo wall clock of the recording instant, as a spreadsheet date (no time zone).
    const clock = (iso: string) => new Date(`${iso}Z`);
    expect(sheet.rows.slice(0, 4)).toEqual([
      HEADERS,
      [
        'G-100',
        'Maria Paciente',
        day('2025-03-20'),
        'Unimed Eventos',
        undefined,
        'Hospital Central',
        '31009107 — Procedimento 31009107',
        m.actions.Glosado,
        m.types.PROCEDURE,
        50,
        undefined,
        'Faturista Relatório',
        clock('2025-03-20T12:00:00'),
        no,
      ],
      [
        'G-100',
        'Maria Paciente',
        day('2025-03-10'),
        'Unimed Eventos',
        undefined,
        'Hospital Central',
        m.types.ATTENDANCEFEE,
        m.actions.Received,
        m.types.ATTENDANCEFEE,
        30,
        undefined,
        'Faturista Relatório',
        clock('2025-03-10T12:00:00'),
        no,
      ],
      [
        'G-100',
        'Maria Paciente',
        day('2025-03-05'),
        'Unimed Eventos',
        'L-0001 — Março Unimed',
        'Hospital Central',
        '30602246 — Procedimento 30602246',
        m.actions.Received,
        m.types.PROCEDURE,
        60,
        'PIX',
        'Faturista Relatório',
        clock('2025-03-05T12:00:00'),
        no,
      ],
    ]);
    // One totals row per action: the glosa is never added to the receipts.
    expect(sheet.totals).toEqual(totalRows(90, 0, 50, 0));
    expect(sheet.rows.flat()).not.toContain(BATCH_1);
  });

  it('types the cells: dates as dd/mm/yyyy dates, the total as an R$ number, guides as text', async () => {
    const q = new URLSearchParams({ healthInsuranceIds: w.insurers.valued, ...MARCH });
    const sheet = await readSheet(await w.biller.get(`/api/transactions/report/export?${q}`));
    const date = sheet.cell(2, c.date);
    expect(date.type).toBe(ExcelJS.ValueType.Date);
    expect(date.numFmt).toBe(DATE_FORMAT);
    expect(sheet.cell(2, x.creationDate).numFmt).toBe(DATE_TIME_FORMAT);
    const value = sheet.cell(2, c.value);
    expect(value.type).toBe(ExcelJS.ValueType.Number);
    expect(value.numFmt).toBe(MONEY_FORMAT);
    expect(sheet.cell(2, c.numGuide).type).toBe(ExcelJS.ValueType.String);
    const totalsRow = sheet.rows.length - 3;
    expect(sheet.cell(totalsRow + 1, c.value).numFmt).toBe(MONEY_FORMAT);
  });

  it('marks the cancelled entries and leaves them out of the totals', async () => {
    const q = new URLSearchParams({ healthInsuranceIds: w.insurers.valued, ...MARCH, withCanceled: 'true' });
    const sheet = await readSheet(await w.biller.get(`/api/transactions/report/export?${q}`));
    expect(sheet.column(x.canceled)).toEqual([no, yes, yes, no, no]);
    expect(sheet.column(c.value)).toEqual([50, 10, 10, 30, 60]);
    expect(sheet.totals).toEqual(totalRows(90, 0, 50, 0));
  });

  it('names the company of each entry when several are read', async () => {
    const q = new URLSearchParams({
      healthInsuranceIds: w.insurers.valued,
      ...MARCH,
      companyIds: `${w.matrizId},${w.filialId}`,
    });
    const sheet = await readSheet(await admin.get(`/api/transactions/report/export?${q}`));
    expect(sheet.rows[0]).toEqual([c.company, ...HEADERS]);
    expect(new Set(sheet.column(c.company))).toEqual(new Set(['Cooperativa Eventos', 'Filial Eventos']));
  });

  it('refuses an export without entries, and a search without an insurer, an anesthetist or a batch', async () => {
    const empty = await w.biller.get(
      `/api/transactions/report/export?${new URLSearchParams({ healthInsuranceIds: w.insurers.valued, from: '2030-01-01' })}`,
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(m.errors.needEventsToExport);
    const wide = await w.biller.get(`/api/transactions/report/export`);
    expect(wide.statusCode).toBe(400);
    expect(wide.json().message).toBe(m.errors.selectInsurerAnesthetistOrBatch);
  });
});

describe('users who may not see values', () => {
  beforeAll(async () => {
    const permissions = defaultPermissionConfig();
    permissions.billing = { ...permissions.billing, readValues: ['a', 'b', 'e'] };
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.update(companyWebConfigs).set({ permissions }).where(eq(companyWebConfigs.companyId, w.matrizId)),
    );
  });
  afterAll(async () => {
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx
        .update(companyWebConfigs)
        .set({ permissions: defaultPermissionConfig() })
        .where(eq(companyWebConfigs.companyId, w.matrizId)),
    );
  });

  it('answers the rows without any value and without the totals', async () => {
    const res = await w.biller.get(
      `/api/transactions/report?${new URLSearchParams({ healthInsuranceIds: w.insurers.valued, ...MARCH })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as TransactionReportResponse;
    expect(names(answer)).toEqual(['t2', 't3', 't1']);
    expect(answer.totals).toBeUndefined();
    expect(answer.items.every((item) => !('value' in item))).toBe(true);
    for (const money of ['60.00', '90.00', '50.00']) expect(res.body).not.toContain(money);
  });

  it('exports the sheet without the total column', async () => {
    const q = new URLSearchParams({ healthInsuranceIds: w.insurers.valued, ...MARCH });
    const res = await w.biller.get(`/api/transactions/report/export?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    const { rows, totals } = await readSheet(res);
    expect(rows[0]).toEqual(HEADERS.filter((header) => header !== c.value));
    expect(rows.every((row) => row.length <= HEADERS.length - 1)).toBe(true);
    expect(totals).toEqual([]);
  });
});
