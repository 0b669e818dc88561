import { fmt } from '@honora/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoMandatoryFields, screens, signIn } from './support';

const ev = screens.events;
const inv = screens.invoices;
const t = inv.screen;
const h = t.eventHooks;
/** Bradesco Saúde Demo: no automatic batching, so the event is free for a batch made here. */
const INSURER = 'Bradesco Saúde Demo';
/** CBHPM 2022 demo code with an anesthetic porte (breast reconstruction). */
const CODE = '30602246';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A label as Mantine names a required input ("Número *"). */
const label = (text: string) => new RegExp(`^${escape(text)}`);

interface Api {
  request: APIRequestContext;
  headers: Record<string, string>;
  companyId: string;
}

async function apiOf(page: Page): Promise<Api> {
  const session = (await (await page.request.get('/api/auth/session')).json()).session;
  return {
    request: page.request,
    headers: { 'x-csrf-token': session.csrfToken as string },
    companyId: session.company.id as string,
  };
}

interface Created {
  id: string;
  numGuide: string;
  type: string;
  insurerId: string;
}

/** An event of its own, checked (WaitSendGuia or WaitPayment), or left awaiting check. */
async function billedEvent(api: Api, stamp: string, insurer = INSURER, check = true): Promise<Created> {
  const insurers = await (await api.request.get(`/api/health-insurers?search=${encodeURIComponent(insurer)}`)).json();
  const insurerId = (insurers.items as { id: string; name: string }[]).find((i) => i.name === insurer)!.id;
  const created = await api.request.post('/api/events', {
    headers: api.headers,
    data: {
      companyId: api.companyId,
      healthInsuranceId: insurerId,
      numGuide: stamp,
      dtProcedure: today(),
      procedures: [{ idProc: CODE, order: 1 }],
      ...(await demoMandatoryFields(api)),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  let event = await created.json();
  if (!check) return { id: event.id, numGuide: event.numGuide, type: event.type, insurerId };
  const answer = await api.request.post(`/api/events/${event.id}/actions`, {
    headers: api.headers,
    data: { version: event.version, action: 'check' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  event = await answer.json();
  expect(['WaitSendGuia', 'WaitPayment']).toContain(event.status.status);
  expect(event.batchesIds).toEqual([]);
  return { id: event.id, numGuide: event.numGuide, type: event.type, insurerId };
}

async function createBatch(api: Api, event: Created, stamp: string): Promise<{ id: string; code: string }> {
  const created = await api.request.post('/api/batches', {
    headers: api.headers,
    data: { companyId: api.companyId, healthInsuranceId: event.insurerId, type: event.type, name: `Lote e2e ${stamp}` },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()) as { id: string; code: string };
}

async function openAction(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: ev.form.actions.menu, exact: true }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

test('the biller registers an invoice, adds an event to it from the event page, and "Ver nota fiscal" leads back to it', async ({
  page,
}) => {
  test.slow(); // sign-in, setup, two creations and three screens
  const stamp = `8${String(Date.now()).slice(-8)}`;
  const number = `NF${stamp}`;
  await signIn(page, '/client/invoices');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const api = await apiOf(page);
  const event = await billedEvent(api, stamp);

  // "Nova nota fiscal" for the insurer.
  await page.getByRole('button', { name: t.create, exact: true }).click();
  const form = page.getByRole('form', { name: t.form.createTitle });
  await form.getByRole('textbox', { name: label(t.form.number) }).fill(number);
  await form.getByRole('combobox', { name: label(t.form.payer) }).click();
  await page.getByRole('option', { name: INSURER, exact: true }).click();
  await form.getByRole('textbox', { name: label(t.form.value) }).fill('1.234,56');
  await form.getByRole('textbox', { name: t.form.description, exact: true }).fill(`Nota e2e ${stamp}`);
  await form.getByRole('button', { name: t.form.submitCreate, exact: true }).click();
  await expect(page).toHaveURL(/\/client\/invoices\/[0-9a-f-]{36}$/);
  const invoiceUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: fmt(t.detail.title, { number }) })).toBeVisible();
  await expect(page.getByText(t.detail.noEvents)).toBeVisible();

  // The same number again: refused under the field, nothing created.
  await page.getByRole('button', { name: t.detail.back, exact: true }).click();
  await page.getByRole('button', { name: t.create, exact: true }).click();
  const again = page.getByRole('form', { name: t.form.createTitle });
  await again.getByRole('textbox', { name: label(t.form.number) }).fill(number);
  await again.getByRole('combobox', { name: label(t.form.payer) }).click();
  await page.getByRole('option', { name: INSURER, exact: true }).click();
  await again.getByRole('textbox', { name: label(t.form.value) }).fill('10');
  await again.getByRole('button', { name: t.form.submitCreate, exact: true }).click();
  await expect(again.getByText(inv.validation.numberExists)).toBeVisible();
  await expect(page).toHaveURL(/\/client\/invoices$/);

  // The list finds it by number.
  await page.getByRole('searchbox', { name: t.filters.search }).fill(number);
  await expect(page).toHaveURL(new RegExp(`q=${number}`));
  const table = page.getByRole('table', { name: t.tableLabel });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.getByRole('button', { name: fmt(t.openRow, { number }) })).toBeVisible();

  // "Adicionar nota fiscal" on the event: the invoice of its insurer.
  await page.goto(`/client/events?id=${event.id}`);
  await openAction(page, ev.actions.addInvoice);
  const dialog = page.getByRole('dialog', { name: h.addInvoice.title });
  await dialog.getByRole('combobox', { name: h.addInvoice.invoice }).click();
  await page.getByRole('option', { name: new RegExp(`^${number} ·`) }).click();
  await dialog.getByRole('button', { name: h.addInvoice.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(fmt(h.addInvoice.done, { number }))).toBeVisible();

  // "Ver nota fiscal" links back to the invoice, which now covers the event.
  await openAction(page, ev.actions.showInvoice);
  const shown = page.getByRole('dialog', { name: h.showInvoice.title });
  await shown.getByRole('link', { name: fmt(h.showInvoice.open, { number }) }).click();
  await expect(page).toHaveURL(new RegExp(`${invoiceUrl}$`));
  const events = page.getByRole('table', { name: t.detail.eventsLabel });
  await expect(events.locator('tbody tr')).toHaveCount(1);
  await events.getByRole('link', { name: fmt(t.detail.openEvent, { guide: event.numGuide }) }).click();
  await expect(page).toHaveURL(new RegExp(`/client/events/${event.id}$`));

  // Back on the invoice: its description is edited, the event taken out, then the invoice cancelled.
  await page.goto(invoiceUrl);
  await page.getByRole('button', { name: t.detail.edit, exact: true }).click();
  const edit = page.getByRole('form', { name: t.form.editTitle });
  await edit.getByRole('textbox', { name: t.form.description, exact: true }).fill(`Nota e2e ${stamp} revista`);
  await edit.getByRole('button', { name: t.form.submitEdit, exact: true }).click();
  await expect(page.getByText(t.form.saved)).toBeVisible();
  await expect(page.getByText(`Nota e2e ${stamp} revista`)).toBeVisible();
  await events.getByRole('checkbox', { name: fmt(t.detail.selectEvent, { guide: event.numGuide }) }).check();
  await page.getByRole('button', { name: fmt(t.detail.removeEvents, { count: '1' }), exact: true }).click();
  await page
    .getByRole('dialog', { name: fmt(t.detail.removeEvents, { count: '1' }) })
    .getByRole('button', { name: t.detail.removeEventsButton, exact: true })
    .click();
  await expect(page.getByText(t.detail.noEvents)).toBeVisible();
  await page.getByRole('button', { name: t.detail.cancelInvoice, exact: true }).click();
  await page
    .getByRole('dialog', { name: t.detail.cancelTitle })
    .getByRole('button', { name: t.detail.cancelConfirm, exact: true })
    .click();
  await expect(page.getByText(fmt(t.detail.canceled, { number }))).toBeVisible();
  await expect(page).toHaveURL(/\/client\/invoices$/);
  const gone = await (await api.request.get(`/api/events/${event.id}`)).json();
  expect(gone.invoicesIds).toEqual([]);
});

test('the biller adds an event to an open batch from the event page and finds it in the batch', async ({ page }) => {
  test.slow(); // sign-in, setup and two screens
  const stamp = `8${String(Date.now()).slice(-8)}`;
  await signIn(page, '/client/invoices');
  const api = await apiOf(page);
  const event = await billedEvent(api, stamp);
  const batch = await createBatch(api, event, stamp);

  await page.goto(`/client/events?id=${event.id}`);
  // The printed guide opens from the header.
  await expect(page.getByRole('link', { name: h.printGuide })).toHaveAttribute(
    'href',
    `/api/events/${event.id}/guide.pdf`,
  );

  const pdf = await api.request.get(`/api/events/${event.id}/guide.pdf`);
  expect(pdf.ok(), await pdf.text()).toBe(true);
  expect(pdf.headers()['content-type']).toContain('application/pdf');

  await openAction(page, ev.actions.addToBatch);
  const dialog = page.getByRole('dialog', { name: h.addToBatch.title });
  await expect(dialog.getByText(h.noCurrentBatch)).toBeVisible();
  await dialog.getByRole('combobox', { name: h.addToBatch.batch }).click();
  await page.getByRole('option', { name: new RegExp(`^${escape(batch.code)} ·`) }).click();
  await dialog.getByRole('button', { name: h.addToBatch.submit, exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(fmt(h.addToBatch.done, { code: batch.code }))).toBeVisible();

  // The header links to the event's batch, and the batch lists the event.
  await page.getByRole('link', { name: fmt(h.openBatch, { code: batch.code }) }).click();
  await expect(page).toHaveURL(new RegExp(`/client/batches/${batch.id}$`));
  await expect(page.getByText(event.numGuide, { exact: true }).first()).toBeVisible();
  const stored = await (await api.request.get(`/api/batches/${batch.id}`)).json();
  expect((stored.events as { id: string }[]).map((e) => e.id)).toContain(event.id);
});

test('the biller adds three selected events of the list to a batch: two go in, the one of another insurer is refused with its warning', async ({
  page,
}) => {
  test.slow(); // sign-in, setup of three events and the list
  const stamp = `8${String(Date.now()).slice(-7)}`;
  await signIn(page, '/client/invoices');
  const api = await apiOf(page);
  const first = await billedEvent(api, `${stamp}1`);
  const second = await billedEvent(api, `${stamp}2`);
  const other = await billedEvent(api, `${stamp}3`, 'Unimed Demo', false);
  const batch = await createBatch(api, first, stamp);

  await page.goto('/client/events?sort=createdAt&dir=desc');
  for (const event of [first, second, other]) {
    await page.locator(`tr[data-event-id="${event.id}"]`).getByRole('checkbox').check();
  }
  await expect(page.getByText(fmt(ev.list.selection.selected, { count: '3' }))).toBeVisible();
  await page.getByRole('button', { name: h.bulkAddToBatch.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fmt(h.bulkAddToBatch.title, { count: '3' }) });
  await dialog.getByRole('combobox', { name: h.bulkAddToBatch.batch }).click();
  await page.getByRole('option', { name: new RegExp(`^${escape(batch.code)} ·`) }).click();
  await dialog.getByRole('button', { name: h.bulkAddToBatch.submit, exact: true }).click();

  const results = page.getByRole('dialog', { name: h.bulkAddToBatch.resultsTitle });
  await expect(results.getByRole('status')).toHaveText(fmt(h.bulkAddToBatch.summary, { ok: '2', total: '3' }));
  const table = results.getByRole('table', { name: h.bulkAddToBatch.resultsLabel });
  await expect(table.locator('tbody tr[data-result="success"]')).toHaveCount(2);
  const refused = table.locator('tbody tr').filter({ hasText: other.numGuide });
  await expect(refused).toContainText(screens.batches.warnings.insurerMismatch);
  await results.getByRole('button', { name: h.bulkAddToBatch.close, exact: true }).click();
  await expect(page.getByText(fmt(ev.list.selection.selected, { count: '3' }))).toBeHidden();

  const stored = await (await api.request.get(`/api/batches/${batch.id}`)).json();
  expect((stored.events as { id: string }[]).map((e) => e.id).sort()).toEqual([first.id, second.id].sort());
});
