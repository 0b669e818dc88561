import { fmt, type AdminBiResponse, type AdminMapResponse } from '@honora/contract';
import { formatCents, toCents } from '@honora/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { DEMO_MATRIZ, screens, signIn } from './support';

const t = screens.adminBi;
const brl = (text: string) => formatCents(toCents(text));

test.use({ viewport: { width: 1280, height: 900 } });
// A sign-in, two screens with their charts and two axe scans.
test.describe.configure({ timeout: 150_000 });

/**
 * The screen against the API's answer read just before: other specs write events meanwhile, so
 * the pair is read again (a reload, then the screen's `ready` element) until both agree.
 */
async function expectShown<T>(
  page: Page,
  url: string,
  ready: Locator,
  check: (answer: T) => Promise<void>,
): Promise<void> {
  await expect(async () => {
    const answer = (await (await page.request.get(url)).json()) as T;
    await page.reload();
    await expect(ready).toBeVisible({ timeout: 30_000 });
    await check(answer);
  }).toPass({ timeout: 75_000 });
}

test('the super admin reads every company on the dashboard and in BI, then the map of a state and its cities', async ({
  page,
}) => {
  await signIn(page, '/admin/dashboard', { as: 'superAdmin' });
  // The identity cards stay; the summary of all companies of the year comes below them.
  await expect(page.getByRole('heading', { level: 2, name: screens.dashboard.userSection })).toBeVisible();
  const year = new Date().getFullYear();
  await expect(page.getByRole('heading', { level: 2, name: fmt(t.summary.title, { year }) })).toBeVisible();

  await page
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: screens.navigation.screens.adminBi, exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/BI$/);
  await expect(page.getByRole('heading', { level: 1, name: t.bi.title })).toBeVisible();

  const table = page.getByRole('table', { name: t.bi.tableLabel });
  await expectShown<AdminBiResponse>(page, '/api/admin/bi', table, async (bi) => {
    const matriz = bi.companies.find((c) => c.name === DEMO_MATRIZ)!;
    expect(matriz.count).toBeGreaterThan(0);
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: DEMO_MATRIZ, exact: true }) });
    await expect(row).toContainText(brl(matriz.totalProduced), { timeout: 5_000 });
    await expect(row).toContainText(`${matriz.place!.city}/${matriz.place!.uf}`);
    await expect(table.locator('tfoot')).toContainText(brl(bi.totals.totalProduced));
  });
  await expect(page.getByRole('img', { name: t.bi.chartLabel })).toBeVisible();

  // Sorting by name, A–Z.
  const nameHeader = table.getByRole('columnheader', { name: t.bi.company });
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

  // The table as an Excel file, named by its period.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t.bi.export, exact: true }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^BI produção \d{2}-\d{4} a \d{2}-\d{4}\.xlsx$/);
  await expectAccessible(page, 'admin BI');

  // The map: 27 states, each a button named by its figures; São Paulo shows its cities.
  await page.getByRole('link', { name: t.bi.openMap, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/Map$/);
  await expect(page.getByRole('heading', { level: 1, name: t.map.title })).toBeVisible();
  const map = page.getByRole('group', { name: t.map.mapLabel });
  const tiles = map.getByRole('button');
  await expect(tiles).toHaveCount(27);
  await expectShown<AdminMapResponse>(page, '/api/admin/map', tiles.first(), async (answer) => {
    const sp = answer.states.find((s) => s.uf === 'SP')!;
    expect(sp.companies).toBeGreaterThan(0);
    const name = fmt(t.map.tileProduced, {
      state: 'São Paulo (SP)',
      value: brl(sp.totalProduced),
      companies: String(sp.companies),
    });
    await expect(map.getByRole('button', { name, exact: true })).toBeVisible({ timeout: 5_000 });
  });
  const saoPaulo = map.getByRole('button', { name: /^São Paulo \(SP\)/ });
  await saoPaulo.click();
  await expect(saoPaulo).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/uf=SP/);
  const cities = page.getByRole('table', { name: fmt(t.map.citiesLabel, { state: 'São Paulo' }) });
  await expect(cities.getByRole('rowheader', { name: 'São Paulo', exact: true })).toBeVisible();

  // By keyboard: Paraná's square, then Enter, shows Curitiba; the map colored by companies.
  await page.getByRole('region', { name: t.map.mapLabel }).getByText(t.map.byCompanies, { exact: true }).click();
  await expect(page).toHaveURL(/by=companies/);
  const parana = map.getByRole('button', { name: /^Paraná \(PR\)/ });
  await parana.focus();
  await page.keyboard.press('Enter');
  await expect(parana).toHaveAttribute('aria-pressed', 'true');
  const curitiba = page.getByRole('table', { name: fmt(t.map.citiesLabel, { state: 'Paraná' }) });
  await expect(curitiba.getByRole('rowheader', { name: 'Curitiba', exact: true })).toBeVisible();
  await expectAccessible(page, 'admin Map');
});
