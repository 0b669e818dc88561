import { fmt, messages } from '@honora/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.scheduleShifts;
const kinds = screens.schedules.slotCategories;
const registry = screens.registry;
/** The demo's scheduler (profile d): lists, reads and writes the module workloads. */
const SCHEDULER = 'escalista@demo.honora.dev';
/** The demo's schedule manager (profile c): every action of the module, removal included. */
const SCHEDULE_MANAGER = 'gestor.escala@demo.honora.dev';

const label = (text: string) => new RegExp(`^${text.replace(/[()$]/g, '\\$&')}\\s*\\*?$`);

test('a shift is created, edited and found by the scheduler, and removed by the schedule manager', async ({
  page,
  browser,
}) => {
  test.slow(); // two sign-ins, the lazy screen, a create, an edit, a search and a removal
  const stamp = String(Date.now()).slice(-6);
  const name = `Plantão noturno ${stamp}`;
  await signIn(page, '/client/dashboard', { as: SCHEDULER });
  await page
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: screens.navigation.screens.hours, exact: true })
    .click();
  await expect(page).toHaveURL(/\/client\/hours$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // A new shift: "24:00" is refused; 19:00 → 07:00 shows live as 12 h ending the next day.
  await page.getByRole('button', { name: registry.list.create, exact: true }).click();
  const form = page.getByRole('form', { name: t.title });
  await form.getByRole('textbox', { name: label(t.name) }).fill(name);
  await form.getByRole('textbox', { name: label(t.start) }).fill('19:00');
  const end = form.getByRole('textbox', { name: label(t.end) });
  await end.fill('24:00');
  await form.getByRole('combobox', { name: t.slotCategory, exact: true }).click();
  await page.getByRole('option', { name: kinds.PLANTAO, exact: true }).click();
  await form.getByRole('textbox', { name: label(t.valuePerHour) }).fill('1.234,5');
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(form.getByText(messages.validation.invalidTime)).toBeVisible();
  await expectAccessible(page, 'new shift with an error');
  await end.fill('07:00');
  await expect(form.getByTestId('shift-length')).toHaveText(fmt(t.nextDay, { length: fmt(t.length, { hours: 12 }) }));
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(registry.record.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Edited: a 24-hour sobreaviso (equal times).
  const edit = page.getByRole('form', { name: t.title });
  await edit.getByRole('textbox', { name: label(t.end) }).fill('19:00');
  await expect(edit.getByTestId('shift-length')).toHaveText(fmt(t.nextDay, { length: fmt(t.length, { hours: 24 }) }));
  await edit.getByRole('combobox', { name: t.slotCategory, exact: true }).click();
  await page.getByRole('option', { name: kinds.SOBREAVISO, exact: true }).click();
  await edit.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(registry.record.saved).first()).toBeVisible();

  // Found by a search without accents, with its times, hours, kind, workplace and value in the list.
  await page.getByRole('button', { name: registry.record.back }).click();
  await page.getByRole('searchbox', { name: registry.list.search }).fill(`plantao noturno ${stamp}`);
  const table = page.getByRole('table', { name: t.title });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('19:00–19:00');
  await expect(row).toContainText('24 h, termina no dia seguinte');
  await expect(row).toContainText(kinds.SOBREAVISO);
  await expect(row).toContainText(t.anyWorkplace);
  await expect(row).toContainText('R$ 1.234,50');
  await expectAccessible(page, 'shifts list');

  // The scheduler does not remove; the schedule manager does (soft delete): it leaves the list.
  await page.getByRole('button', { name: fmt(registry.list.openRow, { name }) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: registry.record.remove, exact: true })).toHaveCount(0);
  const url = new URL(page.url()).pathname;
  const manager = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
  await signIn(manager, url, { as: SCHEDULE_MANAGER });
  await manager.getByRole('button', { name: registry.record.remove, exact: true }).click();
  await manager.getByRole('dialog').getByRole('button', { name: registry.record.remove, exact: true }).click();
  await expect(manager.getByText(registry.record.deletedBadge, { exact: true })).toBeVisible();
  await manager.getByRole('button', { name: registry.record.back }).click();
  await manager.getByRole('searchbox', { name: registry.list.search }).fill(`plantao noturno ${stamp}`);
  await expect(manager.getByText(registry.list.empty)).toBeVisible();
  await manager.context().close();
});
