import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { screens, signIn } from './support';

const t = screens.json2excel;

const rows = [
  { guia: '000123', paciente: { nome: 'Ana Souza' }, data: '2025-01-31', valor: 1234.56, pago: true },
  { guia: '000124', paciente: { nome: 'Bia Lima', idade: 40 }, valor: 10, tags: ['a', 'b'] },
];

test('an administrator pastes JSON, previews it, downloads the xlsx, and sees where a bad JSON breaks', async ({
  page,
}) => {
  test.slow(); // sign-in, the lazy screen and a download
  await signIn(page, '/admin/dashboard', { as: 'superAdmin' });
  await page
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: screens.navigation.screens.json2excel, exact: true })
    .click();
  await expect(page).toHaveURL(/\/tools\/Json2Excel$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  const textarea = page.getByRole('textbox', { name: t.textLabel, exact: true });
  await textarea.fill(JSON.stringify(rows, null, 2));
  await page.getByRole('button', { name: t.preview, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 linhas e 7 colunas' })).toBeVisible();
  const table = page.getByRole('table', { name: t.tableLabel });
  await expect(table.getByRole('columnheader', { name: 'paciente.nome', exact: true })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('31/01/2025');
  await expect(table.getByRole('row').nth(1)).toContainText('1.234,56');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t.download, exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('json2excel.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).getCell(2).value).toBe('paciente.nome');
  expect(sheet.getRow(2).getCell(4).value).toBe(1234.56);

  await textarea.fill('[\n  {"guia": "1"},\n  {"guia" "2"}\n]');
  await page.getByRole('button', { name: t.preview, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'JSON inválido na linha 3, coluna 11' })).toBeVisible();
  await expect(table).toHaveCount(0);
});
