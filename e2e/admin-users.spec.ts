import { messages, fmt } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_MATRIZ, DEMO_PASSWORD, fillLogin, openUserMenu, screens } from './support';

// One story: the super admin's changes are then looked up in the audit log.
test.describe.configure({ mode: 'serial' });

/** The demo scheduler: no other spec signs in as them, so disabling them disturbs nobody. */
const SCHEDULER = { email: 'escalista@demo.honora.dev', name: 'Diego Escalista' };
const u = screens.adminUsers;
const c = screens.changes;
const people = screens.people;
const label = (text: string) => new RegExp(`^${text}`);

function navigation(page: Page) {
  return page.getByRole('navigation', { name: screens.shell.mainNavigation });
}

test('the super admin edits a user, adds a membership, disables and re-enables them, and finds it all in the changes', async ({
  page,
  browser,
}) => {
  test.slow(); // a long story: edit, membership, disable, enable, audit log
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/client\/login\?redirect=%2Fadmin%2Fusers$/);
  await fillLogin(page, 'admin@honora.dev', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: u.title })).toBeVisible();

  await page.getByRole('searchbox', { name: u.searchLabel }).fill('escalista');
  await page.getByRole('button', { name: fmt(u.openUser, { name: SCHEDULER.name }) }).click();
  await expect(page).toHaveURL(/\/admin\/users\//);
  await expect(page.getByRole('heading', { level: 1, name: SCHEDULER.name })).toBeVisible();

  // The sigla: the contract refuses one letter, then DX is saved.
  const data = page.getByRole('form', { name: u.dataTitle });
  const sigla = data.getByRole('textbox', { name: label(people.sigla) });
  await expect(sigla).toHaveValue('DE');
  await sigla.fill('D');
  await data.getByRole('button', { name: u.save }).click();
  await expect(data.getByText(messages.validation.initials)).toBeVisible();
  await sigla.fill('dx');
  await data.getByRole('button', { name: u.save }).click();
  await expect(page.getByText(u.saved)).toBeVisible();
  await expect(sigla).toHaveValue('dx');

  // A COMPANY membership in the matriz, as scheduler with the editor rule.
  const add = page.getByRole('form', { name: u.addTitle });
  const company = add.getByRole('combobox', { name: label(u.company) });
  await company.click();
  await company.fill('cooperativa demo');
  await page.getByRole('option', { name: DEMO_MATRIZ, exact: true }).click();
  await add.getByText(u.memberWorkspaces.COMPANY, { exact: true }).click();
  await add.getByRole('checkbox', { name: screens.access.profiles.d, exact: true }).check();
  await add.getByRole('checkbox', { name: u.companyRules.edit, exact: true }).check();
  await add.getByRole('button', { name: u.add }).click();
  await expect(page.getByText(u.added)).toBeVisible();
  const memberships = page.getByRole('table', { name: u.membershipsLabel });
  await expect(memberships.getByRole('row').filter({ hasText: u.memberWorkspaces.COMPANY })).toContainText(DEMO_MATRIZ);

  // Disabled: the scheduler cannot sign in; enabled again.
  await page.getByRole('button', { name: u.disable }).click();
  await page.getByRole('dialog', { name: u.disableTitle }).getByRole('button', { name: u.disable }).click();
  await expect(page.getByText(u.disabledToast)).toBeVisible();
  await expect(page.getByText(u.disabledAlert)).toBeVisible();
  const scheduler = await browser.newContext();
  const schedulerPage = await scheduler.newPage();
  await schedulerPage.goto('/client/login');
  await fillLogin(schedulerPage, SCHEDULER.email, DEMO_PASSWORD);
  await expect(schedulerPage.getByText(messages.auth['auth/user-disabled'])).toBeVisible();
  await page.getByRole('button', { name: u.enable }).click();
  await expect(page.getByText(u.enabledToast)).toBeVisible();
  await expect(page.getByText(u.activeHint)).toBeVisible();
  await fillLogin(schedulerPage, SCHEDULER.email, DEMO_PASSWORD);
  await expect(schedulerPage).not.toHaveURL(/\/client\/login/);
  await scheduler.close();

  // The audit log has each of those changes.
  await navigation(page).getByRole('link', { name: c.nav }).click();
  await expect(page).toHaveURL(/\/admin\/changes$/);
  const filters = page.getByRole('form', { name: c.filtersLabel });
  await filters.getByRole('textbox', { name: c.from, exact: true }).fill('31/02/2026');
  await filters.getByRole('button', { name: c.apply }).click();
  await expect(filters.getByText(messages.validation.invalidDate)).toBeVisible();
  await filters.getByRole('textbox', { name: c.from, exact: true }).fill('');
  await filters.getByRole('combobox', { name: c.collection }).click();
  await page.getByRole('option', { name: c.collections.users, exact: true }).click();
  await filters.getByRole('button', { name: c.apply }).click();

  const changes = page.getByRole('table', { name: c.tableLabel });
  const byAdmin = changes.getByRole('row').filter({ hasText: 'Super Admin Honora' });
  // The history names the fields by the labels users know, not by the database's column names.
  const siglaRow = byAdmin.filter({ hasText: c.columns.sigla! });
  await expect(siglaRow).toHaveCount(1);
  await siglaRow.getByRole('button', { name: /^Ver as alterações/ }).click();
  const diff = changes.getByRole('table', { name: /^Campos alterados/ });
  await expect(diff.getByRole('row').filter({ hasText: c.columns.sigla! })).toContainText('DE');
  await expect(diff.getByRole('row').filter({ hasText: c.columns.sigla! })).toContainText('DX');
  await expect(changes).not.toContainText('is_disabled');
  const disabledRows = byAdmin.filter({ hasText: c.columns.is_disabled! });
  await expect(disabledRows).toHaveCount(2);
  await disabledRows
    .first()
    .getByRole('button', { name: /^Ver as alterações/ })
    .click();
  // The newest is the re-enabling: from Sim to Não (its table comes first, above the older sigla row).
  await expect(changes.getByRole('table', { name: /^Campos alterados/ }).first()).toContainText(c.no);

  await filters.getByRole('combobox', { name: c.collection }).click();
  await page.getByRole('option', { name: c.collections.company_members, exact: true }).click();
  await filters.getByRole('button', { name: c.apply }).click();
  const inserted = changes
    .getByRole('row')
    .filter({ hasText: 'Super Admin Honora' })
    .filter({ hasText: c.operations.INSERT });
  await expect(inserted.first()).toBeVisible();
  await inserted
    .first()
    .getByRole('button', { name: /^Ver as alterações/ })
    .click();
  await expect(changes.getByRole('table', { name: /^Campos alterados/ })).toContainText('{"edit":true}');
});

test('the biller edits their own profile at /client/profileEdit', async ({ page }) => {
  const t = screens.profileEdit;
  await page.goto('/client/profileEdit');
  await expect(page).toHaveURL(/\/client\/login\?redirect=/);
  await fillLogin(page, 'faturista@demo.honora.dev', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/client\/profileEdit$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  const form = page.getByRole('form', { name: t.title });
  const email = form.getByRole('textbox', { name: label(people.email) });
  await expect(email).toHaveValue('faturista@demo.honora.dev');
  await expect(email).not.toBeEditable();

  await form.getByRole('textbox', { name: label(people.name) }).fill('Fábio Faturista Souza');
  await form.getByRole('textbox', { name: label(people.crm) }).fill('54321');
  await form.getByRole('textbox', { name: label(people.sigla) }).fill('FFS');
  await form.getByRole('textbox', { name: label(people.phone) }).fill('11 97777 0006');
  await form.getByRole('button', { name: t.save }).click();
  await expect(form.getByText(messages.validation.required)).toBeVisible();

  const state = form.getByRole('combobox', { name: label(people.crmState) });
  await state.click();
  await state.fill('paulo');
  await page.getByRole('option', { name: fmt(people.stateOption, { code: 'SP', name: people.states.SP }) }).click();
  await form.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(
    page.getByRole('button', { name: new RegExp(`${screens.shell.userMenu}: Fábio Faturista Souza`) }),
  ).toBeVisible();

  await page.reload();
  await expect(form.getByRole('textbox', { name: label(people.phone) })).toHaveValue('(11) 97777-0006');
  await expect(form.getByRole('textbox', { name: label(people.crm) })).toHaveValue('54321');
  await expect(state).toHaveValue(fmt(people.stateOption, { code: 'SP', name: people.states.SP }));
  await expect(form.getByRole('textbox', { name: label(people.sigla) })).toHaveValue('FFS');

  await openUserMenu(page);
  await expect(page.getByRole('menuitem', { name: t.menu })).toBeVisible();
});
