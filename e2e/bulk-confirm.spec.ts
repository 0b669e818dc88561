import { fmt } from '@honora/contract';
import type { EventMoney } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import { screens, signIn } from './support';

/** The first read of the events list after signing in (the list, its totals and the registries) on a busy CI machine. */
const FIRST_LOAD_MS = 30_000;

const t = screens.events.list;
const bulk = t.bulk;
const money = screens.money;

/** 123450n → "R$ 1.234,50". */
const brl = (cents: bigint) => {
  const whole = (cents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$ ${whole},${(cents % 100n).toString().padStart(2, '0')}`;
};
const toCents = (text: string) => BigInt(Math.round(Number(text) * 100));

/** What "receive all" settles on an event, from its ledger: every item's open remainder. */
async function openOf(page: Page, eventId: string): Promise<{ cents: bigint; version: number }> {
  const answer = await page.request.get(`/api/events/${eventId}/money`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const view = (await answer.json()) as EventMoney;
  const cents = view.items.map((item) => toCents(item.open ?? '0')).filter((c) => c > 0n);
  return { cents: cents.reduce((a, b) => a + b, 0n), version: view.version };
}

const rows = (page: Page) => page.getByRole('table', { name: t.tableLabel }).locator('tbody tr[data-event-id]');

test('a bulk action states how many events, the amount it posts and lists them before anything is written', async ({
  page,
}) => {
  test.slow(); // sign-in, the list, two dialogs and the ledger of each event
  await signIn(page, '/client/events?statuses=WaitPayment');
  const waiting = rows(page).filter({ has: page.locator('[data-status="WaitPayment"]') });
  await expect(waiting.first()).toBeVisible({ timeout: FIRST_LOAD_MS });
  const count = Math.min(await waiting.count(), 2);
  expect(count, 'the demo seed has events waiting for payment').toBeGreaterThan(0);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = waiting.nth(i);
    ids.push((await row.getAttribute('data-event-id'))!);
    await row.getByRole('checkbox').check();
  }
  const ledgers = await Promise.all(ids.map((id) => openOf(page, id)));
  const expected = ledgers.reduce((sum, l) => sum + l.cents, 0n);

  // Receive all: the count, the total the server will post, and the events on demand.
  await page.getByRole('button', { name: bulk.menu }).click();
  await page.getByRole('menuitem', { name: money.moneyActions.receiveAll, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: money.moneyActions.receiveAll });
  await expect(dialog).toContainText(fmt(bulk.confirmCount, { count: String(count) }));
  await expect(dialog).toContainText(fmt(bulk.totalToPost, { value: brl(expected) }));
  const list = dialog.getByRole('table', { name: bulk.listLabel });
  await expect(list).toBeHidden();
  await dialog.getByRole('button', { name: fmt(bulk.showList, { count: String(count) }) }).click();
  await expect(list).toBeVisible();
  for (const id of ids) await expect(list.locator(`tr[data-event-id="${id}"]`)).toBeVisible();
  await dialog.getByRole('button', { name: money.receive.actionDialog.cancel }).click();
  await expect(dialog).toBeHidden();

  // Nothing was written: each event keeps its version and its open amount.
  expect(await Promise.all(ids.map((id) => openOf(page, id)))).toEqual(ledgers);

  // A status action lists the same events with their status.
  await page.getByRole('button', { name: bulk.menu }).click();
  await page.getByRole('menuitem', { name: screens.events.actions.pending, exact: true }).click();
  const statusDialog = page.getByRole('dialog', { name: screens.events.actions.pending });
  await expect(statusDialog).toContainText(fmt(bulk.confirmCount, { count: String(count) }));
  await statusDialog.getByRole('button', { name: fmt(bulk.showList, { count: String(count) }) }).click();
  const statusList = statusDialog.getByRole('table', { name: bulk.listLabel });
  for (const id of ids) await expect(statusList.locator(`tr[data-event-id="${id}"]`)).toBeVisible();
  await expect(statusList).toContainText(screens.events.statuses.WaitPayment);
});
