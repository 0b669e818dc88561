import { defaultImportHeader, fmt, type SpreadsheetField } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const ei = screens.eventImport;
const t = ei.screen;
const ev = screens.events;

/**
 * The demo's registries (db seed): a patient, an insurer that does not pad its guide numbers,
 * and what the demo matriz asks of every Honorário event (hospital, anesthetist and password).
 */
const PATIENT = 'Maria Aparecida da Conceição';
const INSURER = 'Bradesco Saúde Demo';
const HOSPITAL = 'Hospital Santa Cecília';
const ANESTHETIST = 'Bruno Anestesista';
/** A code of the demo CBHPM edition its negotiations price (the demo events use it). */
const CODE = '30726034';

const FIELDS: SpreadsheetField[] = [
  'patientName',
  'dtProcedure',
  'procedureCode',
  'healthInsuranceName',
  'numGuide',
  'hospitalName',
  'anesthetistName',
  'password',
];

/** A past date in São Paulo, DD/MM/YYYY (an event is imported after it happened). */
function daysAgo(days: number): string {
  const date = new Date(Date.now() - days * 86_400_000);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(date);
  return iso.split('-').reverse().join('/');
}

async function workbookOf(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Eventos');
  sheet.addRow(FIELDS.map(defaultImportHeader));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const navigation = (page: Page) => page.getByRole('navigation', { name: screens.shell.mainNavigation });

test('the billing manager previews, imports, reads the report, downloads the rejections and undoes an import', async ({
  page,
}) => {
  test.slow(); // sign-in, the lazy screen, a job, a download and the events list
  const stamp = String(randomInt(1_000_000, 9_999_999));
  const guides = [`8${stamp}`, `9${stamp}`];
  const ghost = `Convênio Inexistente ${stamp}`;
  const fileName = `producao-${stamp}.xlsx`;
  const content = await workbookOf([
    [PATIENT, daysAgo(10), CODE, INSURER, guides[0]!, HOSPITAL, ANESTHETIST, '123456'],
    [PATIENT, daysAgo(9), CODE, INSURER, guides[1]!, HOSPITAL, ANESTHETIST, '123456'],
    [PATIENT, daysAgo(9), CODE, ghost, `7${stamp}`, HOSPITAL, ANESTHETIST, '123456'],
  ]);
  const missingInsurer = fmt(ei.rowErrors.missingInsurer, { name: ghost });

  await signIn(page, '/client/dashboard', { as: 'billingManager' });
  await navigation(page).getByRole('link', { name: ei.title, exact: true }).click();
  await expect(page).toHaveURL(/\/client\/ImportCustom$/);
  await expect(page.getByRole('heading', { level: 1, name: ei.title })).toBeVisible();
  await expect(page.getByRole('link', { name: t.template })).toHaveAttribute('href', '/client/templatesImportEvents');

  // A file of another type is refused before anything is sent.
  const form = page.getByRole('form', { name: t.formLabel });
  const fileInput = form.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'guia.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF') });
  await expect(form.getByText(t.fileType)).toBeVisible();

  // The preview: two events to create, the third row refused with its line and reason.
  await fileInput.setInputFiles({
    name: fileName,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: content,
  });
  await form.getByRole('button', { name: t.preview, exact: true }).click();
  const preview = page.getByRole('table', { name: t.eventsLabel });
  await expect(preview.getByRole('row')).toHaveCount(4);
  await expect(preview.getByText(t.outcomes.create, { exact: true })).toHaveCount(2);
  await expect(preview.getByText(t.outcomes.reject, { exact: true })).toHaveCount(1);
  await expect(preview.getByRole('row').filter({ hasText: guides[0]! })).toContainText(`${CODE} — `);
  await expect(preview.getByRole('row').filter({ hasText: ghost })).toContainText(
    fmt(ei.lineOf, { line: 4, reason: missingInsurer }),
  );
  await expect(page.getByText(fmt(t.totals, { rows: 3, events: 3 }))).toBeVisible();
  await expectAccessible(page, 'pré-visualização');

  // The import runs as a job; its report replaces the progress when it ends.
  await form.getByRole('button', { name: t.start, exact: true }).click();
  await expect(page).toHaveURL(/\/client\/ImportCustom\?id=[0-9a-f-]{36}$/);
  const report = page.getByRole('region', { name: fmt(t.reportTitle, { fileName }) });
  await expect(report.getByText(t.statuses.FINISH, { exact: true })).toBeVisible({ timeout: 30_000 });
  const counts = report.getByRole('list', { name: t.countsLabel });
  await expect(counts).toContainText(fmt(t.counts.created, { count: 2 }));
  await expect(counts).toContainText(fmt(t.counts.rejected, { count: 1 }));
  const rejections = report.getByRole('table', { name: t.rejectionsLabel });
  await expect(rejections.getByRole('row')).toHaveCount(2);
  await expect(rejections.getByRole('row').nth(1)).toHaveText(`4${missingInsurer}`);
  await expectAccessible(page, 'relatório');

  // The rejection sheet: the row as sent, its line and reason.
  const downloading = page.waitForEvent('download');
  await report.getByRole('button', { name: t.downloadRejections, exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  expect(sheet.getRow(1).values).toEqual([
    undefined,
    ...FIELDS.map(defaultImportHeader),
    ei.rejectionSheet.line,
    ei.rejectionSheet.reason,
  ]);
  expect(sheet.getRow(2).getCell(4).value).toBe(ghost);
  expect(sheet.getRow(2).getCell(FIELDS.length + 2).value).toBe(missingInsurer);

  // A reload keeps the report (its id is in the address).
  await page.reload();
  await expect(report.getByText(t.statuses.FINISH, { exact: true })).toBeVisible();
  await expect(
    page.getByRole('table', { name: t.historyLabel }).getByRole('row').filter({ hasText: fileName }),
  ).toHaveCount(1);

  // The events list finds an imported event by its guide number.
  const importUrl = page.url();
  await report.getByRole('link', { name: t.openEvents }).click();
  await expect(page).toHaveURL(/\/client\/events/);
  await page.getByRole('textbox', { name: ev.list.filters.numGuide, exact: true }).fill(guides[0]!);
  await expect(page.getByRole('row').filter({ hasText: guides[0]! })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: guides[0]! })).toContainText(PATIENT);

  // Undone after a confirmation: the import shows Desfeita and its events are gone.
  await page.goto(importUrl);
  await report.getByRole('button', { name: t.undo, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fmt(t.undoTitle, { fileName }) });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, 'desfazer');
  await dialog.getByRole('button', { name: t.undo, exact: true }).click();
  await expect(report.getByText(t.statuses.UNDONE, { exact: true })).toBeVisible();
  await expect(report.getByRole('button', { name: t.undo, exact: true })).toHaveCount(0);
  await page.goto(`/client/events?numGuide=${guides[0]}`);
  await expect(page.getByRole('status').filter({ hasText: ev.list.empty })).toBeVisible();
});
