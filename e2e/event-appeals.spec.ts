import AxeBuilder from '@axe-core/playwright';
import { fmt } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import { centsOf, decimal, shown, today, typed } from './money-support';
import { demoMandatoryFields, screens, signIn } from './support';

const ev = screens.events;
const ap = ev.form.appeals;
const appeals = screens.appeals;
/** Unimed Demo: sends guides, takes appeals within its send-appeal day limit. */
const INSURER = 'Unimed Demo';
/** CBHPM 2022 demo codes with an anesthetic porte. */
const CODES = ['30602246', '31003079'] as const;
/** Table 38: "porte anestésico incompatível" and "valor apresentado a maior". */
const REASONS = ['1834', '1705'] as const;

const shownDate = (iso: string) => iso.split('-').reverse().join('/');

interface Glosa {
  label: string;
  cents: bigint;
}

/**
 * An event of its own with two procedures, brought to WaitPayment (check, send guide), each
 * paid 60% and glosado 40% with its own table-38 reason through the API: it finishes PartialCuted.
 */
async function eventWithTwoGlosas(page: Page, stamp: string): Promise<{ id: string; glosas: [Glosa, Glosa] }> {
  const session = (await (await page.request.get('/api/auth/session')).json()).session;
  const headers = { 'x-csrf-token': session.csrfToken as string };
  const insurers = await (await page.request.get(`/api/health-insurers?search=${encodeURIComponent(INSURER)}`)).json();
  const insurerId = (insurers.items as { id: string; name: string }[]).find((i) => i.name === INSURER)!.id;
  const created = await page.request.post('/api/events', {
    headers,
    data: {
      companyId: session.company.id,
      healthInsuranceId: insurerId,
      numGuide: stamp,
      dtProcedure: today(),
      procedures: CODES.map((idProc, i) => ({ idProc, order: i + 1 })),
      ...(await demoMandatoryFields(page)),
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  let event = await created.json();
  for (const action of ['check', 'sendGuia'] as const) {
    const answer = await page.request.post(`/api/events/${event.id}/actions`, {
      headers,
      data: { version: event.version, action },
    });
    expect(answer.ok(), await answer.text()).toBe(true);
    event = await answer.json();
  }
  const rows = event.procedures as { rowId: string; idProc: string; name: string; value: string }[];
  const glosas = rows.map((row) => ({ row, cents: centsOf(row.value) - (centsOf(row.value) * 60n) / 100n }));
  const posted = await page.request.post(`/api/events/${event.id}/transactions`, {
    headers,
    data: {
      version: event.version,
      date: today(),
      entries: glosas.flatMap(({ row, cents }, i) => [
        { type: 'PROCEDURE', rowId: row.rowId, action: 'Received', value: decimal(centsOf(row.value) - cents) },
        {
          type: 'PROCEDURE',
          rowId: row.rowId,
          action: 'Glosado',
          value: decimal(cents),
          glosaCodes: [REASONS[i]],
          glosaReason: i === 0 ? 'Porte 3 cobrado como 5' : null,
        },
      ]),
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const [first, second] = glosas.map(({ row, cents }) => ({ label: `${row.idProc} - ${row.name}`, cents }));
  return { id: event.id, glosas: [first!, second!] };
}

const statusBadge = (page: Page) => page.getByRole('status', { name: new RegExp(`^${ev.form.statusLabel}:`) });
const appealsTable = (page: Page) => page.getByRole('table', { name: ap.list.table, exact: true });
const appealValue = (page: Page, field: string) =>
  page.getByRole('region', { name: ap.values.label }).locator(`[data-total="${field}"]`);

async function openMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: ev.form.actions.menu, exact: true }).click();
}

/** Serious and critical WCAG 2.1 AA violations on the page as it is now. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('on an event finished with two glosas, the biller identifies an appeal of both from the event page with justifications, sees it in Recursos and sends it', async ({
  page,
}) => {
  test.slow(); // sign-in, setup with money, two appeal writes, the event read again after each
  await signIn(page, '/client/events');
  const event = await eventWithTwoGlosas(page, `5${String(Date.now()).slice(-8)}`);
  const [a, b] = event.glosas;
  await page.goto(`/client/events?id=${event.id}`);
  await expect(statusBadge(page)).toHaveText(ev.statuses.PartialCuted);

  // The ledger shows each glosa's reason code, and its text beside it.
  const ledger = page.getByRole('table', { name: screens.money.receive.transactions.table, exact: true });
  const glosaCells = ledger.locator('tbody tr[data-action="Glosado"] [data-column="glosa"]');
  await expect(glosaCells.filter({ hasText: REASONS[0] })).toContainText('Porte 3 cobrado como 5');
  await expect(glosaCells.filter({ hasText: REASONS[1] })).toHaveCount(1);

  // Identify: both glosas offered and chosen, each with its glosa as the value.
  await openMenu(page);
  await page.getByRole('menuitem', { name: ap.menu.identify, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ap.identify.title });
  const value = (glosa: Glosa) =>
    dialog.getByRole('textbox', { name: fmt(ap.identify.valueOf, { item: glosa.label }) });
  const justification = (glosa: Glosa) =>
    dialog.getByRole('textbox', { name: fmt(ap.identify.justificationOf, { item: glosa.label }) });
  await expect(value(a)).toHaveValue(typed(a.cents));
  await expect(value(b)).toHaveValue(typed(b.cents));
  await expect(dialog.getByRole('checkbox', { name: fmt(ap.identify.chooseOf, { item: a.label }) })).toBeChecked();
  await expect(dialog.locator('tbody')).toContainText(REASONS[0]);
  expect(await violations(page)).toEqual([]);

  // Without justifications, nothing is posted: each chosen glosa asks for its own.
  await dialog.getByRole('button', { name: ap.identify.title, exact: true }).click();
  await expect(dialog.getByText(appeals.errors.justificationRequired)).toHaveCount(2);
  await expect(justification(a)).toHaveAttribute('aria-invalid', 'true');

  // Half of the second glosa appealed; both justified.
  const appealedB = b.cents / 2n;
  await value(b).fill(typed(appealedB));
  await justification(a).fill('Porte anestésico compatível com o procedimento; segue ficha anestésica');
  await justification(b).fill('Valor da tabela vigente na data do procedimento');
  await expect(dialog.getByText(fmt(ap.identify.total, { value: shown(a.cents + appealedB) }))).toBeVisible();
  await dialog.getByRole('button', { name: ap.identify.title, exact: true }).click();
  await expect(dialog).toBeHidden();

  // The event waits to send the appeal; Recursos lists it with its totals and due colour in words.
  await expect(statusBadge(page)).toHaveText(ev.statuses.WaitSendRecourse);
  const row = appealsTable(page).locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toHaveAttribute('data-status', 'WaitSend');
  await expect(row).toContainText(appeals.statuses.WaitSend);
  await expect(row).toContainText(shown(a.cents + b.cents));
  await expect(row).toContainText(shown(a.cents + appealedB));
  await expect(row.locator('[data-due]')).not.toHaveText('');
  await expect(appealValue(page, 'totalAppealed')).toContainText(shown(a.cents + appealedB));
  const appealId = (await row.getAttribute('data-appeal-id'))!;
  const stored = await (await page.request.get(`/api/appeals/${appealId}`)).json();
  expect(stored.items.map((i: { valueAppealed: string }) => i.valueAppealed).sort()).toEqual(
    [decimal(a.cents), decimal(appealedB)].sort(),
  );
  const code = String(stored.code);
  await expect(row.getByRole('link', { name: fmt(ap.list.open, { code }) })).toHaveAttribute(
    'href',
    `/client/Appeals/${appealId}`,
  );

  // Sent from the event page, confirmed with its date: the event waits for the insurer's answer.
  await openMenu(page);
  await page.getByRole('menuitem', { name: fmt(ap.menu.send, { code }), exact: true }).click();
  const send = page.getByRole('dialog', { name: ap.send.title });
  await expect(send).toContainText(fmt(ap.send.confirm, { code }));
  await send.getByRole('button', { name: ap.send.title, exact: true }).click();
  // The toast and the event's observation (Recourse) say the same words.
  await expect(page.getByText(fmt(ap.send.done, { code })).first()).toBeVisible();
  await expect(send).toBeHidden();
  await expect(statusBadge(page)).toHaveText(ev.statuses.WaitRecourse);
  await expect(row).toHaveAttribute('data-status', 'Sent');
  await expect(row.locator('[data-due="green"]')).toHaveText(appeals.dueColours.green);
  await expect(page.locator('[data-field="dtRecourse"]')).toContainText(shownDate(today()));

  // Its answer is recorded on the appeal's screen: the menu now links there.
  await openMenu(page);
  await expect(page.getByRole('menuitem', { name: fmt(ap.menu.received, { code }) })).toHaveAttribute(
    'href',
    `/client/Appeals/${appealId}`,
  );
  await expect(page.getByRole('menuitem', { name: ap.menu.identify })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // The menu closes with a transition: axe reads the page once it is gone (an emptied menu is no menu).
  await expect(page.getByRole('menu')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
});

test('the biller identifies appeals of two selected events at once with one justification and sees the result of each', async ({
  page,
}) => {
  test.slow(); // sign-in, two events with money set up, the list
  await signIn(page, '/client/events');
  const stamp = String(Date.now()).slice(-7);
  const events = [await eventWithTwoGlosas(page, `71${stamp}`), await eventWithTwoGlosas(page, `72${stamp}`)];
  const list = ev.list;

  await page.goto('/client/events?statuses=PartialCuted&sort=createdAt&dir=desc');
  for (const event of events) await page.locator(`tr[data-event-id="${event.id}"]`).getByRole('checkbox').check();
  await page.getByRole('button', { name: list.bulk.menu, exact: true }).click();
  await page.getByRole('menuitem', { name: ap.identify.title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: ap.identify.title });
  await expect(dialog).toContainText(fmt(ev.actionDialog.manyEvents, { count: 2 }));
  await dialog.getByRole('button', { name: ap.identify.title, exact: true }).click();
  await expect(dialog.getByText(appeals.errors.justificationRequired)).toBeVisible();
  await dialog
    .getByRole('textbox', { name: ap.bulk.justification })
    .fill('Glosas indevidas: seguem fichas anestésicas');
  await dialog.getByRole('button', { name: ap.identify.title, exact: true }).click();

  const results = page.getByRole('dialog', { name: list.bulk.resultsTitle });
  await expect(results.getByRole('status')).toHaveText(fmt(list.bulk.summary, { ok: '2', total: '2' }));
  await results.getByRole('button', { name: list.bulk.close, exact: true }).click();
  for (const event of events) {
    const stored = await (await page.request.get(`/api/events/${event.id}`)).json();
    expect(stored.status.status).toBe('WaitSendRecourse');
    expect(stored.appealsIds).toHaveLength(1);
  }
});
