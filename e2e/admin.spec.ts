import { messages } from '@honora/contract';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, fillLogin, openUserMenu, screens } from './support';

test('the super admin reads the outbox, enters a company and goes back to admin', async ({ page }) => {
  test.slow(); // four screens, the admin dashboard's summary of every company among them
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/client\/login$/);
  await fillLogin(page, 'admin@honora.dev', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('region', { name: screens.dashboard.workspaceSection })).toContainText(
    screens.workspaces.ADMIN,
  );

  const nav = page.getByRole('navigation', { name: screens.shell.mainNavigation });
  await nav.getByRole('link', { name: screens.nav.inbox }).click();
  await expect(page).toHaveURL(/\/admin\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: screens.inbox.title })).toBeVisible();

  await nav.getByRole('link', { name: screens.nav.enterCompany }).click();
  await expect(page).toHaveURL(/\/admin\/select_company$/);
  await page.getByLabel(screens.selectCompany.searchLabel).fill('Norte');
  await page.getByRole('button', { name: `${screens.selectCompany.enter}: Demo Filial Norte` }).click();

  await expect(page).toHaveURL(/\/client\/dashboard$/);
  await expect(page.getByRole('region', { name: screens.dashboard.companySection })).toContainText('Demo Filial Norte');
  await expect(page.getByRole('region', { name: screens.dashboard.workspaceSection })).toContainText(
    screens.workspaces.CLIENT,
  );

  await openUserMenu(page);
  await page.getByRole('menuitem', { name: screens.shell.backToAdmin }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('region', { name: screens.dashboard.workspaceSection })).toContainText(
    screens.workspaces.ADMIN,
  );
});

test('a company-workspace session opening a client route is logged out', async ({ page }) => {
  await page.goto('/company/login');
  await fillLogin(page, 'administrador@demo.honora.dev', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/company\/(dashboard|select_company)/);

  await page.goto('/client/dashboard');
  await expect(page.getByText(messages.errors.permissionDenied)).toBeVisible();
  await expect(page).toHaveURL(/\/client\/login\?redirect=%2Fclient%2Fdashboard$/);
  await page.goto('/company/dashboard');
  await expect(page).toHaveURL(/\/company\/login\?redirect=/);
});
