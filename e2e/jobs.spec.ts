import { fmt } from '@honora/contract';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { screens, signIn } from './support';

const t = screens.jobs;
const r = screens.referenceTables;

/** A CBO file without the official header: the import (and its job) fails at once, with its reason. */
const BAD_CBO = ['coluna;outra', '225125;Médico clínico'].join('\r\n');

test('the super admin follows jobs on /admin/Jobs: a failed import with its error, retried, with progress, accessible', async ({
  page,
}) => {
  // An import, a list, an axe scan and a retry: more than one screen's allowance on a shared machine.
  test.slow();
  await signIn(page, '/admin/referenceTables', { as: 'superAdmin' });
  const form = page.getByRole('form', { name: r.importTitle });
  await form.getByRole('combobox', { name: new RegExp(`^${r.tableLabel}`) }).click();
  await page.getByRole('option', { name: r.tables.cbo }).click();
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: new RegExp(`^${r.fileLabel}`) }).click();
  await (await chooser).setFiles({ name: 'cbo-sem-cabecalho.csv', mimeType: 'text/csv', buffer: Buffer.from(BAD_CBO) });
  await form.getByRole('button', { name: r.importButton }).click();
  const report = page.getByRole('region', { name: fmt(r.reportTitle, { fileName: 'cbo-sem-cabecalho.csv' }) });
  await expect(report.getByText(r.statuses.FAILED, { exact: true })).toBeVisible();

  await page.goto('/admin/Jobs');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const filters = page.getByRole('search', { name: t.filtersLabel });
  await filters.getByRole('combobox', { name: t.kind }).click();
  await page.getByRole('option', { name: t.kinds.referenceImport }).click();
  await filters.getByRole('combobox', { name: t.status }).click();
  await page.getByRole('option', { name: t.statuses.FAILED }).click();

  const table = page.getByRole('table', { name: t.tableLabel });
  const row = table.locator('tr[data-status="FAILED"]').first();
  await expect(row).toContainText(t.kinds.referenceImport!);
  await expect(row).toContainText(t.platform);
  await expect(row.locator('[data-column="error"]')).not.toBeEmpty();
  // Its progress bar and step, as the server recorded them.
  await expect(row.getByRole('progressbar')).toBeVisible();

  const audit = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  const jobId = await row.getAttribute('data-job-id');
  await row.getByRole('button', { name: new RegExp(`^${t.retry}`) }).click();
  await expect(page.getByText(t.retried)).toBeVisible();
  // A new run: the same file fails again, once more (attempt 1 of a fresh run).
  const again = table.locator(`tr[data-job-id="${jobId}"]`);
  await expect(again).toHaveAttribute('data-status', 'FAILED');
  await expect(again).toContainText(`${t.attempts} 1/3`);
});

test('a company user cannot open /admin/Jobs', async ({ page }) => {
  await signIn(page, '/client/dashboard');
  await page.goto('/admin/Jobs');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toHaveCount(0);
});
