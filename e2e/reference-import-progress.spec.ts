import { expect, test } from '@playwright/test';
import { screens, signIn } from './support';

const t = screens.referenceTables;

/** Each step of a job in pt-BR, its placeholders as "anything" (the catalog's own texts). */
const stepText = new RegExp(
  `^(${Object.values(screens.jobs.steps)
    .map((template) =>
      template
        .split(/\{\w+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+'),
    )
    .join('|')})$`,
);

/**
 * A TUSS file of 160,000 rows with codes that are not numbers: every row is checked (enough for
 * the import to be seen running) and rejected, so the import ends FAILED and leaves the table as
 * it was — no other spec imports TUSS, and the demo's TUSS terms stay.
 */
const CSV = [
  'Código do Termo;Termo;Data de início de vigência;Data de fim de vigência;Data de fim de implantação',
  ...Array.from({ length: 160_000 }, (_, n) => `X${n};Termo inválido ${n};2009-02;;2010-10`),
].join('\r\n');

test('while an import runs, its report shows the job’s step in pt-BR and the progress bar', async ({ page }) => {
  test.slow(); // 160,000 rows checked by the job before it fails
  await signIn(page, '/admin/referenceTables', { as: 'superAdmin' });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const form = page.getByRole('form', { name: t.importTitle });
  await form.getByRole('combobox', { name: new RegExp(`^${t.tableLabel}`) }).click();
  await page.getByRole('option', { name: t.tables.tuss22 }).click();
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: new RegExp(`^${t.fileLabel}`) }).click();
  await (await chooser).setFiles({ name: 'tuss-invalida.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
  await expect(form).toContainText('tuss-invalida.csv');
  await form.getByRole('button', { name: t.importButton }).click();

  // While it runs: the bar and the job's step (read from GET /api/admin/jobs/:id), then the end.
  const report = page.getByRole('region', { name: /tuss-invalida\.csv/ });
  // The upload of 160,000 rows can take a while on a busy machine; at 0 % the bar's filled
  // section has no width (not "visible" to Playwright): it is there.
  await expect(report.getByRole('progressbar', { name: t.progressLabel })).toBeAttached({ timeout: 60_000 });
  // The step changes as the job moves on: sampled until one reading is a whole step text.
  const step = report.locator('[data-job-step]');
  await expect
    .poll(async () => stepText.test((await step.textContent({ timeout: 1_000 }).catch(() => null)) ?? ''))
    .toBe(true);
  await expect(report.getByText(t.statuses.FAILED, { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(report.locator('[data-job-step]')).toHaveCount(0);
  await expect(report.getByRole('progressbar')).toHaveCount(0);
});
