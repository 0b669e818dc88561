import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.adminQuery;

// The screens are tested in an en-US browser: dates and numbers must not follow the browser's locale.
test.use({ locale: 'en-US' });

test('a super admin runs a read-only query, sees the table, saves it, downloads Excel; a write is refused', async ({
  page,
}) => {
  test.slow(); // sign-in, the lazy screen, a download and two axe scans
  await signIn(page, '/admin/dashboard', { as: 'superAdmin' });
  await page
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: screens.navigation.screens.adminQuery, exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/QueryInFirestore$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  const editor = page.getByRole('textbox', { name: t.sqlLabel });
  await editor.fill(
    "select name, is_matriz, date '2025-01-31' as dia, 1234.5::numeric as valor from companies order by name",
  );
  await editor.press('Control+Enter');
  const table = page.getByRole('table', { name: t.resultTitle });
  await expect(table.getByRole('columnheader', { name: 'valor', exact: true })).toBeVisible();
  await expect(table.getByRole('row').nth(1)).toContainText('31/01/2025');
  await expect(page.getByTestId('admin-query-count')).toHaveText(/^\d+ linhas?$/);
  await expectAccessible(page, 'console de consultas com resultado');

  // The row limit, said beside the count.
  await editor.fill('select g from generate_series(1, 1500) g');
  await page.getByRole('button', { name: t.run, exact: true }).click();
  await expect(page.getByTestId('admin-query-count')).toHaveText('1.000 linhas (limitado a 1.000)');

  // Saved under a name, opened again from the list.
  const name = `Empresas ${Date.now()}`;
  await editor.fill('select name from companies order by name');
  await page.getByRole('button', { name: t.save, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.save });
  await dialog.getByRole('textbox', { name: t.nameLabel }).fill(name);
  await dialog.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(dialog).toHaveCount(0);
  const saved = page.getByRole('region', { name: t.savedTitle });
  await expect(saved.getByText(name, { exact: true })).toBeVisible();
  await editor.fill('');
  await page.getByRole('button', { name: t.loadLabel.replace('{name}', name), exact: true }).click();
  await expect(editor).toHaveValue('select name from companies order by name');

  // Excel: the same query, headers are the column names.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t.excel, exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('consulta.xlsx');
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  expect(book.worksheets[0]!.getRow(1).getCell(1).value).toBe('name');

  // A write is refused before it runs, with a pt-BR message; the recent runs say so.
  await editor.fill('delete from companies');
  await page.getByRole('button', { name: t.run, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'DELETE' })).toBeVisible();
  const runs = page.getByRole('table', { name: t.runsTitle });
  await expect(runs.getByRole('row').nth(1)).toContainText(t.outcomes.refused);
  await expectAccessible(page, 'console de consultas com erro');

  // Deleted after a confirmation.
  await page.getByRole('button', { name: t.removeLabel.replace('{name}', name), exact: true }).click();
  const confirm = page.getByRole('dialog', { name: t.removeTitle });
  await confirm.getByRole('button', { name: t.remove, exact: true }).click();
  await expect(saved.getByText(name, { exact: true })).toHaveCount(0);
});
