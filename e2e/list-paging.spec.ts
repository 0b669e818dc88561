import { fmt } from '@honora/contract';
import type { EventListResponse } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import { screens, signIn } from './support';

/** The first read of the events list after signing in (the list, its totals and the registries) on a busy CI machine. */
const FIRST_LOAD_MS = 30_000;

const t = screens.events.list;
const pager = screens.pagination;
/** The list as a large cooperative sees it: 17.895 events, 179 pages of 100. */
const LARGE_TOTAL = 17_895;
const LAST_PAGE = 179;

// A short window, so that the demo's rows scroll.
test.use({ viewport: { width: 1280, height: 560 } });

/**
 * The events list answers as if the company had LARGE_TOTAL events: every page asked shows the
 * demo's first page, with the large count (the demo seed has a few dozen events).
 */
async function pretendLargeList(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api/events',
    async (route) => {
      const url = new URL(route.request().url());
      url.searchParams.set('page', '1');
      // The list cancels a request it no longer needs (a newer page was asked): its answer is
      // then gone, and nobody waits for it.
      try {
        const response = await route.fetch({ url: url.toString() });
        const body = (await response.json()) as EventListResponse;
        const totals = body.totals ? { ...body.totals, count: LARGE_TOTAL } : body.totals;
        await route.fulfill({ response, json: { ...body, total: LARGE_TOTAL, totals } });
      } catch {
        await route.abort().catch(() => undefined);
      }
    },
  );
}

const rows = (page: Page) => page.getByRole('table', { name: t.tableLabel }).locator('tbody tr[data-event-id]');
/** The browser's window, as the page's scripts see it (the specs compile without the DOM types). */
type BrowserWindow = {
  scrollY: number;
  scrollBy: (x: number, y: number) => void;
  sessionStorage: { length: number; key: (i: number) => string | null; getItem: (key: string) => string | null };
};
const scrollY = (page: Page) => page.evaluate(() => (globalThis as unknown as BrowserWindow).scrollY);
/** The list positions the app has recorded in the tab (use-scroll-memory). */
const recordedPositions = (page: Page) =>
  page.evaluate(() => {
    const storage = (globalThis as unknown as BrowserWindow).sessionStorage;
    const positions: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith('honora.scroll:')) positions.push(storage.getItem(key) ?? '');
    }
    return positions;
  });

test('a page past the end of the events list shows the last page', async ({ page }) => {
  await pretendLargeList(page);
  await signIn(page, '/client/events?page=500', { landsOn: /\/client\/events/ });
  await expect(page).toHaveURL(new RegExp(`page=${LAST_PAGE}(&|$)`));
  await expect(rows(page).first()).toBeVisible();
  const top = page.getByRole('navigation', { name: pager.label, exact: true });
  await expect(top.getByRole('button', { name: String(LAST_PAGE), exact: true })).toHaveAttribute(
    'data-active',
    'true',
  );
});

test('a page past the end of a registry list shows its last page', async ({ page }) => {
  await signIn(page, '/client/events');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  // Hospitals keep their page in the component: an answer past the end comes from a list that shrank.
  let asked = 0;
  await page.route(
    (url) => url.pathname === '/api/hospitals',
    async (route) => {
      const url = new URL(route.request().url());
      asked += 1;
      if (url.searchParams.get('page') === '1' && asked === 1) {
        // The first answer says there are 250 hospitals; the second page then finds the list shorter.
        const response = await route.fetch();
        const body = (await response.json()) as { total: number };
        await route.fulfill({ response, json: { ...body, total: 250 } });
        return;
      }
      await route.continue();
    },
  );
  await page.goto('/client/hospitals');
  const nav = page.getByRole('navigation', { name: pager.label, exact: true });
  await nav.getByRole('button', { name: '3', exact: true }).click();
  // The real answer of page 3 has no rows and a smaller total: the list goes to its last page (1).
  await expect(nav.getByRole('button', { name: '1', exact: true })).toHaveAttribute('data-active', 'true');
  await expect(page.getByRole('table').locator('tbody tr').first()).toBeVisible();
});

test('the count and the pages come before the rows; a new page starts at the top; back from an event keeps the scroll', async ({
  page,
}) => {
  test.slow(); // sign-in, several list reads and an event opened
  await pretendLargeList(page);
  await signIn(page, '/client/events');
  await expect(rows(page).first()).toBeVisible({ timeout: FIRST_LOAD_MS });

  // Where the eye starts: the totals and the pager above the table.
  const table = page.getByRole('table', { name: t.tableLabel });
  const topPager = page.getByRole('navigation', { name: pager.label, exact: true });
  const totals = page.getByRole('region', { name: t.totals.label });
  const tableTop = (await table.boundingBox())!.y;
  expect((await topPager.boundingBox())!.y).toBeLessThan(tableTop);
  expect((await totals.boundingBox())!.y).toBeLessThan(tableTop);
  await expect(totals).toContainText(fmt(t.totals.count, { count: '17.895' }));
  await expect(page.getByRole('navigation', { name: pager.bottomLabel, exact: true })).toBeVisible();

  // The pager under the rows: the next page starts at the top of the window.
  const bottomPager = page.getByRole('navigation', { name: pager.bottomLabel, exact: true });
  await bottomPager.scrollIntoViewIfNeeded();
  expect(await scrollY(page)).toBeGreaterThan(0);
  await bottomPager.getByRole('button', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/page=2(&|$)/);
  await expect.poll(() => scrollY(page)).toBe(0);

  // Scrolled down, open an event, come back: the list is where it was.
  const last = rows(page).last();
  await last.scrollIntoViewIfNeeded();
  await page.evaluate(() => (globalThis as unknown as BrowserWindow).scrollBy(0, 40));
  // The position is recorded on the next frame, and the page may still settle (rows measured):
  // open the event once the recorded position is where the window now is.
  await expect
    .poll(async () => (await recordedPositions(page)).includes(String(Math.round(await scrollY(page)))))
    .toBe(true);
  const before = await scrollY(page);
  expect(before).toBeGreaterThan(100);
  await last.locator('button', { hasText: t.open }).click();
  await expect(page.getByRole('button', { name: screens.events.form.back })).toBeVisible();
  await page.goBack();
  await expect(rows(page).first()).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 30);
});
