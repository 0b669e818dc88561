import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

/** Every status is readable at 1280 px: no badge cuts its label ("AGU…" for two different statuses). */

test.use({ viewport: { width: 1280, height: 800 } });

/** The badges whose text does not fit their box (the label or the pill hides part of it). */
async function cutBadges(page: Page): Promise<string[]> {
  return page.locator('.mantine-Badge-root').evaluateAll((badges) =>
    badges
      .filter((badge) => {
        const label = badge.querySelector('.mantine-Badge-label') ?? badge;
        return label.scrollWidth > label.clientWidth + 1 || badge.scrollWidth > badge.clientWidth + 1;
      })
      .map((badge) => badge.textContent ?? ''),
  );
}

test('status badges show their whole label at 1280 px on the events list and a batch', async ({ page }) => {
  test.slow(); // sign-in and two screens
  await signIn(page, '/client/dashboard');

  await page.goto('/client/events');
  const statuses = page.locator('tbody [data-status]');
  await expect(statuses.first()).toBeVisible();
  expect(await cutBadges(page)).toEqual([]);

  const answer = await page.request.get('/api/batches', { params: { pageSize: '1' } });
  expect(answer.ok(), await answer.text()).toBe(true);
  const batch = ((await answer.json()) as { items: { id: string }[] }).items[0];
  expect(batch, 'o demo tem um lote').toBeDefined();
  await page.goto(`/client/batches/${batch!.id}`);
  await expect(page.locator('[data-status]').first()).toBeVisible();
  expect(await cutBadges(page)).toEqual([]);
});
