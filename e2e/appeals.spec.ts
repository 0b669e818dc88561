import { fmt } from '@honora/contract';
import { expectAccessible } from './axe-support';
import { expect, test, type Page } from '@playwright/test';
import { centsOf, decimal, shown, today, typed } from './money-support';
import { demoMandatoryFields, screens, signIn } from './support';

const ap = screens.appeals;
const t = ap.screen;
const money = screens.money;
/** Unimed Demo: sends guides, and takes appeals within 90 days of the glosa (its sendAppeal limit). */
const INSURER = 'Unimed Demo';
const APPEAL_DAYS = 90;
/** CBHPM 2022 demo code with an anesthetic porte (breast reconstruction). */
const CODE = '30602246';

const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** An input named by a template with one {item}: its name starts with the template's text. */
const namedBy = (template: string) =>
  new RegExp(`^${fmt(template, { item: '' }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

interface Glosado {
  id: string;
  numGuide: string;
  received: bigint;
  glosa: bigint;
}

async function api(page: Page) {
  const session = (await (await page.request.get('/api/auth/session')).json()).session;
  return { headers: { 'x-csrf-token': session.csrfToken as string }, companyId: session.company.id as string };
}

/**
 * An event of its own brought to WaitPayment (check, send guide), then paid 60% and glosado 40%
 * with the reason 1834 on `glosaOn` (POST /api/events/:id/transactions): it finishes PartialCuted.
 */
async function glosadoEvent(page: Page, stamp: string, glosaOn: string): Promise<Glosado> {
  const { headers, companyId } = await api(page);
  const insurers = await (await page.request.get(`/api/health-insurers?search=${encodeURIComponent(INSURER)}`)).json();
  const insurerId = (insurers.items as { id: string; name: string }[]).find((i) => i.name === INSURER)!.id;
  const created = await page.request.post('/api/events', {
    headers,
    data: {
      companyId,
      healthInsuranceId: insurerId,
      numGuide: stamp,
      dtProcedure: today(),
      procedures: [{ idProc: CODE, order: 1 }],
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
  const row = event.procedures[0] as { rowId: string; value: string };
  const value = centsOf(row.value);
  const received = (value * 60n) / 100n;
  const glosa = value - received;
  const posted = await page.request.post(`/api/events/${event.id}/transactions`, {
    headers,
    data: {
      version: event.version,
      date: glosaOn,
      idempotencyKey: crypto.randomUUID(),
      entries: [
        { type: 'PROCEDURE', rowId: row.rowId, action: 'Received', value: decimal(received) },
        { type: 'PROCEDURE', rowId: row.rowId, action: 'Glosado', value: decimal(glosa), glosaCodes: ['1834'] },
      ],
    },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  return { id: event.id, numGuide: event.numGuide, received, glosa };
}

/** Identifies an appeal of every glosa of the events (POST /api/appeals/identify): one appeal, its code. */
async function identify(page: Page, events: Glosado[]): Promise<{ id: string; code: number }> {
  const { headers } = await api(page);
  const answer = await page.request.post('/api/appeals/identify', {
    headers,
    data: { eventIds: events.map((e) => e.id), justification: 'Porte anestésico compatível; segue ficha anestésica' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { appealIds } = (await answer.json()) as { appealIds: string[] };
  expect(appealIds).toHaveLength(1);
  const appeal = await (await page.request.get(`/api/appeals/${appealIds[0]}`)).json();
  return { id: appeal.id, code: appeal.code };
}

/** No serious or critical WCAG 2.1 AA violation on what the page shows now (as accessibility.spec.ts audits). */
const openButton = (page: Page, code: number) =>
  page.getByRole('button', { name: fmt(t.openRow, { code }), exact: true });
const total = (page: Page, field: string) =>
  page.getByRole('region', { name: t.detail.totalsLabel }).locator(`[data-total="${field}"]`);
const actions = (page: Page) => page.getByRole('group', { name: t.detail.actionsLabel });
const items = (page: Page) => page.getByRole('table', { name: t.items.tableLabel, exact: true });

/** An action with a date: its confirmation dialog, confirmed today; the success toast is looked for first. */
async function confirmDated(page: Page, action: string, done: string): Promise<void> {
  await actions(page).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action });
  await dialog.getByRole('button', { name: t.confirm.submit, exact: true }).click();
  await expect(page.getByText(done)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('the biller finds the alert lists, sends an appeal, records a partial acceptance of two glosas, receives and finishes it, and sees what was recovered', async ({
  page,
}) => {
  test.slow(); // sign-in, three events with money set up through the API, five appeal actions
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, '/client/Appeals');
  await expect(page.getByRole('heading', { level: 1, name: ap.title })).toBeVisible();
  const stamp = String(Date.now()).slice(-7);
  const a = await glosadoEvent(page, `61${stamp}`, today());
  const b = await glosadoEvent(page, `62${stamp}`, today());
  // Glosado 85 days ago: its appeal is due in five days ("Vencendo esta semana").
  const late = await glosadoEvent(page, `63${stamp}`, daysBefore(today(), APPEAL_DAYS - 5));
  const appeal = await identify(page, [a, b]);
  const dueSoon = await identify(page, [late]);

  // The list: the new appeal waits to be sent, with its totals.
  await page.reload();
  const row = page.getByRole('row').filter({ has: openButton(page, appeal.code) });
  await expect(row).toContainText(INSURER);
  await expect(row).toContainText(ap.statuses.WaitSend);
  await expect(row.locator('[data-column="totalGlosado"]')).toHaveText(shown(a.glosa + b.glosa));
  await expect(row.locator('[data-column="totalAppealed"]')).toHaveText(shown(a.glosa + b.glosa));
  await expectAccessible(page, 'lista de recursos');

  // The alert lists: due this week holds the late one (yellow, and said in words), not the new one.
  await page.getByText(t.filters.dueWeek, { exact: true }).click();
  await expect(page).toHaveURL(/[?&]due=week/);
  const dueRow = page.getByRole('row').filter({ has: openButton(page, dueSoon.code) });
  await expect(dueRow.locator('[data-due="yellow"]')).toHaveText(ap.dueColours.yellow);
  await expect(openButton(page, appeal.code)).toHaveCount(0);
  await page.getByText(t.filters.dueOverdue, { exact: true }).click();
  await expect(page).toHaveURL(/[?&]due=overdue/);
  await expect(openButton(page, dueSoon.code)).toHaveCount(0);
  await page.getByRole('button', { name: t.filters.clear, exact: true }).click();

  // The appeal: its items link to their events, with the glosa reason.
  await openButton(page, appeal.code).click();
  await expect(page).toHaveURL(new RegExp(`/client/Appeals/${appeal.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: fmt(t.detail.title, { code: appeal.code }) })).toBeVisible();
  await expect(items(page).locator('tbody tr')).toHaveCount(2);
  const itemA = items(page).locator(`tr[data-event-id="${a.id}"]`);
  await expect(itemA.getByRole('link', { name: fmt(t.items.openEvent, { guide: a.numGuide }) })).toHaveAttribute(
    'href',
    `/client/events/${a.id}`,
  );
  await expect(itemA).toContainText('1834');
  await expect(
    page.getByRole('group', { name: t.detail.downloadsLabel }).getByRole('button', { name: t.detail.pdf }),
  ).toBeVisible();
  await expectAccessible(page, 'recurso');
  // At 1280 px the page never scrolls sideways: the wide items table scrolls inside its box.
  expect(await page.locator('html').evaluate((html) => html.scrollWidth - html.clientWidth)).toBeLessThanOrEqual(0);

  // Sent (confirmed, dated), then the insurer is analysing it.
  await confirmDated(page, t.actions.send, fmt(ap.observations.sent, { code: appeal.code }));
  await expect(page.locator('[data-status="Sent"]')).toContainText(ap.statuses.Sent);
  await expect(page.locator('[data-due="green"]')).toContainText(ap.dueColours.green);
  await actions(page).getByRole('button', { name: t.actions.analysing, exact: true }).click();
  await expect(page.locator('[data-stage="analysing"]')).toContainText(ap.stages.analysing);

  // The answer: "Negar tudo" zeroes every item; a value above the appeal is refused under its input.
  await actions(page).getByRole('button', { name: t.actions.answer, exact: true }).click();
  const form = page.getByRole('dialog', { name: t.answerForm.title });
  const accepted = (event: Glosado) =>
    form
      .getByRole('row')
      .filter({ hasText: event.numGuide })
      .getByRole('textbox', { name: namedBy(t.answerForm.acceptedOf) });
  const reason = (event: Glosado) =>
    form
      .getByRole('row')
      .filter({ hasText: event.numGuide })
      .getByRole('textbox', { name: namedBy(t.answerForm.reasonOf) });
  await expect(accepted(a)).toHaveValue(typed(a.glosa));
  await expectAccessible(page, 'resposta do recurso');
  await form.getByRole('button', { name: t.answerForm.denyAll, exact: true }).click();
  await expect(accepted(a)).toHaveValue('0,00');
  await expect(accepted(b)).toHaveValue('0,00');
  await expect(form.locator('[data-total="accepted"]')).toHaveText(fmt(t.answerForm.total, { value: shown(0n) }));
  await accepted(a).fill(typed(a.glosa + 1n));
  await form.getByRole('button', { name: t.actions.answer, exact: true }).click();
  await expect(form.getByText(fmt(ap.errors.acceptedAboveAppealed, { value: decimal(a.glosa) }))).toBeVisible();
  await expect(accepted(a)).toHaveAttribute('aria-invalid', 'true');

  // A partial acceptance of both glosas.
  const acceptedA = a.glosa / 2n;
  const acceptedB = b.glosa / 4n;
  await accepted(a).fill(typed(acceptedA));
  await reason(a).fill('Aceito em parte: porte revisto');
  await accepted(b).fill(typed(acceptedB));
  await form.getByRole('button', { name: t.actions.answer, exact: true }).click();
  await expect(page.getByText(fmt(t.answerForm.done, { code: appeal.code }))).toBeVisible();
  await expect(form).toBeHidden();
  await expect(page.locator('[data-status="ResponseReceived"]')).toContainText(ap.statuses.ResponseReceived);
  await expect(total(page, 'totalAccepted')).toContainText(shown(acceptedA + acceptedB));
  await expect(
    items(page).locator('[data-column="answer"]').filter({ hasText: ap.answers.partiallyAccepted }),
  ).toHaveCount(2);

  // Received (confirmed, with what is received), then finished.
  await confirmDated(
    page,
    t.actions.receive,
    fmt(ap.observations.received, { code: appeal.code, value: shown(acceptedA + acceptedB) }),
  );
  await expect(total(page, 'totalReceived')).toContainText(shown(acceptedA + acceptedB));
  await expect(itemA.locator('[data-column="valueReceived"]')).toHaveText(shown(acceptedA));
  await expect(actions(page).getByRole('button', { name: t.actions.receive })).toHaveCount(0);
  await confirmDated(page, t.actions.finish, fmt(ap.observations.finished, { code: appeal.code }));
  await expect(page.locator('[data-status="Finished"]')).toContainText(ap.statuses.Finished);
  await expect(actions(page)).toHaveCount(0);

  // The event's values: what the appeal recovered is received, the glosa kept is what is left of it.
  await itemA.getByRole('link', { name: fmt(t.items.openEvent, { guide: a.numGuide }) }).click();
  await expect(page).toHaveURL(new RegExp(`/client/events/${a.id}$`));
  const eventTotal = (field: string) =>
    page.getByRole('region', { name: money.receive.totals.label }).locator(`[data-total="${field}"]`);
  await expect(eventTotal('totalReceived')).toContainText(shown(a.received + acceptedA));
  await expect(eventTotal('totalGlosado')).toContainText(shown(a.glosa - acceptedA));
});

test('the indicators: the last six months by default, the insurer and month of an appeal with its shares in percent, and the Excel; the appeal prints as a PDF', async ({
  page,
}) => {
  test.slow(); // sign-in, an event with money and an appeal through the API, two downloads
  await signIn(page, '/client/Appeals');
  const stamp = String(Date.now()).slice(-7);
  const event = await glosadoEvent(page, `64${stamp}`, today());
  const appeal = await identify(page, [event]);
  const month = today().slice(0, 7);
  const [year, number] = month.split('-').map(Number) as [number, number];
  const sixBack = new Date(Date.UTC(year, number - 1 - 5, 1)).toISOString().slice(0, 7);
  const shownMonth = (yyyyMm: string) => `${yyyyMm.slice(5)}/${yyyyMm.slice(0, 4)}`;

  await page.getByRole('tab', { name: t.tabs.stats, exact: true }).click();
  await expect(page).toHaveURL(/[?&]view=stats/);
  const stats = page.getByRole('region', { name: t.stats.title });
  await expect(stats.getByRole('combobox', { name: t.stats.from, exact: true })).toHaveValue(shownMonth(sixBack));
  await expect(stats.getByRole('combobox', { name: t.stats.to, exact: true })).toHaveValue(shownMonth(month));
  const row = stats
    .getByRole('table', { name: t.stats.tableLabel })
    .getByRole('row')
    .filter({ hasText: INSURER })
    .filter({ hasText: shownMonth(month) });
  await expect(row.locator('[data-column="glosaRate"]')).toHaveText(/^\d{1,3}(,\d)?%$/);
  await expect(row.locator('[data-column="appealedShare"]')).toHaveText(/^\d{1,3}(,\d)?%$/);
  const sheet = page.waitForEvent('download');
  await stats.getByRole('button', { name: t.stats.export, exact: true }).click();
  expect((await sheet).suggestedFilename()).toMatch(/\.xlsx$/);

  // The printed appeal, whatever the insurer's electronic setting.
  await page.goto(`/client/Appeals/${appeal.id}`);
  const pdf = page.waitForEvent('download');
  await page
    .getByRole('group', { name: t.detail.downloadsLabel })
    .getByRole('button', { name: t.detail.pdf, exact: true })
    .click();
  expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);
});
