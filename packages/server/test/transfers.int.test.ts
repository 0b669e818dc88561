import { fmt, messages } from '@honora/contract';
import { transactions, transfers, userTransfers } from '@honora/db';
import { formatCents, monthAfter, toCents } from '@honora/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMoneyWorld, expectRefused, moneyEvent, TODAY, type MoneyWorld } from './money-world';
import type { TestClient } from './helpers';

const e = messages.screens.transfers.errors;
const MONTH = TODAY.slice(0, 7);

let w: MoneyWorld;

interface Transfer {
  id: string;
  code: number;
  status: string;
  computedAt: string;
  entryCount: number;
  receiverCount: number;
  paidCount: number;
  fullValue: string;
  companyShare: string;
  liquid: string;
  totalTaxes: string;
  totalFees: string;
}
interface UserTransfer {
  id: string;
  receiverId: string;
  receiverName: string;
  fullValue: string;
  discount: string;
  liquid: string;
  totalTaxes: string;
  totalFees: string;
  isPaid: boolean;
  paidDate: string | null;
  status: string;
  lines: { identifier: string; value: string; detail: Record<string, string> | null }[];
  steps: { key: string }[];
  payments: { value: string; paidDate: string }[];
}

async function addTax(body: Record<string, unknown>) {
  const res = await w.manager.post('/api/taxes', { kind: 'TAX', order: 0, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; versions: { id: string }[] };
}

/** An event of the world's anesthetist, checked and received in full today. */
async function receivedEvent(value: string, overrides: Record<string, unknown> = {}) {
  const view = await moneyEvent(w, w.biller, {
    values: [value],
    overrides: { anesthetistId: w.anesthetistId, ...overrides },
  });
  const res = await w.biller.post(`/api/events/${view.id}/money-actions`, {
    version: view.version,
    date: TODAY,
    action: 'receiveAll',
  });
  expect(res.statusCode, res.body).toBe(200);
  return view.id;
}

async function compute(mode = 'ALL', client: TestClient = w.manager) {
  const res = await client.post('/api/transfers/compute', { month: MONTH, mode });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Transfer;
}

async function receiverOf(transferId: string, client: TestClient = w.manager) {
  const list = await client.get(`/api/user-transfers?transferId=${transferId}`);
  expect(list.statusCode, list.body).toBe(200);
  const item = (list.json().items as UserTransfer[]).find((u) => u.receiverId === w.anesthetistId)!;
  const detail = await client.get(`/api/user-transfers/${item.id}`);
  expect(detail.statusCode, detail.body).toBe(200);
  return detail.json() as UserTransfer;
}

const stamped = async (transferId: string) =>
  (await w.t.database.db.select({ n: count() }).from(transactions).where(eq(transactions.transferId, transferId)))[0]!
    .n;

async function discardAll() {
  const list = await w.manager.get(`/api/transfers?from=${MONTH}&to=${MONTH}`);
  for (const t of list.json().items as Transfer[]) {
    if (t.status === 'LOCKED') {
      const paid = await w.manager.get(`/api/user-transfers?transferId=${t.id}`);
      for (const u of paid.json().items as UserTransfer[]) {
        if (u.isPaid) await w.manager.request('DELETE', `/api/user-transfers/${u.id}/payments`);
      }
      await w.manager.post(`/api/transfers/${t.id}/unlock`);
    }
    await w.manager.request('DELETE', `/api/transfers/${t.id}`);
  }
}

beforeAll(async () => {
  w = await createMoneyWorld();
  await addTax({
    name: 'Taxa de administração',
    kind: 'FEE',
    identifier: 'TAX',
    version: { validFrom: '2024-01', base: 'Received', calculation: 'RATE', ratePercent: '10' },
  });
  await addTax({
    name: 'INSS',
    identifier: 'INSS',
    version: { validFrom: '2024-01', base: 'Repasse', calculation: 'RATE', ratePercent: '20', personType: 'PF' },
  });
  await addTax({
    name: 'IRRF',
    identifier: 'IR',
    version: { validFrom: '2024-02', base: 'BaseIRRF', calculation: 'TABLE', personType: 'PF' },
  });
});
afterAll(() => w.t.close());

describe('computing a month', () => {
  it("passes the anesthetist's receipts on with the month's taxes, each line explained", async () => {
    await discardAll();
    await receivedEvent('10000.00');
    const transfer = await compute();
    expect(transfer).toMatchObject({ status: 'OPEN', receiverCount: 1 });
    const mine = await receiverOf(transfer.id);
    expect(mine.fullValue).toBe('10000.00');
    // Decision 028 "A transfer, worked" (2026): fee 1.000,00; INSS at the ceiling 1.695,11; IRRF 1.100,11.
    expect(mine.lines.map((l) => [l.identifier, l.value])).toEqual([
      ['TAX', '1000.00'],
      ['INSS', '1695.11'],
      ['IR', '1100.11'],
    ]);
    expect(mine).toMatchObject({ totalFees: '1000.00', totalTaxes: '2795.22', liquid: '6204.78', isPaid: false });
    expect(mine.lines[1]!.detail).toMatchObject({ ceiling: '8475.55', capped: 'true' });
    expect(mine.steps.map((s) => s.key)).toEqual(
      expect.arrayContaining(['receivedValue', 'valueBaseTransfer', 'inssLine', 'valueBaseIR', 'irrfLine', 'liquid']),
    );
    const entries = await w.manager.get(`/api/user-transfers/${mine.id}/entries`);
    expect(entries.statusCode, entries.body).toBe(200);
    const items = entries.json().items as { value: string }[];
    expect(items.reduce((s, i) => s + Math.round(Number(i.value) * 100), 0)).toBe(1_000_000);
    // Nothing is stamped while the transfer is open.
    expect(await stamped(transfer.id)).toBe(0);
  });

  it('recomputes the same open transfer (one per month and mode), also when two managers compute at once', async () => {
    await discardAll();
    await receivedEvent('500.00');
    const [a, b] = await Promise.all([compute(), compute()]);
    expect(a.id).toBe(b.id);
    const live = await w.t.database.db
      .select({ n: count() })
      .from(transfers)
      .where(and(eq(transfers.companyId, w.matrizId), eq(transfers.active, true), eq(transfers.mode, 'ALL')));
    expect(live[0]!.n).toBe(1);
  });

  it('refuses bad input, a future month and users who may not manage billing, writing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ month: '2026-13', mode: 'ALL' }, messages.screens.taxes.errors.month],
      [{ month: MONTH, mode: 'SOME' }, messages.validation.required],
      [{ month: monthAfter(MONTH), mode: 'ALL' }, e.futureMonth],
    ];
    for (const [body, message] of cases)
      expectRefused(await w.manager.post('/api/transfers/compute', body), 400, message);
    const nul = await w.manager.post('/api/transfers/compute', { month: `${MONTH}\u0000`, mode: 'ALL' });
    expect(nul.statusCode, nul.body).toBe(400);
    expectRefused(await w.manager.get('/api/transfers?from=2026-1'), 400, messages.screens.taxes.errors.month);
    expectRefused(await w.manager.get('/api/user-transfers?year=20x6'), 400, e.yearInvalid);
    expectRefused(await w.manager.get('/api/user-transfers/income-report.pdf?year=99999'), 400, e.yearInvalid);
    expect((await w.manager.get('/api/user-transfers/not-a-uuid')).statusCode).toBe(400);
    expect((await w.biller.post('/api/transfers/compute', { month: MONTH, mode: 'ALL' })).statusCode).toBe(403);
    expect((await w.anesthetist.post('/api/transfers/compute', { month: MONTH, mode: 'ALL' })).statusCode).toBe(403);
  });
});

describe('locking and paying', () => {
  it('locks only the computation the manager saw, stamps its entries, and then refuses changes', async () => {
    await discardAll();
    const eventId = await receivedEvent('2000.00');
    const transfer = await compute();
    expectRefused(
      await w.manager.post(`/api/transfers/${transfer.id}/lock`, { computedAt: '2001-01-01T00:00:00.000Z' }),
      409,
      e.transferStale,
    );
    await receivedEvent('300.00');
    expectRefused(
      await w.manager.post(`/api/transfers/${transfer.id}/lock`, { computedAt: transfer.computedAt }),
      409,
      e.transferStale,
    );
    expect(await stamped(transfer.id)).toBe(0);
    const fresh = await compute();
    const locked = await w.manager.post(`/api/transfers/${fresh.id}/lock`, { computedAt: fresh.computedAt });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json()).toMatchObject({ status: 'LOCKED', entryCount: fresh.entryCount });
    expect(await stamped(fresh.id)).toBe(fresh.entryCount);
    // The entries cannot be cancelled; the month cannot be recomputed, nor discounts changed.
    const [entry] = await w.t.database.db.select().from(transactions).where(eq(transactions.eventId, eventId));
    const cancel = await w.biller.post(`/api/events/${eventId}/transactions/cancel`, {
      transactionIds: [entry!.id],
    });
    expect(cancel.statusCode).toBeGreaterThanOrEqual(400);
    expectRefused(await w.manager.post('/api/transfers/compute', { month: MONTH, mode: 'ALL' }), 409, e.transferLocked);
    const mine = await receiverOf(fresh.id);
    expectRefused(
      await w.manager.put(`/api/user-transfers/${mine.id}/discount`, { discount: '1.00', reason: 'x' }),
      409,
      e.transferLocked,
    );
    expectRefused(await w.manager.request('DELETE', `/api/transfers/${fresh.id}`), 409, e.transferLocked);
  });

  it('pays a locked receiver in parts that sum to the liquid, and refuses every other split', async () => {
    await discardAll();
    await receivedEvent('1000.00');
    const open = await compute();
    const mine = await receiverOf(open.id);
    const pay = (parts: unknown) => w.manager.post(`/api/user-transfers/${mine.id}/payments`, { parts });
    expectRefused(await pay([{ value: mine.liquid, paidDate: TODAY }]), 409, e.transferMustBeLocked);
    await w.manager.post(`/api/transfers/${open.id}/lock`, { computedAt: open.computedAt });
    const liquid = Math.round(Number(mine.liquid) * 100);
    const half = (liquid / 2 / 100).toFixed(2);
    const rest = ((liquid - Math.round(liquid / 2)) / 100).toFixed(2);
    expectRefused(await pay([]), 400, e.splitEmpty);
    expectRefused(await pay([{ value: '-1.00', paidDate: TODAY }]), 400, e.valueNegative);
    expectRefused(await pay([{ value: '1e9', paidDate: TODAY }]), 400, e.valueInvalid);
    expectRefused(
      await pay([
        { value: '0.00', paidDate: TODAY },
        { value: mine.liquid, paidDate: TODAY },
      ]),
      400,
      fmt(e.splitNotPositive, { n: 1 }),
    );
    const short = await pay([{ value: half, paidDate: TODAY }]);
    expect(short.statusCode).toBe(400);
    expect(short.json().fields[0].message).toMatch(/^As parcelas somam R\$/);
    const paid = await pay([
      { value: half, paidDate: TODAY, invoice: 'NF 1' },
      { value: rest, paidDate: TODAY, invoice: 'NF 2' },
    ]);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ isPaid: true, paidDate: TODAY, invoice: 'NF 1, NF 2' });
    expect((paid.json() as UserTransfer).payments).toHaveLength(2);
    expectRefused(await pay([{ value: mine.liquid, paidDate: TODAY }]), 409, e.transferPaid);
    expectRefused(await w.manager.post(`/api/transfers/${open.id}/unlock`), 409, e.transferHasPayments);
    const canceled = await w.manager.request('DELETE', `/api/user-transfers/${mine.id}/payments`);
    expect(canceled.json()).toMatchObject({ isPaid: false, payments: [] });
    const unlocked = await w.manager.post(`/api/transfers/${open.id}/unlock`);
    expect(unlocked.json()).toMatchObject({ status: 'OPEN' });
    expect(await stamped(open.id)).toBe(0);
  });

  it('lets exactly one of two managers lock the same transfer, and one of two modes take an entry', async () => {
    await discardAll();
    await receivedEvent('700.00');
    const all = await compute('ALL');
    const received = await compute('RECEIVED');
    expect(received.entryCount).toBe(all.entryCount);
    const results = await Promise.all([
      w.manager.post(`/api/transfers/${all.id}/lock`, { computedAt: all.computedAt }),
      w.manager.post(`/api/transfers/${all.id}/lock`, { computedAt: all.computedAt }),
      w.manager.post(`/api/transfers/${received.id}/lock`, { computedAt: received.computedAt }),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const twice = await w.t.database.db
      .select({ n: count() })
      .from(transactions)
      .where(and(eq(transactions.companyId, w.matrizId), isNotNull(transactions.transferId)));
    const locked = await w.t.database.db
      .select({ n: transfers.entryCount })
      .from(transfers)
      .where(and(eq(transfers.companyId, w.matrizId), eq(transfers.status, 'LOCKED'), eq(transfers.active, true)));
    expect(twice[0]!.n).toBe(locked.reduce((s, r) => s + r.n, 0));
  });
});

describe('discounts, profiles and the tax registry', () => {
  it('recomputes a receiver with a discount and with a PJ profile; refuses bad values', async () => {
    await discardAll();
    await receivedEvent('3000.00');
    const open = await compute();
    const mine = await receiverOf(open.id);
    const url = `/api/user-transfers/${mine.id}/discount`;
    expectRefused(await w.manager.put(url, { discount: '100.00' }), 400, e.discountReasonRequired);
    expectRefused(
      await w.manager.put(url, { discount: '999999.00', reason: 'x' }),
      400,
      fmt(e.discountAboveFull, { value: formatCents(toCents(mine.fullValue)) }),
    );
    const discounted = await w.manager.put(url, { discount: '100.00', reason: 'Adiantamento' });
    expect(discounted.statusCode, discounted.body).toBe(200);
    expect(discounted.json()).toMatchObject({ discount: '100.00', discountReason: 'Adiantamento' });
    const profileUrl = `/api/receiver-tax-profiles/${w.anesthetistId}`;
    expectRefused(await w.manager.put(profileUrl, { personType: 'PJ', dependants: 0 }), 400, e.cnpjRequired);
    expectRefused(
      await w.manager.put(profileUrl, { personType: 'PJ', cnpj: '11.111.111/1111-11', dependants: 0 }),
      400,
      e.cnpjInvalid,
    );
    expectRefused(await w.manager.put(profileUrl, { personType: 'PF', dependants: 100 }), 400, e.dependantsRange);
    const pj = await w.manager.put(profileUrl, { personType: 'PJ', cnpj: '11.222.333/0001-81', dependants: 0 });
    expect(pj.statusCode, pj.body).toBe(200);
    const again = await receiverOf((await compute()).id);
    expect(again.discount).toBe('100.00');
    expect(again.lines.map((l) => l.identifier)).toEqual(['TAX']);
    await w.manager.put(profileUrl, { personType: 'PF', dependants: 0 });
    expect((await w.manager.get('/api/receiver-tax-profiles/not-a-receiver')).statusCode).toBe(404);
    const profile = await w.manager.get(profileUrl);
    expect(profile.json()).toMatchObject({ personType: 'PF', cnpj: null, dependants: 0 });
    const listed = await w.manager.get(`/api/transfers?from=${MONTH}&to=${MONTH}&mode=ALL`);
    expect(listed.json()).toMatchObject({ total: 1, items: [{ month: MONTH, mode: 'ALL', status: 'OPEN' }] });
    const found = await w.manager.get(`/api/user-transfers?transferId=${open.id}&search=${encodeURIComponent('%')}`);
    expect(found.json().total).toBe(0);
  });

  it('refuses changing a tax version a locked transfer used', async () => {
    await discardAll();
    await receivedEvent('800.00');
    const fee = await addTax({
      name: 'Taxa extra',
      kind: 'FEE',
      identifier: 'OTHER',
      version: { validFrom: '2024-01', base: 'Received', calculation: 'RATE', ratePercent: '1' },
    });
    const open = await compute();
    await w.manager.post(`/api/transfers/${open.id}/lock`, { computedAt: open.computedAt });
    const version = { validFrom: '2024-01', base: 'Received', calculation: 'RATE', ratePercent: '2' };
    expectRefused(
      await w.manager.put(`/api/taxes/${fee.id}/versions/${fee.versions[0]!.id}`, version),
      409,
      fmt(e.taxUsedByLockedTransfer, { month: MONTH }),
    );
    await discardAll();
    const changed = await w.manager.put(`/api/taxes/${fee.id}/versions/${fee.versions[0]!.id}`, version);
    expect(changed.statusCode, changed.body).toBe(200);
    await w.manager.request('DELETE', `/api/taxes/${fee.id}`);
  });
});

describe('what a doctor sees', () => {
  it('sees their own locked transfers and downloads the statement and the income report', async () => {
    await discardAll();
    await receivedEvent('1500.00');
    const open = await compute();
    const mine = await receiverOf(open.id);
    expect((await w.anesthetist.get(`/api/user-transfers/${mine.id}`)).statusCode).toBe(404);
    await w.manager.post(`/api/transfers/${open.id}/lock`, { computedAt: open.computedAt });
    const own = await w.anesthetist.get(`/api/user-transfers?year=${TODAY.slice(0, 4)}`);
    expect(own.statusCode, own.body).toBe(200);
    expect((own.json().items as UserTransfer[]).every((u) => u.receiverId === w.anesthetistId)).toBe(true);
    const pdf = await w.anesthetist.get(`/api/user-transfers/${mine.id}/statement.pdf`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const report = await w.anesthetist.get(`/api/user-transfers/income-report.pdf?year=${TODAY.slice(0, 4)}`);
    expect(report.statusCode, report.body).toBe(200);
    expect((await w.anesthetist.get(`/api/transfers/${open.id}/statements.pdf`)).statusCode).toBe(403);
    const bulk = await w.manager.get(`/api/transfers/${open.id}/statements.pdf`);
    expect(bulk.statusCode, bulk.body).toBe(200);
    expectRefused(await w.anesthetist.get('/api/user-transfers/income-report.pdf?year=1999'), 409, e.noStatements);
  });

  it('keeps another company out', async () => {
    await discardAll();
    const open = await compute();
    expect((await w.outsider.get(`/api/transfers/${open.id}`)).statusCode).toBe(404);
    const list = await w.outsider.get('/api/user-transfers');
    expect(list.json().total).toBe(0);
    const rows = await w.t.database.db.select({ id: userTransfers.id }).from(userTransfers).limit(1);
    expect((await w.outsider.get(`/api/user-transfers/${rows[0]!.id}`)).statusCode).toBe(404);
  });
});
