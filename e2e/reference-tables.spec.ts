import { readFileSync } from 'node:fs';
import { fmt } from '@honora/contract';
import { expect, test } from '@playwright/test';
import { screens, signIn } from './support';

const t = screens.referenceTables;

/**
 * Two good municipalities and one with a wrong check digit. São Paulo and Campinas stay in the
 * table afterwards: the demo's address picker (other screens, other specs) searches them.
 */
const CSV = [
  'codigo_ibge,nome,capital,codigo_uf',
  '3550308,São Paulo,1,35',
  '3509503,Campinas com dígito errado,0,35',
  '3509502,Campinas,0,35',
].join('\r\n');

test('the super admin imports IBGE municipalities from a CSV and reads the report', async ({ page }) => {
  await signIn(page, '/admin/dashboard', { as: 'superAdmin' });
  await page
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: screens.navigation.screens.referenceTables, exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/referenceTables$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const ibgeCard = page.getByRole('region', { name: t.tables.ibgeMunicipalities });
  await expect(ibgeCard).toBeVisible();

  const form = page.getByRole('form', { name: t.importTitle });
  await form.getByRole('combobox', { name: new RegExp(`^${t.tableLabel}`) }).click();
  await page.getByRole('option', { name: t.tables.ibgeMunicipalities }).click();
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: new RegExp(`^${t.fileLabel}`) }).click();
  await (await chooser).setFiles({ name: 'municipios-e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expect(form).toContainText('municipios-e2e.csv');
  await form.getByRole('button', { name: t.importButton }).click();
  await expect(page.getByText(t.started)).toBeVisible();

  // The report: the progress while it runs (polled), then the counts and the rejected row.
  const report = page.getByRole('region', { name: fmt(t.reportTitle, { fileName: 'municipios-e2e.csv' }) });
  await expect(report.getByText(t.statuses.FINISH, { exact: true })).toBeVisible();
  await expect(report.getByRole('progressbar')).toHaveCount(0);
  await expect(report).toContainText(fmt(t.totalCount, { count: '3' }));
  await expect(report).toContainText(fmt(t.acceptedCount, { count: '2' }));
  await expect(report).toContainText(fmt(t.rejectedCount, { count: '1' }));
  const rejected = report.getByRole('table', { name: t.rejectionsLabel });
  await expect(rejected.getByRole('row')).toHaveCount(2);
  await expect(rejected.getByRole('row').nth(1).getByRole('cell')).toHaveText(['3', t.reasons.checkDigit]);

  // The table now holds the two good rows; the history lists the import.
  await expect(ibgeCard).toContainText(fmt(t.rowCount, { count: '2' }));
  await expect(ibgeCard).toContainText('municipios-e2e.csv');
  const history = page.getByRole('table', { name: t.historyLabel });
  await expect(history.getByRole('row', { name: /municipios-e2e\.csv/ })).toContainText(t.statuses.FINISH);
});

/** The ANS schema, read in place: table 38 (768 glosa reasons) sits in its dm_tipoGlosa type. */
const XSD_NAME = 'tissSimpleTypesV4_03_00.xsd';
const XSD = readFileSync(`/work/shared/tiss/xsd/4.03.00/${XSD_NAME}`);

test('the super admin imports the glosa reasons (table 38) from the ANS schema itself', async ({ page }) => {
  await signIn(page, '/admin/referenceTables', { as: 'superAdmin' });
  // The demo loaded the same schema at seed time: the import replaces the table with the same rows.
  const glosaCard = page.getByRole('region', { name: t.tables.glosaReasons });
  await expect(glosaCard).toContainText(fmt(t.rowCount, { count: '768' }));

  const form = page.getByRole('form', { name: t.importTitle });
  await form.getByRole('combobox', { name: new RegExp(`^${t.tableLabel}`) }).click();
  await page.getByRole('option', { name: t.tables.glosaReasons }).click();
  await expect(form).toContainText(t.glosaImportHint);
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: new RegExp(`^${t.fileLabel}`) }).click();
  await (await chooser).setFiles({ name: XSD_NAME, mimeType: 'application/xml', buffer: XSD });
  await form.getByRole('button', { name: t.importButton }).click();

  const report = page.getByRole('region', { name: fmt(t.reportTitle, { fileName: XSD_NAME }) });
  await expect(report.getByText(t.statuses.FINISH, { exact: true })).toBeVisible();
  await expect(report).toContainText(fmt(t.totalCount, { count: '768' }));
  await expect(report).toContainText(fmt(t.acceptedCount, { count: '768' }));
  await expect(report).toContainText(fmt(t.rejectedCount, { count: '0' }));
  await expect(glosaCard).toContainText(XSD_NAME);
});
