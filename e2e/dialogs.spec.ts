import { expect, test } from '@playwright/test';
import { screens, signIn } from './support';

/**
 * Keyboard and screen-reader basics of the shell and its dialogs (WCAG 2.4.1, 2.4.3, 4.1.2, 1.3.1):
 * a skip link first, dialogs with a named × and no second banner, focus back to the opener on
 * Escape (also when the dialog was opened from a menu), named action columns.
 */
const common = screens.common;

test('the skip link, the dialogs and the action columns work by keyboard and by name', async ({ page }) => {
  test.setTimeout(150_000); // sign-in and three screens on a shared machine
  await signIn(page, '/client/batches', { as: 'administrator' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The first stop of the keyboard on a freshly loaded screen skips the header and the menu.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: common.skipToContent });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // The actions column has a name.
  await expect(page.getByRole('columnheader', { name: common.actionsColumn })).toHaveCount(1);

  // A dialog mounted only while open: named ×, one banner, focus back to its button.
  const create = page.getByRole('button', { name: screens.batches.screen.create });
  await create.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: common.closeDialog })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(create).toBeFocused();

  // A dialog opened from a menu item (the item is gone when the dialog closes): back to the menu's button.
  // An event the menu offers to remove (other specs running at the same time finish theirs).
  const answer = await page.request.get('/api/events', { params: { pageSize: '1', statuses: 'AwaitingCheck' } });
  const event = ((await answer.json()) as { items: { id: string }[] }).items[0]!;
  await page.goto(`/client/events?id=${event.id}`);
  const menu = page.getByRole('button', { name: screens.events.form.actions.menu, exact: true });
  await menu.click();
  await page.getByRole('menuitem', { name: screens.events.actions.remove, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(menu).toBeFocused();
});
