import { fmt, messages } from '@honora/contract';
import { expect, test, type APIResponse, type Locator, type Page } from '@playwright/test';
import { centsOf, DEMO_INSURER, eventWaitingPayment, shown, today, typed } from './money-support';
import { expectAccessible } from './axe-support';
import { demoMandatoryFields, screens, signIn } from './support';

const t = screens.collections;
/** CBHPM demo code with an anesthetic porte, priced by the demo edition (as the batches spec uses). */
const CODE = '30602246';

/** A field by its whole label (a required one ends in " *"). */
const labelled = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

async function json<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

interface Setup {
  insurerName: string;
  guides: string[];
  batchCode: string;
}

/**
 * The spec's own data (other specs move the demo events in parallel): an insurer of its own that
 * sends guides and prices by the demo CBHPM edition (no automatic batching), two events brought
 * to waiting for payment (check, send the guide) and a batch of its own holding them.
 */
async function setup(page: Page, stamp: string): Promise<Setup> {
  const session = (
    await json<{ session: { csrfToken: string; company: { id: string } } }>(await page.request.get('/api/auth/session'))
  ).session;
  const headers = { 'x-csrf-token': session.csrfToken };
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
  const insurerName = `Operadora Cobranças ${stamp}`;
  const insurer = await json<{ id: string }>(
    await page.request.post('/api/health-insurers', {
      headers,
      data: { name: insurerName, code: `CB${stamp}`, registerANS: '345678', cnpj: null, hasSendGuia: true },
    }),
  );
  await json(
    await page.request.post(`/api/health-insurers/${insurer.id}/negotiations`, {
      headers,
      data: { name: 'Tabela do teste', cbhpmId: negotiation.cbhpmId, valuationId: negotiation.valuationId },
    }),
  );
  const mandatory = await demoMandatoryFields(page);
  const guides = [1, 2].map((n) => `7${stamp}${n}`);
  const ids: string[] = [];
  for (const numGuide of guides) {
    let event = await json<{ id: string; version: number; status: { status: string } }>(
      await page.request.post('/api/events', {
        headers,
        data: {
          companyId: session.company.id,
          healthInsuranceId: insurer.id,
          numGuide,
          dtProcedure: today(),
          procedures: [{ idProc: CODE, order: 1 }],
          ...mandatory,
        },
      }),
    );
    for (const action of ['check', 'sendGuia'] as const) {
      event = await json(
        await page.request.post(`/api/events/${event.id}/actions`, {
          headers,
          data: { version: event.version, action },
        }),
      );
    }
    expect(event.status.status).toBe('WaitPayment');
    ids.push(event.id);
  }
  const batch = await json<{ id: string; code: string }>(
    await page.request.post('/api/batches', {
      headers,
      data: { companyId: session.company.id, healthInsuranceId: insurer.id, name: `Lote das cobranças ${stamp}` },
    }),
  );
  const added = await json<{ results: { result: string }[] }>(
    await page.request.post(`/api/batches/${batch.id}/events`, { headers, data: { eventIds: ids } }),
  );
  expect(added.results.map((r) => r.result)).toEqual(['success', 'success']);
  return { insurerName, guides, batchCode: batch.code };
}

/** Picks an option of a select (or a multi-select) by typing part of it. */
async function choose(page: Page, input: Locator, search: string, option: string | RegExp) {
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** A money figure of the collection's header, as cents. */
async function figure(page: Page, name: string): Promise<bigint> {
  const text = (await page.locator(`[data-figure="${name}"] dd`).innerText()).replace(/[R$\s.]/g, '').replace(',', '.');
  return centsOf(text);
}

test('the biller charges an insurer for a batch, registers its payment of one event and settles the rest', async ({
  page,
}) => {
  test.setTimeout(150_000); // sign-in, set-up through the API, three writes
  await signIn(page, '/client/Cobrancas');
  const stamp = String(Date.now()).slice(-7);
  const s = await setup(page, stamp);

  // A new collection of the batch's events (a fresh load, so the insurers' cache has the new one).
  await page.goto('/client/Cobrancas/new');
  const form = page.getByRole('form', { name: t.createTitle });
  await choose(page, form.getByRole('combobox', { name: labelled(t.fields.insurer) }), stamp, s.insurerName);
  await choose(
    page,
    form.getByRole('combobox', { name: labelled(t.fields.batches) }),
    s.batchCode,
    new RegExp(`^${s.batchCode}`),
  );
  await page.keyboard.press('Escape'); // a multi-select stays open for more
  await form.getByRole('button', { name: screens.registry.record.save }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Cobrança \d+$/ });
  await expect(heading).toBeVisible();
  const code = (await heading.innerText()).replace(/\D/g, '');
  await expect(page.getByText(fmt(t.created, { code, n: 2 }))).toBeVisible();
  const events = page.getByRole('table', { name: t.detail.events });
  await expect(events.getByRole('row')).toHaveCount(3);
  for (const guide of s.guides)
    await expect(events.getByRole('link', { name: fmt(t.detail.eventLink, { guide }) })).toBeVisible();

  // Listed under its insurer, and opened from there.
  await page.getByRole('button', { name: t.detail.back }).click();
  await choose(page, page.getByRole('combobox', { name: t.filters.insurer }), stamp, s.insurerName);
  const list = page.getByRole('table', { name: t.title });
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list.getByRole('row').nth(1)).toContainText(t.statuses.OPEN);
  await list.getByRole('button', { name: fmt(t.open, { code }) }).click();
  await expect(heading).toHaveText(fmt(t.detail.title, { code }));
  const charged = await figure(page, 'valueCharged');
  expect(charged).toBeGreaterThan(1000n);
  expect(await figure(page, 'valueOpen')).toBe(charged);

  // The insurer paid R$ 10,00 of the first event: paid and open move by it.
  await page.getByRole('button', { name: t.detail.receive }).click();
  const receipt = page.getByRole('dialog', { name: t.detail.receiveTitle });
  await expect(receipt).toBeVisible();
  await expectAccessible(page, 'pagamento do convênio');
  await receipt.getByRole('textbox', { name: fmt(t.detail.valueOf, { guide: s.guides[0]! }) }).fill(typed(1000n));
  await receipt.getByRole('button', { name: t.detail.receive }).click();
  await expect(page.getByText(fmt(t.detail.received_, { n: 1 }))).toBeVisible({ timeout: 20_000 });
  await expect(receipt).toBeHidden();
  await expect(page.locator('[data-figure="valuePaid"] dd')).toHaveText(shown(1000n));
  await expect(page.locator('[data-figure="valueOpen"] dd')).toHaveText(shown(charged - 1000n));
  const first = events.getByRole('row').filter({ hasText: s.guides[0]! });
  await expect(first.locator('[data-column="valueReceived"]')).toHaveText(shown(1000n));

  // Settled receiving the rest: nothing open, everything charged paid, status "Baixada".
  await page.getByRole('button', { name: t.detail.settle }).click();
  const settle = page.getByRole('dialog', { name: t.detail.settleTitle });
  await expect(settle.getByRole('switch', { name: t.fields.receiveRest })).toBeChecked();
  // The earlier toasts gone first: axe measured one mid-fade as low contrast.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page, 'baixa da cobrança');
  await settle.getByRole('button', { name: t.detail.settle }).click();
  await expect(page.getByText(t.detail.settled)).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-status="SETTLED"]')).toHaveText(t.statuses.SETTLED);
  await expect(page.locator('[data-figure="valueOpen"] dd')).toHaveText(shown(0n));
  await expect(page.locator('[data-figure="valuePaid"] dd')).toHaveText(shown(charged));
  await expect(page.locator('[data-figure="dtBaixa"] dd')).toHaveText(today().split('-').reverse().join('/'));
  await expect(page.getByRole('button', { name: t.detail.receive })).toHaveCount(0);
});

test('a collection with no events chosen is refused under the batches', async ({ page }) => {
  await signIn(page, '/client/Cobrancas');
  await page.getByRole('button', { name: t.create }).click();
  const form = page.getByRole('form', { name: t.createTitle });
  await form.getByRole('button', { name: screens.registry.record.save }).click();
  await expect(form.getByText(t.errors.eventsRequired)).toBeVisible();
  await expect(form.getByText(messages.validation.required)).toBeVisible();
  await expect(page).toHaveURL(/\/client\/Cobrancas\/new$/);
});

test('the biller selects two events in the events list and charges them in one collection', async ({ page }) => {
  test.slow(); // sign-in, two events set up, the list
  await signIn(page, '/client/events');
  const stamp = String(Date.now()).slice(-7);
  const events = [
    await eventWaitingPayment(page, `81${stamp}`, [CODE]),
    await eventWaitingPayment(page, `82${stamp}`, [CODE]),
  ];
  const list = screens.events.list;
  await page.goto('/client/events?statuses=WaitPayment&sort=createdAt&dir=desc');
  for (const event of events) await page.locator(`tr[data-event-id="${event.id}"]`).getByRole('checkbox').check();
  await page.getByRole('button', { name: list.bulk.menu, exact: true }).click();
  await page.getByRole('menuitem', { name: t.fromEvents.menu, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.fromEvents.title });
  await expect(dialog).toContainText(fmt(t.fromEvents.subject, { n: 2, insurer: DEMO_INSURER }));
  await dialog.getByRole('button', { name: t.fromEvents.submit, exact: true }).click();

  // The new collection opens with both events.
  await expect(page).toHaveURL(/\/client\/Cobrancas\/[0-9a-f-]{36}/);
  const rows = page.getByRole('table', { name: t.detail.events }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  for (const event of events) await expect(rows.filter({ hasText: event.numGuide })).toHaveCount(1);
});
