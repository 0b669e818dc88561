import { PORTE_GRADE_VALUES, fmt } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import { screens, signIn } from './support';

const c = screens.cbhpm;
const r = screens.referenceTables;

/** Four procedures (rows copied from the 2022 book) and one with a bad porte. */
const EDITION_CSV = [
  'codigo;descricao;porte;fracao_porte;custo_operacional_uco;num_auxiliares;porte_anestesico;filme_m2',
  '3.16.02.22-3;Passagem de cateter peridural ou subaracnóideo com bloqueio de prova;3C;;;;2;',
  '30602246;Reconstrução mamária com retalhos cutâneos regionais;10B;;;2;5;',
  '40301010;3-metil histidina, dosagem no soro;1A;0,10;3,267;;;',
  '31309054;Cesariana;9A;;;1;5;',
  '30602247;Porte inexistente;15A;;;;;',
].join('\n');

/** A two-column valuation: the 42 portes, the UCO, and a porte-anestésico row (ignored). */
const VALUATION_CSV = [
  'porte;valor',
  ...PORTE_GRADE_VALUES.map((porte, i) => `${porte};${100 + i},50`),
  'UCO;24,24',
  'AN1;486,63',
].join('\n');

async function importFile(page: Page, kind: string, name: string, fileName: string, content: string) {
  const form = page.getByRole('form', { name: r.importTitle });
  await form.getByRole('combobox', { name: new RegExp(`^${c.tools.kindLabel}`) }).click();
  await page.getByRole('option', { name: kind }).click();
  await form.getByRole('textbox', { name: new RegExp(`^${c.tools.nameLabel}`) }).fill(name);
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: new RegExp(`^${r.fileLabel}`) }).click();
  await (await chooser).setFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await expect(form).toContainText(fileName);
  await form.getByRole('button', { name: r.importButton }).click();
  const report = page.getByRole('region', { name: fmt(r.reportTitle, { fileName }) });
  await expect(report.getByText(r.statuses.FINISH, { exact: true })).toBeVisible();
  await expect(report.getByRole('progressbar')).toHaveCount(0);
  return report;
}

test('the super admin imports a CBHPM edition and a valuation, then browses and searches them', async ({ page }) => {
  await signIn(page, '/admin/dashboard', { as: 'superAdmin' });
  await page
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: screens.navigation.screens.cbhpmTools, exact: true })
    .click();
  await expect(page).toHaveURL(/\/tools\/cbhpm$/);
  await expect(page.getByRole('heading', { level: 1, name: c.tools.title })).toBeVisible();

  // The edition: a new version with the four good rows; the bad porte in the report.
  const edition = await importFile(page, c.tools.kinds.cbhpmEdition, 'CBHPM E2E', 'cbhpm-e2e.csv', EDITION_CSV);
  await expect(edition).toContainText(fmt(r.totalCount, { count: '5' }));
  await expect(edition).toContainText(fmt(r.acceptedCount, { count: '4' }));
  await expect(edition).toContainText(fmt(r.rejectedCount, { count: '1' }));
  await expect(edition).toContainText(fmt(r.versionsCreated, { count: '1' }));
  const rejected = edition.getByRole('table', { name: r.rejectionsLabel });
  await expect(rejected.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    '6',
    fmt(c.reasons.porte, { value: '15A' }),
  ]);

  // The valuation: 43 values stored, the porte-anestésico row reported as ignored.
  const valuation = await importFile(
    page,
    c.tools.kinds.cbhpmValuation,
    'Valoração E2E',
    'valores-e2e.csv',
    VALUATION_CSV,
  );
  await expect(valuation).toContainText(fmt(r.acceptedCount, { count: '43' }));
  await expect(valuation).toContainText(fmt(r.ignoredCount, { count: '1' }));
  const ignored = valuation.getByRole('table', { name: r.ignoredLabel });
  await expect(ignored.getByRole('row').nth(1).getByRole('cell')).toHaveText(['45', c.reasons.anestheticPorte]);
  const history = page.getByRole('table', { name: c.tools.historyTitle });
  await expect(history.getByRole('row', { name: /cbhpm-e2e\.csv/ })).toContainText(r.statuses.FINISH);

  // /admin/cbhpm: the lists, the valuation's portes, then the edition's procedures.
  await page.getByRole('link', { name: c.tools.browse }).click();
  await expect(page).toHaveURL(/\/admin\/cbhpm$/);
  const editions = page.getByRole('table', { name: c.editionsLabel });
  await expect(editions.getByRole('row', { name: /CBHPM E2E/ })).toContainText(fmt(c.inUseCount, { count: 0 }));
  await page.getByRole('button', { name: fmt(c.showValuesOf, { name: 'Valoração E2E', version: 1 }) }).click();
  const portes = page.getByRole('table', { name: fmt(c.portesLabel, { name: 'Valoração E2E', version: 1 }) });
  await expect(portes.getByRole('row', { name: /^1 / })).toContainText('R$ 100,50');
  await expect(page.getByText(fmt(c.ucoValue, { value: 'R$ 24,24' }))).toBeVisible();

  await page.getByRole('button', { name: fmt(c.openEdition, { name: 'CBHPM E2E', version: 1 }) }).click();
  await expect(page).toHaveURL(/\/admin\/cbhpm\//);
  await expect(
    page.getByRole('heading', { level: 1, name: fmt(c.editionTitle, { name: 'CBHPM E2E', version: 1 }) }),
  ).toBeVisible();
  const procedures = page.getByRole('table', { name: c.proceduresLabel });
  await expect(procedures.getByRole('row')).toHaveCount(5);
  await expect(procedures.getByRole('row', { name: /40301010/ })).toContainText(
    fmt(c.fractionOf, { fraction: '0,1', porte: '1A' }),
  );
  await expect(page.getByText(fmt(c.proceduresTotal, { count: '4' }), { exact: true })).toBeVisible();

  const search = page.getByRole('textbox', { name: c.searchLabel });
  await search.fill('CATETER peridural');
  await expect(procedures.getByRole('row')).toHaveCount(2);
  await expect(procedures.getByRole('row').nth(1)).toContainText('31602223');
  await search.fill('3060');
  await expect(procedures.getByRole('row')).toHaveCount(2);
  await expect(procedures.getByRole('row').nth(1)).toContainText('Reconstrução mamária');

  // Back to the lists: the unused valuation can be deleted (after confirming).
  await page.getByRole('button', { name: c.back }).click();
  await page.getByRole('button', { name: fmt(c.removeValuation, { name: 'Valoração E2E', version: 1 }) }).click();
  await page.getByRole('dialog').getByRole('button', { name: c.remove }).click();
  await expect(page.getByText(c.removed)).toBeVisible();
  await expect(page.getByRole('table', { name: c.valuationsLabel })).not.toContainText('Valoração E2E');
});
