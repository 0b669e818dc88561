import { messages, fmt } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_MATRIZ, screens, signIn } from './support';

// The tests build on each other (the administrator's change is what the biller sees later);
// the e2e app starts on a fresh database per run, so nothing is reset between them.
test.describe.configure({ mode: 'serial' });

const BILLER = 'faturista@demo.honora.dev';
const ADMINISTRATOR = 'administrador@demo.honora.dev';
const t = screens.companySettings;
const companiesRead = fmt(screens.access.permission, {
  module: screens.access.modules.companies,
  action: screens.access.actions.read,
});

function navigation(page: Page) {
  return page.getByRole('navigation', { name: screens.shell.mainNavigation });
}

test('the biller opening the company screen is sent to the dashboard with "Acesso Negado"', async ({ page }) => {
  await signIn(page, '/client/companies', { as: BILLER, landsOn: /\/client\/dashboard$/ });
  await expect(page.getByText(messages.errors.permissionDenied, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: screens.dashboard.title })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: screens.nav.dashboard })).toBeVisible();
  await expect(navigation(page).getByRole('link', { name: t.nav, exact: true })).toHaveCount(0);
});

test('the administrator lets billers read the company; the biller then opens it read-only', async ({ browser }) => {
  test.slow(); // two users sign in and the administrator saves: more than the usual 30 s on a busy machine
  const billerContext = await browser.newContext();
  const biller = await billerContext.newPage();
  await signIn(biller, '/client/dashboard', { as: BILLER });
  await expect(biller).toHaveURL(/\/client\/dashboard$/);
  await expect(navigation(biller).getByRole('link', { name: t.nav, exact: true })).toHaveCount(0);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, '/client/companies', { as: ADMINISTRATOR });
  await expect(admin).toHaveURL(/\/client\/companies$/);
  await expect(admin.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await admin.getByRole('tab', { name: t.profilesTab }).click();
  await admin.getByRole('combobox', { name: t.profile }).click();
  await admin.getByRole('option', { name: screens.access.profiles.f, exact: true }).click();
  const adminMatrix = admin.getByRole('table', { name: fmt(t.matrixLabel, { profile: screens.access.profiles.f }) });
  const box = adminMatrix.getByRole('checkbox', { name: companiesRead, exact: true });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(admin.getByText(t.unsaved)).toBeVisible();
  await admin.getByRole('button', { name: t.saveProfiles }).click();
  // Saved: the draft's notice is gone and the box stays checked (the success toast lasts a few
  // seconds, which a busy machine can let pass before the check looks).
  await expect(admin.getByText(t.unsaved)).toHaveCount(0);
  await expect(box).toBeChecked();
  await adminContext.close();

  await biller.reload();
  const link = navigation(biller).getByRole('link', { name: t.nav, exact: true });
  await expect(link).toBeVisible();
  await link.click();
  await expect(biller).toHaveURL(/\/client\/companies$/);
  await expect(biller.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(biller.getByText(t.readOnly)).toBeVisible();
  const name = biller.getByRole('textbox', { name: new RegExp(`^${t.name}`) });
  await expect(name).toHaveValue(DEMO_MATRIZ);
  await expect(name).not.toBeEditable();
  await expect(biller.getByRole('button', { name: t.save, exact: true })).toHaveCount(0);

  await biller.getByRole('tab', { name: t.profilesTab }).click();
  await expect(biller.getByText(t.profilesReadOnly)).toBeVisible();
  await biller.getByRole('combobox', { name: t.profile }).click();
  await biller.getByRole('option', { name: screens.access.profiles.f, exact: true }).click();
  const billerMatrix = biller.getByRole('table', { name: fmt(t.matrixLabel, { profile: screens.access.profiles.f }) });
  await expect(billerMatrix.getByRole('checkbox', { name: companiesRead, exact: true })).toBeChecked();
  await expect(billerMatrix.getByRole('checkbox', { name: companiesRead, exact: true })).toBeDisabled();
  await expect(biller.getByRole('button', { name: t.saveProfiles })).toHaveCount(0);
  await billerContext.close();
});

test('the administrator edits the company data; the contract and the server check it', async ({ page }) => {
  await signIn(page, '/client/companies', { as: ADMINISTRATOR });
  await expect(page).toHaveURL(/\/client\/companies$/);
  const cnpj = page.getByRole('textbox', { name: new RegExp(`^${t.cnpj}`) });
  const cnes = page.getByRole('textbox', { name: new RegExp(`^${t.cnes}`) });
  const legalName = page.getByRole('textbox', { name: new RegExp(`^${t.legalName}`) });
  const save = page.getByRole('button', { name: t.save, exact: true });
  await expect(cnpj).toHaveValue('11.222.333/0001-81');

  await cnpj.fill('11.222');
  await cnes.fill('12');
  await save.click();
  await expect(page.getByText(messages.validation.cnpjShort)).toBeVisible();
  await expect(cnpj).toBeFocused();

  await cnpj.fill('11222333000182');
  await cnpj.blur();
  await expect(cnpj).toHaveValue('11.222.333/0001-82');
  await cnes.fill('1234567');
  await save.click();
  await expect(page.getByText(messages.validation.cnpj, { exact: true })).toBeVisible();

  await cnpj.fill('11.222.333/0001-81');
  await legalName.fill('Cooperativa Demo de Anestesiologia S.A.');
  await save.click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await page.reload();
  await expect(legalName).toHaveValue('Cooperativa Demo de Anestesiologia S.A.');
  await expect(cnes).toHaveValue('1234567');
});
