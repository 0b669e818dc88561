import { EVENT_SORT_COLUMNS, fmt, messages, type EventListItem } from '@honora/contract';
import { batches, customFields, hospitals, surgeons, systemActor, users, withActor } from '@honora/db';
import { createCompany } from '@honora/db/testing';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_FORMAT, DATE_TIME_FORMAT, MONEY_FORMAT } from '../src/http/xlsx';
import { createEventsWorld, type EventsWorld } from './events-world';
import { insertEvent } from './event-rows';
import { signedIn } from './negotiations-world';
import type { TestClient } from './helpers';
import { readSheet } from './xlsx-sheet';

const t = messages.screens.events;

let w: EventsWorld;
let admin: TestClient;
let hospitalId: string;
let surgeonId: string;
let residentId: string;
let batchId: string;
/** The fixture's events by name. */
const ids: Record<string, string> = {};

type ListAnswer = {
  items: EventListItem[];
  total: number;
  totals?: Record<string, string | number>;
};

async function list(client: TestClient, query: Record<string, string> = {}): Promise<ListAnswer> {
  const res = await client.get(`/api/events?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListAnswer;
}
const names = (answer: ListAnswer) => answer.items.map((item) => nameOf(item.id));
const nameOf = (id: string) => Object.entries(ids).find(([, v]) => v === id)?.[0] ?? id;
const sorted = (list: string[]) => [...list].sort();

beforeAll(async () => {
  w = await createEventsWorld();
  const db = w.t.database.db;
  admin = await signedIn(w.t, 'admin@eventos.dev', w.matrizId, 'a');
  [residentId] = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'residente@eventos.dev'))).map(
    (u) => u.id,
  ) as [string];
  ({ hospitalId, surgeonId } = await withActor(db, systemActor, async (tx) => {
    const [hospital] = await tx
      .insert(hospitals)
      .values({ companyId: w.matrizId, name: 'Hospital Central' })
      .returning({ id: hospitals.id });
    const [surgeon] = await tx
      .insert(surgeons)
      .values({ companyId: w.matrizId, name: 'Dr. Bisturi' })
      .returning({ id: surgeons.id });
    return { hospitalId: hospital!.id, surgeonId: surgeon!.id };
  }));
  batchId = '7d1c7b0e-59a4-4e64-9a57-2b1a4f6b7c01';
  // The export names the batch by code and name and the custom field by its label.
  await withActor(db, systemActor, async (tx) => {
    await tx.insert(batches).values({
      id: batchId,
      companyId: w.matrizId,
      code: 'L-0007',
      name: 'Janeiro',
      healthInsuranceId: w.insurers.valued,
      type: 'Honorario',
    });
    await tx.insert(customFields).values({ companyId: w.matrizId, key: 'sala', label: 'Sala', type: 'text' });
  });
  const base = { companyId: w.matrizId, healthInsuranceId: w.insurers.valued, patientId: w.patientId };
  ids.e1 = await insertEvent(
    db,
    {
      ...base,
      status: 'AwaitingCheck',
      dtProcedure: '2025-01-10',
      numGuide: '1001',
      anesthetistId: w.anesthetistId,
      totalProduced: '100.50',
      totalInProcessing: '100.50',
    },
    [
      { idProc: '30602246', value: '60.50' },
      { idProc: '31009107', value: '40.00' },
      { idProc: '99999999', value: '10.00', deletedAt: new Date() },
    ],
  );
  ids.e2 = await insertEvent(db, {
    ...base,
    healthInsuranceId: w.insurers.sendsGuides,
    status: 'WaitPayment',
    dtProcedure: '2025-02-15',
    numGuide: '2002',
    hospitalId,
    surgeonId,
    residentId,
    totalProduced: '1000.00',
    totalReceived: '250.25',
    totalInProcessing: '749.75',
  });
  ids.e3 = await insertEvent(db, { ...base, status: 'ProtocolCreated', dtProcedure: '2025-03-01', numGuide: '3003' });
  ids.e4 = await insertEvent(db, {
    ...base,
    status: 'Finished',
    dtProcedure: '2025-01-20',
    numGuide: 'AB1010',
    secondaryAnesthetistId: w.anesthetistId,
    batchesIds: [batchId],
    customFields: { sala: 'Centro cirúrgico 2', convenio: 'sim' },
    totalProduced: '300.00',
    totalReceived: '200.00',
    totalGlosado: '60.00',
    totalLoss: '40.00',
  });
  ids.e5 = await insertEvent(db, {
    ...base,
    active: false,
    status: 'AwaitingCheck',
    dtProcedure: '2025-01-15',
    numGuide: '5005',
    totalProduced: '999.99',
  });
  ids.e6 = await insertEvent(db, {
    companyId: w.filialId,
    status: 'AwaitingCheck',
    dtProcedure: '2025-01-05',
    numGuide: '6006',
    totalProduced: '10.00',
  });
  ids.e7 = await insertEvent(db, {
    companyId: w.otherId,
    healthInsuranceId: w.insurers.other,
    status: 'AwaitingCheck',
    dtProcedure: '2025-01-06',
    numGuide: '7007',
    totalProduced: '70.00',
  });
});
afterAll(() => w.t.close());

describe('GET /api/events: scope', () => {
  it('lists the ready, active events of the selected company by default, newest procedure first', async () => {
    const answer = await list(w.biller);
    expect(names(answer)).toEqual(['e2', 'e4', 'e1']);
    expect(answer.total).toBe(3);
    const e1 = answer.items.find((i) => i.id === ids.e1)!;
    expect(e1).toMatchObject({
      companyName: 'Cooperativa Eventos',
      insurerName: 'Unimed Eventos',
      patientName: 'Maria Paciente',
      anesthetistName: 'anestesista@eventos.dev',
      procedureCodes: ['30602246', '31009107'],
      totalProduced: '100.50',
      status: 'AwaitingCheck',
      version: 1,
    });
    const e2 = answer.items.find((i) => i.id === ids.e2)!;
    expect(e2).toMatchObject({ hospitalName: 'Hospital Central', surgeonName: 'Dr. Bisturi', procedureCodes: [] });
  });

  it('totals the whole filtered set (not the page) with exact decimals', async () => {
    const answer = await list(w.biller, { pageSize: '1' });
    expect(answer.items).toHaveLength(1);
    expect(answer.totals).toEqual({
      count: 3,
      totalProduced: '1400.50',
      totalReceived: '450.25',
      totalGlosado: '60.00',
      totalLoss: '40.00',
      totalInProcessing: '850.25',
    });
  });

  it('pages of the asked size without overlap, the total unchanged', async () => {
    const first = await list(w.biller, { pageSize: '2', page: '1' });
    const second = await list(w.biller, { pageSize: '2', page: '2' });
    expect(names(first)).toEqual(['e2', 'e4']);
    expect(names(second)).toEqual(['e1']);
    expect(second.total).toBe(3);
    const tooBig = await w.biller.get('/api/events?pageSize=101');
    expect(tooBig.statusCode).toBe(400);
  });

  it('reads the named companies when visible (a matriz administrator with its filial)', async () => {
    const answer = await list(admin, { companyIds: `${w.matrizId},${w.filialId}` });
    expect(sorted(names(answer))).toEqual(['e1', 'e2', 'e4', 'e6']);
    expect(answer.items.find((i) => i.id === ids.e6)!.companyName).toBe('Filial Eventos');
  });

  it('refuses a company the session does not see, and more than 10 companies', async () => {
    const hidden = await w.biller.get(`/api/events?companyIds=${w.matrizId},${w.otherId}`);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe(t.listErrors.companyNotVisible);
    expect(hidden.body).not.toContain('7007');
    const filial = await w.biller.get(`/api/events?companyIds=${w.filialId}`);
    expect(filial.statusCode).toBe(403);
    // A filial reads its matriz's registries, not its events.
    const matriz = await w.filialAdmin.get(`/api/events?companyIds=${w.matrizId}`);
    expect(matriz.statusCode).toBe(403);
    expect(names(await list(w.filialAdmin))).toEqual(['e6']);

    const many = Array.from(
      { length: 11 },
      (_, i) => `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`,
    );
    const res = await w.biller.get(`/api/events?companyIds=${many.join(',')}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(fmt(t.validation.tooManyCompanies, { max: 10 }));
  });

  it('shows an anesthetist with only the own permissions just the events they take part in', async () => {
    const answer = await list(w.anesthetist);
    expect(sorted(names(answer))).toEqual(['e1', 'e4']);
    expect(answer.totals!.count).toBe(2);
    expect(answer.items[0]!.totalProduced).toBeDefined();
  });

  it('answers a resident without values only the events they take part in, without any money', async () => {
    const res = await w.resident.get('/api/events');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as ListAnswer;
    expect(names(answer)).toEqual(['e2']);
    expect(answer.total).toBe(1);
    expect(answer.totals).toBeUndefined();
    expect(answer.items[0]).not.toHaveProperty('totalProduced');
    expect(answer.items[0]).not.toHaveProperty('totalReceived');
    expect(res.body).not.toContain('1000.00');
  });

  it('refuses without a session and outside a company', async () => {
    expect((await w.anonymous.get('/api/events')).statusCode).toBe(401);
  });
});

describe('GET /api/events: filters', () => {
  const cases: [string, Record<string, string>, string[]][] = [
    ['not ready', { readiness: 'notReady' }, ['e3']],
    ['all readiness', { readiness: 'all' }, ['e1', 'e2', 'e3', 'e4']],
    ['statuses', { statuses: 'WaitPayment,Finished' }, ['e2', 'e4']],
    ['status group', { statusGroup: 'finished' }, ['e4']],
    ['status group toCheck', { statusGroup: 'toCheck' }, ['e1']],
    ['date range on the procedure date', { from: '2025-01-10', to: '2025-01-20' }, ['e1', 'e4']],
    ['date from only', { from: '2025-01-11' }, ['e2', 'e4']],
    ['insurers', { insurerIds: 'INSURER_SENDS' }, ['e2']],
    ['hospital', { hospitalId: 'HOSPITAL' }, ['e2']],
    ['surgeon', { surgeonId: 'SURGEON' }, ['e2']],
    ['patient', { patientId: 'PATIENT' }, ['e1', 'e2', 'e4']],
    ['anesthetist in any of the three places', { anesthetistId: 'ANESTHETIST' }, ['e1', 'e4']],
    ['guide number prefix', { numGuide: '100' }, ['e1']],
    ['guide number prefix, any case', { numGuide: 'ab10' }, ['e4']],
    ['guide number is a prefix, not a substring', { numGuide: '1010' }, []],
    ['batch', { batchId: 'BATCH' }, ['e4']],
    ['custom field values', { customFields: JSON.stringify({ sala: 'Centro cirúrgico 2' }) }, ['e4']],
    ['custom field values, no match', { customFields: JSON.stringify({ sala: 'Outra' }) }, []],
    ['removed events', { active: 'false' }, ['e5']],
    ['active and removed', { active: 'all' }, ['e1', 'e2', 'e4', 'e5']],
  ];
  const resolve = (query: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(query).map(([k, v]) => [
        k,
        v
          .replace('INSURER_SENDS', w.insurers.sendsGuides)
          .replace('HOSPITAL', hospitalId)
          .replace('SURGEON', surgeonId)
          .replace('PATIENT', w.patientId)
          .replace('ANESTHETIST', w.anesthetistId)
          .replace('BATCH', batchId),
      ]),
    );
  it.each(cases)('%s', async (_label, query, expected) => {
    const answer = await list(w.biller, resolve(query));
    expect(sorted(names(answer))).toEqual(sorted(expected));
    expect(answer.total).toBe(expected.length);
    expect(answer.totals!.count).toBe(expected.length);
  });

  it('filters the registration date in São Paulo days', async () => {
    const today = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 27 * 3600_000).toISOString().slice(0, 10);
    expect((await list(w.biller, { dateField: 'createdAt', from: today, to: today })).total).toBe(3);
    expect((await list(w.biller, { dateField: 'createdAt', to: yesterday })).total).toBe(0);
    expect((await list(w.biller, { dateField: 'dtRecourse', from: '2025-01-01' })).total).toBe(0);
  });

  it('refuses malformed custom field filters', async () => {
    const res = await w.biller.get(`/api/events?customFields=${encodeURIComponent('[1,2]')}`);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(t.validation.customFieldsFilter);
  });
});

describe('GET /api/events: sort', () => {
  const all = { readiness: 'all', active: 'all' };
  it.each(EVENT_SORT_COLUMNS.flatMap((sort) => (['asc', 'desc'] as const).map((dir) => [sort, dir] as const)))(
    'sorts by %s %s with the id breaking ties',
    async (sort, dir) => {
      const answer = await list(w.biller, { ...all, sort, dir });
      const key = (item: EventListItem): string | number | null => {
        switch (sort) {
          case 'dtProcedure':
            return item.dtProcedure;
          case 'numGuide':
            return item.numGuide;
          case 'patientName':
            return item.patientName?.toLowerCase() ?? null;
          case 'insurerName':
            return item.insurerName?.toLowerCase() ?? null;
          case 'hospitalName':
            return item.hospitalName?.toLowerCase() ?? null;
          case 'anesthetistName':
            return item.anesthetistName?.toLowerCase() ?? null;
          case 'status':
            return ['ProtocolCreated', 'AwaitingCheck', 'WaitPayment', 'Finished'].indexOf(item.status);
          case 'totalProduced':
            return Number(item.totalProduced);
          case 'createdAt':
            return item.createdAt;
        }
      };
      const expected = [...answer.items].sort((a, b) => {
        const [ka, kb] = [key(a), key(b)];
        // PostgreSQL: nulls are the largest value (last ascending, first descending).
        const cmp = ka === kb ? 0 : ka === null ? 1 : kb === null ? -1 : ka < kb ? -1 : 1;
        const byKey = dir === 'asc' ? cmp : -cmp;
        if (byKey !== 0) return byKey;
        return dir === 'asc' ? (a.id < b.id ? -1 : 1) : a.id < b.id ? 1 : -1;
      });
      expect(answer.items.map((i) => i.id)).toEqual(expected.map((i) => i.id));
      expect(answer.total).toBe(5);
    },
  );

  it('pages a sort by name consistently', async () => {
    const full = await list(w.biller, { ...all, sort: 'insurerName', dir: 'asc' });
    const pages = [
      ...(await list(w.biller, { ...all, sort: 'insurerName', dir: 'asc', pageSize: '2', page: '1' })).items,
      ...(await list(w.biller, { ...all, sort: 'insurerName', dir: 'asc', pageSize: '2', page: '2' })).items,
      ...(await list(w.biller, { ...all, sort: 'insurerName', dir: 'asc', pageSize: '2', page: '3' })).items,
    ];
    expect(pages.map((i) => i.id)).toEqual(full.items.map((i) => i.id));
    expect(full.items[0]!.insurerName).toBe('Bradesco Eventos');
  });
});

describe('GET /api/events/export', () => {
  it('writes the default columns in the list order, with money for billers and a totals row', async () => {
    const res = await w.biller.get('/api/events/export');
    expect(res.headers['content-disposition']).toContain('eventos.xlsx');
    const sheet = await readSheet(res);
    expect(sheet.name).toBe(t.exportSheetName);
    const c = t.exportColumns;
    const headers = [
      c.numGuide,
      c.dtProcedure,
      c.patient,
      c.insurer,
      c.hospital,
      c.surgeon,
      c.anesthetist,
      c.status,
      c.procedures,
      c.totalProduced,
      c.totalReceived,
      c.totalGlosado,
    ];
    expect(sheet.rows[0]).toEqual(headers);
    expect(sheet.column(c.numGuide)).toEqual(['2002', 'AB1010', '1001']);
    expect(sheet.rows[3]).toEqual([
      '1001',
      new Date('2025-01-10T00:00:00Z'),
      'Maria Paciente',
      'Unimed Eventos',
      undefined,
      undefined,
      'anestesista@eventos.dev',
      t.statuses.AwaitingCheck,
      '30602246, 31009107',
      100.5,
      0,
      0,
    ]);
    // Each money column adds up on its own: produced, received and glosado are never mixed.
    const total: unknown[] = [t.exportTotal];
    total[headers.indexOf(c.totalProduced)] = 1400.5;
    total[headers.indexOf(c.totalReceived)] = 450.25;
    total[headers.indexOf(c.totalGlosado)] = 60;
    expect(sheet.totals).toEqual([total]);
  });

  it('types the cells: dates as dates shown dd/mm/yyyy, money as R$ numbers, guides and codes as text', async () => {
    const c = t.exportColumns;
    const sheet = await readSheet(
      await w.biller.get('/api/events/export?columns=numGuide,dtProcedure,createdAt,totalProduced&sort=numGuide'),
    );
    expect(sheet.cell(2, c.numGuide).type).toBe(ExcelJS.ValueType.String);
    expect(sheet.cell(2, c.dtProcedure).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.cell(2, c.dtProcedure).numFmt).toBe(DATE_FORMAT);
    expect(sheet.cell(2, c.createdAt).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.cell(2, c.createdAt).numFmt).toBe(DATE_TIME_FORMAT);
    expect(sheet.cell(2, c.totalProduced).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.cell(2, c.totalProduced).numFmt).toBe(MONEY_FORMAT);
  });

  it('takes the filters, the order and the chosen columns; batches and custom fields by name', async () => {
    const sheet = await readSheet(
      await w.biller.get(
        `/api/events/export?columns=company,numGuide,customFields,batches,totalLoss&sort=numGuide&dir=asc&statuses=Finished,AwaitingCheck`,
      ),
    );
    const c = t.exportColumns;
    expect(sheet.rows[0]).toEqual([c.company, c.numGuide, c.customFields, c.batches, c.totalLoss]);
    expect(sheet.rows.slice(1, 3)).toEqual([
      ['Cooperativa Eventos', '1001', undefined, undefined, 0],
      ['Cooperativa Eventos', 'AB1010', 'Sala: Centro cirúrgico 2; convenio: sim', 'L-0007 — Janeiro', 40],
    ]);
  });

  it('leaves money columns out for users who may not see values in exports, and exports only own events', async () => {
    const sheet = await readSheet(await w.anesthetist.get('/api/events/export?columns=numGuide,totalProduced,status'));
    expect(sheet.rows[0]).toEqual([t.exportColumns.numGuide, t.exportColumns.status]);
    expect(sheet.column(t.exportColumns.numGuide)).toEqual(['AB1010', '1001']);
    expect(sheet.totals).toEqual([]);
  });

  it('refuses an unknown column, a resident (no exports) and a hidden company', async () => {
    const unknown = await w.biller.get('/api/events/export?columns=numGuide,secret');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toMatchObject([
      { path: 'columns', message: fmt(t.listErrors.exportUnknownColumn, { column: 'secret' }) },
    ]);
    expect((await w.resident.get('/api/events/export')).statusCode).toBe(403);
    expect((await w.biller.get(`/api/events/export?companyIds=${w.otherId}`)).statusCode).toBe(403);
  });
});

describe('export cap', () => {
  // The cap itself, and exports over EXPORT_JOB_ROWS becoming jobs: export-jobs.int.test.ts.
  it('asks to narrow a filter past the cap', () => {
    expect(fmt(t.listErrors.exportTooLarge, { count: '50.001', max: '50.000' })).toBe(
      'O filtro tem 50.001 eventos e a exportação leva no máximo 50.000: refine os filtros (período, convênio, status)',
    );
  });
});

describe('many companies', () => {
  it('an administrator of a matriz with filiais may name up to 10', async () => {
    const db = w.t.database.db;
    const extra: string[] = [];
    for (let i = 0; i < 9; i++) {
      extra.push((await createCompany(db, { name: `Filial Extra ${i}`, isFilial: true, matrizId: w.matrizId })).id);
    }
    const ten = [w.matrizId, ...extra].join(',');
    const answer = await list(admin, { companyIds: ten });
    expect(sorted(names(answer))).toEqual(['e1', 'e2', 'e4']);
    const eleven = await admin.get(`/api/events?companyIds=${ten},${w.filialId}`);
    expect(eleven.statusCode).toBe(400);
  });
});
