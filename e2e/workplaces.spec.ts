import { fmt } from '@honora/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.workplaces;
const kinds = screens.schedules.slotCategories;
const registry = screens.registry;
/** The demo's schedule manager (profile c): every action of the module schedule. */
const SCHEDULE_MANAGER = 'gestor.escala@demo.honora.dev';
/** A hospital of the demo matriz (db seed). */
const DEMO_HOSPITAL = 'Hospital Santa Cecília';

const label = (text: string) => new RegExp(`^${text}\\s*\\*?$`);

test('the schedule manager creates, edits, finds and removes a workplace through the screen', async ({ page }) => {
  test.slow(); // sign-in, the lazy screen, a create, an edit, a search and a removal
  const stamp = String(Date.now()).slice(-6);
  const name = `Centro Cirúrgico ${stamp}`;
  await signIn(page, '/client/dashboard', { as: SCHEDULE_MANAGER });
  await page
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: screens.navigation.screens.workplaces, exact: true })
    .click();
  await expect(page).toHaveURL(/\/client\/workplaces$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // A new workplace: a hospital picked by search, two sectors (a repeated one is refused), two kinds.
  await page.getByRole('button', { name: registry.list.create, exact: true }).click();
  const form = page.getByRole('form', { name: t.title });
  await form.getByRole('textbox', { name: label(t.name) }).fill(name);
  const hospital = form.getByLabel(t.hospital, { exact: true });
  await hospital.fill('santa ceci'); // accents do not matter
  await page.getByRole('option', { name: DEMO_HOSPITAL }).click();
  const sectors = form.getByLabel(t.sectors, { exact: true });
  for (const sector of ['Sala 1', 'UTI Adulto', 'sala 1']) {
    await sectors.fill(sector);
    await sectors.press('Enter');
  }
  await form.getByRole('checkbox', { name: new RegExp(`^${kinds.PLANTAO}`) }).check();
  await form.getByRole('checkbox', { name: new RegExp(`^${kinds.SOBREAVISO}`) }).check();
  await expect(form.getByText(fmt(t.errors.duplicateSector, { sector: 'sala 1' }))).toBeVisible();
  await expectAccessible(page, 'new workplace with an error');
  await sectors.press('Backspace');
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(registry.record.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Edited: another kind and a note.
  const edit = page.getByRole('form', { name: t.title });
  await edit.getByRole('checkbox', { name: new RegExp(`^${kinds.ELETIVA}`) }).check();
  await edit.getByRole('textbox', { name: label(t.notes) }).fill('Entrada pela portaria 2');
  await edit.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(registry.record.saved).first()).toBeVisible();

  // Found by a search without accents, with its hospital, sectors and kinds in the list.
  await page.getByRole('button', { name: registry.record.back }).click();
  await page.getByRole('searchbox', { name: registry.list.search }).fill(`centro cirurgico ${stamp}`);
  const table = page.getByRole('table', { name: t.title });
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(DEMO_HOSPITAL);
  await expect(row).toContainText('Sala 1, UTI Adulto');
  await expect(row).toContainText(`${kinds.PLANTAO}, ${kinds.SOBREAVISO}, ${kinds.ELETIVA}`);
  await expectAccessible(page, 'workplaces list');

  // Removed (soft delete): it leaves the list.
  await page.getByRole('button', { name: fmt(registry.list.openRow, { name }) }).click();
  await page.getByRole('button', { name: registry.record.remove, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: registry.record.remove, exact: true }).click();
  await expect(page.getByText(registry.record.deletedBadge, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: registry.record.back }).click();
  await page.getByRole('searchbox', { name: registry.list.search }).fill(`centro cirurgico ${stamp}`);
  await expect(page.getByText(registry.list.empty)).toBeVisible();
});
