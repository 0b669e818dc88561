import { fmt } from '@honora/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { centsOf, eventWaitingPayment as waitingEvent, shown, today, typed } from './money-support';
import { screens, signIn } from './support';

const ev = screens.events;
const money = screens.money;
const r = money.receive;
/** CBHPM 2022 demo code with an anesthetic porte (breast reconstruction). */
const CODE = '30602246';

interface Created {
  id: string;
  numGuide: string;
  insurerId: string;
  /** What the procedure row is worth, in cents. */
  value: bigint;
  rowLabel: string;
}

/** An event of its own with the demo code, waiting for payment (money-support.ts). */
async function eventWaitingPayment(page: Page, stamp: string): Promise<Created> {
  const event = await waitingEvent(page, stamp, [CODE]);
  return {
    id: event.id,
    numGuide: event.numGuide,
    insurerId: event.insurerId,
    value: event.rows[0]!.cents,
    rowLabel: event.rows[0]!.label,
  };
}

/**
 * GraphQL errors are only logged (platform.md §7): the test fails on any the page logs, and
 * counts the event page's GraphQL answers (the transactions list) and its live socket.
 */
function watchGraphql(page: Page): { answers: number; sockets: number; errors: string[] } {
  const seen = { answers: 0, sockets: 0, errors: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('GraphQL')) seen.errors.push(message.text());
  });
  page.on('response', (response) => {
    if (response.url().endsWith('/graphql') && response.ok()) seen.answers += 1;
  });
  page.on('websocket', (socket) => {
    if (socket.url().endsWith('/graphql')) seen.sockets += 1;
  });
  return seen;
}

const statusBadge = (page: Page) => page.getByRole('status', { name: new RegExp(`^${ev.form.statusLabel}:`) });
const itemsTable = (page: Page) => page.getByRole('table', { name: r.items.table, exact: true });
const ledger = (page: Page) => page.getByRole('table', { name: r.transactions.table, exact: true });
const total = (page: Page, field: string) =>
  page.getByRole('region', { name: r.totals.label }).locator(`[data-total="${field}"]`);

async function openMoneyMenu(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: ev.form.actions.menu, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Table 38: "porte anestésico incompatível com o porte do procedimento realizado". */
const GLOSA_REASON = '1834';

/** A glosa's reason picked by its code in the picker (searched on the server). */
async function pickGlosaReason(page: Page, picker: Locator, code: string): Promise<void> {
  await picker.fill(code);
  await page.getByRole('option', { name: new RegExp(`^${code}`) }).click();
}

/**
 * The receive dialog: one amount and action on the event's procedure row, paid by PIX. A glosa
 * asks for its table-38 reason first (decision 026): refused without it, then picked.
 */
async function post(page: Page, label: string, amount: string, action: string): Promise<void> {
  await openMoneyMenu(page, r.menu.receive);
  const dialog = page.getByRole('dialog', { name: r.title });
  await dialog.getByRole('textbox', { name: fmt(r.dialog.amountOf, { item: label }), exact: true }).fill(amount);
  await dialog
    .getByRole('combobox', { name: fmt(r.dialog.actionOf, { item: label }), exact: true })
    .selectOption({ label: action });
  if (action === money.actions.Glosado) {
    await dialog.getByRole('button', { name: r.dialog.submit, exact: true }).click();
    await expect(dialog.getByText(money.errors.glosaReasonRequired, { exact: true })).toBeVisible();
    const picker = dialog.getByRole('combobox', { name: fmt(r.dialog.glosaCodesOf, { item: label }) });
    await pickGlosaReason(page, picker, GLOSA_REASON);
    await expect(dialog.getByText(money.errors.glosaReasonRequired, { exact: true })).toHaveCount(0);
  }
  await dialog.getByRole('combobox', { name: r.dialog.typeOfPayment, exact: true }).click();
  await page.getByRole('option', { name: 'PIX', exact: true }).click();
  await dialog.getByRole('button', { name: r.dialog.submit, exact: true }).click();
  // The success toast lasts 2.5 s (platform.md §9): looked for first, before the dialog's closing;
  // the write itself may take a while on a loaded two-core machine.
  await expect(page.getByText(r.dialog.done)).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
}

test('the biller receives part of an event, glosas and cancels an entry, finalizes glosando the rest, sees Parcialmente glosado and the totals, then finds the entries in the transactions report', async ({
  page,
}) => {
  test.slow(); // sign-in, setup, three money writes, the report
  const graphql = watchGraphql(page);
  await signIn(page, '/client/events');
  const event = await eventWaitingPayment(page, `7${String(Date.now()).slice(-8)}`);
  const received = (event.value * 60n) / 100n;
  const mistaken = 1000n;
  const rest = event.value - received;

  await page.goto(`/client/events?id=${event.id}`);
  await expect(statusBadge(page)).toHaveText(ev.statuses.WaitPayment);
  await expect(total(page, 'totalInProcessing')).toContainText(shown(event.value));
  await expect(ledger(page)).toHaveCount(0);
  await expect(page.getByText(r.transactions.none)).toBeVisible();

  // Part of it received by PIX: the item and the totals say so, the event still waits.
  await post(page, event.rowLabel, typed(received), money.actions.Received);
  const row = itemsTable(page).getByRole('row').filter({ hasText: event.rowLabel });
  await expect(row.locator('[data-column="received"]')).toHaveText(shown(received));
  await expect(row.locator('[data-column="open"]')).toHaveText(shown(rest));
  await expect(total(page, 'totalReceived')).toContainText(shown(received));
  await expect(ledger(page).locator('tbody tr')).toHaveCount(1);
  await expect(ledger(page).locator('tbody tr').first()).toContainText('PIX');
  await expect(statusBadge(page)).toHaveText(ev.statuses.WaitPayment);

  // A glosa typed by mistake, then cancelled by its counter-entry (confirmed): nothing is erased.
  await post(page, event.rowLabel, typed(mistaken), money.actions.Glosado);
  await expect(total(page, 'totalGlosado')).toContainText(shown(mistaken));
  const glosa = ledger(page).locator('tbody tr[data-action="Glosado"]');
  await expect(glosa.locator('[data-column="glosa"]')).toContainText(GLOSA_REASON);
  await glosa.getByRole('button', { name: new RegExp(`^${r.transactions.cancel} ${money.actions.Glosado}`) }).click();
  const confirm = page.getByRole('dialog', { name: r.cancelDialog.title });
  await confirm.getByRole('button', { name: r.cancelDialog.confirm, exact: true }).click();
  await expect(page.getByText(r.cancelDialog.done)).toBeVisible();
  await expect(ledger(page).locator('tbody tr')).toHaveCount(3);
  await expect(glosa.filter({ hasText: r.transactions.canceled })).toHaveCount(1);
  await expect(glosa.filter({ hasText: r.transactions.counterEntry })).toHaveCount(1);
  await expect(total(page, 'totalGlosado')).toContainText(shown(0n));
  await expect(row.locator('[data-column="open"]')).toHaveText(shown(rest));

  // Finalized glosando what is left: receipts and glosa → Parcialmente glosado, locked, nothing open.
  await openMoneyMenu(page, money.moneyActions.finalize);
  const finalize = page.getByRole('dialog', { name: money.moneyActions.finalize });
  await finalize.getByRole('radio', { name: money.finalizeWith.glosa, exact: true }).check();
  await finalize.getByRole('button', { name: r.actionDialog.confirmButton, exact: true }).click();
  await expect(finalize).toBeHidden();
  await expect(statusBadge(page)).toHaveText(ev.statuses.PartialCuted);
  await expect(total(page, 'totalProduced')).toContainText(shown(event.value));
  await expect(total(page, 'totalReceived')).toContainText(shown(received));
  await expect(total(page, 'totalGlosado')).toContainText(shown(rest));
  await expect(total(page, 'totalInProcessing')).toContainText(shown(0n));
  await expect(row.locator('[data-column="glosado"]')).toHaveText(shown(rest));
  await expect(ledger(page).locator('tbody tr')).toHaveCount(4);
  await expect(page.getByRole('button', { name: r.transactions.cancel })).toHaveCount(0);
  expect(graphql.answers).toBeGreaterThan(0);
  expect(graphql.sockets).toBeGreaterThan(0);

  // The transactions report of the insurer, today, finds the receipt and the glosa of the guide (active entries).
  const active = await ledger(page)
    .locator('tbody tr[data-state="active"]')
    .evaluateAll((rows) => rows.map((tr) => tr.getAttribute('data-transaction-id')));
  expect(active).toHaveLength(2);
  await page.goto(`/client/reportTransactions?insurerIds=${event.insurerId}&from=${today()}&to=${today()}`);
  const report = page.getByRole('table', { name: money.report.tableLabel, exact: true });
  for (const id of active) {
    const entry = report.locator(`tr[data-transaction-id="${id}"]`);
    await expect(entry).toBeVisible();
    await expect(entry).toContainText(event.numGuide);
  }
  await expect(report.locator('tbody tr').filter({ hasText: event.numGuide })).toHaveCount(2);
  expect(graphql.errors).toEqual([]);
});

test('the receive dialog refuses a negative amount and posts nothing; a receipt posted elsewhere shows up live', async ({
  page,
}) => {
  test.slow(); // sign-in, setup with two actions, the event page, a write from elsewhere
  const graphql = watchGraphql(page);
  await signIn(page, '/client/events');
  const event = await eventWaitingPayment(page, `8${String(Date.now()).slice(-8)}`);
  await page.goto(`/client/events?id=${event.id}`);
  await expect(statusBadge(page)).toHaveText(ev.statuses.WaitPayment);

  await openMoneyMenu(page, r.menu.receive);
  const dialog = page.getByRole('dialog', { name: r.title });
  const amount = dialog.getByRole('textbox', { name: fmt(r.dialog.amountOf, { item: event.rowLabel }), exact: true });
  await amount.fill('-10,00');
  await dialog.getByRole('button', { name: r.dialog.submit, exact: true }).click();
  await expect(dialog.getByText(money.errors.receivedValueNegative, { exact: true })).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('button', { name: r.dialog.cancel, exact: true }).click();
  await expect(dialog).toBeHidden();

  const stored = await (await page.request.get(`/api/events/${event.id}/money`)).json();
  expect(stored.transactions).toEqual([]);
  await expect(page.getByText(r.transactions.none)).toBeVisible();

  // Another screen of the biller receives it all: this page learns it from the subscription, no reload.
  const csrf = (await (await page.request.get('/api/auth/session')).json()).session.csrfToken as string;
  const answer = await page.request.post(`/api/events/${event.id}/money-actions`, {
    headers: { 'x-csrf-token': csrf },
    data: { version: stored.version, action: 'receiveAll', date: today() },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  await expect(ledger(page).locator('tbody tr[data-action="Received"]')).toHaveCount(1);
  await expect(total(page, 'totalReceived')).toContainText(shown(event.value));
  await expect(statusBadge(page)).toHaveText(ev.statuses.Received);
  expect(graphql.errors).toEqual([]);
});

test('the biller receives all of two selected events at once and sees the result of each', async ({ page }) => {
  test.slow(); // sign-in, two events set up, the list
  await signIn(page, '/client/events');
  const stamp = String(Date.now()).slice(-7);
  const first = await eventWaitingPayment(page, `61${stamp}`);
  const second = await eventWaitingPayment(page, `62${stamp}`);
  const list = screens.events.list;

  await page.goto('/client/events?statuses=WaitPayment&sort=createdAt&dir=desc');
  for (const event of [first, second]) {
    await page.locator(`tr[data-event-id="${event.id}"]`).getByRole('checkbox').check();
  }
  await expect(page.getByText(fmt(list.selection.selected, { count: '2' }))).toBeVisible();
  await page.getByRole('button', { name: list.bulk.menu, exact: true }).click();
  await page.getByRole('menuitem', { name: money.moneyActions.receiveAll, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: money.moneyActions.receiveAll });
  await expect(confirm).toContainText(
    fmt(r.actionDialog.confirm, {
      action: money.moneyActions.receiveAll,
      subject: fmt(ev.actionDialog.manyEvents, { count: 2 }),
    }),
  );
  await confirm.getByRole('combobox', { name: r.dialog.typeOfPayment, exact: true }).click();
  await page.getByRole('option', { name: 'PIX', exact: true }).click();
  await confirm.getByRole('button', { name: r.actionDialog.confirmButton, exact: true }).click();

  const results = page.getByRole('dialog', { name: list.bulk.resultsTitle });
  await expect(results.getByRole('status')).toHaveText(fmt(list.bulk.summary, { ok: '2', total: '2' }));
  const resultRows = results.getByRole('table', { name: list.bulk.resultsTitle }).locator('tbody tr');
  for (const event of [first, second]) {
    await expect(resultRows.filter({ hasText: event.numGuide })).toContainText(ev.bulkResults.success);
  }
  await results.getByRole('button', { name: list.bulk.close, exact: true }).click();

  // Received in full: each finished as Received, with its whole value received.
  for (const event of [first, second]) {
    const stored = await (await page.request.get(`/api/events/${event.id}`)).json();
    expect(stored.status.status).toBe('Received');
    expect(centsOf(stored.values.totalReceived)).toBe(event.value);
  }
  await expect(page.locator(`tr[data-event-id="${first.id}"]`)).toHaveCount(0);
});

test('back on the event page from the batch it was added to, the first receipt goes through (the page holds the current version)', async ({
  page,
}) => {
  test.slow(); // sign-in, setup, the batch screen, a money write
  await signIn(page, '/client/events');
  const event = await eventWaitingPayment(page, `9${String(Date.now()).slice(-8)}`);
  const session = (await (await page.request.get('/api/auth/session')).json()).session;
  const batchName = `Lote do retorno ${event.numGuide}`;
  const created = await page.request.post('/api/batches', {
    headers: { 'x-csrf-token': session.csrfToken as string },
    data: { companyId: session.company.id, healthInsuranceId: event.insurerId, name: batchName },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const batch = (await created.json()) as { code: string };

  // The event page is read (and cached) first.
  await page.goto(`/client/events?id=${event.id}`);
  await expect(statusBadge(page)).toHaveText(ev.statuses.WaitPayment);

  // Through the menu (the app keeps its cache) to the batch, where the event is added.
  const b = screens.batches.screen;
  await page
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: screens.navigation.screens.batches, exact: true })
    .click();
  await page.getByRole('searchbox', { name: b.filters.search, exact: true }).fill(batchName);
  await page.getByRole('button', { name: fmt(b.openRow, { code: batch.code }), exact: true }).click();
  await page.getByRole('button', { name: b.events.add, exact: true }).click();
  const add = page.getByRole('dialog', { name: b.addDialog.title });
  await add.getByRole('searchbox', { name: b.addDialog.search, exact: true }).fill(event.numGuide);
  await add.getByRole('checkbox', { name: fmt(b.addDialog.select, { guide: event.numGuide }) }).check();
  await add.getByRole('button', { name: b.addDialog.submit, exact: true }).click();
  const results = page.getByRole('dialog', { name: b.addDialog.resultsTitle });
  await expect(results.getByRole('status')).toHaveText(fmt(b.addDialog.summary, { ok: '1', total: '1' }));
  await results.getByRole('button', { name: b.addDialog.close, exact: true }).click();

  // Back to the event by its link: the first "Receber…" is posted, not refused as another person's change.
  await page.getByRole('link', { name: fmt(b.events.openEvent, { guide: event.numGuide }) }).click();
  await expect(statusBadge(page)).toHaveText(ev.statuses.WaitPayment);
  await post(page, event.rowLabel, typed(1000n), money.actions.Received);
  await expect(page.getByRole('alert').filter({ hasText: ev.form.otherUserTitle })).toHaveCount(0);
  await expect(ledger(page).locator('tbody tr[data-action="Received"]')).toHaveCount(1);
});
