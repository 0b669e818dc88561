import { messages, XLSX_MIME, fmt } from '@honora/contract';
import { changeLog, healthInsurers, patients, storedFiles, systemActor, withActor } from '@honora/db';
import { addMember, createCompany, createUser } from '@honora/db/testing';
import { compareText, cpfCheckDigits } from '@honora/domain';
import { and, asc, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instantBetween } from './clock';
import { DATE_FORMAT } from '../src/http/xlsx';
import { hashPassword } from '../src/modules/auth/passwords';
import { createTestApp, TestClient, type TestApp } from './helpers';

const PASSWORD = 'senha-forte-1';
const t = messages.screens.patients;
const v = messages.validation;

let app: TestApp;
let matrizId: string;
let filialId: string;
let otherId: string;
let insurerId: string;
let otherInsurerId: string;
let deletedInsurerId: string;
const clients: Record<string, TestClient> = {};

/** A valid CPF from nine digits (the domain's check digits). */
const cpfOf = (base: string) => `${base}${cpfCheckDigits(base)}`;
const masked = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
let cpfSeq = 100_000_000;
const nextCpf = () => cpfOf(String(cpfSeq++));

async function member(email: string, companyId: string, profile: string) {
  const user = await createUser(app.database.db, { email, name: email, passwordHash: await hashPassword(PASSWORD) });
  await addMember(app.database.db, { companyId, userId: user.id, profiles: [profile] });
  const client = new TestClient(app.app);
  const res = await client.login(email, PASSWORD);
  expect(res.json().session.company.id).toBe(companyId);
  return client;
}

async function insurer(companyId: string, name: string, deleted = false) {
  const [row] = await withActor(app.database.db, systemActor, (tx) =>
    tx.insert(healthInsurers).values({ companyId, name }).returning(),
  );
  if (deleted) {
    await withActor(app.database.db, systemActor, (tx) =>
      tx.update(healthInsurers).set({ deletedAt: new Date() }).where(eq(healthInsurers.id, row!.id)),
    );
  }
  return row!.id;
}

const valid = () => ({
  name: 'Maria Aparecida da Conceição',
  cpf: masked(nextCpf()),
  gender: 'FEMALE',
  momName: 'Ana da Conceição',
  birthDate: '1980-03-15',
  email: 'Maria.Conceicao@Exemplo.com.br',
  phone: '11987654321',
  healthInsuranceId: insurerId,
  healthInsuranceWallet: '0064 0001 1234',
  accommodation: 'APARTMENT',
  address: {
    zipcode: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    complement: 'Apto 12',
    district: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
    country: 'Brasil',
    ibgeCode: '3550308',
  },
});

const patientCount = async (companyId: string) =>
  (await app.database.db.select({ n: count() }).from(patients).where(eq(patients.companyId, companyId)))[0]!.n;

async function create(client: TestClient, body: Record<string, unknown>) {
  const res = await client.post('/api/patients', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; cpf: string | null; companyId: string } & Record<string, unknown>;
}

const names = (res: { json: () => { items: { name: string }[] } }) => res.json().items.map((p) => p.name);

beforeAll(async () => {
  app = await createTestApp();
  const db = app.database.db;
  matrizId = (await createCompany(db, { name: 'Cooperativa Paciente', isMatriz: true })).id;
  filialId = (await createCompany(db, { name: 'Filial Paciente', isFilial: true, matrizId })).id;
  otherId = (await createCompany(db, { name: 'Clínica Ordem', isMatriz: true })).id;
  insurerId = await insurer(matrizId, 'Unimed Paulistana');
  otherInsurerId = await insurer(otherId, 'Convênio de Outra Empresa');
  deletedInsurerId = await insurer(matrizId, 'Convênio Excluído', true);
  clients.admin = await member('admin@paciente.dev', matrizId, 'a');
  clients.manager = await member('gestor@paciente.dev', matrizId, 'e');
  clients.biller = await member('faturista@paciente.dev', matrizId, 'f');
  clients.resident = await member('residente@paciente.dev', matrizId, 'g');
  clients.scheduler = await member('escalador@paciente.dev', matrizId, 'c');
  clients.filial = await member('admin@filial-paciente.dev', filialId, 'a');
  clients.other = await member('admin@ordem.dev', otherId, 'a');
});
afterAll(() => app.close());

describe('POST /api/patients', () => {
  it('creates a patient of the selected company with every field, CPF as 11 digits', async () => {
    const body = valid();
    const created = await create(clients.biller!, body);
    expect(created).toMatchObject({
      companyId: matrizId,
      active: true,
      name: body.name,
      cpf: body.cpf.replace(/\D/g, ''),
      gender: 'FEMALE',
      momName: 'Ana da Conceição',
      birthDate: '1980-03-15',
      email: 'maria.conceicao@exemplo.com.br',
      phone: '11987654321',
      healthInsuranceId: insurerId,
      healthInsuranceName: 'Unimed Paulistana',
      healthInsuranceWallet: '0064 0001 1234',
      accommodation: 'APARTMENT',
      address: body.address,
      hasPhoto: false,
      profileImageUrl: null,
      updatedAt: null,
      deletedAt: null,
    });
    const [row] = await app.database.db.select().from(patients).where(eq(patients.id, created.id));
    expect(row).toMatchObject({ createdBy: expect.any(String), nameSearch: 'maria aparecida da conceicao' });
    expect((await clients.resident!.get(`/api/patients/${created.id}`)).json()).toEqual(created);
  });

  it('takes only the name: accommodation NURSERY, empty CPF accepted, blanks as null', async () => {
    const created = await create(clients.admin!, {
      name: '  Pedro Sem Dados ',
      cpf: '',
      email: '',
      phone: '',
      birthDate: '',
    });
    expect(created).toMatchObject({
      name: 'Pedro Sem Dados',
      cpf: null,
      email: null,
      phone: null,
      birthDate: null,
      gender: null,
      healthInsuranceId: null,
      healthInsuranceName: null,
      accommodation: 'NURSERY',
      active: true,
    });
  });

  it.each([
    ['name', { name: '' }, v.required],
    ['name', { name: 'Jo' }, fmt(v.minLength, { min: 3 })],
    ['cpf', { cpf: '123.456.789-00' }, v.cpf],
    ['cpf', { cpf: '000.000.000-00' }, v.cpf],
    ['cpf', { cpf: '111.111.111-11' }, v.cpf],
    ['cpf', { cpf: '1234567890' }, v.cpf],
    ['cpf', { cpf: 'abc.def.ghi-jk' }, v.cpf],
    ['email', { email: 'nao-e-email' }, v.email],
    ['birthDate', { birthDate: '2999-01-01' }, t.errors.birthFuture],
    ['birthDate', { birthDate: '2021-02-30' }, v.invalidDate],
    ['birthDate', { birthDate: '15/03/1980' }, v.invalidDate],
    ['gender', { gender: 'X' }, v.numeric],
    ['accommodation', { accommodation: 'SUITE' }, v.numeric],
    ['phone', { phone: '(11) 98765-4321' }, v.digitsOnly],
    ['phone', { phone: '1198765' }, t.errors.phone],
    ['phone', { phone: '0098765432' }, t.errors.phone],
    ['healthInsuranceId', { healthInsuranceId: 'xyz' }, t.errors.insurerNotFound],
    ['healthInsuranceWallet', { healthInsuranceWallet: '1'.repeat(21) }, fmt(v.maxLength, { max: 20 })],
    ['address.zipcode', { address: { ...valid().address, zipcode: 'abc' } }, v.zipcode],
    ['address.state', { address: { ...valid().address, state: 'XX' } }, v.state],
  ])('refuses %s with its message (%j), saving nothing', async (path, change, message) => {
    const before = await patientCount(matrizId);
    const res = await clients.admin!.post('/api/patients', { ...valid(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('inputError');
    expect(res.json().fields).toContainEqual(expect.objectContaining({ path, message }));
    expect(await patientCount(matrizId)).toBe(before);
  });

  it.each([
    ['of another company', () => otherInsurerId],
    ['deleted', () => deletedInsurerId],
    ['unknown', () => '00000000-0000-4000-8000-000000000000'],
  ])('refuses an insurer %s on healthInsuranceId', async (_label, id) => {
    const before = await patientCount(matrizId);
    const res = await clients.admin!.post('/api/patients', { ...valid(), healthInsuranceId: id() });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      {
        path: 'healthInsuranceId',
        message: t.errors.insurerNotFound,
        messageKey: 'screens.patients.errors.insurerNotFound',
      },
    ]);
    expect(await patientCount(matrizId)).toBe(before);
  });

  it('lets a filial use its matriz insurer', async () => {
    const created = await create(clients.filial!, { ...valid(), name: 'Paciente da Filial' });
    expect(created).toMatchObject({ companyId: filialId, healthInsuranceName: 'Unimed Paulistana' });
  });
});

describe('CPF unique per company', () => {
  it('refuses a duplicate CPF however it is typed, saving nothing', async () => {
    const cpf = nextCpf();
    await create(clients.admin!, { ...valid(), name: 'Primeira Dona', cpf });
    const before = await patientCount(matrizId);
    const res = await clients.admin!.post('/api/patients', { ...valid(), name: 'Segunda Dona', cpf: masked(cpf) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { path: 'cpf', message: t.errors.cpfExists, messageKey: 'screens.patients.errors.cpfExists' },
    ]);
    expect(await patientCount(matrizId)).toBe(before);
    const holders = await app.database.db
      .select({ n: count() })
      .from(patients)
      .where(and(eq(patients.cpf, cpf), eq(patients.companyId, matrizId)));
    expect(holders[0]!.n).toBe(1);
  });

  it('allows the same CPF in another company', async () => {
    const cpf = nextCpf();
    await create(clients.admin!, { ...valid(), cpf });
    expect((await create(clients.other!, { ...valid(), cpf, healthInsuranceId: null })).companyId).toBe(otherId);
  });

  it('refuses an update to a CPF another patient holds, changing nothing', async () => {
    const cpf = nextCpf();
    await create(clients.admin!, { ...valid(), name: 'Dona do CPF', cpf });
    const second = await create(clients.admin!, { ...valid(), name: 'Outra Pessoa' });
    const res = await clients.admin!.put(`/api/patients/${second.id}`, { ...valid(), name: 'Outra Pessoa', cpf });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { path: 'cpf', message: t.errors.cpfExists, messageKey: 'screens.patients.errors.cpfExists' },
    ]);
    expect((await clients.admin!.get(`/api/patients/${second.id}`)).json().cpf).toBe(second.cpf);
    // Keeping its own CPF is no conflict.
    const same = await clients.admin!.put(`/api/patients/${second.id}`, {
      ...valid(),
      name: 'Outra Pessoa',
      cpf: second.cpf,
    });
    expect(same.statusCode).toBe(200);
  });

  it('frees the CPF of a deleted patient and refuses restoring it while reused', async () => {
    const cpf = nextCpf();
    const first = await create(clients.admin!, { ...valid(), name: 'Excluída Antes', cpf });
    expect((await clients.admin!.request('DELETE', `/api/patients/${first.id}`)).statusCode).toBe(200);
    const second = await create(clients.admin!, { ...valid(), name: 'Nova Dona', cpf });
    expect(second.cpf).toBe(cpf);
    const restore = await clients.admin!.post(`/api/patients/${first.id}/restore`);
    expect(restore.statusCode).toBe(400);
    expect(restore.json().fields).toEqual([
      { path: 'cpf', message: t.errors.cpfExists, messageKey: 'screens.patients.errors.cpfExists' },
    ]);
    expect((await clients.admin!.get(`/api/patients/${first.id}`)).json().deletedAt).not.toBeNull();
  });

  it('answers two simultaneous creates with one patient and one 400 on cpf (unique index race)', async () => {
    const cpf = nextCpf();
    const before = await patientCount(matrizId);
    const answers = await Promise.all([
      clients.admin!.post('/api/patients', { ...valid(), name: 'Corrida Um', cpf }),
      clients.biller!.post('/api/patients', { ...valid(), name: 'Corrida Dois', cpf }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const refused = answers.find((r) => r.statusCode === 400)!;
    expect(refused.json().fields).toEqual([
      { path: 'cpf', message: t.errors.cpfExists, messageKey: 'screens.patients.errors.cpfExists' },
    ]);
    expect(await patientCount(matrizId)).toBe(before + 1);
  });
});

describe('GET /api/patients/cpf-check', () => {
  let holder: { id: string; cpf: string | null };
  beforeAll(async () => {
    holder = await create(clients.admin!, { ...valid(), name: 'Titular do CPF' });
  });
  const check = async (client: TestClient, query: string) => {
    const res = await client.get(`/api/patients/cpf-check?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as string;
  };

  it.each([
    ['cpf=123.456.789-00', 'invalid'],
    ['cpf=000.000.000-00', 'invalid'],
    ['cpf=1234', 'invalid'],
    ['cpf=abc', 'invalid'],
    ['cpf=', 'ok'],
  ])('%s → %s', async (query, result) => {
    expect(await check(clients.resident!, query)).toBe(result);
  });

  it('answers exists for a CPF of the company (masked or not), ok for a fresh one', async () => {
    expect(await check(clients.resident!, `cpf=${holder.cpf}`)).toBe('exists');
    expect(await check(clients.resident!, `cpf=${encodeURIComponent(masked(holder.cpf!))}`)).toBe('exists');
    expect(await check(clients.resident!, `cpf=${nextCpf()}`)).toBe('ok');
  });

  it("answers ok for the edited patient's own CPF and in another company", async () => {
    expect(await check(clients.admin!, `cpf=${holder.cpf}&excludeId=${holder.id}`)).toBe('ok');
    expect(await check(clients.other!, `cpf=${holder.cpf}`)).toBe('ok');
  });

  it('needs the list permission', async () => {
    const res = await clients.scheduler!.get(`/api/patients/cpf-check?cpf=${holder.cpf}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().params).toEqual({ module: 'patients', action: 'list' });
  });
});

describe('PUT, DELETE and restore', () => {
  it('updates every field and answers the saved patient', async () => {
    const created = await create(clients.admin!, valid());
    const res = await clients.biller!.put(`/api/patients/${created.id}`, {
      ...valid(),
      name: 'Nome Alterado',
      cpf: null,
      healthInsuranceId: null,
      accommodation: 'OUTPATIENT',
      active: false,
      gender: 'MALE',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Nome Alterado',
      cpf: null,
      healthInsuranceId: null,
      healthInsuranceName: null,
      accommodation: 'OUTPATIENT',
      active: false,
      gender: 'MALE',
      updatedAt: expect.any(String),
    });
    const history = await app.database.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'patients'), eq(changeLog.recordId, created.id)))
      .orderBy(asc(changeLog.changedAt));
    expect(history.map((h) => h.operation)).toEqual(['INSERT', 'UPDATE']);
  });

  it('deletes softly (gone from the list, still readable) and restores', async () => {
    const created = await create(clients.admin!, { ...valid(), name: 'Paciente Temporário' });
    const removed = await clients.manager!.request('DELETE', `/api/patients/${created.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().deletedAt).not.toBeNull();
    expect(names(await clients.admin!.get('/api/patients?search=temporario'))).toEqual([]);
    expect((await clients.admin!.get(`/api/patients/${created.id}`)).json().deletedAt).not.toBeNull();
    // A deleted patient is not edited until restored.
    expect((await clients.admin!.put(`/api/patients/${created.id}`, valid())).statusCode).toBe(404);
    const restored = await clients.manager!.post(`/api/patients/${created.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().deletedAt).toBeNull();
    expect(names(await clients.admin!.get('/api/patients?search=temporario'))).toEqual(['Paciente Temporário']);
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await clients.admin!.get(`/api/patients/${unknown}`),
      await clients.admin!.put(`/api/patients/${unknown}`, valid()),
      await clients.admin!.request('DELETE', `/api/patients/${unknown}`),
      await clients.admin!.post(`/api/patients/${unknown}/restore`),
      await clients.admin!.get(`/api/patients/${unknown}/photo`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('notFound');
    }
    const bad = await clients.admin!.get('/api/patients/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual([{ path: 'id', message: v.invalidId }]);
  });
});

describe('permissions', () => {
  it.each([
    ['resident', 'POST', '/api/patients', 'write'],
    ['scheduler', 'GET', '/api/patients', 'list'],
    ['scheduler', 'GET', '/api/patients/export', 'list'],
    ['biller', 'DELETE', '/api/patients/{id}', 'rm'],
    ['biller', 'POST', '/api/patients/{id}/restore', 'rm'],
    ['resident', 'PUT', '/api/patients/{id}', 'write'],
    ['resident', 'PUT', '/api/patients/{id}/photo', 'write'],
    ['resident', 'DELETE', '/api/patients/{id}/photo', 'write'],
    ['scheduler', 'GET', '/api/patients/{id}', 'read'],
  ] as const)('refuses the %s: %s %s needs %s', async (who, method, path, action) => {
    const created = await create(clients.admin!, valid());
    const url = path.replace('{id}', created.id);
    const body =
      method === 'GET' || method === 'DELETE' ? undefined : path.endsWith('photo') ? { contentBase64: PNG } : valid();
    const res = await clients[who]!.request(method, url, body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'permissionDenied', params: { module: 'patients', action } });
    const after = (await clients.admin!.get(`/api/patients/${created.id}`)).json();
    expect(after).toMatchObject({ name: created.name, deletedAt: null, hasPhoto: false });
  });

  it('refuses without a session', async () => {
    expect((await new TestClient(app.app).get('/api/patients')).statusCode).toBe(401);
  });
});

describe('matriz and filiais', () => {
  let filialPatient: { id: string };
  let matrizPatient: { id: string };
  beforeAll(async () => {
    filialPatient = await create(clients.filial!, { ...valid(), name: 'Zélia da Filial' });
    matrizPatient = await create(clients.admin!, { ...valid(), name: 'Zuleica da Matriz' });
  });

  it('shows filial patients to a matriz user who manages filiais, and only to them', async () => {
    expect(names(await clients.admin!.get('/api/patients?search=zelia'))).toEqual(['Zélia da Filial']);
    expect(names(await clients.manager!.get('/api/patients?search=zelia'))).toEqual([]);
    expect((await clients.manager!.get(`/api/patients/${filialPatient.id}`)).statusCode).toBe(404);
  });

  it('lets the matriz manager change a filial patient', async () => {
    const res = await clients.admin!.put(`/api/patients/${filialPatient.id}`, { ...valid(), name: 'Zélia Alterada' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ companyId: filialId, name: 'Zélia Alterada' });
  });

  it('lets a filial read its matriz patients but never change them', async () => {
    expect(names(await clients.filial!.get('/api/patients?search=zuleica'))).toEqual(['Zuleica da Matriz']);
    expect((await clients.filial!.get(`/api/patients/${matrizPatient.id}`)).statusCode).toBe(200);
    for (const res of [
      await clients.filial!.put(`/api/patients/${matrizPatient.id}`, { ...valid(), name: 'Invasão' }),
      await clients.filial!.request('DELETE', `/api/patients/${matrizPatient.id}`),
      await clients.filial!.put(`/api/patients/${matrizPatient.id}/photo`, { contentBase64: PNG }),
      await clients.filial!.request('DELETE', `/api/patients/${matrizPatient.id}/photo`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('permissionDenied');
    }
    expect((await clients.admin!.get(`/api/patients/${matrizPatient.id}`)).json()).toMatchObject({
      name: 'Zuleica da Matriz',
      deletedAt: null,
      hasPhoto: false,
    });
  });

  it('never shows another company its patients', async () => {
    expect(names(await clients.other!.get('/api/patients?search=zuleica'))).toEqual([]);
    expect((await clients.other!.get(`/api/patients/${matrizPatient.id}`)).statusCode).toBe(404);
    expect((await clients.other!.put(`/api/patients/${matrizPatient.id}`, valid())).statusCode).toBe(404);
  });
});

describe('GET /api/patients (list)', () => {
  // A company of its own, so the order and pages see only these.
  let list: TestClient;
  const sample = [
    'Sala 10',
    'Zé Ninguém',
    'Álvaro Souza',
    'agnes Lima',
    'Sala 9',
    'Ágata Dias',
    'Bruno Araújo',
    'João da Silva',
  ];
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    const companyId = (await createCompany(app.database.db, { name: 'Clínica Lista', isMatriz: true })).id;
    list = await member('admin@lista.dev', companyId, 'a');
    const listInsurer = await insurer(companyId, 'Bradesco Saúde');
    const births = [
      '1990-01-01',
      '1950-05-05',
      '2001-12-31',
      '1970-07-07',
      '1985-02-02',
      '1960-06-06',
      '2010-10-10',
      '1999-09-09',
    ];
    for (const [i, name] of sample.entries()) {
      const created = await create(list, {
        name,
        cpf: nextCpf(),
        birthDate: births[i],
        accommodation: i % 2 === 0 ? 'APARTMENT' : 'NURSERY',
        healthInsuranceId: i < 3 ? listInsurer : null,
      });
      ids[name] = created.id;
    }
  });

  it('sorts names in pt-BR order: accents ignored, numbers compared as numbers', async () => {
    const expected = [
      'Ágata Dias',
      'agnes Lima',
      'Álvaro Souza',
      'Bruno Araújo',
      'João da Silva',
      'Sala 9',
      'Sala 10',
      'Zé Ninguém',
    ];
    const res = await list.get('/api/patients');
    expect(names(res)).toEqual(expected);
    expect(names(res)).toEqual([...sample].sort(compareText));
    expect(res.json().total).toBe(8);
    expect(names(await list.get('/api/patients?sort=name&dir=desc'))).toEqual([...expected].reverse());
  });

  it('sorts by birth date, CPF and insurer name', async () => {
    const byBirth = names(await list.get('/api/patients?sort=birthDate'));
    expect(byBirth[0]).toBe('Zé Ninguém');
    expect(byBirth.at(-1)).toBe('Bruno Araújo');
    const byCpf = (await list.get('/api/patients?sort=cpf&dir=desc')).json().items.map((p: { cpf: string }) => p.cpf);
    expect(byCpf).toEqual([...byCpf].sort().reverse());
    const byInsurer = names(await list.get('/api/patients?sort=healthInsuranceName'));
    expect(byInsurer.slice(0, 3)).toEqual(['Álvaro Souza', 'Sala 10', 'Zé Ninguém']);
  });

  it.each([
    ['joao', ['João da Silva']],
    ['JOÃO', ['João da Silva']],
    ['araujo', ['Bruno Araújo']],
    ['sala 1', ['Sala 10']],
    ['ag', ['Ágata Dias', 'agnes Lima']],
    ['100%', []],
  ])('searches %s accent-insensitively', async (search, expected) => {
    const res = await list.get(`/api/patients?search=${encodeURIComponent(search)}`);
    expect(names(res)).toEqual(expected);
    expect(res.json().total).toBe(expected.length);
  });

  it('filters by insurer, accommodation and active', async () => {
    const insurerOf = (await list.get(`/api/patients/${ids['Sala 10']}`)).json().healthInsuranceId;
    expect(names(await list.get(`/api/patients?healthInsuranceId=${insurerOf}`))).toEqual([
      'Álvaro Souza',
      'Sala 10',
      'Zé Ninguém',
    ]);
    expect(names(await list.get('/api/patients?accommodation=NURSERY'))).toEqual([
      'Ágata Dias',
      'agnes Lima',
      'João da Silva',
      'Zé Ninguém',
    ]);
    await list.put(`/api/patients/${ids['Bruno Araújo']}`, { name: 'Bruno Araújo', active: false });
    expect(names(await list.get('/api/patients?active=false'))).toEqual(['Bruno Araújo']);
    expect(names(await list.get('/api/patients?active=true'))).not.toContain('Bruno Araújo');
    await list.put(`/api/patients/${ids['Bruno Araújo']}`, { name: 'Bruno Araújo', active: true });
  });

  it('pages by pageSize without overlaps', async () => {
    const page2 = (await list.get('/api/patients?pageSize=3&page=2')).json();
    expect(page2.total).toBe(8);
    expect(page2.items.map((p: { name: string }) => p.name)).toEqual(['Bruno Araújo', 'João da Silva', 'Sala 9']);
    expect(names(await list.get('/api/patients?pageSize=3&page=3'))).toEqual(['Sala 10', 'Zé Ninguém']);
    expect((await list.get('/api/patients?pageSize=101')).statusCode).toBe(400);
  });

  it('answers with updatedSince every change since then, deletions included', async () => {
    const since = await instantBetween();
    await list.put(`/api/patients/${ids['Sala 9']}`, { name: 'Sala 9 Alterada' });
    await list.request('DELETE', `/api/patients/${ids['Zé Ninguém']}`);
    const added = await create(list, { name: 'Recém Chegado' });
    const res = (await list.get(`/api/patients?updatedSince=${encodeURIComponent(since)}`)).json();
    const byId = new Map(res.items.map((p: { id: string }) => [p.id, p]));
    expect([...byId.keys()].sort()).toEqual([ids['Sala 9'], ids['Zé Ninguém'], added.id].sort());
    expect(byId.get(ids['Zé Ninguém'])).toMatchObject({ deletedAt: expect.any(String) });
    expect(byId.get(ids['Sala 9'])).toMatchObject({ name: 'Sala 9 Alterada', deletedAt: null });
    expect(Date.parse(res.syncedAt)).toBeLessThan(Date.now());
  });
});

// A PNG and a JPEG by their first bytes (the server reads the content, never a name).
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), Buffer.alloc(40, 1)]).toString(
  'base64',
);
const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a464946', 'hex'), Buffer.alloc(40, 2)]).toString('base64');

describe('photo', () => {
  it('stores a PNG, replaces it by a JPEG (dropping the old file) and removes it', async () => {
    const created = await create(clients.admin!, valid());
    const put = await clients.biller!.put(`/api/patients/${created.id}/photo`, { contentBase64: PNG });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ hasPhoto: true, profileImageUrl: `/api/patients/${created.id}/photo` });
    expect((await clients.resident!.get(`/api/patients/${created.id}/photo`)).json()).toEqual({
      mime: 'image/png',
      contentBase64: PNG,
    });
    const files = async () =>
      (await app.database.db.select({ n: count() }).from(storedFiles).where(eq(storedFiles.companyId, matrizId)))[0]!.n;
    const before = await files();
    expect((await clients.admin!.put(`/api/patients/${created.id}/photo`, { contentBase64: JPEG })).statusCode).toBe(
      200,
    );
    expect((await clients.admin!.get(`/api/patients/${created.id}/photo`)).json().mime).toBe('image/jpeg');
    expect(await files()).toBe(before);
    const removed = await clients.admin!.request('DELETE', `/api/patients/${created.id}/photo`);
    expect(removed.json()).toMatchObject({ hasPhoto: false, profileImageUrl: null });
    expect(await files()).toBe(before - 1);
    const none = await clients.admin!.get(`/api/patients/${created.id}/photo`);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(t.errors.photoMissing);
  });

  it.each([
    [
      'a text file named foto.png',
      Buffer.from('isto não é uma imagem, só se chama foto.png').toString('base64'),
      t.errors.photoType,
    ],
    ['a GIF', Buffer.from('GIF89a-and-more-bytes').toString('base64'), t.errors.photoType],
    ['text that is not base64', 'não é base64!', t.errors.photoType],
    ['nothing', '', v.required],
    [
      'a PNG over 2 MB',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(2 * 1024 * 1024)]).toString('base64'),
      t.errors.photoSize,
    ],
  ])('refuses %s, keeping the patient as it was', async (_label, contentBase64, message) => {
    const created = await create(clients.admin!, valid());
    const res = await clients.admin!.put(`/api/patients/${created.id}/photo`, { contentBase64 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([expect.objectContaining({ path: 'contentBase64', message })]);
    expect((await clients.admin!.get(`/api/patients/${created.id}`)).json().hasPhoto).toBe(false);
  });
});

describe('GET /api/patients/export', () => {
  it('exports the filtered list as .xlsx with pt-BR columns', async () => {
    const cpf = cpfOf('529982247');
    await create(clients.admin!, { ...valid(), name: 'Exportada Íris Conceição', cpf });
    await create(clients.admin!, { ...valid(), name: 'Exportada Bia', accommodation: 'NURSERY', active: false });
    const res = await clients.biller!.get('/api/patients/export?search=exportada&active=all');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain(XLSX_MIME);
    expect(res.headers['content-disposition']).toContain('Pacientes.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rowValues = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(rowValues(1)).toEqual([
      'Nome',
      'CPF',
      'Nascimento',
      'Sexo',
      'Convênio',
      'Carteira',
      'Acomodação',
      'Telefone',
      'E-mail',
      'Cidade',
      'UF',
      'Ativo',
    ]);
    expect(sheet.rowCount).toBe(3);
    expect(rowValues(2)).toEqual([
      'Exportada Bia',
      expect.stringMatching(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/),
      new Date('1980-03-15T00:00:00Z'),
      'Feminino',
      'Unimed Paulistana',
      '0064 0001 1234',
      'Enfermaria',
      '(11) 98765-4321',
      'maria.conceicao@exemplo.com.br',
      'São Paulo',
      'SP',
      'Não',
    ]);
    expect(rowValues(3)).toEqual(
      expect.arrayContaining(['Exportada Íris Conceição', '529.982.247-25', 'Apartamento', 'Sim']),
    );
    // The birth date is a date cell shown dd/mm/yyyy; the wallet keeps its leading zeros as text.
    expect(sheet.getRow(2).getCell(3).type).toBe(ExcelJS.ValueType.Date);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe(DATE_FORMAT);
    expect(sheet.getRow(2).getCell(6).type).toBe(ExcelJS.ValueType.String);
  });

  it('exports nothing of other companies', async () => {
    const res = await clients.other!.get('/api/patients/export?search=exportada');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(1);
  });
});
