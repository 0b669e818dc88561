import { expect, test } from '@playwright/test';
import { DEMO_MATRIZ, screens, signIn } from './support';

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

test('the super admin picks the demo matriz, opens a report of it and downloads the Excel (decision 039)', async ({
  page,
}) => {
  test.slow(); // sign-in, the screen's chunk, the company search, a file
  await signIn(page, '/admin/Reports', { as: 'superAdmin' });
  await expect(page.getByRole('heading', { level: 1, name: t.admin.title })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t.admin.chooseCompany })).toBeVisible();

  await page.getByRole('combobox', { name: t.admin.company }).fill('Cooperativa Demo');
  await page.getByRole('option', { name: DEMO_MATRIZ, exact: true }).click();
  await expect(page).toHaveURL(/companyId=/);
  await page.getByRole('combobox', { name: t.reportLabel }).click();
  await page.getByRole('option', { name: t.reports.productionByDoctor, exact: true }).click();
  const table = page.getByRole('table', { name: t.reports.productionByDoctor });
  await expect(table.getByRole('columnheader', { name: t.columns.produced })).toBeVisible();
  await expect(table.locator('tbody').getByRole('row').first()).toBeVisible();
  await expect(table.locator('tfoot')).toContainText(t.total);
  // The company's own doctors are the filter's choices.
  await page.getByRole('combobox', { name: screens.dashboardPanel.doctor }).click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');

  const sheet = page.waitForEvent('download');
  await page.getByRole('button', { name: t.exportXlsx }).click();
  expect((await sheet).suggestedFilename()).toMatch(/^Produção por anestesista \d{2}-\d{2}-\d{4}\.xlsx$/);
});
