import { fmt } from '@honora/contract';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demoMandatoryFields, screens, signIn } from './support';

/**
 * Re-pricing (decision 018 "Pricing"): an event keeps its values when a negotiation that starts
 * in the past takes over its date, until the biller re-prices it from the list, seeing first the
 * old and new totals and the difference.
 */
const t = screens.events.list;
const r = t.reprice;
/** A procedure of the insurer's own (customsProcedures): its value is the negotiation's, whatever the table says. */
const CODE = '99990001';
const FIRST_LOAD_MS = 30_000;

/** A calendar day in São Paulo (the server's "today"), `days` from now, as YYYY-MM-DD. */
function saoPauloDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function api(page: Page) {
  const session = (await (await page.request.get('/api/auth/session')).json()).session;
  const headers = { 'x-csrf-token': session.csrfToken as string };
  const post = async (path: string, data: unknown) => {
    const answer = await page.request.post(path, { headers, data });
    expect(answer.ok(), await answer.text()).toBe(true);
    return answer.json();
  };
  return { companyId: session.company.id as string, post };
}

const negotiation = (name: string, start: string | null, value: string) => ({
  name,
  start,
  useCbhpm: false,
  customsProcedures: [{ code: CODE, description: 'Avaliação pré-anestésica própria', value }],
});

/**
 * An insurer of this test (its negotiations touch no other spec) priced at R$ 1.000,00, an event
 * priced by it three days ago, and then a negotiation of R$ 1.234,56 that starts a week ago:
 * the event's date now falls in the new one, and the event still shows the old value.
 */
async function eventUnderChangedNegotiation(page: Page, stamp: string) {
  const { companyId, post } = await api(page);
  const insurer = await post('/api/health-insurers', { name: `Convênio Reprecificar ${stamp}` });
  await post(`/api/health-insurers/${insurer.id}/negotiations`, negotiation('Base', null, '1000.00'));
  const event = await post('/api/events', {
    companyId,
    healthInsuranceId: insurer.id,
    numGuide: stamp,
    dtProcedure: saoPauloDay(-3),
    procedures: [{ idProc: CODE, order: 1 }],
    ...(await demoMandatoryFields(page)),
  });
  expect(event.values.totalProcedures).toBe('1000.00');
  await post(`/api/health-insurers/${insurer.id}/negotiations`, negotiation('Reajuste', saoPauloDay(-7), '1234.56'));
  return { id: event.id as string, version: event.version as number };
}

async function stored(page: Page, id: string): Promise<{ total: string; version: number }> {
  const answer = await page.request.get(`/api/events/${id}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const event = await answer.json();
  return { total: event.values.totalProcedures, version: event.version };
}

/** The serious and critical WCAG 2.1 AA violations axe finds inside the open dialog. */
async function dialogViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

test('the biller re-prices an event whose negotiation changed: the dialog shows old, new and difference, and the list the new value', async ({
  page,
}) => {
  test.slow(); // sign-in, an insurer with two negotiations, an event, the preview and the apply
  await signIn(page, '/client/events');
  const stamp = `8${String(Date.now()).slice(-8)}`;
  const event = await eventUnderChangedNegotiation(page, stamp);
  // The new negotiation did not touch the saved event.
  expect(await stored(page, event.id)).toEqual({ total: '1000.00', version: event.version });

  await page.goto(`/client/events?numGuide=${stamp}`);
  const table = page.getByRole('table', { name: t.tableLabel });
  const row = table.locator(`tbody tr[data-event-id="${event.id}"]`);
  await expect(row).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(row).toContainText('R$ 1.000,00');
  await row.getByRole('checkbox', { name: fmt(t.selection.selectRow, { guide: stamp }) }).check();

  await page.getByRole('button', { name: t.bulk.menu }).click();
  await page.getByRole('menuitem', { name: r.menu, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: r.title });
  const preview = dialog.getByRole('table', { name: r.tableLabel });
  const line = preview.locator(`tr[data-event-id="${event.id}"]`);
  await expect(line).toBeVisible();
  for (const header of [r.guide, r.patient, r.totalBefore, r.totalAfter, r.difference, r.situation]) {
    await expect(preview.getByRole('columnheader', { name: header, exact: true })).toBeVisible();
  }
  await expect(line).toHaveAttribute('data-reprice-state', 'change');
  await expect(line.locator('[data-column="totalBefore"]')).toHaveText('R$ 1.000,00');
  await expect(line.locator('[data-column="totalAfter"]')).toHaveText('R$ 1.234,56');
  await expect(line.locator('[data-column="difference"]')).toHaveText('+R$ 234,56');
  await expect(line).toContainText(r.willChange);
  await expect(dialog).toContainText(fmt(r.toApply, { count: '1' }));
  await expect(dialog.locator('[data-reprice-total]')).toHaveText(fmt(r.totalDifference, { value: '+R$ 234,56' }));
  expect(await dialogViolations(page)).toEqual([]);

  // The preview wrote nothing.
  expect(await stored(page, event.id)).toEqual({ total: '1000.00', version: event.version });

  await dialog.getByRole('button', { name: r.confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
  const results = page.getByRole('dialog', { name: r.resultsTitle });
  await expect(results.getByRole('status')).toHaveText(fmt(r.summary, { ok: '1', total: '1' }));
  const result = results.locator(`tr[data-event-id="${event.id}"]`);
  await expect(result).toHaveAttribute('data-result', 'success');
  await expect(result).toContainText(r.repriced);
  expect(await dialogViolations(page)).toEqual([]);
  await results.getByRole('button', { name: t.bulk.close, exact: true }).click();
  await expect(results).toBeHidden();

  // Stored at the next version, and the list shows the new value without a reload; the selection is cleared.
  expect(await stored(page, event.id)).toEqual({ total: '1234.56', version: event.version + 1 });
  await expect(row).toContainText('R$ 1.234,56');
  await expect(row).not.toContainText('R$ 1.000,00');
  await expect(row.getByRole('checkbox')).not.toBeChecked();

  // Asked again, the event no longer changes: nothing to confirm.
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: t.bulk.menu }).click();
  await page.getByRole('menuitem', { name: r.menu, exact: true }).click();
  await expect(dialog.locator(`tr[data-event-id="${event.id}"]`)).toHaveAttribute('data-reprice-state', 'unchanged');
  await expect(dialog.locator(`tr[data-event-id="${event.id}"] [data-column="difference"]`)).toHaveText('R$ 0,00');
  await expect(dialog.getByRole('alert')).toHaveText(r.nothingToApply);
  await expect(dialog.getByRole('button', { name: r.confirm, exact: true })).toBeDisabled();
});

test('a user without billing access is not offered Reprecificar', async ({ page }) => {
  // The anesthetist writes own events (events writeOwn) but has no billing write.
  await signIn(page, '/client/events', { as: 'anesthetist' });
  const menu = page.getByRole('button', { name: t.bulk.menu });
  await expect(menu).toBeVisible({ timeout: FIRST_LOAD_MS });
  const first = page.getByRole('table', { name: t.tableLabel }).locator('tbody tr[data-event-id]').first();
  await first.getByRole('checkbox').check();
  await menu.click();
  // The menu is open with the status actions the anesthetist may run, and no re-pricing among them.
  await expect(page.getByRole('menuitem', { name: screens.events.actions.pending, exact: true })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: r.menu, exact: true })).toHaveCount(0);
});
