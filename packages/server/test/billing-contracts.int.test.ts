import ExcelJS from 'exceljs';
import { events, invoices, systemActor, transactions, withActor } from '@honora/db';
import { addDays, zonedDay } from '@honora/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, UNKNOWN_ID } from './billing-settings-world';
import { createEventsWorld, type EventsWorld } from './events-world';

/**
 * The billing contract (billing.md §2 BillingContract; platform.md §6 residents are denied
 * contracts; decision 052): the group's contract with its billing company, one a month; the
 * month's base by payer from invoices, receipts or production, recomputed here by hand; the
 * statement issued as a snapshot, paid, unpaid, cancelled; its PDF and Excel.
 */
const URL = '/api/billing-contracts';
const STATEMENTS = '/api/billing-contract-statements';
let w: EventsWorld;
const today = zonedDay(Date.now());
const thisMonth = today.slice(0, 7);
/** Two months ago: ended, with the data below. */
const month = addDays(`${thisMonth}-01`, -40).slice(0, 7);
const lastMonth = addDays(`${thisMonth}-01`, -1).slice(0, 7);
const startsOn = `${addDays(`${month}-01`, -100).slice(0, 7)}-01`;

const percentBody = {
  providerName: 'Faturadora Alfa Ltda.',
  providerDocument: '11.222.333/0001-81',
  startsOn,
  endsOn: null,
  feeType: 'PERCENT',
  base: 'INVOICED',
  percent: '6.5',
  minimumFee: null,
  fixedFee: null,
  dueDay: 10,
  notes: 'Faturamento de todos os convênios',
};

beforeAll(async () => {
  w = await createEventsWorld();
  const { valued, sendsGuides, other } = w.insurers;
  await withActor(w.t.database.db, systemActor, async (tx) => {
    // Invoices of the month: valued 1.000,00 + 234,56, sendsGuides 500,00; one of another month,
    // one inactive and one of the other company are left out.
    await tx.insert(invoices).values([
      { companyId: w.matrizId, number: 'NF-1', healthInsuranceId: valued, date: `${month}-03`, value: '1000.00' },
      { companyId: w.matrizId, number: 'NF-2', healthInsuranceId: valued, date: `${month}-28`, value: '234.56' },
      { companyId: w.matrizId, number: 'NF-3', healthInsuranceId: sendsGuides, date: `${month}-15`, value: '500.00' },
      { companyId: w.matrizId, number: 'NF-4', healthInsuranceId: valued, date: `${lastMonth}-01`, value: '9999.00' },
      {
        companyId: w.matrizId,
        number: 'NF-5',
        healthInsuranceId: valued,
        date: `${month}-05`,
        value: '777.00',
        active: false,
      },
      { companyId: w.otherId, number: 'NF-6', healthInsuranceId: other, date: `${month}-05`, value: '888.00' },
    ]);
    // Events of the month: produced 3.000,00 (valued) and 1.234,50 (sendsGuides); one inactive.
    const [a, b] = await tx
      .insert(events)
      .values([
        {
          companyId: w.matrizId,
          type: 'Honorario',
          healthInsuranceId: valued,
          dtProcedure: `${month}-10`,
          totalProduced: '3000.00',
        },
        {
          companyId: w.matrizId,
          type: 'Honorario',
          healthInsuranceId: sendsGuides,
          dtProcedure: `${month}-11`,
          totalProduced: '1234.50',
        },
        {
          companyId: w.matrizId,
          type: 'Honorario',
          healthInsuranceId: valued,
          dtProcedure: `${month}-12`,
          totalProduced: '50.00',
          active: false,
        },
      ])
      .returning({ id: events.id });
    // Receipts of the month on those events: 800,00 + 200,00 (valued), 100,00 (sendsGuides); a cancelled one left out.
    const entry = (eventId: string, value: string, date: string) => ({
      eventId,
      companyId: w.matrizId,
      action: 'Received' as const,
      type: 'PROCEDURE' as const,
      date,
      value,
      userId: 'sistema',
      userName: 'Sistema',
    });
    await tx
      .insert(transactions)
      .values([
        entry(a!.id, '800.00', `${month}-20`),
        entry(a!.id, '200.00', `${month}-21`),
        entry(b!.id, '100.00', `${month}-22`),
        { ...entry(b!.id, '5000.00', `${month}-23`), canceledById: a!.id },
      ]);
  });
});

afterAll(async () => {
  await w.t.close();
});

let contractId: string;

describe('the contract', () => {
  it('is created with its terms, and listed', async () => {
    const res = await w.manager.post(URL, percentBody);
    expect(res.statusCode, res.body).toBe(200);
    contractId = res.json().id;
    expect(res.json()).toMatchObject({
      providerName: 'Faturadora Alfa Ltda.',
      percent: '6.5',
      base: 'INVOICED',
      statementsInForce: 0,
    });
    const list = await w.manager.get(URL);
    expect(list.json().items.map((c: { id: string }) => c.id)).toEqual([contractId]);
  });

  it.each([
    [{ providerDocument: '11.222.333/0001-82' }, 'providerDocument', 'CNPJ inválido'],
    [{ percent: '100.5' }, 'percent', 'Informe um percentual entre 0 e 100, com até 4 casas decimais.'],
    [{ percent: '6.12345' }, 'percent', 'Informe um percentual entre 0 e 100, com até 4 casas decimais.'],
    [{ percent: null }, 'percent', 'Informe o percentual e a base do contrato percentual.'],
    [{ base: null }, 'base', 'Informe o percentual e a base do contrato percentual.'],
    [{ fixedFee: '100.00' }, 'fixedFee', 'Um contrato percentual não tem valor fixo mensal.'],
    [
      { feeType: 'FIXED', fixedFee: '100.00' },
      'percent',
      'Um contrato de valor fixo não tem percentual, base nem mínimo.',
    ],
    [{ feeType: 'FIXED', percent: null, base: null }, 'fixedFee', 'Informe o valor mensal do contrato de valor fixo.'],
    [{ dueDay: 29 }, 'dueDay', 'O dia de vencimento deve estar entre 1 e 28.'],
    [{ dueDay: 1.5 }, 'dueDay', 'O dia de vencimento deve estar entre 1 e 28.'],
    [{ minimumFee: '1e9' }, 'minimumFee', 'Valor inválido: use até 12 dígitos e 2 decimais'],
    [{ endsOn: addDays(startsOn, -1) }, 'endsOn', 'A data de início deve ser anterior à data de término.'],
    [{ providerName: '  ' }, 'providerName', 'Esse campo é requerido'],
    [{ startsOn: '2026-02-30' }, 'startsOn', 'Data inválida'],
  ])('refuses %j on %s, writing nothing', async (change, field, message) => {
    const res = await w.manager.post(URL, { ...percentBody, startsOn: '2090-01-01', ...change });
    expect(fieldErrors(res)[field]).toContain(message.slice(0, 20));
    expect((await w.manager.get(URL)).json().items).toHaveLength(1);
  });

  it('refuses a second contract sharing a month, naming the other', async () => {
    const res = await w.manager.post(URL, { ...percentBody, startsOn: '2090-01-01' });
    expect(fieldErrors(res).startsOn).toMatch(/Faturadora Alfa Ltda\. vigente em 01\/2090/);
    // Ending the first before 2090 frees it.
    const ended = await w.manager.put(`${URL}/${contractId}`, { ...percentBody, endsOn: '2089-12-15' });
    expect(ended.statusCode, ended.body).toBe(200);
    const second = await w.manager.post(URL, {
      ...percentBody,
      providerName: 'Beta',
      startsOn: '2090-01-01',
      feeType: 'FIXED',
      base: null,
      percent: null,
      fixedFee: '3000',
    });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json()).toMatchObject({ fixedFee: '3000.00', percent: null });
    expect((await w.manager.request('DELETE', `${URL}/${second.json().id}`)).statusCode).toBe(200);
    expect((await w.manager.put(`${URL}/${contractId}`, percentBody)).statusCode).toBe(200);
  });

  it('is closed to residents, doctors and billers, and to other companies', async () => {
    for (const client of [w.resident, w.anesthetist, w.biller]) {
      expect((await client.get(URL)).statusCode).toBe(403);
      expect((await client.post(URL, percentBody)).statusCode).toBe(403);
    }
    expect((await w.outsider.get(URL)).json().items).toEqual([]);
    expect((await w.outsider.put(`${URL}/${contractId}`, percentBody)).statusCode).toBe(404);
    expect((await w.outsider.request('DELETE', `${URL}/${contractId}`)).statusCode).toBe(404);
    expect((await w.manager.put(`${URL}/${UNKNOWN_ID}`, percentBody)).statusCode).toBe(404);
  });
});

describe('the month', () => {
  const base = async (b: string, extra: Record<string, unknown> = {}) => {
    expect((await w.manager.put(`${URL}/${contractId}`, { ...percentBody, base: b, ...extra })).statusCode).toBe(200);
    const res = await w.manager.get(`${STATEMENTS}/month?month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('INVOICED: the active invoices of the month by payer; 6,5 % half-up', async () => {
    const m = await base('INVOICED');
    expect(m.lines.map((l: { value: string; items: number }) => [l.value, l.items])).toEqual([
      ['1234.56', 2],
      ['500.00', 1],
    ]);
    // 1.734,56 × 6,5 % = 112,7464 → 112,75.
    expect(m).toMatchObject({
      ended: true,
      baseTotal: '1734.56',
      byPercent: '112.75',
      fee: '112.75',
      minimumApplied: false,
    });
    expect(m.dueOn).toBe(`${addDays(`${month}-28`, 10).slice(0, 7)}-10`);
  });

  it('RECEIVED: the active receipts of the month; the minimum applies', async () => {
    const m = await base('RECEIVED', { minimumFee: '1500' });
    expect(m.lines.map((l: { value: string }) => l.value)).toEqual(['1000.00', '100.00']);
    // 1.100,00 × 6,5 % = 71,50 < 1.500,00.
    expect(m).toMatchObject({ baseTotal: '1100.00', byPercent: '71.50', fee: '1500.00', minimumApplied: true });
  });

  it('PRODUCED: the active events by procedure date', async () => {
    const m = await base('PRODUCED', { percent: '7.25' });
    // 4.234,50 × 7,25 % = 307,00125 → 307,00.
    expect(m).toMatchObject({ baseTotal: '4234.50', byPercent: '307.00', fee: '307.00' });
  });

  it('a month before the contract has none; a bad month is a 400', async () => {
    const before = await w.manager.get(`${STATEMENTS}/month?month=${addDays(startsOn, -1).slice(0, 7)}`);
    expect(before.json()).toMatchObject({ contract: null, fee: '0.00', lines: [] });
    expect((await w.manager.get(`${STATEMENTS}/month?month=2026-13`)).statusCode).toBe(400);
    expect((await w.manager.get(`${STATEMENTS}/month?month=%00`)).statusCode).toBe(400);
  });
});

describe('the statement', () => {
  let statementId: string;

  it('is refused for a month that has not ended, or has no contract', async () => {
    const current = await w.manager.post(STATEMENTS, { month: thisMonth });
    expect(fieldErrors(current).month).toBe('A fatura de um mês só pode ser emitida depois que o mês termina.');
    const none = await w.manager.post(STATEMENTS, { month: addDays(startsOn, -1).slice(0, 7) });
    expect(fieldErrors(none).month).toMatch(/^Nenhum contrato de faturamento vigente em/);
    expect((await w.manager.get(STATEMENTS)).json().items).toEqual([]);
  });

  it('is issued as computed and stays so', async () => {
    await w.manager.put(`${URL}/${contractId}`, { ...percentBody, base: 'INVOICED' });
    const res = await w.manager.post(STATEMENTS, { month, notes: 'Primeira' });
    expect(res.statusCode, res.body).toBe(200);
    statementId = res.json().id;
    expect(res.json()).toMatchObject({
      number: 1,
      status: 'ISSUED',
      baseTotal: '1734.56',
      fee: '112.75',
      notes: 'Primeira',
    });
    // A later invoice of the month changes the preview, never the statement.
    await withActor(w.t.database.db, systemActor, (tx) =>
      tx.insert(invoices).values({
        companyId: w.matrizId,
        number: 'NF-7',
        healthInsuranceId: w.insurers.valued,
        date: `${month}-09`,
        value: '100.00',
      }),
    );
    const m = (await w.manager.get(`${STATEMENTS}/month?month=${month}`)).json();
    expect(m.baseTotal).toBe('1834.56');
    expect(m.statement).toMatchObject({ id: statementId, baseTotal: '1734.56', fee: '112.75' });
    const again = await w.manager.post(STATEMENTS, { month });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/já foi emitida \(nº 1\)/);
  });

  it('keeps the contract covering its month and from being removed', async () => {
    const res = await w.manager.put(`${URL}/${contractId}`, { ...percentBody, startsOn: `${lastMonth}-01` });
    expect(fieldErrors(res).startsOn).toMatch(/tem fatura emitida ou paga de/);
    expect((await w.manager.request('DELETE', `${URL}/${contractId}`)).statusCode).toBe(409);
  });

  it('is paid, unpaid and cancelled by the rules', async () => {
    const pay = (paidOn: string) => w.manager.post(`${STATEMENTS}/${statementId}/pay`, { paidOn });
    expect(fieldErrors(await pay(addDays(today, 1))).paidOn).toBe('A data do pagamento não pode estar no futuro.');
    expect(fieldErrors(await pay(addDays(`${month}-01`, -1))).paidOn).toBe(
      'A data do pagamento não pode ser anterior ao mês da fatura.',
    );
    expect((await pay(today)).json()).toMatchObject({ status: 'PAID', paidOn: today });
    expect((await pay(today)).statusCode).toBe(409);
    const cancelPaid = await w.manager.post(`${STATEMENTS}/${statementId}/cancel`, { reason: 'Erro' });
    expect(cancelPaid.statusCode).toBe(409);
    expect((await w.manager.post(`${STATEMENTS}/${statementId}/unpay`)).json()).toMatchObject({
      status: 'ISSUED',
      paidOn: null,
    });
    expect((await w.manager.post(`${STATEMENTS}/${statementId}/unpay`)).statusCode).toBe(409);
    expect(
      fieldErrors(await w.manager.post(`${STATEMENTS}/${statementId}/cancel`, { reason: ' ' })).reason,
    ).toBeTruthy();
    const cancelled = await w.manager.post(`${STATEMENTS}/${statementId}/cancel`, { reason: 'Base errada' });
    expect(cancelled.json()).toMatchObject({ status: 'CANCELLED', cancelReason: 'Base errada' });
    // The month is free again: the new statement takes the next number and today's base.
    const reissued = await w.manager.post(STATEMENTS, { month });
    expect(reissued.json()).toMatchObject({ number: 2, baseTotal: '1834.56', fee: '119.25' });
    statementId = reissued.json().id;
    const list = (await w.manager.get(STATEMENTS)).json().items;
    expect(list.map((s: { number: number; status: string }) => [s.number, s.status])).toEqual([
      [2, 'ISSUED'],
      [1, 'CANCELLED'],
    ]);
  });

  it('is closed to other companies and other profiles', async () => {
    expect((await w.outsider.post(`${STATEMENTS}/${statementId}/pay`, { paidOn: today })).statusCode).toBe(404);
    expect((await w.outsider.get(`${STATEMENTS}/${statementId}/pdf`)).statusCode).toBe(404);
    expect((await w.outsider.get(STATEMENTS)).json().items).toEqual([]);
    expect((await w.resident.get(`${STATEMENTS}/${statementId}/xlsx`)).statusCode).toBe(403);
    expect((await w.biller.post(STATEMENTS, { month })).statusCode).toBe(403);
    expect((await w.manager.post(`${STATEMENTS}/${UNKNOWN_ID}/unpay`)).statusCode).toBe(404);
  });

  it('downloads as a PDF and as an Excel whose fee row is never summed with the base', async () => {
    const pdf = await w.manager.get(`${STATEMENTS}/${statementId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const xlsx = await w.manager.get(`${STATEMENTS}/${statementId}/xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual([
      'Linha',
      'Nº',
      'Mês de referência',
      'Empresa de faturamento',
      'Situação',
      'Convênio',
      'Lançamentos',
      'Valor',
      'Vencimento',
    ]);
    const kinds = rows.slice(1).map((r) => [r[0], r[7]]);
    expect(kinds).toEqual([
      ['Base (faturamento do grupo)', 1334.56],
      ['Base (faturamento do grupo)', 500],
      ['Fatura', 119.25],
      ['Total da base', 1834.56],
    ]);
  });
});
