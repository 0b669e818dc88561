import { addMember, createCompany, createUser } from '@honora/db/testing';
import { contractInstallments, contracts, healthInsurers, hospitals, systemActor, withActor } from '@honora/db';
import { addDays, zonedDay } from '@honora/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/modules/auth/passwords';
import { fieldErrors, UNKNOWN_ID } from './billing-settings-world';
import { createTestApp, TestClient, type TestApp } from './helpers';

/**
 * The contracts with hospitals and payers (platform.md §3 Contract; §5 the contract rules; §6
 * residents are denied contracts; decision 045): terms, generated installments, the states
 * Open → WaitPayment → Closed, receipts and their reversal, and /client/periodOfPayment.
 */
const URL = '/api/contracts';
const PASSWORD = 'senha-forte-1';
const e = {
  startNotBeforeEnd: 'O início da vigência deve ser anterior ao fim',
  billingDay: 'O dia de vencimento deve estar entre 1 e 28',
  installmentBeforeStart: 'O vencimento da parcela deve ser posterior ao início do contrato',
  overValue: 'A soma das parcelas não pode ultrapassar o valor do contrato',
  remainingHours:
    'Em contrato de valor fixo o valor de horas restante deve ser zero: deixe as horas ou o valor da hora em branco',
  counterpart: 'Escolha o hospital ou a operadora do contrato',
  hospital: 'Hospital não encontrado na empresa',
  money: 'Valor inválido: use até 12 dígitos e 2 decimais',
  notOpen: 'Só um contrato aberto pode ser alterado: reabra-o antes',
  received: 'Há parcela recebida: estorne o recebimento antes de reabrir o contrato',
  notBilled: 'Fature o contrato antes de registrar recebimentos',
  future: 'A data do recebimento não pode ser futura',
  closed: 'O contrato está encerrado: todas as parcelas foram recebidas',
  removeNotOpen: 'Só um contrato aberto, sem parcela recebida, pode ser excluído',
  nul: 'Contém um caractere inválido (NUL); apague-o e tente de novo',
};

let t: TestApp;
let companyId: string;
let clients: Record<
  'admin' | 'scheduleManager' | 'billingManager' | 'scheduler' | 'biller' | 'doctor' | 'resident' | 'outsider',
  TestClient
>;
let hospitalId: string;
let otherHospitalId: string;
let insurerId: string;
let foreignHospitalId: string;
const today = zonedDay(Date.now());
const year = Number(today.slice(0, 4));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  companyId = (await createCompany(db, { name: 'Cooperativa Contratos', isMatriz: true })).id;
  const otherId = (await createCompany(db, { name: 'Outra Cooperativa', isMatriz: true })).id;
  const passwordHash = await hashPassword(PASSWORD);
  const signIn = async (email: string, company: string, profile: string, userTypes: string[] = []) => {
    const user = await createUser(db, { email, name: email.split('@')[0]!, passwordHash });
    await addMember(db, { companyId: company, userId: user.id, profiles: [profile], userTypes });
    const client = new TestClient(t.app);
    expect((await client.login(email, PASSWORD)).statusCode).toBe(200);
    return client;
  };
  clients = {
    admin: await signIn('admin@contratos.dev', companyId, 'a'),
    scheduleManager: await signIn('gestor@contratos.dev', companyId, 'c'),
    billingManager: await signIn('faturamento@contratos.dev', companyId, 'e'),
    scheduler: await signIn('escalista@contratos.dev', companyId, 'd'),
    biller: await signIn('faturista@contratos.dev', companyId, 'f'),
    doctor: await signIn('ana@contratos.dev', companyId, 'b', ['KAnesthetist']),
    resident: await signIn('rita@contratos.dev', companyId, 'g', ['KResident']),
    outsider: await signIn('admin@outra.dev', otherId, 'a'),
  };
  await withActor(db, systemActor, async (tx) => {
    const insert = (company: string, name: string) =>
      tx
        .insert(hospitals)
        .values({ companyId: company, name })
        .returning()
        .then(([r]) => r!.id);
    hospitalId = await insert(companyId, 'Hospital Central');
    otherHospitalId = await insert(companyId, 'Maternidade Sul');
    foreignHospitalId = await insert(otherId, 'Hospital Alheio');
    const [insurer] = await tx.insert(healthInsurers).values({ companyId, name: 'Unimed Teste' }).returning();
    insurerId = insurer!.id;
  });
});
afterAll(() => t.close());

/** A fixed-value monthly contract of last year with Hospital Central: twelve installments of R$ 1.000,00. */
const fixedBody = (over: Record<string, unknown> = {}) => ({
  type: 'Cobertura de plantões',
  hospitalId,
  startsOn: `${year - 1}-01-01`,
  endsOn: `${year - 1}-12-31`,
  billingType: 'Monthly',
  billingDay: 10,
  fixedValue: true,
  value: '12000.00',
  ...over,
});
const hoursBody = (over: Record<string, unknown> = {}) => ({
  type: 'Horas extras',
  hospitalId,
  insurerId,
  startsOn: `${year - 1}-03-15`,
  endsOn: `${year - 1}-09-14`,
  billingType: 'Biannual',
  billingDay: 5,
  fixedValue: false,
  hoursPerPeriod: '40.5',
  ratePerHour: '150.00',
  ...over,
});
const admin = () => clients.admin;
const stored = (id: string) =>
  withActor(t.database.db, systemActor, async (tx) => ({
    contract: (await tx.select().from(contracts).where(eq(contracts.id, id)))[0]!,
    installments: await tx.select().from(contractInstallments).where(eq(contractInstallments.contractId, id)),
  }));
const sum = (values: string[]) => values.reduce((s, v) => s + Math.round(Number(v) * 100), 0) / 100;

describe('terms and generated installments', () => {
  it('generates one installment a month of a fixed contract, summing exactly to its value', async () => {
    const res = await admin().post(URL, fixedBody({ value: '10000.00', notes: ' Contrato principal ' }));
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    expect(c).toMatchObject({
      type: 'Cobertura de plantões',
      hospital: { id: hospitalId, name: 'Hospital Central' },
      insurer: null,
      status: 'Open',
      current: false,
      value: '10000.00',
      notes: 'Contrato principal',
      installmentsCount: 12,
      receivedCount: 0,
      totalValue: '10000.00',
      unscheduledValue: '0.00',
      remainingHoursValue: '0.00',
    });
    expect(c.periods).toHaveLength(12);
    expect(c.installments.map((i: { value: string }) => i.value)).toEqual([
      ...Array(4).fill('833.34'),
      ...Array(8).fill('833.33'),
    ]);
    expect(c.installments[0]).toMatchObject({
      seq: 1,
      dueOn: `${year - 1}-02-10`,
      periodStartsOn: `${year - 1}-01-01`,
      periodEndsOn: `${year - 1}-01-31`,
      status: 'WaitPayment',
    });
    expect(c.installments[11].dueOn).toBe(`${year}-01-10`);
    expect((await stored(c.id)).installments).toHaveLength(12);
    await admin().request('DELETE', `${URL}/${c.id}`);
  });

  it('pays a contract by the hour hours × rate per period, cut periods prorated', async () => {
    const res = await admin().post(URL, hoursBody());
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json();
    // Biannual from 15 March: March–August (cut: 15 March on) and September (cut: to 14 September).
    expect(c.periods).toEqual([
      { startsOn: `${year - 1}-03-15`, endsOn: `${year - 1}-08-31` },
      { startsOn: `${year - 1}-09-01`, endsOn: `${year - 1}-09-14` },
    ]);
    expect(c.installments.map((i: { dueOn: string }) => i.dueOn)).toEqual([`${year - 1}-09-05`, `${year - 1}-10-05`]);
    // 40.5 h × R$ 150,00 = R$ 6.075,00 a whole period: × 170/184 days and × 14/181 days, each rounded half-up.
    expect(c.installments.map((i: { value: string }) => i.value)).toEqual(['5612.77', '469.89']);
    expect(c).toMatchObject({ hoursValue: '6082.66', totalValue: '6082.66', remainingHoursValue: '0.00' });
    await admin().request('DELETE', `${URL}/${c.id}`);
  });

  it('lists with filters, the types in use and the counterparts the company may name', async () => {
    const current = await admin().post(
      URL,
      fixedBody({ type: 'Pacote anual', startsOn: addDays(today, -30), endsOn: addDays(today, 300) }),
    );
    expect(current.statusCode, current.body).toBe(200);
    const list = (await admin().get(`${URL}?current=true`)).json();
    expect(list.items.map((i: { type: string }) => i.type)).toEqual(['Pacote anual']);
    expect(list.items[0].current).toBe(true);
    expect(list.types).toContain('Pacote anual');
    expect(list.counterparts.hospitals.map((h: { name: string }) => h.name)).toEqual([
      'Hospital Central',
      'Maternidade Sul',
    ]);
    expect(list.counterparts.insurers.map((h: { name: string }) => h.name)).toEqual(['Unimed Teste']);
    expect((await admin().get(`${URL}?search=CENTRAL`)).json().total).toBeGreaterThan(0);
    expect((await admin().get(`${URL}?search=pacote&status=Closed`)).json().items).toEqual([]);
    expect((await admin().get(`${URL}?current=false&search=pacote`)).json().items).toEqual([]);
    await admin().request('DELETE', `${URL}/${current.json().id}`);
  });
});

describe('the rules of platform.md §5', () => {
  it('refuses a start not before the end, a billing day out of 1..28 and amounts missing', async () => {
    expect(fieldErrors(await admin().post(URL, fixedBody({ endsOn: `${year - 1}-01-01` })))).toEqual({
      endsOn: e.startNotBeforeEnd,
    });
    for (const billingDay of [0, 29, 1.5, '10', null])
      expect(fieldErrors(await admin().post(URL, fixedBody({ billingDay }))).billingDay).toBe(e.billingDay);
    expect(fieldErrors(await admin().post(URL, fixedBody({ value: null }))).value).toBe(
      'Informe o valor do contrato, maior que zero',
    );
    expect(fieldErrors(await admin().post(URL, hoursBody({ ratePerHour: '0' }))).ratePerHour).toBe(
      'Informe o valor da hora, maior que zero',
    );
  });

  it('refuses an installment due on or before the start, and installments above a fixed value', async () => {
    const before = await admin().post(
      URL,
      fixedBody({ installments: [{ dueOn: `${year - 1}-01-01`, value: '100.00' }] }),
    );
    expect(fieldErrors(before)).toEqual({ 'installments.0.dueOn': e.installmentBeforeStart });
    const over = await admin().post(
      URL,
      fixedBody({
        installments: [
          { dueOn: `${year - 1}-06-10`, value: '6000.00' },
          { dueOn: `${year - 1}-12-10`, value: '6000.01' },
        ],
      }),
    );
    expect(Object.values(fieldErrors(over))).toEqual([e.overValue]);
  });

  it('refuses hours on top of a fixed value: the remaining hours value must be zero', async () => {
    const res = await admin().post(URL, fixedBody({ hoursPerPeriod: '10', ratePerHour: '100.00' }));
    expect(fieldErrors(res)).toEqual({ hoursPerPeriod: e.remainingHours });
    const zero = await admin().post(URL, fixedBody({ hoursPerPeriod: '10', ratePerHour: '0' }));
    expect(zero.statusCode, zero.body).toBe(200);
    await admin().request('DELETE', `${URL}/${zero.json().id}`);
  });

  it('refuses the same negotiation twice; touching validities and other types pass', async () => {
    const first = await admin().post(URL, fixedBody());
    expect(first.statusCode, first.body).toBe(200);
    const twice = await admin().post(URL, fixedBody({ startsOn: `${year - 1}-12-31`, endsOn: `${year}-06-30` }));
    expect(fieldErrors(twice)).toEqual({
      startsOn: `Já existe um contrato Cobertura de plantões com o mesmo contratante nesta vigência (01/01/${year - 1} a 31/12/${year - 1})`,
    });
    const next = await admin().post(URL, fixedBody({ startsOn: `${year}-01-01`, endsOn: `${year}-06-30` }));
    expect(next.statusCode, next.body).toBe(200);
    const otherType = await admin().post(URL, fixedBody({ type: 'Horas extras fixas' }));
    expect(otherType.statusCode, otherType.body).toBe(200);
    const otherHospital = await admin().post(URL, fixedBody({ hospitalId: otherHospitalId }));
    expect(otherHospital.statusCode, otherHospital.body).toBe(200);
    // Editing the first one keeps it from clashing with itself.
    expect((await admin().put(`${URL}/${first.json().id}`, fixedBody({ billingDay: 20 }))).statusCode).toBe(200);
    for (const r of [first, next, otherType, otherHospital]) await admin().request('DELETE', `${URL}/${r.json().id}`);
  });

  it('two requests creating the same negotiation at once: one wins', async () => {
    const [a, b] = await Promise.all([admin().post(URL, fixedBody()), admin().post(URL, fixedBody())]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    const won = a.statusCode === 200 ? a : b;
    await admin().request('DELETE', `${URL}/${won.json().id}`);
  });

  it('refuses bad input with a pt-BR message and writes nothing', async () => {
    const before = (await admin().get(URL)).json().total;
    expect(fieldErrors(await admin().post(URL, fixedBody({ hospitalId: null })))).toEqual({
      hospitalId: e.counterpart,
    });
    expect(fieldErrors(await admin().post(URL, fixedBody({ hospitalId: foreignHospitalId })))).toEqual({
      hospitalId: e.hospital,
    });
    expect(fieldErrors(await admin().post(URL, fixedBody({ hospitalId: UNKNOWN_ID })))).toEqual({
      hospitalId: e.hospital,
    });
    expect(fieldErrors(await admin().post(URL, fixedBody({ value: '9999999999999' }))).value).toBe(e.money);
    expect(fieldErrors(await admin().post(URL, fixedBody({ value: '-1' }))).value).toBe(e.money);
    expect(fieldErrors(await admin().post(URL, fixedBody({ value: 12000 }))).value).toBe(e.money);
    expect(fieldErrors(await admin().post(URL, fixedBody({ billingType: 'Weekly' }))).billingType).toBe(
      'Escolha a periodicidade: mensal, semestral ou anual',
    );
    expect(fieldErrors(await admin().post(URL, fixedBody({ startsOn: `${year}-02-30` }))).startsOn).toBeTruthy();
    const nul = await admin().post(URL, fixedBody({ type: 'Cober\u0000tura' }));
    expect(nul.statusCode).toBe(400);
    expect(JSON.stringify(nul.json())).toContain(e.nul);
    const many = Array.from({ length: 361 }, () => ({ dueOn: `${year - 1}-06-10`, value: '1.00' }));
    expect(fieldErrors(await admin().post(URL, fixedBody({ installments: many }))).installments).toBe(
      'Um contrato pode ter no máximo 360 parcelas',
    );
    expect([400, 415]).toContain((await admin().post(URL, 'não é json')).statusCode);
    expect((await admin().get(URL)).json().total).toBe(before);
  });
});

describe('states: bill, receive, reverse, reopen, close', () => {
  let id: string;
  let installmentIds: string[];
  const receive = (n: number, receivedOn = addDays(today, -1), client = admin()) =>
    client.post(`${URL}/${id}/installments/${installmentIds[n]}/receive`, { receivedOn, note: 'TED' });
  const reverse = (n: number, reason: unknown = 'Devolvido pelo banco') =>
    admin().post(`${URL}/${id}/installments/${installmentIds[n]}/reverse`, { reason });

  beforeAll(async () => {
    const res = await admin().post(URL, fixedBody({ type: 'Estados', billingType: 'Biannual', value: '6000.00' }));
    expect(res.statusCode, res.body).toBe(200);
    id = res.json().id;
    installmentIds = res.json().installments.map((i: { id: string }) => i.id);
    expect(installmentIds).toHaveLength(2);
  });

  it('receives only once billed; the last receipt closes the contract', async () => {
    expect((await receive(0)).json().message).toBe(e.notBilled);
    const billed = await admin().post(`${URL}/${id}/bill`);
    expect(billed.statusCode, billed.body).toBe(200);
    expect(billed.json().status).toBe('WaitPayment');
    expect((await admin().put(`${URL}/${id}`, fixedBody({ type: 'Estados' }))).json().message).toBe(e.notOpen);
    expect(fieldErrors(await receive(0, addDays(today, 1)))).toEqual({ receivedOn: e.future });
    const first = await receive(0);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'WaitPayment', receivedCount: 1, receivedValue: '3000.00' });
    expect(first.json().installments[0]).toMatchObject({
      status: 'Received',
      receivedOn: addDays(today, -1),
      receiptNote: 'TED',
    });
    expect((await receive(0)).json().message).toBe('Esta ação não é possível na situação atual do contrato');
    expect((await admin().post(`${URL}/${id}/reopen`)).json().message).toBe(e.received);
    const last = await receive(1);
    expect(last.json()).toMatchObject({ status: 'Closed', receivedCount: 2, nextDueOn: null });
    expect((await receive(1)).json().message).toBe(e.closed);
    expect((await admin().request('DELETE', `${URL}/${id}`)).json().message).toBe(e.removeNotOpen);
  });

  it('reverses a receipt only with a reason; a Closed contract goes back to WaitPayment', async () => {
    expect(fieldErrors(await reverse(1, '  ')).reason).toBe('Esse campo é requerido');
    const res = await reverse(1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('WaitPayment');
    expect(res.json().installments[1]).toMatchObject({
      status: 'WaitPayment',
      receivedOn: null,
      reversalReason: 'Devolvido pelo banco',
    });
    await reverse(0);
    const reopened = await admin().post(`${URL}/${id}/reopen`);
    expect(reopened.json().status).toBe('Open');
    const { contract, installments } = await stored(id);
    expect(contract.status).toBe('Open');
    expect(installments.every((i) => i.status === 'WaitPayment')).toBe(true);
  });

  it('two receipts of one installment at once: one wins', async () => {
    await admin().post(`${URL}/${id}/bill`);
    const [a, b] = await Promise.all([receive(0), receive(0)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });

  it('refuses to bill a fixed contract whose installments do not hold its value', async () => {
    const res = await admin().post(
      URL,
      fixedBody({ type: 'Incompleto', installments: [{ dueOn: `${year - 1}-07-10`, value: '11000.00' }] }),
    );
    expect(res.json().unscheduledValue).toBe('1000.00');
    const bill = await admin().post(`${URL}/${res.json().id}/bill`);
    expect(bill.json().message).toBe('As parcelas ainda não somam o valor do contrato: falta distribuir R$ 1.000,00');
    expect((await stored(res.json().id)).contract.status).toBe('Open');
  });

  it('keeps the period of an installment typed on its period due date', async () => {
    const res = await admin().post(
      URL,
      fixedBody({
        type: 'Manual',
        billingType: 'Yearly',
        installments: [
          { dueOn: `${year}-01-10`, value: '10000.00' },
          { dueOn: `${year - 1}-05-02`, value: '2000.00' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().installments).toMatchObject([
      { seq: 1, dueOn: `${year - 1}-05-02`, periodStartsOn: null },
      { seq: 2, dueOn: `${year}-01-10`, periodStartsOn: `${year - 1}-01-01`, periodEndsOn: `${year - 1}-12-31` },
    ]);
  });
});

describe('/client/periodOfPayment', () => {
  it('lists the installments due in the months with totals and the overdue ones', async () => {
    const res = await admin().get(`/api/contract-installments?from=${year - 1}-01&to=${year - 1}-12`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i: { dueOn: string }) => i.dueOn.startsWith(`${year - 1}-`))).toBe(true);
    const expected = sum(body.items.map((i: { value: string }) => i.value));
    expect(Number(body.totals.expected)).toBeCloseTo(expected, 2);
    expect(Number(body.totals.received) + Number(body.totals.pending)).toBeCloseTo(expected, 2);
    // Every waiting installment of last year is past due.
    expect(body.totals.overdue).toBe(body.totals.pending);
    expect(body.items.find((i: { status: string }) => i.status === 'WaitPayment').overdue).toBe(true);
    const received = (
      await admin().get(`/api/contract-installments?from=${year - 1}-01&to=${year - 1}-12&status=Received`)
    ).json();
    expect(received.items.every((i: { status: string }) => i.status === 'Received')).toBe(true);
  });

  it('refuses a reversed or too long range and a bad month', async () => {
    const q = (from: string, to: string) => admin().get(`/api/contract-installments?from=${from}&to=${to}`);
    expect(fieldErrors(await q(`${year}-05`, `${year}-04`)).to).toBe(
      'O mês inicial deve ser anterior ou igual ao final',
    );
    expect(fieldErrors(await q(`${year}-01`, `${year + 2}-01`)).to).toBe('Escolha no máximo 24 meses');
    expect((await q(`${year}-13`, `${year}-12`)).statusCode).toBe(400);
  });
});

describe('permissions (platform.md §6)', () => {
  it('lets the schedule and billing managers manage contracts', async () => {
    for (const client of [clients.scheduleManager, clients.billingManager]) {
      const res = await client.post(URL, fixedBody({ type: `Gestores ${Math.random()}` }));
      expect(res.statusCode, res.body).toBe(200);
      expect((await client.request('DELETE', `${URL}/${res.json().id}`)).statusCode).toBe(200);
    }
  });

  it('denies the other profiles, residents above all', async () => {
    for (const client of [clients.scheduler, clients.biller, clients.doctor, clients.resident]) {
      expect((await client.get(URL)).statusCode).toBe(403);
      expect((await client.get('/api/contract-installments?from=2026-01&to=2026-02')).statusCode).toBe(403);
      expect((await client.post(URL, fixedBody())).statusCode).toBe(403);
    }
  });

  it("does not tell another company's contract apart from none", async () => {
    const id = (await admin().get(URL)).json().items[0].id;
    expect((await clients.outsider.get(`${URL}/${id}`)).statusCode).toBe(404);
    expect((await clients.outsider.post(`${URL}/${id}/bill`)).statusCode).toBe(404);
    expect((await clients.outsider.get(`${URL}/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await clients.outsider.get(URL)).json().items).toEqual([]);
  });
});
