import { readFileSync } from 'node:fs';
import { messages, type AdminBiResponse, type AdminMapResponse } from '@honora/contract';
import {
  adminUsers,
  companies,
  events,
  hospitals,
  ibgeMunicipalities,
  systemActor,
  withActor,
  type AddressValue,
} from '@honora/db';
import { addMember, createCompany, createUser, makeSuperAdmin, sharedPath } from '@honora/db/testing';
import { brazilDate, parseCsv, shiftMonth, ufOfIbgeCode } from '@honora/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';
import { readSheet } from './xlsx-sheet';

/**
 * /admin/BI and /admin/Map (decision 038) over a small hand-counted fixture: a matriz in São
 * Paulo and Campinas with its filial in Campinas, a company of Curitiba with production without
 * a place, a company of Belo Horizonte without production, and a removed company that produced
 * in São Paulo. Part of the production is compacted into the summaries, the rest (and later
 * changes) waits in the deltas: the figures must be the same.
 */

const PASSWORD = 'senha-forte-1';
const t = messages.screens.adminBi;
const SAO_PAULO = '3550308';
const CAMPINAS = '3509502';
const CURITIBA = '4106902';
const BELO_HORIZONTE = '3106200';
const PERIOD = 'from=2025-01&until=2025-03';

let app: TestApp;
let superAdmin: TestClient;
let plainAdmin: TestClient;
let member: TestClient;
const ids: Record<string, string> = {};

const address = (ibgeCode: string | null, city: string | null, state: string | null): AddressValue => ({
  zipcode: null,
  street: null,
  number: null,
  complement: null,
  district: null,
  city,
  state,
  country: 'Brasil',
  ibgeCode,
});

/** São Paulo, Campinas and Belo Horizonte from the IBGE file itself (read in place); Curitiba left out. */
async function loadMunicipalities(): Promise<void> {
  const [, ...records] = parseCsv(readFileSync(sharedPath('data', 'ibge', 'municipios.csv'), 'utf8'));
  const wanted = new Set([SAO_PAULO, CAMPINAS, BELO_HORIZONTE]);
  const rows = records
    .map((r) => r.cells)
    .filter((cells) => wanted.has(cells[0] as string))
    .map((cells) => ({
      code: cells[0] as string,
      name: cells[1] as string,
      uf: ufOfIbgeCode(cells[0] as string)!,
      ufCode: cells[5] as string,
      isCapital: cells[4] === '1',
    }));
  expect(rows).toHaveLength(3);
  await withActor(app.database.db, systemActor, (tx) => tx.insert(ibgeMunicipalities).values(rows));
}

async function hospital(companyId: string, name: string, place: AddressValue | null): Promise<string> {
  const [row] = await withActor(app.database.db, systemActor, (tx) =>
    tx.insert(hospitals).values({ companyId, name, address: place }).returning({ id: hospitals.id }),
  );
  return row!.id;
}

type EventValues = Partial<typeof events.$inferInsert> & { companyId: string };

async function event(values: EventValues): Promise<string> {
  const [row] = await withActor(app.database.db, systemActor, (tx) =>
    tx
      .insert(events)
      .values({ type: 'Honorario', status: 'WaitPayment', ...values })
      .returning({ id: events.id }),
  );
  return row!.id;
}

const compact = () => app.database.db.execute(sql`select honora_production_compact(100000)`);

async function signIn(email: string): Promise<TestClient> {
  const client = new TestClient(app.app);
  expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
  return client;
}

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  await loadMunicipalities();
  const user = async (email: string) =>
    createUser(db, { email, name: email, passwordHash: await hashPassword(PASSWORD) });
  await makeSuperAdmin(db, (await user('super@bi.dev')).id);
  const plain = await user('admin@bi.dev');
  await withActor(db, systemActor, (tx) => tx.insert(adminUsers).values({ userId: plain.id, rules: { sup: true } }));

  ids.matriz = (await createCompany(db, { name: 'Cooperativa Paulista', isMatriz: true })).id;
  ids.filial = (await createCompany(db, { name: 'Filial Campinas', isFilial: true, matrizId: ids.matriz })).id;
  ids.curitiba = (await createCompany(db, { name: 'Anestesia Curitiba' })).id;
  ids.mineiro = (await createCompany(db, { name: 'Grupo Mineiro' })).id;
  ids.removed = (await createCompany(db, { name: 'Clínica Encerrada' })).id;
  await addMember(db, { companyId: ids.matriz, userId: (await user('membro@bi.dev')).id, profiles: ['a'] });

  const h = {
    saoPaulo: await hospital(ids.matriz, 'Hospital Paulista', address(SAO_PAULO, 'São Paulo', 'SP')),
    campinas: await hospital(ids.matriz, 'Hospital de Campinas', address(CAMPINAS, 'Campinas', 'SP')),
    filial: await hospital(ids.filial, 'Hospital da Filial', address(CAMPINAS, 'Campinas', 'SP')),
    curitiba: await hospital(ids.curitiba, 'Hospital Curitibano', address(CURITIBA, 'Curitiba', 'PR')),
    noAddress: await hospital(ids.curitiba, 'Hospital sem Endereço', null),
    bh: await hospital(ids.mineiro, 'Hospital Mineiro', address(BELO_HORIZONTE, 'Belo Horizonte', 'MG')),
    removed: await hospital(ids.removed, 'Hospital da Encerrada', address(SAO_PAULO, 'São Paulo', 'SP')),
  };

  // Compacted into the summaries: the matriz's events (e1 changed and e5 removed afterwards).
  const money = (produced: string, received = '0', glosado = '0', inProcessing = '0') => ({
    totalProduced: produced,
    totalReceived: received,
    totalGlosado: glosado,
    totalInProcessing: inProcessing,
  });
  const matriz = { companyId: ids.matriz, hospitalId: h.saoPaulo };
  ids.e1 = await event({ ...matriz, dtProcedure: '2025-01-10', ...money('900.00', '0', '0', '900.00') });
  await event({ ...matriz, status: 'Received', dtProcedure: '2025-02-15', ...money('500.00', '450.00', '50.00') });
  await event({ ...matriz, hospitalId: h.campinas, dtProcedure: '2025-02-20', ...money('300.00', '0', '0', '300.00') });
  await event({ ...matriz, dtProcedure: '2024-12-31', ...money('999.00') });
  ids.e5 = await event({ ...matriz, dtProcedure: '2025-01-05', ...money('777.00') });
  await event({ ...matriz, dtProcedure: null, ...money('111.00') });
  await compact();

  // Left in the deltas.
  await withActor(db, systemActor, async (tx) => {
    await tx
      .update(events)
      .set({ totalProduced: '1000.00', totalInProcessing: '1000.00' })
      .where(eq(events.id, ids.e1!));
    await tx.update(events).set({ active: false }).where(eq(events.id, ids.e5!));
  });
  await event({ companyId: ids.filial, hospitalId: h.filial, dtProcedure: '2025-03-01', ...money('200.00', '200.00') });
  const curitiba = { companyId: ids.curitiba, dtProcedure: '2025-01-20' };
  await event({ ...curitiba, hospitalId: h.curitiba, ...money('800.00', '0', '100.00', '700.00') });
  await event({ ...curitiba, dtProcedure: '2025-03-05', ...money('150.00') });
  await event({ ...curitiba, hospitalId: h.noAddress, dtProcedure: '2025-03-06', ...money('50.00') });
  await event({ companyId: ids.removed, hospitalId: h.removed, dtProcedure: '2025-02-10', ...money('100.00') });
  await withActor(db, systemActor, (tx) =>
    tx.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, ids.removed!)),
  );

  superAdmin = await signIn('super@bi.dev');
  plainAdmin = await signIn('admin@bi.dev');
  member = await signIn('membro@bi.dev');
});
afterAll(() => app.close());

async function bi(query = PERIOD): Promise<AdminBiResponse> {
  const res = await superAdmin.get(`/api/admin/bi?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function map(client = superAdmin, query = PERIOD): Promise<AdminMapResponse> {
  const res = await client.get(`/api/admin/map?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const figures = (count: number, produced: string, received = '0.00', glosado = '0.00', inProcessing = '0.00') => ({
  count,
  totalProduced: produced,
  totalReceived: received,
  totalGlosado: glosado,
  totalInProcessing: inProcessing,
});

describe('GET /api/admin/bi', () => {
  it("adds each company's active events of the period, summaries and pending deltas together", async () => {
    const answer = await bi();
    expect(answer.from).toBe('2025-01');
    expect(answer.until).toBe('2025-03');
    const rows = answer.companies.map(({ name, isMatriz, isFilial, matrizName, isRemoved, place, ...rest }) => ({
      name,
      kind: [isMatriz, isFilial, matrizName, isRemoved],
      place: place && `${place.city}/${place.uf}`,
      ...rest,
      companyId: undefined,
    }));
    expect(rows).toEqual([
      {
        name: 'Cooperativa Paulista',
        kind: [true, false, null, false],
        place: 'São Paulo/SP',
        ...figures(3, '1800.00', '450.00', '50.00', '1300.00'),
        companyId: undefined,
      },
      {
        name: 'Anestesia Curitiba',
        kind: [false, false, null, false],
        place: 'Curitiba/PR',
        ...figures(3, '1000.00', '0.00', '100.00', '700.00'),
        companyId: undefined,
      },
      {
        name: 'Filial Campinas',
        kind: [false, true, 'Cooperativa Paulista', false],
        place: 'Campinas/SP',
        ...figures(1, '200.00', '200.00'),
        companyId: undefined,
      },
      {
        name: 'Clínica Encerrada',
        kind: [false, false, null, true],
        place: 'São Paulo/SP',
        ...figures(1, '100.00'),
        companyId: undefined,
      },
      {
        name: 'Grupo Mineiro',
        kind: [false, false, null, false],
        place: 'Belo Horizonte/MG',
        ...figures(0, '0.00'),
        companyId: undefined,
      },
    ]);
    expect(answer.totals).toEqual(figures(8, '3100.00', '650.00', '150.00', '2000.00'));
  });

  it('answers every month of the period, the empty ones at zero, adding up to the total', async () => {
    const answer = await bi('from=2024-12&until=2025-04');
    expect(answer.months.map((m) => [m.month, m.count, m.totalProduced])).toEqual([
      ['2024-12', 1, '999.00'],
      ['2025-01', 2, '1800.00'],
      ['2025-02', 3, '900.00'],
      ['2025-03', 3, '400.00'],
      ['2025-04', 0, '0.00'],
    ]);
    expect(answer.totals.totalProduced).toBe('4099.00');
  });

  it('reads the 12 months up to the current one (São Paulo) without a period', async () => {
    const until = brazilDate(new Date()).slice(0, 7);
    const answer = await bi('');
    expect([answer.from, answer.until]).toEqual([shiftMonth(until, -11), until]);
    expect(answer.months).toHaveLength(12);
  });

  it('exports the table to Excel: names, kinds, cities, R$ cells and the totals row', async () => {
    const res = await superAdmin.get(`/api/admin/bi/export?${PERIOD}`);
    const sheet = await readSheet(res);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('BI produção 01-2025 a 03-2025.xlsx'));
    expect(sheet.rows[0]).toEqual([
      t.bi.company,
      t.bi.kind,
      t.map.city,
      t.map.uf,
      t.count,
      t.produced,
      t.received,
      t.glosado,
      t.inProcessing,
    ]);
    expect(sheet.rows[1]).toEqual(['Cooperativa Paulista', 'Matriz', 'São Paulo', 'SP', 3, 1800, 450, 50, 1300]);
    expect(sheet.rows[3]!.slice(0, 2)).toEqual(['Filial Campinas', 'Filial de Cooperativa Paulista']);
    expect(sheet.rows[4]![0]).toBe('Clínica Encerrada (Excluída)');
    const totals = sheet.rows.at(-1)!;
    expect([totals[0], ...totals.slice(4)]).toEqual([t.total, 8, 3100, 650, 150, 2000]);
    expect(sheet.cell(2, t.produced).numFmt).toBe('"R$" #,##0.00');
  });
});

describe('GET /api/admin/map', () => {
  it('adds companies and production by UF, a company once per UF, with the unlocated apart', async () => {
    const answer = await map();
    expect(answer.states).toHaveLength(27);
    const state = (uf: string) => answer.states.find((s) => s.uf === uf);
    expect(state('SP')).toEqual({ uf: 'SP', companies: 3, ...figures(5, '2100.00', '650.00', '50.00', '1300.00') });
    expect(state('PR')).toEqual({ uf: 'PR', companies: 1, ...figures(1, '800.00', '0.00', '100.00', '700.00') });
    expect(state('MG')).toEqual({ uf: 'MG', companies: 1, ...figures(0, '0.00') });
    expect(state('RJ')).toEqual({ uf: 'RJ', companies: 0, ...figures(0, '0.00') });
    expect(answer.unlocated).toEqual({ companies: 1, ...figures(2, '200.00') });
    expect(answer.totals).toEqual({ companies: 4, ...figures(8, '3100.00', '650.00', '150.00', '2000.00') });
  });

  it('lists the cities by UF then name, named by the IBGE table or else by the address', async () => {
    const answer = await map();
    expect(answer.cities.map((c) => [c.uf, c.city, c.ibgeCode, c.companies, c.count, c.totalProduced])).toEqual([
      ['MG', 'Belo Horizonte', BELO_HORIZONTE, 1, 0, '0.00'],
      ['PR', 'Curitiba', CURITIBA, 1, 1, '800.00'],
      ['SP', 'Campinas', CAMPINAS, 2, 2, '500.00'],
      ['SP', 'São Paulo', SAO_PAULO, 2, 3, '1600.00'],
    ]);
  });

  it('is open to every administrator of the admin workspace', async () => {
    expect((await map(plainAdmin)).totals.count).toBe(8);
  });

  it('filters by a region (decision 063): its states and single cities only, nothing unlocated', async () => {
    const created = await plainAdmin.post('/api/admin/regions', {
      name: 'Sul e Campinas',
      states: ['PR'],
      cityCodes: [CAMPINAS],
    });
    expect(created.statusCode, created.body).toBe(200);
    const answer = await map(plainAdmin, `${PERIOD}&regionId=${created.json().id}`);
    expect(answer.cities.map((c) => [c.city, c.companies, c.count, c.totalProduced])).toEqual([
      ['Curitiba', 1, 1, '800.00'],
      ['Campinas', 2, 2, '500.00'],
    ]);
    expect(answer.states.find((s) => s.uf === 'SP')).toMatchObject({ companies: 2, count: 2, totalProduced: '500.00' });
    expect(answer.unlocated).toEqual({ companies: 0, ...figures(0, '0.00') });
    expect(answer.totals).toMatchObject({ companies: 3, count: 3, totalProduced: '1300.00' });
  });

  it('refuses an unknown or malformed region (400 on regionId)', async () => {
    for (const id of ['7d0c6b53-1b2f-4c3e-9a55-0a5c1d2e3f40', 'nao-e-id']) {
      const res = await plainAdmin.get(`/api/admin/map?${PERIOD}&regionId=${id}`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Escolha uma região da lista.');
    }
  });
});

describe('who may read, and the period', () => {
  it('refuses BI and its export to an administrator who is not a super admin (403)', async () => {
    for (const url of [`/api/admin/bi?${PERIOD}`, `/api/admin/bi/export?${PERIOD}`]) {
      const res = await plainAdmin.get(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.body).not.toContain('Cooperativa Paulista');
    }
  });

  it('refuses a company session (401: not the admin workspace)', async () => {
    for (const url of ['/api/admin/bi', '/api/admin/bi/export', '/api/admin/map']) {
      const res = await member.get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.body).not.toContain('Anestesia Curitiba');
    }
  });

  it.each([
    ['from=2025-04&until=2025-03', 'until', t.errors.untilBeforeFrom],
    ['from=2010-01&until=2025-03', 'from', 'Escolha um período de até 120 meses.'],
    ['from=2025-13', 'from', 'Informe o mês como AAAA-MM'],
    ['until=03/2025', 'until', 'Informe o mês como AAAA-MM'],
    ['from=2025-01&from=2025-02', 'from', 'Informe o mês como AAAA-MM'],
  ])('answers 400 in pt-BR for %s, on both screens', async (query, path, message) => {
    for (const url of [`/api/admin/bi?${query}`, `/api/admin/map?${query}`, `/api/admin/bi/export?${query}`]) {
      const res = await superAdmin.get(url);
      expect(res.statusCode, url).toBe(400);
      const body = res.json();
      expect(body.fields?.[0]?.path ?? path, url).toBe(path);
      expect(res.body, url).toContain(message);
      expect(res.body).not.toMatch(/Invalid|expected/);
    }
  });
});
