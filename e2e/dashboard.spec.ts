import { expect, test } from '@playwright/test';
import { screens, signIn } from './support';

const t = screens.dashboardPanel;
const INSURER = 'Bradesco Saúde Demo';

test('the billing manager filters the dashboard by insurer, reads its numbers and opens those events', async ({
  page,
}) => {
  test.slow(); // sign-in, the panel's chunk, then the events list
  await signIn(page, '/client/dashboard', { as: 'billingManager' });
  const panel = page.getByRole('region', { name: t.heading });
  await expect(panel.getByRole('region', { name: t.sections.months })).toBeVisible({ timeout: 20_000 });

  await panel.getByRole('combobox', { name: t.insurer }).click();
  await page.getByRole('option', { name: INSURER, exact: true }).click();
  await expect(page).toHaveURL(/healthInsuranceId=/);

  const insurers = panel.getByRole('region', { name: t.sections.insurers });
  await insurers.getByText(t.numbers, { exact: true }).click();
  const table = insurers.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2); // the header and the one insurer
  const row = table.getByRole('row', { name: new RegExp(INSURER) });
  await expect(row).toContainText('R$');

  await row.getByRole('link', { name: INSURER }).click();
  await expect(page).toHaveURL(/\/client\/events\?.*insurerIds=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cells = page.getByRole('table').getByRole('cell', { name: INSURER });
  await expect(cells.first()).toBeVisible();
  await expect(page.getByRole('table').getByRole('cell', { name: 'Unimed Demo', exact: true })).toHaveCount(0);
});

test('the billing manager reads the whole history in BigData and opens the events of a year', async ({ page }) => {
  test.slow(); // sign-in, the charts' chunk, then the events list
  const b = t.bigData;
  await signIn(page, '/client/BigData', { as: 'billingManager' });
  await expect(page.getByRole('heading', { level: 1, name: b.heading })).toBeVisible({ timeout: 20_000 });
  const years = page.getByRole('region', { name: t.sections.years });
  await expect(years).toBeVisible({ timeout: 20_000 });

  await years.getByText(t.numbers, { exact: true }).click();
  const firstYear = years.getByRole('table').getByRole('row').nth(1);
  await expect(firstYear).toContainText('R$');
  const year = (await firstYear.getByRole('link').textContent())!.trim();
  expect(year).toMatch(/^\d{4}$/);

  await firstYear.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/client/events\\?.*from=${year}-01-01`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
