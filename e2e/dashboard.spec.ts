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
