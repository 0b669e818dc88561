import { expect, test } from '@playwright/test';
import { screens, signIn } from './support';

const t = screens.reports;
const INSURER = 'Bradesco Saúde Demo';

test('the billing manager picks a report, narrows it to an insurer and exports it to Excel and PDF', async ({
  page,
}) => {
  test.slow(); // sign-in, the screen's chunk, two files
  await signIn(page, '/client/reports', { as: 'billingManager' });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  await page.getByRole('combobox', { name: t.reportLabel }).click();
  await page.getByRole('option', { name: t.reports.glosasByInsurer, exact: true }).click();
  await expect(page).toHaveURL(/report=glosasByInsurer/);
  const table = page.getByRole('table', { name: t.reports.glosasByInsurer });
  await expect(table.getByRole('columnheader', { name: t.columns.glosaRate })).toBeVisible();
  await expect(table.locator('tfoot')).toContainText(t.total);

  await page.getByRole('combobox', { name: screens.dashboardPanel.insurer }).click();
  await page.getByRole('option', { name: INSURER, exact: true }).click();
  await expect(page).toHaveURL(/healthInsuranceId=/);
  await expect(table.locator('tbody').getByRole('row')).toHaveCount(1);
  await expect(table.locator('tbody')).toContainText(INSURER);

  const sheet = page.waitForEvent('download');
  await page.getByRole('button', { name: t.exportXlsx }).click();
  expect((await sheet).suggestedFilename()).toMatch(/^Glosas por convênio \d{2}-\d{2}-\d{4}\.xlsx$/);
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: t.exportPdf }).click();
  expect((await pdf).suggestedFilename()).toMatch(/\.pdf$/);
});
