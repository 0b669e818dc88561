import { expect, test } from '@playwright/test';
import { screens, signIn } from './support';

const registry = screens.registry;
const changes = screens.changes;
/** A label as Mantine writes it, with or without the required asterisk. */
const labelled = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

test('a surgeon changed, deleted and restored shows each change in its history tab', async ({ page }) => {
  test.slow(); // sign-in, a create, a change, a delete and a restore
  const t = screens.surgeons;
  const name = `Dr. Histórico ${Date.now()}`;
  await signIn(page, '/client/surgeons', { as: 'administrator' });
  await page.getByRole('button', { name: registry.list.create, exact: true }).click();
  const created = page.getByRole('form', { name: t.newTitle });
  await created.getByRole('textbox', { name: labelled(t.name) }).fill(name);
  await created.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Once saved, the record opens with its two tabs.
  await expect(page.getByRole('tab', { name: registry.record.historyTab })).toBeVisible();

  const form = page.getByRole('form', { name });
  // The specialty is picked from the registry (decision 063).
  await form.getByRole('combobox', { name: t.specialty }).click();
  await page.getByRole('option', { name: 'Cardiologia', exact: true }).click();
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(registry.record.saved).first()).toBeVisible();

  // The record re-renders when its save lands, which can swallow a click: ask until the confirmation shows.
  await expect(async () => {
    await page.getByRole('button', { name: registry.record.remove, exact: true }).click({ timeout: 2_000 });
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await page.getByRole('dialog').getByRole('button', { name: registry.record.remove, exact: true }).click();
  await expect(page.getByText(registry.record.deletedBadge, { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: registry.record.historyTab }).click();
  const history = page.getByRole('table', { name: registry.record.historyLabel });
  await expect(history.getByRole('row')).toHaveCount(4); // the header, then the three changes, newest first
  await expect(history.getByRole('row').nth(1)).toContainText(changes.operations.DELETE);
  await expect(history.getByRole('row').nth(2)).toContainText(changes.operations.UPDATE);
  await expect(history.getByRole('row').nth(2)).toContainText(t.specialty);
  await expect(history.getByRole('row').nth(3)).toContainText(changes.operations.INSERT);
  await expect(history.getByRole('row').nth(3)).toContainText(name);

  // The data tab still holds the record, and the restore is there.
  await page.getByRole('tab', { name: registry.record.dataTab }).click();
  await page.getByRole('button', { name: registry.record.restore, exact: true }).click();
  await expect(page.getByText(registry.record.deletedBadge, { exact: true })).toHaveCount(0);

  // The restore is a change of its own, newest in the history.
  await page.getByRole('tab', { name: registry.record.historyTab }).click();
  await expect(history.getByRole('row')).toHaveCount(5);
  await expect(history.getByRole('row').nth(1)).toContainText(changes.operations.RESTORE);
});
