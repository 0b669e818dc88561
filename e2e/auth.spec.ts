import { messages } from '@honora/contract';
import { expect, test } from '@playwright/test';
import { colorScheme, DEMO_PASSWORD, fillLogin, openUserMenu, screens, where } from './support';

test('a logged-out visit signs in, picks a filial, keeps the color scheme and signs out', async ({ page }) => {
  await page.goto('/client/changePassword');
  await expect(page).toHaveURL(/\/client\/login\?redirect=/);
  expect(where(page)).toEqual({ pathname: '/client/login', redirect: '/client/changePassword' });

  await fillLogin(page, 'faturista@demo.honora.dev', 'senha-errada');
  await expect(page.getByText(messages.auth['auth/wrong-password'])).toBeVisible();
  await expect(page).toHaveURL(/\/client\/login/);

  await fillLogin(page, 'faturista@demo.honora.dev', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/client\/changePassword$/);
  await expect(page.getByRole('heading', { level: 1, name: screens.changePassword.title })).toBeVisible();

  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/client\/select_company\?redirect=/);
  expect(where(page).redirect).toBe('/client/dashboard');
  const companyToast = page.getByText(messages.errors.companyRequired);
  await expect(companyToast).toBeVisible();
  // A pointer resting on the toast pauses its timer: choosing a company still takes it away.
  await companyToast.hover();
  await page.getByRole('button', { name: `${screens.selectCompany.select}: Demo Filial Centro` }).press('Enter');

  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(companyToast).toBeHidden();
  // The pointer leaves the notifications' corner (resting there keeps the next toast open).
  await page.mouse.move(0, 0);
  await expect(page.getByRole('heading', { level: 1, name: screens.dashboard.title })).toBeVisible();
  const company = page.getByRole('region', { name: screens.dashboard.companySection });
  await expect(company).toContainText('Demo Filial Centro');
  await expect(company).toContainText(screens.company.filial);
  await expect(company).toContainText('11.222.333/0002-62');
  const user = page.getByRole('region', { name: screens.dashboard.userSection });
  await expect(user).toContainText('faturista@demo.honora.dev');
  await expect(page.getByRole('banner')).toContainText('Demo Filial Centro');

  expect(await colorScheme(page)).toBe('dark');
  await page.getByRole('button', { name: screens.shell.toggleColorScheme }).click();
  await expect.poll(() => colorScheme(page)).toBe('light');
  await page.reload();
  await expect(company).toContainText('Demo Filial Centro');
  expect(await colorScheme(page)).toBe('light');

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: screens.shell.signOut }).click();
  await expect(page).toHaveURL(/\/client\/login$/);
  await page.goto('/client/dashboard');
  await expect(page).toHaveURL(/\/client\/login\?redirect=/);
});

test('registering a company signs the new user in', async ({ page }) => {
  const stamp = Date.now();
  await page.goto('/client/login');
  await page.getByRole('link', { name: screens.login.register }).click();
  await expect(page).toHaveURL(/\/client\/register/);

  await page.getByRole('button', { name: screens.register.submit }).click();
  await expect(page.getByText(messages.validation.required).first()).toBeVisible();

  await page.getByLabel(new RegExp(`^${screens.register.companyName}`)).fill(`Clínica E2E ${stamp}`);
  await page.getByLabel(new RegExp(`^${screens.register.name}`)).fill('Marina Teste');
  await page.getByLabel(new RegExp(`^${screens.register.email}`)).fill(`marina.${stamp}@exemplo.com.br`);
  await page.getByLabel(new RegExp(`^${screens.register.password}`)).fill('senha-segura-1');
  await page.getByRole('button', { name: screens.register.submit }).click();

  await expect(page).toHaveURL(/\/client\/(dashboard|select_company)/);
  await expect(page.getByRole('button', { name: new RegExp(screens.shell.userMenu) })).toContainText('Marina Teste');
  if (where(page).pathname === '/client/dashboard') {
    await expect(page.getByRole('region', { name: screens.dashboard.companySection })).toContainText(
      `Clínica E2E ${stamp}`,
    );
  }
});

test('registering an organization (ong) signs the new user in', async ({ page }) => {
  const stamp = Date.now();
  await page.goto('/client/register');
  await page.getByText(screens.register.kindOng).click();
  await page.getByLabel(new RegExp(`^${screens.register.ongName}`)).fill(`ONG E2E ${stamp}`);
  await page.getByLabel(new RegExp(`^${screens.register.name}`)).fill('Otávio Teste');
  await page.getByLabel(new RegExp(`^${screens.register.email}`)).fill(`otavio.${stamp}@exemplo.org`);
  await page.getByLabel(new RegExp(`^${screens.register.password}`)).fill('senha-segura-2');
  await page.getByRole('button', { name: screens.register.submit }).click();

  await expect(page).toHaveURL(/\/client\/(dashboard|select_company)/);
  await expect(page.getByRole('button', { name: new RegExp(screens.shell.userMenu) })).toContainText('Otávio Teste');
});

test('the password reset request shows its confirmation', async ({ page }) => {
  await page.goto('/client/login');
  await page.getByRole('link', { name: screens.login.forgotPassword }).click();
  await expect(page).toHaveURL(/\/ResetPassword$/);
  await page.getByLabel(new RegExp(`^${screens.resetPassword.email}`)).fill('residente@demo.honora.dev');
  await page.getByRole('button', { name: screens.resetPassword.requestSubmit }).click();
  await expect(page.getByRole('status').filter({ hasText: screens.resetPassword.requestSent })).toBeVisible({
    timeout: 20_000,
  });
});
