import { INSURER_DEFAULTS, messages, XLSX_MIME, fmt } from '@honora/contract';
import { healthInsurers, systemActor, typesOfPayment, withActor } from '@honora/db';
import { addMember, createCompany, createUser, makeSuperAdmin } from '@honora/db/testing';
import { compareText } from '@honora/domain';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockPast } from './clock';
import { DATE_TIME_FORMAT } from '../src/http/xlsx';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

const PASSWORD = 'senha-forte-1';
const t = messages.screens.healthInsurers;
const m = t.validation;
const v = messages.validation;
const typeOfPaymentMissing = {
  path: 'typesOfPaymentIds',
  message: m.typeOfPaymentMissing,
  messageKey: 'screens.healthInsurers.validation.typeOfPaymentMissing',
};

let app: TestApp;
let matrizId: string;
let filialId: string;
let otherId: string;
let typeIds: { pix: string; boleto: string; deleted: string; other: string };
const clients: Record<string, TestClient> = {};

async function member(email: string, companyId: string, profile: string) {
  const user = await createUser(app.database.db, { email, name: email, passwordHash: await hashPassword(PASSWORD) });
  await addMember(app.database.db, { companyId, userId: user.id, profiles: [profile] });
  const client = new TestClient(app.app);
  const res = await client.login(email, PASSWORD);
  expect(res.json().session.company.id).toBe(companyId);
  return client;
}

/** A super admin (admin workspace) who entered the company, as the web's "Entrar em uma empresa" does. */
async function superAdminIn(companyId: string) {
  const user = await createUser(app.database.db, {
    email: 'super@convenio.dev',
    name: 'Super',
    passwordHash: await hashPassword(PASSWORD),
  });
  await makeSuperAdmin(app.database.db, user.id);
  const client = new TestClient(app.app);
  await client.login('super@convenio.dev', PASSWORD);
  const entered = await client.post('/api/auth/select-company', { companyId });
  expect(entered.json().session).toMatchObject({ isSuperAdmin: true, company: { id: companyId } });
  return client;
}

async function typeOfPayment(companyId: string, name: string, deleted = false) {
  const [row] = await withActor(app.database.db, systemActor, (tx) =>
    tx.insert(typesOfPayment).values({ companyId, name }).returning(),
  );
  if (deleted) {
    await withActor(app.database.db, systemActor, (tx) =>
      tx.update(typesOfPayment).set({ deletedAt: new Date() }).where(eq(typesOfPayment.id, row!.id)),
    );
  }
  return row!.id;
}

const insurerCount = async (companyId: string) =>
  (await app.database.db.select({ n: count() }).from(healthInsurers).where(eq(healthInsurers.companyId, companyId)))[0]!
    .n;

const valid = () => ({
  name: 'Unimed Teste',
  code: 'UNI-01',
  registerANS: '123456',
  cnpj: '11.222.333/0001-81',
  payer: 'HEALTH_INSURANCE',
  typesOfPaymentIds: [typeIds.pix],
  active: true,
  hasSendGuia: true,
  isParticular: false,
  isNotValued: false,
  dayLimits: { receive: 30, sendGuide: 10, sendAppeal: null },
  flags: { autoBatch: true, autoBatchByMonthYear: true },
  configs: {
    guideNumberPadding: 9,
    autoBatchMaxEvents: 50,
    medicalReturn: { Consulta: 30 },
    guideLimits: { SPSADT: { wallet: { enabled: true, min: 5, max: 17 } } },
    factorByAccommodation: false,
  },
  customFields: { contrato: 'C-2024' },
  financial: { payer: { name: 'Unimed Central', cnpj: '11444777000161' } },
  taxSettings: {
    withheld: [
      { identifier: 'IRJ', percent: 0.015 },
      { identifier: 'PIS', percent: 0.0065 },
    ],
  },
  transferSettings: { mode: 'ALL', payer: 'MATRIZ', receiver: 'ANESTHETIST' },
});

type Insurer = Record<string, unknown> & { id: string; configs: Record<string, unknown> };

async function create(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/health-insurers', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Insurer;
}

const names = (res: { json: () => { items: { name: string }[] } }) => res.json().items.map((p) => p.name);

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  matrizId = (await createCompany(db, { name: 'Cooperativa Convênio', isMatriz: true })).id;
  filialId = (await createCompany(db, { name: 'Filial Convênio', isFilial: true, matrizId })).id;
  otherId = (await createCompany(db, { name: 'Outra Empresa Convênio', isMatriz: true })).id;
  typeIds = {
    pix: await typeOfPayment(matrizId, 'PIX'),
    boleto: await typeOfPayment(matrizId, 'Boleto'),
    deleted: await typeOfPayment(matrizId, 'Cheque', true),
    other: await typeOfPayment(otherId, 'Depósito de Outra'),
  };
  clients.admin = await member('admin@convenio.dev', matrizId, 'a');
  clients.biller = await member('faturista@convenio.dev', matrizId, 'f');
  clients.resident = await member('residente@convenio.dev', matrizId, 'g');
  clients.scheduler = await member('escalador@convenio.dev', matrizId, 'c');
  clients.filial = await member('admin@filial-convenio.dev', filialId, 'a');
  clients.other = await member('admin@outra-convenio.dev', otherId, 'a');
  clients.super = await superAdminIn(matrizId);
});
afterAll(() => app.close());

describe('POST /api/health-insurers', () => {
  it('creates an insurer of the selected company with every setting; GET answers the same record', async () => {
    const created = await create(clients.biller!, valid());
    expect(created).toMatchObject({
      companyId: matrizId,
      name: 'Unimed Teste',
      code: 'UNI-01',
      registerANS: '123456',
      cnpj: '11222333000181',
      payer: 'HEALTH_INSURANCE',
      typesOfPaymentIds: [typeIds.pix],
      hasSendGuia: true,
      hasEvents: false,
      versionXML: '4.03.00',
      hashEncoding: 'ISO-8859-1',
      dayLimits: { receive: 30, sendGuide: 10, sendAppeal: null },
      flags: { autoBatch: true, autoBatchByMonthYear: true, allowAlphanumericGuideNumber: false },
      configs: {
        guideNumberPadding: 9,
        autoBatchMaxEvents: 50,
        monthQuantityOnAutoBatchByMonthYear: 1,
        medicalReturn: { Honorario: null, SPSADT: null, Consulta: 30 },
        factorByAccommodation: false,
        replaceDataBy: {},
      },
      customFields: { contrato: 'C-2024' },
      financial: { payer: { name: 'Unimed Central', cnpj: '11444777000161' } },
      taxSettings: {
        withheld: [
          { identifier: 'IRJ', percent: 0.015 },
          { identifier: 'PIS', percent: 0.0065 },
        ],
      },
      transferSettings: { mode: 'ALL', payer: 'MATRIZ', receiver: 'ANESTHETIST' },
      updatedAt: null,
      deletedAt: null,
      createdByName: 'faturista@convenio.dev',
    });
    const limits = created.configs.guideLimits as Record<string, Record<string, unknown>>;
    expect(limits.SPSADT!.wallet).toEqual({ enabled: true, min: 5, max: 17 });
    expect(limits.SPSADT!.password).toEqual({ enabled: false, min: 4, max: 20 });
    expect((await clients.resident!.get(`/api/health-insurers/${created.id}`)).json()).toEqual(created);
  });

  it('takes only the name: every setting gets the spec defaults', async () => {
    const created = await create(clients.admin!, { name: 'Só o Nome' });
    const { versionXML, hashEncoding, payer, ...documents } = INSURER_DEFAULTS;
    expect(created).toMatchObject({
      versionXML,
      hashEncoding,
      payer,
      code: null,
      registerANS: null,
      cnpj: null,
      typesOfPaymentIds: [],
      active: true,
      hasSendGuia: false,
      isParticular: false,
      isNotValued: false,
      ...documents,
    });
    expect(created.configs).toMatchObject({ guideNumberPadding: 7, autoBatchMaxEvents: 99 });
    const limits = created.configs.guideLimits as Record<string, Record<string, unknown>>;
    expect(limits.SPSADT!.wallet).toEqual({ enabled: false, min: 3, max: 20 });
    expect(limits.Honorario!.wallet).toEqual({ enabled: false, min: 1, max: 20 });
    expect(limits.Consulta!.providerGuideNumber).toEqual({ enabled: false, min: 1, max: 20 });
  });

  it.each([
    ['name', { name: '  ' }, v.required],
    ['registerANS', { registerANS: '12345' }, m.registerAns],
    ['registerANS', { registerANS: '1234567' }, m.registerAns],
    ['registerANS', { registerANS: '12a456' }, v.digitsOnly],
    ['cnpj', { cnpj: '11.222.333/0001-80' }, v.cnpj],
    ['cnpj', { cnpj: '11.222.333' }, v.cnpjShort],
    ['financial.payer.cnpj', { financial: { payer: { cnpj: '11444777000160' } } }, v.cnpj],
    ['versionXML', { versionXML: '3.02.00' }, m.versionXml],
    ['hashEncoding', { hashEncoding: 'UTF-16' }, m.hashEncoding],
    ['payer', { payer: 'PATIENT' }, v.required],
    ['dayLimits.receive', { dayLimits: { receive: -5 } }, v.positive],
    ['dayLimits.sendGuide', { dayLimits: { sendGuide: 0 } }, v.positive],
    ['dayLimits.sendAppeal', { dayLimits: { sendAppeal: 2.5 } }, m.integer],
    ['dayLimits.receive', { dayLimits: { receive: 1000 } }, fmt(v.range, { min: 1, max: 999 })],
    ['configs.guideNumberPadding', { configs: { guideNumberPadding: 21 } }, fmt(v.range, { min: 1, max: 20 })],
    ['configs.autoBatchMaxEvents', { configs: { autoBatchMaxEvents: 101 } }, fmt(v.range, { min: 1, max: 100 })],
    ['configs.medicalReturn.SPSADT', { configs: { medicalReturn: { SPSADT: -1 } } }, v.positive],
    [
      'configs.guideLimits.Consulta.password.max',
      { configs: { guideLimits: { Consulta: { password: { min: 10, max: 6 } } } } },
      m.minAboveMax,
    ],
    [
      'configs.guideLimits.SPSADT.wallet.min',
      { configs: { guideLimits: { SPSADT: { wallet: { min: 21 } } } } },
      fmt(v.range, { min: 1, max: 20 }),
    ],
    [
      'taxSettings.withheld.0.percent',
      { taxSettings: { withheld: [{ identifier: 'PIS', percent: 0.000065 }] } },
      m.percent,
    ],
    ['taxSettings.withheld.0.percent', { taxSettings: { withheld: [{ identifier: 'PIS', percent: 1.5 }] } }, m.percent],
    [
      'taxSettings.withheld.1.identifier',
      {
        taxSettings: {
          withheld: [
            { identifier: 'PIS', percent: 0.0065 },
            { identifier: 'PIS', percent: 0.01 },
          ],
        },
      },
      m.duplicateTax,
    ],
    ['customFields.má chave', { customFields: { 'má chave': 'x' } }, m.customFieldKey],
    ['typesOfPaymentIds', { typesOfPaymentIds: ['00000000-0000-4000-8000-000000000000'] }, m.typeOfPaymentMissing],
  ])('refuses %s with its message (%j), saving nothing', async (path, change, message) => {
    const before = await insurerCount(matrizId);
    const res = await clients.super!.post('/api/health-insurers', { ...valid(), ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().code).toBe('inputError');
    expect(res.json().fields).toContainEqual(expect.objectContaining({ path, message }));
    expect(await insurerCount(matrizId)).toBe(before);
  });

  it.each([
    ['deleted', () => typeIds.deleted],
    ['of another company', () => typeIds.other],
  ])('refuses a type of payment %s', async (_label, id) => {
    const before = await insurerCount(matrizId);
    const res = await clients.admin!.post('/api/health-insurers', {
      ...valid(),
      typesOfPaymentIds: [typeIds.pix, id()],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([typeOfPaymentMissing]);
    expect(await insurerCount(matrizId)).toBe(before);
  });

  it('refuses XML settings of a company admin (403) but takes the defaults sent unchanged', async () => {
    const before = await insurerCount(matrizId);
    const refused = await clients.admin!.post('/api/health-insurers', {
      ...valid(),
      versionXML: '3.05.00',
      configs: { replaceDataBy: { numberWallet: 'healthCard' } },
    });
    expect(refused.statusCode).toBe(403);
    const message = fmt(m.superAdminOnly, {
      labels: `${t.superAdminSettings.versionXML}, ${t.superAdminSettings['configs.replaceDataBy']}`,
    });
    expect(refused.json()).toMatchObject({ code: 'permissionDenied', message });
    expect(refused.json().fields.map((f: { path: string }) => f.path)).toEqual(['versionXML', 'configs.replaceDataBy']);
    expect(await insurerCount(matrizId)).toBe(before);

    const same = await create(clients.admin!, {
      ...valid(),
      versionXML: '4.03.00',
      hashEncoding: 'ISO-8859-1',
      xmlFields: { Honorario: {}, SPSADT: {}, Consulta: {} },
      configPdf: INSURER_DEFAULTS.configPdf,
      configs: { replaceDataBy: {} },
    });
    expect(same.versionXML).toBe('4.03.00');
  });
});

describe('super-admin settings on PUT /api/health-insurers/:id', () => {
  const technical = {
    versionXML: '3.05.00',
    hashEncoding: 'UTF-8',
    xmlFields: { Honorario: { 'ans:numeroGuiaOperadora': 'numGuide' }, SPSADT: {}, Consulta: { codigoTabela: '22' } },
    configPdf: { showLogo: false, orientation: 'portrait', showValues: false, showObservations: true },
  };

  it('a super admin who entered the company changes them; a company admin keeps them and cannot change them', async () => {
    const created = await create(clients.admin!, { ...valid(), name: 'Convênio Técnico' });
    const url = `/api/health-insurers/${created.id}`;

    const bySuper = await clients.super!.put(url, {
      ...valid(),
      name: 'Convênio Técnico',
      ...technical,
      configs: { ...valid().configs, replaceDataBy: { numberProviderGuide: 'numGuide' } },
    });
    expect(bySuper.statusCode, bySuper.body).toBe(200);
    expect(bySuper.json()).toMatchObject({
      ...technical,
      configs: { replaceDataBy: { numberProviderGuide: 'numGuide' } },
    });

    // The admin's form sends back what it read: accepted, nothing changes.
    const read = (await clients.admin!.get(url)).json();
    const { id: _id, companyId: _c, hasEvents: _h, createdAt: _ca, updatedAt: _u, deletedAt: _d, ...asRead } = read;
    const resent = await clients.admin!.put(url, { ...asRead, name: 'Convênio Técnico Renomeado' });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ ...technical, name: 'Convênio Técnico Renomeado' });

    // Left out: kept as they are.
    const omitted = await clients.admin!.put(url, { ...valid(), name: 'Convênio Técnico' });
    expect(omitted.statusCode).toBe(200);
    expect(omitted.json()).toMatchObject({
      ...technical,
      configs: { replaceDataBy: { numberProviderGuide: 'numGuide' } },
    });

    // Changed: refused, naming each setting under its field; nothing is written.
    const changed = await clients.admin!.put(url, {
      ...valid(),
      name: 'Não Deve Salvar',
      hashEncoding: 'ISO-8859-1',
      configPdf: { ...technical.configPdf, orientation: 'landscape' },
      xmlFields: { ...technical.xmlFields, SPSADT: { 'ans:senha': 'password' } },
    });
    expect(changed.statusCode).toBe(403);
    expect(changed.json().code).toBe('permissionDenied');
    expect(changed.json().fields.map((f: { path: string }) => f.path)).toEqual([
      'hashEncoding',
      'xmlFields',
      'configPdf',
    ]);
    expect((await clients.admin!.get(url)).json()).toMatchObject({ name: 'Convênio Técnico', ...technical });
  });

  it('answers the defaults for keys missing from a stored settings document', async () => {
    const [row] = await withActor(app.database.db, systemActor, (tx) =>
      tx
        .insert(healthInsurers)
        .values({
          companyId: matrizId,
          name: 'Documento Antigo',
          flags: { autoBatch: true },
          configs: { autoBatchMaxEvents: 40, guideLimits: { SPSADT: { wallet: { enabled: true } } } },
          dayLimits: { receive: 'trinta' },
        })
        .returning(),
    );
    const res = (await clients.admin!.get(`/api/health-insurers/${row!.id}`)).json();
    expect(res.flags).toEqual({ ...INSURER_DEFAULTS.flags, autoBatch: true });
    expect(res.configs).toMatchObject({
      autoBatchMaxEvents: 40,
      guideNumberPadding: 7,
      monthQuantityOnAutoBatchByMonthYear: 1,
      factorByAccommodation: true,
      replaceDataBy: {},
    });
    expect(res.configs.guideLimits.SPSADT.wallet).toEqual({ enabled: true, min: 3, max: 20 });
    expect(res.dayLimits).toEqual(INSURER_DEFAULTS.dayLimits);
    expect(res.transferSettings).toEqual(INSURER_DEFAULTS.transferSettings);
  });
});

describe('PUT, DELETE and restore', () => {
  it('replaces the record; deletes it softly (out of the list, GET shows deletedAt) and restores it', async () => {
    const created = await create(clients.admin!, { ...valid(), name: 'Convênio Ciclo' });
    const url = `/api/health-insurers/${created.id}`;
    const updated = await clients.biller!.put(url, {
      ...valid(),
      name: 'Convênio Ciclo Alterado',
      typesOfPaymentIds: [typeIds.boleto, typeIds.boleto],
      payer: 'HOSPITAL',
      dayLimits: { receive: null },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Convênio Ciclo Alterado',
      typesOfPaymentIds: [typeIds.boleto],
      payer: 'HOSPITAL',
      dayLimits: { receive: null, sendGuide: null, sendAppeal: null },
      updatedByName: 'faturista@convenio.dev',
    });
    expect(updated.json().updatedAt).not.toBeNull();

    expect((await clients.biller!.request('DELETE', url)).statusCode).toBe(403);
    const removed = await clients.admin!.request('DELETE', url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().deletedAt).not.toBeNull();
    expect(names(await clients.admin!.get('/api/health-insurers?search=ciclo'))).toEqual([]);
    expect((await clients.admin!.get(url)).json().deletedAt).not.toBeNull();
    const again = await clients.admin!.request('DELETE', url);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyDeleted);
    const edit = await clients.admin!.put(url, valid());
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(m.deleted);

    const restored = await clients.admin!.post(`${url}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().deletedAt).toBeNull();
    expect(names(await clients.admin!.get('/api/health-insurers?search=ciclo'))).toEqual(['Convênio Ciclo Alterado']);
    const twice = await clients.admin!.post(`${url}/restore`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(m.notDeleted);
  });

  it('answers 404 for an unknown id and a bad id for 400', async () => {
    expect((await clients.admin!.get('/api/health-insurers/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    const bad = await clients.admin!.get('/api/health-insurers/nao-e-id');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ path: 'id', message: v.invalidId }]);
  });
});

describe('tenants and permissions', () => {
  it("answers 404 for another company's insurer on every operation and changes nothing", async () => {
    const theirs = await create(clients.other!, { name: 'Convênio Alheio', registerANS: '654321' });
    const url = `/api/health-insurers/${theirs.id}`;
    expect((await clients.admin!.get(url)).statusCode).toBe(404);
    expect((await clients.admin!.put(url, valid())).statusCode).toBe(404);
    expect((await clients.admin!.request('DELETE', url)).statusCode).toBe(404);
    expect((await clients.admin!.post(`${url}/restore`)).statusCode).toBe(404);
    expect(names(await clients.admin!.get('/api/health-insurers?search=alheio'))).toEqual([]);
    expect((await clients.other!.get(url)).json()).toMatchObject({ name: 'Convênio Alheio', deletedAt: null });
  });

  it('refuses without the permission, naming the module and action', async () => {
    const list = await clients.scheduler!.get('/api/health-insurers');
    expect(list.statusCode).toBe(403);
    expect(list.json().params).toEqual({ module: 'healthInsurances', action: 'list' });
    expect((await clients.scheduler!.get('/api/health-insurers/export')).statusCode).toBe(403);
    const write = await clients.resident!.post('/api/health-insurers', valid());
    expect(write.statusCode).toBe(403);
    expect(write.json().params).toEqual({ module: 'healthInsurances', action: 'write' });
    expect((await clients.resident!.get('/api/health-insurers')).statusCode).toBe(200);
  });

  it("matriz and filial: the filial sees but never changes the matriz's insurers; the matriz manager sees the filial's", async () => {
    const ofMatriz = await create(clients.admin!, { name: 'Convênio da Matriz' });
    const ofFilial = await create(clients.filial!, { name: 'Convênio da Filial' });
    expect(ofFilial.companyId).toBe(filialId);

    expect(names(await clients.filial!.get('/api/health-insurers?search=convênio da'))).toEqual([
      'Convênio da Filial',
      'Convênio da Matriz',
    ]);
    expect((await clients.filial!.get(`/api/health-insurers/${ofMatriz.id}`)).statusCode).toBe(200);
    const put = await clients.filial!.put(`/api/health-insurers/${ofMatriz.id}`, { name: 'Invasão' });
    expect(put.statusCode).toBe(403);
    expect(put.json().message).toBe(messages.screens.registry.record.otherCompany);
    expect((await clients.filial!.request('DELETE', `/api/health-insurers/${ofMatriz.id}`)).statusCode).toBe(403);

    // Administrators manage filiais (managerFiliais); a biller of the matriz sees only the matriz.
    expect(names(await clients.admin!.get('/api/health-insurers?search=convênio da'))).toEqual([
      'Convênio da Filial',
      'Convênio da Matriz',
    ]);
    const renamed = await clients.admin!.put(`/api/health-insurers/${ofFilial.id}`, { name: 'Convênio da Filial 2' });
    expect(renamed.statusCode).toBe(200);
    expect(names(await clients.biller!.get('/api/health-insurers?search=convênio da'))).toEqual(['Convênio da Matriz']);
    expect((await clients.biller!.get(`/api/health-insurers/${ofFilial.id}`)).statusCode).toBe(404);
  });

  it("a filial's insurer takes only the filial's own types of payment", async () => {
    const res = await clients.filial!.post('/api/health-insurers', {
      name: 'Filial Pix',
      typesOfPaymentIds: [typeIds.pix],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([typeOfPaymentMissing]);
  });
});

describe('GET /api/health-insurers (list)', () => {
  const prefix = 'Lista';
  const listed = [
    { name: `${prefix} Sala 10`, code: 'B2', registerANS: '300000', payer: 'HOSPITAL' },
    { name: `${prefix} Sala 9`, code: 'B1', registerANS: '200000' },
    { name: `${prefix} Ágape Saúde`, code: 'A9', registerANS: '100000' },
    { name: `${prefix} abelha`, code: null, registerANS: '400000', active: false },
    { name: `${prefix} Zeta`, code: 'C0', registerANS: '500000' },
  ];

  beforeAll(async () => {
    for (const body of listed) await create(clients.admin!, body);
  });

  const query = (qs: string) => clients.admin!.get(`/api/health-insurers?search=${prefix}&active=all&${qs}`);

  it('sorts names in pt-BR order with numbers compared as numbers, both directions', async () => {
    const expected = listed.map((b) => b.name).sort(compareText);
    expect(expected.indexOf(`${prefix} Sala 9`)).toBeLessThan(expected.indexOf(`${prefix} Sala 10`));
    expect(names(await query('sort=name'))).toEqual(expected);
    expect(names(await query('sort=name&dir=desc'))).toEqual([...expected].reverse());
  });

  it('sorts by code, ANS register and creation', async () => {
    expect(names(await query('sort=registerANS'))).toEqual(
      [...listed].sort((a, b) => a.registerANS.localeCompare(b.registerANS)).map((b) => b.name),
    );
    expect(names(await query('sort=code')).slice(0, 4)).toEqual([
      `${prefix} Ágape Saúde`,
      `${prefix} Sala 9`,
      `${prefix} Sala 10`,
      `${prefix} Zeta`,
    ]);
    expect(names(await query('sort=createdAt'))).toEqual(listed.map((b) => b.name));
  });

  it('searches without accents or case, by code and by ANS register', async () => {
    expect(names(await clients.admin!.get('/api/health-insurers?search=AGAPE'))).toEqual([`${prefix} Ágape Saúde`]);
    expect(names(await clients.admin!.get('/api/health-insurers?search=saude'))).toEqual([`${prefix} Ágape Saúde`]);
    expect(names(await clients.admin!.get('/api/health-insurers?search=b2'))).toEqual([`${prefix} Sala 10`]);
    expect(names(await clients.admin!.get('/api/health-insurers?search=20000'))).toEqual([`${prefix} Sala 9`]);
  });

  it('filters by active and payer', async () => {
    expect(names(await clients.admin!.get(`/api/health-insurers?search=${prefix}&active=true`))).not.toContain(
      `${prefix} abelha`,
    );
    expect(names(await clients.admin!.get(`/api/health-insurers?search=${prefix}`))).toContain(`${prefix} abelha`);
    expect(names(await clients.admin!.get(`/api/health-insurers?search=${prefix}&active=false`))).toEqual([
      `${prefix} abelha`,
    ]);
    expect(names(await query('payer=HOSPITAL'))).toEqual([`${prefix} Sala 10`]);
  });

  it('pages by pageSize without overlap, with the total', async () => {
    const first = (await query('pageSize=2&page=1')).json();
    const second = (await query('pageSize=2&page=2')).json();
    const third = (await query('pageSize=2&page=3')).json();
    expect(first.total).toBe(5);
    expect([...first.items, ...second.items, ...third.items].map((i: { name: string }) => i.name)).toEqual(
      listed.map((b) => b.name).sort(compareText),
    );
    expect((await query('pageSize=101')).statusCode).toBe(400);
  });

  it('answers what changed since updatedSince, deleted records with deletedAt', async () => {
    const initial = (await clients.admin!.get('/api/health-insurers?pageSize=1')).json();
    // syncedAt is the database clock a minute back: records of the last minute come again.
    const since = new Date(Date.parse(initial.syncedAt) + 60_000).toISOString();
    await clockPast(Date.parse(since));
    const changed = await create(clients.admin!, { name: 'Sync Novo' });
    const gone = await create(clients.admin!, { name: 'Sync Excluído' });
    await clients.admin!.request('DELETE', `/api/health-insurers/${gone.id}`);
    const sync = (await clients.admin!.get(`/api/health-insurers?updatedSince=${encodeURIComponent(since)}`)).json();
    const byName = new Map(sync.items.map((i: { name: string; deletedAt: string | null }) => [i.name, i.deletedAt]));
    expect(byName.get('Sync Novo')).toBeNull();
    expect(byName.get('Sync Excluído')).not.toBeNull();
    expect(byName.has(`${prefix} Zeta`)).toBe(false);
    expect(sync.items.map((i: { id: string }) => i.id)).toContain(changed.id);
  });
});

describe('GET /api/health-insurers/export', () => {
  it('answers an .xlsx of the filtered list with pt-BR headers and readable cells', async () => {
    await create(clients.admin!, {
      ...valid(),
      name: 'Exportado Hospital',
      payer: 'HOSPITAL',
      typesOfPaymentIds: [typeIds.pix, typeIds.boleto],
    });
    const res = await clients.admin!.get('/api/health-insurers/export?search=exportado');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX_MIME);
    expect(res.headers['content-disposition']).toContain('convenios.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe(t.sheetName);
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(1).value).toBe(t.columns.name);
    expect(sheet.getRow(1).getCell(5).value).toBe(t.columns.payer);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe('Exportado Hospital');
    expect(row.getCell(3).value).toBe('123456');
    expect(row.getCell(4).value).toBe('11.222.333/0001-81');
    expect(row.getCell(5).value).toBe(t.payers.HOSPITAL);
    expect(String(row.getCell(8).value).split(', ').sort()).toEqual(['Boleto', 'PIX']);
    expect(row.getCell(10).value).toBeInstanceOf(Date);
    expect(row.getCell(10).numFmt).toBe(DATE_TIME_FORMAT);
    // The ANS register is a code: text, never a number that would lose its zeros.
    expect(row.getCell(3).type).toBe(ExcelJS.ValueType.String);
  });
});
