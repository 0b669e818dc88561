import { fmt, messages } from '@honora/contract';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectAccessible } from './axe-support';
import { centsOf, typed } from './money-support';
import { demoMandatoryFields, screens, signIn } from './support';

const t = screens.transfers;
const c = t.computation;
const p = t.payment;
const u = t.user;
const f = t.profile;
/** CBHPM demo code with an anesthetic porte, priced by the demo edition (as the collections spec uses). */
const CODE = '30602246';
/** The demo anesthetist, receiver of the events' anesthesia fee (support.ts DEMO_USERS.anesthetist). */
const DOCTOR = 'Bruno Anestesista';

async function json<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/**
 * A month of 2025 no other spec pays in (they pay today, the demo's receipts are of the last
 * months): a transfer takes every receipt not yet passed on up to the end of its month, so this
 * one holds only this spec's receipts. Derived from the stamp, so a retry takes another month.
 */
const monthOf = (stamp: string) => `2025-${String(2 + (Number(stamp) % 10)).padStart(2, '0')}`;
const shownMonth = (month: string) => month.split('-').reverse().join('/');

/**
 * The spec's own month of receipts, through the API: an insurer of its own pricing by the demo
 * CBHPM edition, two events of the month brought to waiting for payment, a batch with them, a
 * collection of the batch released for transfer, and the insurer's payment of both in that month.
 */
async function paidMonth(page: Page, stamp: string, month: string): Promise<string[]> {
  const session = (
    await json<{ session: { csrfToken: string; company: { id: string } } }>(await page.request.get('/api/auth/session'))
  ).session;
  const headers = { 'x-csrf-token': session.csrfToken };
  const post = <T>(url: string, data: unknown) => page.request.post(url, { headers, data }).then((r) => json<T>(r));
  const demo = (
    await json<{ items: { id: string; name: string }[] }>(
      await page.request.get('/api/health-insurers', { params: { search: 'Bradesco Saúde Demo' } }),
    )
  ).items.find((i) => i.name === 'Bradesco Saúde Demo')!;
  const negotiation = (
    await json<{ items: { cbhpmId: string | null; valuationId: string | null }[] }>(
      await page.request.get(`/api/health-insurers/${demo.id}/negotiations`),
    )
  ).items[0]!;
  const insurer = await post<{ id: string }>('/api/health-insurers', {
    name: `Operadora Repasses ${stamp}`,
    code: `RP${stamp}`,
    registerANS: '345678',
    cnpj: null,
    hasSendGuia: true,
  });
  await post(`/api/health-insurers/${insurer.id}/negotiations`, {
    name: 'Tabela do teste',
    cbhpmId: negotiation.cbhpmId,
    valuationId: negotiation.valuationId,
  });
  const mandatory = await demoMandatoryFields(page);
  const guides = [1, 2].map((n) => `6${stamp}${n}`);
  const ids: string[] = [];
  for (const numGuide of guides) {
    let event = await post<{ id: string; version: number; status: { status: string } }>('/api/events', {
      companyId: session.company.id,
      healthInsuranceId: insurer.id,
      numGuide,
      dtProcedure: `${month}-05`,
      procedures: [{ idProc: CODE, order: 1 }],
      ...mandatory,
    });
    for (const action of ['check', 'sendGuia'] as const) {
      event = await post(`/api/events/${event.id}/actions`, { version: event.version, action });
    }
    expect(event.status.status).toBe('WaitPayment');
    ids.push(event.id);
  }
  const batch = await post<{ id: string }>('/api/batches', {
    companyId: session.company.id,
    healthInsuranceId: insurer.id,
    name: `Lote dos repasses ${stamp}`,
  });
  await post(`/api/batches/${batch.id}/events`, { eventIds: ids });
  const { collection } = await post<{ collection: { id: string } }>('/api/collections', {
    healthInsuranceId: insurer.id,
    date: `${month}-01`,
    isAllowTransfer: true,
    batchIds: [batch.id],
  });
  const events = await json<{ items: { eventId: string; valueOpen: string }[] }>(
    await page.request.get(`/api/collections/${collection.id}/events`),
  );
  expect(events.items).toHaveLength(2);
  await post(`/api/collections/${collection.id}/receipts`, {
    date: `${month}-20`,
    items: events.items.map((e) => ({ eventId: e.eventId, value: e.valueOpen })),
    idempotencyKey: `transfers-${stamp}`,
  });
  return guides;
}

/** A money figure of the page, as cents ("R$ 1.234,56" → 123456n). */
async function figure(page: Page, name: string): Promise<bigint> {
  const text = await page.locator(`[data-figure="${name}"] dd`).first().innerText();
  return centsOf(text.replace(/[R$\s.]/g, '').replace(',', '.'));
}

test("the billing manager computes a month's transfer, locks it and pays a doctor in two parts; the doctor downloads the statement", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000); // two sign-ins, the set-up through the API, compute, lock, pay
  const stamp = String(Date.now()).slice(-7);
  const month = monthOf(stamp);
  const shown = shownMonth(month);
  await signIn(page, `/client/Transfers?month=${month}`, { as: 'billingManager' });
  const guides = await paidMonth(page, stamp, month);

  // The month has no transfer yet: compute it in mode ALL (the default).
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: fmt(t.current.title, { month: shown }) })).toBeVisible();
  await expect(page.getByText(fmt(t.current.none, { month: shown }))).toBeVisible();
  await page.getByRole('button', { name: t.actions.compute, exact: true }).click();
  await expect(page.getByText(fmt(t.actions.computed, { month: shown }))).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-status="OPEN"]')).toHaveText(t.statuses.OPEN);
  const receivers = page.getByRole('table', { name: t.receivers.title });
  await expect(receivers.getByRole('row').filter({ hasText: DOCTOR })).toHaveCount(1);
  await expectAccessible(page, 'repasse do mês calculado');

  // The doctor's computation: every step explained, in order, and the receipts it came from.
  await receivers.getByRole('button', { name: fmt(t.receivers.open, { name: DOCTOR }) }).click();
  await expect(page).toHaveURL(new RegExp(`/client/Transfers/[0-9a-f-]{36}\\?month=${month}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: fmt(t.detail.title, { name: DOCTOR, month: shown }) }),
  ).toBeVisible();
  const steps = page.getByRole('list', { name: fmt(c.label, { name: DOCTOR }) });
  const keys = await steps.locator('[data-step]').evaluateAll((items) => items.map((i) => i.getAttribute('data-step')));
  expect(keys).toEqual([
    'receivedValue',
    'rateLine',
    'valueBaseTransfer',
    'inssLine',
    'valueBaseIR',
    'irrfLine',
    'liquid',
  ]);
  await expect(steps.locator('[data-step="rateLine"]')).toContainText(
    'Taxa administrativa da cooperativa (taxa): 8% sobre o valor bruto',
  );
  await expect(steps.locator('[data-step="inssLine"]')).toContainText('INSS contribuinte individual: 20%');
  await expect(steps.locator('[data-step="inssLine"]')).toContainText('teto do INSS R$ 8.157,41');
  await expect(steps.locator('[data-step="irrfLine"]')).toContainText('IRRF pessoa física');
  const entries = page.getByRole('table', { name: t.entries.title });
  for (const guide of guides) await expect(entries.getByRole('row').filter({ hasText: guide })).toHaveCount(1);
  await expect(page.getByRole('button', { name: p.action, exact: true })).toHaveCount(0); // open: not yet
  await expectAccessible(page, 'cálculo do médico');

  // The doctor was already contributed on elsewhere this month: once recomputed, the INSS
  // ceiling (R$ 8.157,41 in 2025) leaves room for R$ 157,41 only.
  await page.getByRole('button', { name: f.action, exact: true }).click();
  const profile = page.getByRole('dialog', { name: fmt(f.title, { name: DOCTOR }) });
  await profile.getByRole('textbox', { name: fmt(f.inssOtherSources, { month: shown }) }).fill('8.000,00');
  await expectAccessible(page, 'dados fiscais');
  await profile.getByRole('button', { name: messages.ui.save }).click();
  await expect(page.getByText(fmt(f.recompute, { month: shown }))).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: t.back }).click();
  await page.getByRole('button', { name: t.actions.recompute, exact: true }).click();
  await expect(page.getByText(fmt(t.actions.computed, { month: shown }))).toBeVisible({ timeout: 20_000 });
  await receivers.getByRole('button', { name: fmt(t.receivers.open, { name: DOCTOR }) }).click();
  const inss = steps.locator('[data-step="inssLine"]');
  await expect(inss).toContainText('remuneração em outras fontes R$ 8.000,00; base limitada R$ 157,41');
  await expect(inss).toContainText('INSS contribuinte individual: 20% sobre a base limitada de R$ 157,41 = R$ 31,48');
  await expect(inss).toContainText(c.marks.ceilingApplied);
  const liquid = await figure(page, 'liquid');
  expect(liquid).toBeGreaterThan(0n);

  // Locked: the receipts belong to the transfer.
  await page.getByRole('button', { name: t.back }).click();
  await page.getByRole('button', { name: t.actions.lock, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: t.actions.lock });
  await confirm.getByRole('button', { name: t.actions.lock, exact: true }).click();
  await expect(page.getByText(fmt(t.actions.locked, { month: shown }))).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-status="LOCKED"]')).toHaveText(t.statuses.LOCKED);

  // Paid in two parts: the dialog opens with the whole liquid; the second part takes what is left.
  await receivers.getByRole('button', { name: fmt(t.receivers.open, { name: DOCTOR }) }).click();
  await page.getByRole('button', { name: p.action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fmt(p.title, { name: DOCTOR }) });
  const first = dialog.getByRole('textbox', { name: fmt(p.value, { n: 1 }) });
  await expect(first).toHaveValue(typed(liquid));
  const half = liquid / 2n;
  await first.fill(typed(half));
  await expect(dialog.locator('[data-figure="remaining"] dd')).toHaveText(`R$ ${typed(liquid - half)}`);
  await dialog.getByRole('button', { name: p.add }).click();
  await expect(dialog.getByRole('textbox', { name: fmt(p.value, { n: 2 }) })).toHaveValue(typed(liquid - half));
  await dialog.getByRole('textbox', { name: fmt(p.invoice, { n: 2 }) }).fill(`NF ${stamp}`);
  await expect(dialog.locator('[data-figure="remaining"] dd')).toHaveText(p.balanced);
  await expectAccessible(page, 'pagamento em parcelas');
  await dialog.getByRole('button', { name: p.submit }).click();
  await expect(page.getByText(fmt(p.saved, { name: DOCTOR }))).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  const parts = page.getByRole('table', { name: t.detail.payments });
  await expect(parts.getByRole('row')).toHaveCount(3);
  await expect(parts.getByRole('row').nth(2)).toContainText(`NF ${stamp}`);
  await expect(page.locator('[data-paid="true"]')).toHaveText(t.detail.paid);

  // The doctor signs in and downloads the month's statement from his own list.
  const doctorContext = await browser.newContext();
  const doctor = await doctorContext.newPage();
  await signIn(doctor, `/client/UserTransfer?year=2025`, { as: 'anesthetist' });
  const list = doctor.getByRole('table', { name: u.title });
  const label = fmt(u.statementOf, { month: shown, mode: t.modes.ALL });
  await expect(list.getByRole('button', { name: label })).toBeVisible();
  await expectAccessible(doctor, 'demonstrativos do médico');
  const [download, answer] = await Promise.all([
    doctor.waitForEvent('download'),
    doctor.waitForResponse((r) => r.url().includes('/statement.pdf')),
    list.getByRole('button', { name: label }).click(),
  ]);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain('application/pdf');
  expect(download.suggestedFilename()).toMatch(new RegExp(`^demonstrativo-repasse-${month}-.+\\.pdf$`));
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  // And his income report of the year.
  const [report] = await Promise.all([
    doctor.waitForEvent('download'),
    doctor.getByRole('button', { name: u.incomeReport }).click(),
  ]);
  expect(report.suggestedFilename()).toMatch(/^informe-rendimentos-2025.*\.pdf$/);
  expect(
    readFileSync(await report.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  // The same computation opens from his list.
  await list.getByRole('button', { name: fmt(u.open, { month: shown, mode: t.modes.ALL }) }).click();
  await expect(doctor.getByRole('list', { name: fmt(c.label, { name: DOCTOR }) }).locator('[data-step]')).toHaveCount(
    7,
  );
  expect(await figure(doctor, 'liquid')).toBe(liquid);
  await doctorContext.close();
});
