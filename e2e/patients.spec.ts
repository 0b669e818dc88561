import { messages, fmt } from '@honora/contract';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { screens, signIn } from './support';

const t = screens.patients;
const registry = screens.registry;

/** The Receita Federal's mod-11 check digit (the domain's rule, written out so the test stands alone). */
function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function validCpf(base: string): string {
  const first = checkDigit(base);
  const digits = `${base}${first}${checkDigit(`${base}${first}`)}`;
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

test('the administrator is stopped by an invalid CPF, saves the patient, finds it without accents and exports it', async ({
  page,
}) => {
  test.slow(); // sign-in, two saves, a debounced CPF check, a search and a download
  const stamp = String(Date.now()).slice(-6);
  const name = `Conceição Araújo Brandão ${stamp}`;
  const unaccented = `conceicao araujo brandao ${stamp}`;
  const cpf = validCpf(`4${stamp}09`.slice(0, 9));

  await signIn(page, '/client/patients', { as: 'administrator' });
  const nav = page.getByRole('navigation', { name: screens.shell.mainNavigation });
  await expect(nav.getByRole('link', { name: t.nav, exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // A new patient with an invalid CPF: the rule says so as it is typed, and saving is refused.
  await page.getByRole('button', { name: registry.list.create, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.newTitle })).toBeVisible();
  const form = page.getByRole('form', { name: t.newTitle });
  await form.getByRole('textbox', { name: new RegExp(`^${t.fields.name}\\s*\\*?$`) }).fill(name);
  const cpfInput = form.getByRole('textbox', { name: t.fields.cpf, exact: true });
  await cpfInput.fill('123.456.789-00');
  await expect(form.getByText(messages.validation.cpf, { exact: true })).toBeVisible();
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(form.getByText(messages.validation.cpf, { exact: true })).toBeVisible();
  await expect(page.getByText(registry.record.saved)).toHaveCount(0);
  // Nothing was saved: the list (read with the page's session) has no such patient.
  const listed = await page.request.get(`/api/patients?search=${encodeURIComponent(unaccented)}&active=all`);
  expect((await listed.json()).total).toBe(0);

  // Fixing the CPF: the server says it is free, and the patient is saved.
  await cpfInput.fill(cpf);
  await expect(form.getByText(messages.validation.cpf, { exact: true })).toHaveCount(0);
  await expect(form.getByText(t.cpfCheck.ok)).toBeVisible();
  await form.getByRole('button', { name: registry.record.save, exact: true }).click();
  await expect(page.getByText(registry.record.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveURL(/\/client\/patients\/[0-9a-f-]{36}$/);

  // Back in the list, typed without accents, the search finds it.
  await page.getByRole('button', { name: registry.record.back }).click();
  await page.getByRole('searchbox', { name: registry.list.search }).fill(unaccented);
  const table = page.getByRole('table', { name: t.title });
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(cpf);
  await expect(table.getByRole('row')).toHaveCount(2); // header + the patient

  // The export of the filtered list holds the patient's row.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: registry.list.export }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${t.exportFileName}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  expect((sheet.getRow(1).values as unknown[]).slice(1, 4)).toEqual([
    t.columns.name,
    t.columns.cpf,
    t.columns.birthDate,
  ]);
  const rows = Array.from({ length: sheet.rowCount - 1 }, (_, i) => (sheet.getRow(i + 2).values as unknown[]).slice(1));
  expect(rows).toEqual([expect.arrayContaining([name, cpf, registry.accommodations.NURSERY, registry.list.yes])]);
});

/** A real 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('a photo is checked by its content: a text file named .png is refused, a PNG is kept and removed', async ({
  page,
}) => {
  test.slow();
  const name = 'Luíza Helena Gonçalves'; // demo seed
  await signIn(page, '/client/patients', { as: 'administrator' });
  await page.getByRole('searchbox', { name: registry.list.search }).fill('luiza helena');
  await page.getByRole('button', { name: fmt(registry.list.openRow, { name }) }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const picker = page.locator('input[type="file"]');
  await picker.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('não sou uma imagem') });
  await expect(page.getByText(t.errors.photoType)).toBeVisible();
  await expect(page.getByRole('img', { name: fmt(t.fields.photoAlt, { name }) })).toHaveCount(0);

  await picker.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: TINY_PNG });
  await expect(page.getByText(t.fields.photoSaved)).toBeVisible();
  await expect(page.getByRole('img', { name: fmt(t.fields.photoAlt, { name }) })).toBeVisible();

  await page.getByRole('button', { name: t.fields.photoRemove }).click();
  await expect(page.getByText(t.fields.photoRemoved)).toBeVisible();
  await expect(page.getByRole('img', { name: fmt(t.fields.photoAlt, { name }) })).toHaveCount(0);
});
