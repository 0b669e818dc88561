import { defaultImportHeader, spreadsheetFields } from '@honora/contract';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { screens, signIn } from './support';

const t = screens.importTemplates;

/** The demo matriz's event custom field (db seed, billing settings). */
const DEMO_CUSTOM_FIELD = 'Sala cirúrgica';

test('the billing manager downloads the Honorário import template with the company custom field', async ({ page }) => {
  test.slow(); // sign-in, the lazy screen and a download
  await signIn(page, '/client/dashboard', { as: 'billingManager' });
  await page
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: screens.navigation.screens.importTemplates, exact: true })
    .click();
  await expect(page).toHaveURL(/\/client\/templatesImportEvents$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('radio', { name: screens.registry.eventTypes.Honorario })).toBeChecked();
  const columns = page.getByRole('list', { name: t.columnsTitle });
  await expect(columns).toContainText(defaultImportHeader('patientName'));
  await expect(columns).toContainText(DEMO_CUSTOM_FIELD);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t.download, exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('modelo-importacao-honorario.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.name).toBe(t.file.sheetName);
  const headers = (sheet.getRow(1).values as unknown[]).slice(1);
  expect(headers.slice(0, spreadsheetFields.length)).toEqual(spreadsheetFields.map(defaultImportHeader));
  expect(headers).toContain(DEMO_CUSTOM_FIELD);
  expect(book.getWorksheet(t.file.exampleSheetName)?.getRow(2).getCell(1).value).toBeTruthy();
});
