import { fmt } from '@honora/contract';
import type { EventListItem, EventListResponse } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { screens, signIn } from './support';

const t = screens.events.list;
const ev = screens.events;
const headers = ev.exportColumns;

// The bulk check changes events the other test filters on: one after the other.
test.describe.configure({ mode: 'serial' });

/** "10914.75" → "R$ 10.914,75" (the list's decimal text as the screen shows it). */
const money = (text: string) => {
  const negative = text.startsWith('-');
  const [whole, cents = ''] = text.replace('-', '').split('.');
  const shown = `R$ ${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents.padEnd(2, '0')}`;
  return negative ? `-${shown}` : shown;
};

/** The list as the server answers it for the page's session. */
async function listed(page: Page, query: Record<string, string>): Promise<EventListResponse> {
  const answer = await page.request.get('/api/events', { params: query });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as EventListResponse;
}

const rows = (page: Page) => page.getByRole('table', { name: t.tableLabel }).locator('tbody tr[data-event-id]');

test('the biller filters by a status group and an insurer, sees the totals, sorts, chooses columns and exports', async ({
  page,
}) => {
  test.slow(); // sign-in, several list reads, a reload and a download
  await signIn(page, '/client/events');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();

  // A demo insurer that has events to check.
  const toCheck = await listed(page, { statusGroup: 'toCheck' });
  const sample = toCheck.items.find((item) => item.insurerName) as EventListItem | undefined;
  expect(sample, 'the demo seed has events to check').toBeDefined();
  const insurer = { id: sample!.healthInsuranceId!, name: sample!.insurerName! };

  // The status group chip and the insurer: the URL keeps both and the table shows only matches.
  const groups = page.getByRole('radiogroup', { name: t.filters.group });
  await groups.getByText(ev.statusGroups.toCheck, { exact: true }).click();
  await expect(groups.getByRole('radio', { name: ev.statusGroups.toCheck, exact: true })).toBeChecked();
  await expect(page).toHaveURL(/statusGroup=toCheck/);
  await page.getByRole('combobox', { name: t.filters.insurers }).click();
  await page.getByRole('option', { name: insurer.name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`insurerIds=${insurer.id}`));
  const filtered = await listed(page, { statusGroup: 'toCheck', insurerIds: insurer.id });
  expect(filtered.total).toBeGreaterThan(0);
  await expect(rows(page)).toHaveCount(Math.min(filtered.total, 100));
  // The "to check" group of decision 015.
  const shown = await rows(page)
    .locator('[data-status]')
    .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')));
  for (const status of shown) expect(['AwaitingCheck', 'Custom', 'Pending']).toContain(status);

  // The totals of the whole filtered set.
  const totals = page.getByRole('region', { name: t.totals.label });
  await expect(totals).toContainText(fmt(t.totals.count, { count: String(filtered.total) }));
  expect(filtered.totals?.totalProduced).toBeDefined();
  await expect(totals).toContainText(`${t.totals.totalProduced}: ${money(filtered.totals!.totalProduced!)}`);

  // Sorting by date, oldest first: the first row is the server's first.
  await page.getByRole('button', { name: fmt(screens.registry.list.sortBy, { column: headers.dtProcedure }) }).click();
  await expect(page).toHaveURL(/sort=dtProcedure&dir=asc/);
  const ascending = await listed(page, {
    statusGroup: 'toCheck',
    insurerIds: insurer.id,
    sort: 'dtProcedure',
    dir: 'asc',
  });
  await expect(rows(page).first()).toHaveAttribute('data-event-id', ascending.items[0]!.id);
  await expect(page.getByRole('columnheader', { name: new RegExp(headers.dtProcedure) })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );

  // Columns: add the surgeon, drop the procedures; the choice and the filters survive a reload.
  await page.getByRole('button', { name: t.columnChooser, exact: true }).click();
  await page.getByRole('checkbox', { name: headers.surgeon, exact: true }).check();
  await page.getByRole('checkbox', { name: headers.procedures, exact: true }).uncheck();
  await page.keyboard.press('Escape');
  const table = page.getByRole('table', { name: t.tableLabel });
  await expect(table.getByRole('columnheader', { name: headers.surgeon, exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: headers.procedures, exact: true })).toHaveCount(0);
  await page.reload();
  await expect(page).toHaveURL(/statusGroup=toCheck/);
  await expect(table.getByRole('columnheader', { name: headers.surgeon, exact: true })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: headers.procedures, exact: true })).toHaveCount(0);
  await expect(rows(page)).toHaveCount(Math.min(filtered.total, 100));

  // The export of the same filter is an Excel file (a ZIP: it starts with "PK").
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t.export, exact: true }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = await readFile((await file.path())!);
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
});

test('the biller checks two events at once and sees the result of each', async ({ page }) => {
  await signIn(page, '/client/events');
  const awaiting = await listed(page, { statuses: 'AwaitingCheck', sort: 'createdAt', dir: 'asc' });
  expect(awaiting.items.length, 'the demo seed has events awaiting check').toBeGreaterThanOrEqual(2);
  const [first, second] = awaiting.items;

  await page.goto('/client/events?statuses=AwaitingCheck&sort=createdAt&dir=asc');
  for (const event of [first!, second!]) {
    await page.locator(`tr[data-event-id="${event.id}"]`).getByRole('checkbox').check();
  }
  await expect(page.getByText(fmt(t.selection.selected, { count: '2' }))).toBeVisible();
  await page.getByRole('button', { name: t.bulk.menu, exact: true }).click();
  await page.getByRole('menuitem', { name: ev.actions.check, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: ev.actions.check });
  await expect(confirm).toContainText(
    fmt(ev.actionDialog.confirm, { action: ev.actions.check, subject: fmt(ev.actionDialog.manyEvents, { count: 2 }) }),
  );
  await confirm.getByRole('button', { name: ev.actionDialog.confirmButton, exact: true }).click();

  const results = page.getByRole('dialog', { name: t.bulk.resultsTitle });
  await expect(results.getByRole('status')).toHaveText(fmt(t.bulk.summary, { ok: '2', total: '2' }));
  const resultRows = results.getByRole('table', { name: t.bulk.resultsTitle }).locator('tbody tr');
  await expect(resultRows).toHaveCount(2);
  for (const event of [first!, second!]) {
    const row = resultRows.filter({ hasText: event.numGuide ?? t.noGuide });
    await expect(row).toContainText(ev.bulkResults.success);
  }
  await results.getByRole('button', { name: t.bulk.close, exact: true }).click();

  // Checked: they left the awaiting-check filter.
  await expect(page.locator(`tr[data-event-id="${first!.id}"]`)).toHaveCount(0);
  await expect(page.locator(`tr[data-event-id="${second!.id}"]`)).toHaveCount(0);
});

test('the not-ready list shows the guides announced by protocol reports', async ({ page }) => {
  await signIn(page, '/client/notReadyEvents');
  await expect(page.getByRole('heading', { level: 1, name: t.notReadyTitle })).toBeVisible();
  const table = page.getByRole('table', { name: t.tableLabel });
  await expect(table.locator('[data-status="ProtocolCreated"]').first()).toBeVisible();
  await expect(table.locator('[data-status="AwaitingCheck"]')).toHaveCount(0);
  // The status filter offers only the not-ready statuses.
  await page.getByRole('combobox', { name: t.filters.statuses }).click();
  await expect(page.getByRole('option', { name: ev.statuses.ProtocolCreated, exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: ev.statuses.AwaitingCheck, exact: true })).toHaveCount(0);
});
