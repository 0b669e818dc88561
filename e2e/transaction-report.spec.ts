import { fmt } from '@honora/contract';
import type { EventListResponse, EventMoney, TransactionReportResponse } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { screens, signIn } from './support';

const t = screens.money.report;
const x = screens.money.external;
const money = screens.money;
/** The demo insurer whose events wait for payment (packages/db/src/seed/registries/events.ts). */
const INSURER = 'Bradesco Saúde Demo';

// Both tests post money on demo events waiting for payment: one after the other.
test.describe.configure({ mode: 'serial' });

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const firstOfMonth = (date: string) => `${date.slice(0, 7)}-01`;
/** "2026-11-25" → "25/11/2026": dates are typed and shown DD/MM/AAAA (platform.md §9). */
const shown = (date: string) => date.split('-').reverse().join('/');
const lastOfMonth = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
const nextMonth = (date: string) => {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
};
/** "1234.5" → "R$ 1.234,50". */
const brl = (text: string) => {
  const negative = text.startsWith('-');
  const [whole, cents = ''] = text.replace('-', '').split('.');
  const shown = `R$ ${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents.padEnd(2, '0')}`;
  return negative ? `-${shown}` : shown;
};

async function csrf(page: Page): Promise<string> {
  return (await (await page.request.get('/api/auth/session')).json()).session.csrfToken as string;
}

async function getJson<T>(page: Page, url: string, params?: Record<string, string>): Promise<T> {
  const answer = await page.request.get(url, params ? { params } : undefined);
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** A demo event of the insurer waiting for payment: the oldest (`asc`) or the newest (`desc`). */
async function waitingEvent(page: Page, insurerId: string, dir: 'asc' | 'desc') {
  const list = await getJson<EventListResponse>(page, '/api/events', {
    statuses: 'WaitPayment',
    insurerIds: insurerId,
    sort: 'dtProcedure',
    dir,
  });
  const event = list.items[0];
  expect(event, 'the demo seed has events of the insurer waiting for payment').toBeDefined();
  return event!;
}

async function insurerId(page: Page, name: string): Promise<string> {
  const list = await getJson<{ items: { id: string; name: string }[] }>(page, '/api/health-insurers', {
    search: name,
  });
  const found = list.items.find((i) => i.name === name);
  if (!found) throw new Error(`demo insurer ${name} not found`);
  return found.id;
}

interface Entry {
  type: 'PROCEDURE' | 'COMPLEMENTATION' | 'ATTENDANCEFEE' | 'EXPENSE';
  rowId?: string | null;
  action: 'Received' | 'Losed' | 'Glosado' | 'Discounted';
  value: string;
  /** A glosa's table-38 codes (required for a glosa). */
  glosaCodes?: string[];
}

/** Posts entries on an event as the receive dialog does (POST /api/events/:id/transactions). */
async function postEntries(page: Page, eventId: string, entries: Entry[]): Promise<EventMoney> {
  const before = await getJson<EventMoney>(page, `/api/events/${eventId}/money`);
  const answer = await page.request.post(`/api/events/${eventId}/transactions`, {
    headers: { 'x-csrf-token': await csrf(page) },
    data: { version: before.version, date: today(), idempotencyKey: crypto.randomUUID(), entries },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return getJson<EventMoney>(page, `/api/events/${eventId}/money`);
}

const tableRows = (page: Page, label: string) =>
  page.getByRole('table', { name: label }).locator('tbody tr[data-transaction-id]');

test('the biller finds new receipts and glosas in the report by insurer and month, sees the totals, the cancelled entry and exports the sheet', async ({
  page,
}) => {
  test.slow(); // sign-in, money posted through the API, several report reads and a download
  // The report's route asks no company, so its sign-in would not offer one: start where it is asked.
  await signIn(page, '/client/events');
  await page
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: screens.navigation.screens.transactionReport, exact: true })
    .click();
  await expect(page).toHaveURL(/\/client\/reportTransactions$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const bradesco = await insurerId(page, INSURER);
  const event = await waitingEvent(page, bradesco, 'asc');

  // A receipt and a glosa on the event's procedure, paid today.
  const item = (await getJson<EventMoney>(page, `/api/events/${event.id}/money`)).items.find(
    (i) => i.type === 'PROCEDURE',
  );
  expect(Number(item?.value), 'the procedure is worth more than what is posted').toBeGreaterThan(20);
  const posted = await postEntries(page, event.id, [
    { type: 'PROCEDURE', rowId: item!.rowId, action: 'Received', value: '12.34' },
    { type: 'PROCEDURE', rowId: item!.rowId, action: 'Glosado', value: '5.00', glosaCodes: ['1834'] },
  ]);
  const glosa = posted.transactions.find((tr) => tr.action === 'Glosado' && tr.canceledId === null);
  expect(glosa).toBeDefined();

  // Nothing is searched before an insurer, an anesthetist or a batch.
  await expect(
    page.getByRole('status').filter({ hasText: money.errors.selectInsurerAnesthetistOrBatch }),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: t.tableLabel })).toHaveCount(0);

  // The insurer and this month: the URL keeps them, the table shows the new entries.
  await page.getByRole('combobox', { name: t.filters.insurers, exact: true }).click();
  await page.getByRole('option', { name: INSURER, exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByLabel(t.filters.from, { exact: true }).fill(shown(firstOfMonth(today())));
  await page.getByLabel(t.filters.to, { exact: true }).fill(shown(lastOfMonth(today())));
  await expect(page).toHaveURL(new RegExp(`insurerIds=${bradesco}`));
  await expect(page).toHaveURL(new RegExp(`from=${firstOfMonth(today())}&to=${lastOfMonth(today())}`));
  const query = { healthInsuranceIds: bradesco, from: firstOfMonth(today()), to: nextMonth(today()) };
  const report = await getJson<TransactionReportResponse>(page, '/api/transactions/report', query);
  expect(report.total).toBeGreaterThanOrEqual(2);
  const rows = tableRows(page, t.tableLabel);
  await expect(rows).toHaveCount(Math.min(report.total, 100));
  const ours = rows.filter({ hasText: event.numGuide ?? t.noGuide });
  await expect(ours.filter({ hasText: money.actions.Received })).toContainText(brl('12.34'));
  await expect(ours.filter({ hasText: money.actions.Glosado })).toContainText(brl('5.00'));

  // The totals of the filtered set, by action.
  const totals = page.getByRole('region', { name: t.totals.label });
  await expect(totals).toContainText(`${money.actions.Received}: ${brl(report.totals!.received)}`);
  await expect(totals).toContainText(`${money.actions.Glosado}: ${brl(report.totals!.glosado)}`);
  await expect(totals).toContainText(`${money.actions.Losed}: ${brl(report.totals!.loss)}`);
  await expect(totals).toContainText(`${money.actions.Discounted}: ${brl(report.totals!.discount)}`);

  // The glosa cancelled: gone from the active entries, shown marked with "Incluir canceladas".
  const cancel = await page.request.post(`/api/events/${event.id}/transactions/${glosa!.id}/cancel`, {
    headers: { 'x-csrf-token': await csrf(page) },
    data: { version: posted.version },
  });
  expect(cancel.ok(), await cancel.text()).toBe(true);
  await page.reload();
  await expect(ours.filter({ hasText: money.actions.Received })).toContainText(brl('12.34'));
  await expect(page.locator(`tr[data-transaction-id="${glosa!.id}"]`)).toHaveCount(0);
  // The box follows the URL (set after the click): click it, then wait for it.
  const withCanceled = page.getByRole('checkbox', { name: t.filters.withCanceled });
  await withCanceled.click();
  await expect(withCanceled).toBeChecked();
  await expect(page).toHaveURL(/withCanceled=true/);
  await expect(page.locator(`tr[data-transaction-id="${glosa!.id}"]`)).toHaveAttribute('data-canceled', 'true');
  await expect(page.locator(`tr[data-transaction-id="${glosa!.id}"]`)).toContainText(t.canceled);
  const afterCancel = await getJson<TransactionReportResponse>(page, '/api/transactions/report', query);
  await expect(totals).toContainText(`${money.actions.Glosado}: ${brl(afterCancel.totals!.glosado)}`);

  // The sheet of the same filter.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t.export, exact: true }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  const c = t.columns;
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
    expect.arrayContaining([c.numGuide, c.patient, c.date, c.insurer, c.batch, c.hospital, c.procedures, c.value]),
  );
  const guides = Array.from({ length: sheet.rowCount - 1 }, (_, i) => String(sheet.getRow(i + 2).getCell(1).value));
  expect(guides).toContain(event.numGuide);

  // A row opens its event.
  await page.locator(`tr[data-transaction-id="${glosa!.id}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/client/events/${event.id}$`));
});

test('the biller lists this month’s external payments and finds an event to register one', async ({ page }) => {
  test.slow();
  await signIn(page, '/client/ExternalPayments');
  await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible();
  const event = await waitingEvent(page, await insurerId(page, INSURER), 'desc');

  // The patient paid the co-participation fee directly: an external receipt.
  await postEntries(page, event.id, [{ type: 'ATTENDANCEFEE', rowId: null, action: 'Received', value: '45.00' }]);
  await page.reload();
  await expect(page.getByLabel(t.filters.from, { exact: true })).toHaveValue(shown(firstOfMonth(today())));
  await expect(page.getByLabel(t.filters.to, { exact: true })).toHaveValue(shown(lastOfMonth(today())));
  const row = tableRows(page, x.tableLabel).filter({ hasText: event.numGuide ?? t.noGuide });
  await expect(row).toContainText(money.types.ATTENDANCEFEE);
  await expect(row).toContainText(brl('45.00'));
  await expect(page.getByRole('region', { name: t.totals.label })).toContainText(money.actions.Received);

  // "Registrar pagamento": the event by its guide number, opened where the receive dialog lives.
  await page.getByRole('button', { name: x.register.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: x.register.title });
  await dialog.getByRole('button', { name: x.register.search, exact: true }).click();
  await expect(dialog).toContainText(x.register.needGuideOrPatient);
  await dialog.getByRole('textbox', { name: x.register.numGuide }).fill(event.numGuide ?? '');
  await dialog.getByRole('button', { name: x.register.search, exact: true }).click();
  const found = dialog.getByRole('table', { name: x.register.tableLabel });
  await expect(found.locator(`tr[data-event-id="${event.id}"]`)).toBeVisible();
  await found.getByRole('button', { name: fmt(x.register.openEventOf, { guide: event.numGuide ?? '' }) }).click();
  await expect(page).toHaveURL(new RegExp(`/client/events/${event.id}$`));
});
