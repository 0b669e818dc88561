import { fmt } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import { screens, signIn } from './support';

const t = screens.reportsGenerator;

/** Picks options of a multiple choice by their labels, then closes its list. */
async function choose(page: Page, label: string, options: string[]) {
  await page.getByRole('combobox', { name: label }).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

test('the administrator builds a grouped report, previews, saves and exports it; the PDF refuses 9 columns', async ({
  page,
}) => {
  test.slow(); // sign-in, the screen's chunk, a preview and two files
  await signIn(page, '/client/ReportsGenerator', { as: 'administrator' });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  await choose(page, t.columnsLabel, [t.fields.insurerName, t.fields.numGuide, t.fields.totalProduced]);
  await page.getByRole('combobox', { name: t.groupByLabel }).click();
  await page.getByRole('option', { name: t.fields.insurerName, exact: true }).click();
  await page.getByRole('button', { name: t.preview, exact: true }).click();
  const table = page.getByRole('table', { name: t.reportTitle });
  await expect(table.getByRole('columnheader', { name: t.fields.totalProduced })).toBeVisible();
  await expect(table.locator('tbody')).toContainText('Subtotal:');
  await expect(table.locator('tfoot')).toContainText(t.total);

  const name = `Produção por convênio ${Date.now()}`;
  await page.getByRole('textbox', { name: t.saved.name }).fill(name);
  await page.getByRole('button', { name: t.saved.save, exact: true }).click();
  await expect(page.getByText(fmt(t.saved.savedToast, { name }))).toBeVisible();
  await expect(page.getByRole('button', { name: t.saved.saveChanges })).toBeVisible();

  const sheet = page.waitForEvent('download');
  await page.getByRole('button', { name: t.exportXlsx }).click();
  expect((await sheet).suggestedFilename()).toMatch(/\.xlsx$/);

  await choose(page, t.columnsLabel, [
    t.fields.dtProcedure,
    t.fields.status,
    t.fields.hospitalName,
    t.fields.anesthetistName,
    t.fields.patientName,
    t.fields.totalReceived,
  ]);
  await page.getByRole('button', { name: t.exportPdf }).click();
  const refusal = fmt(t.errors.pdfTooManyColumns, { max: '8', count: '9' });
  await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
});
