import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

/**
 * The connection state and the config load of platform.md §4 (decision 067), in an English
 * browser at 1280 px: losing the network shows the notice on every page, getting it back says so
 * and the screens fetch again; a session load that never answers becomes a retryable error.
 */
const t = screens.connection;

test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

test('the app says when the connection is lost and when it returns', async ({ page, context }) => {
  test.slow(); // sign-in, the dashboard's chunk and two network changes
  await signIn(page, '/client/dashboard', { as: 'billingManager' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  const status = page.locator('[data-connection]');
  await expect(status).toHaveAttribute('data-connection', 'online');
  // The dashboard's loads end first: a query paused by the loss would keep its loader spinning.
  await page.waitForLoadState('networkidle');

  await context.setOffline(true);
  await expect(status.getByText(t.offline)).toBeVisible();
  await expect(status).toHaveAttribute('data-connection', 'offline');
  await expectAccessible(page, 'connection');

  await context.setOffline(false);
  await expect(status.getByText(t.restored)).toBeVisible({ timeout: 15_000 });
  await expect(status).toHaveAttribute('data-connection', 'online');
  // The notice goes away by itself; the page keeps working.
  await expect(status.getByText(t.restored)).toBeHidden({ timeout: 10_000 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
});

test('a session load that does not answer is rejected with a way to try again', async ({ page }) => {
  test.slow(); // the 10 s time-out of the config load
  let isStalled = true;
  await page.route('**/api/auth/session', async (route) => {
    if (isStalled) return; // never answers: the load's own time-out must end it
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: t.configFailed })).toBeVisible({ timeout: 20_000 });
  await expectAccessible(page, 'connection');

  isStalled = false;
  await page.getByRole('button', { name: t.retry }).click();
  await expect(page.getByRole('button', { name: /^entrar$/i })).toBeVisible({ timeout: 15_000 });
});
