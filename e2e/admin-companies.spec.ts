import { fmt } from '@honora/contract';
import { expect, test } from '@playwright/test';
import { DEMO_MATRIZ, screens, signIn } from './support';

const t = screens.adminCompanies;

test('the super admin creates a filial, grants OCR credits, edits, deletes and restores it', async ({ page }) => {
  test.slow(); // one long story: create, credits, edit, delete, restore
  const name = `Clínica E2E ${Date.now()}`;
  await signIn(page, '/admin/dashboard', { as: 'superAdmin' });

  const nav = page.getByRole('navigation', { name: screens.shell.mainNavigation });
  await nav.getByRole('link', { name: t.nav, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/companies$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('table', { name: t.tableLabel })).toContainText(DEMO_MATRIZ);

  // Create it as a filial of the demo cooperative.
  await page.getByRole('button', { name: t.newCompany }).click();
  const dialog = page.getByRole('dialog', { name: t.createTitle });
  await dialog.getByRole('textbox', { name: /^Nome/ }).fill(name);
  await dialog.getByRole('textbox', { name: /^CNPJ/ }).fill('11444777000161');
  await dialog.getByRole('textbox', { name: /^CNES/ }).fill('1234567');
  await dialog.getByRole('radio', { name: t.structures.filial }).check();
  const matriz = dialog.getByRole('combobox', { name: new RegExp(`^${t.matrizLabel}`) });
  await matriz.click();
  await matriz.fill('cooperativa demo');
  await page.getByRole('option', { name: DEMO_MATRIZ }).click();
  await dialog.getByRole('button', { name: t.create }).click();

  await expect(page.getByText(t.created)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/companies\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(screens.company.filial, { exact: true })).toBeVisible();

  // Grant 10 GIFT credits and see the balance.
  await page.getByRole('tab', { name: t.ocrTab }).click();
  const balance = page.getByRole('region', { name: t.ocr.balance });
  await expect(balance).toContainText(fmt(t.ocr.balanceValue, { count: '0' }));
  const grant = page.getByRole('form', { name: t.ocr.grantTitle });
  await grant.getByRole('combobox', { name: t.ocr.type }).click();
  await page.getByRole('option', { name: t.ocr.types.GIFT, exact: true }).click();
  await grant.getByRole('textbox', { name: new RegExp(`^${t.ocr.amount}`) }).fill('10');
  await grant.getByRole('button', { name: t.ocr.grant }).click();
  await expect(page.getByText(t.ocr.granted)).toBeVisible();
  await expect(balance).toContainText(fmt(t.ocr.balanceValue, { count: '10' }));
  await expect(page.getByRole('table', { name: t.ocr.tableLabel })).toContainText(t.ocr.types.GIFT);

  // Edit it.
  await page.getByRole('tab', { name: t.dataTab }).click();
  const edited = `${name} Editada`;
  await page.getByRole('textbox', { name: /^Nome/ }).fill(edited);
  await page.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();

  // Delete it (after the question), then restore it.
  await page.getByRole('button', { name: t.delete, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: t.deleteTitle });
  await expect(confirm).toContainText(edited);
  await confirm.getByRole('button', { name: t.delete, exact: true }).click();
  await expect(page.getByText(t.deletedToast)).toBeVisible();
  await expect(page.getByText(t.deleted, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: t.restore, exact: true }).click();
  await expect(page.getByText(t.restoredToast)).toBeVisible();
  await expect(page.getByRole('button', { name: t.delete, exact: true })).toBeVisible();

  // Back in the list, it is a live filial of the cooperative.
  await page.getByRole('button', { name: t.backToList }).click();
  await page.getByRole('searchbox', { name: t.searchLabel }).fill(edited);
  const row = page.getByRole('table', { name: t.tableLabel }).getByRole('row', { name: new RegExp(edited) });
  await expect(row).toContainText(DEMO_MATRIZ);
  await expect(row).toContainText(t.active);
});

test('the super admin changes a company\'s minVersion in "Dados das empresas"', async ({ page }) => {
  await signIn(page, '/admin/dashboard', { as: 'superAdmin' });
  await page
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: t.dataNav, exact: true })
    .click();
  await expect(page).toHaveURL(/\/admin\/companiesData$/);
  await page.getByRole('searchbox', { name: t.searchLabel }).fill('Filial Centro');
  await page.getByRole('button', { name: fmt(t.data.chooseCompany, { name: 'Demo Filial Centro' }) }).click();

  const web = page.getByRole('form', { name: t.data.webTitle });
  const minVersion = web.getByRole('textbox', { name: t.data.minVersion });
  await expect(minVersion).toHaveValue('0');
  await minVersion.fill('-1');
  await web.getByRole('button', { name: t.data.saveMinVersion }).click();
  await expect(web.getByText(t.errors.minVersion)).toBeVisible();
  await minVersion.fill('1152');
  await expect(web.getByText(t.data.clearsServiceWorkers)).toBeVisible();
  await web.getByRole('button', { name: t.data.saveMinVersion }).click();
  await expect(page.getByText(t.data.minVersionSaved)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('form', { name: t.data.webTitle }).getByRole('textbox', { name: t.data.minVersion }),
  ).toHaveValue('1152');
  await expect(page.getByText(t.data.profilesDefault)).toBeVisible();
});
