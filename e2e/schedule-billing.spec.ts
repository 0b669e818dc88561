import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

/**
 * The schedule × billing check (decision 050): the coordinator's tab on /client/ReportsSchedule and
 * the billing manager's section on /client/reports, on the demo's published month and its events.
 */
const t = screens.scheduleBilling;
const SCHEDULE_MANAGER = 'gestor.escala@demo.honora.dev';

async function expectSummary(page: Page) {
  const summary = page.getByRole('region', { name: t.summary });
  await expect(summary).toBeVisible();
  await expect(summary.locator('[data-figure="slots"] dd')).toHaveText(/^\d[\d.]*$/);
  await expect(summary.locator('[data-figure="coverage"] dd')).toHaveText(/^(\d[\d.]*(,\d)?%|—)$/);
  await expect(page.getByRole('region', { name: t.slotsTitle })).toBeVisible();
  await expect(page.getByRole('region', { name: t.eventsTitle })).toBeVisible();
}

test('the schedule manager checks this month’s roster against the billing on ReportsSchedule', async ({ page }) => {
  test.slow(); // sign-in and the lazy screen
  await signIn(page, '/client/ReportsSchedule', { as: SCHEDULE_MANAGER });
  await expect(page.getByRole('heading', { level: 1, name: screens.scheduleReports.title })).toBeVisible();
  await page.getByRole('tab', { name: t.tab }).click();
  await expect(page).toHaveURL(/tab=billing/);
  await expect(page.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
  await expectSummary(page);
  // The coordinator never sees a patient's column.
  await expect(page.getByRole('columnheader', { name: t.patient })).toHaveCount(0);
  await expectAccessible(page, 'schedule billing check (schedule manager)');
});

test('the billing manager sees the check on /client/reports', async ({ page }) => {
  test.slow();
  await signIn(page, '/client/reports', { as: 'billingManager' });
  await expect(page.getByRole('heading', { level: 2, name: t.title })).toBeVisible();
  await expect(page.getByRole('group', { name: t.period })).toBeVisible();
  await expectSummary(page);
  await expectAccessible(page, 'schedule billing check (billing manager)');
});

test('the doctor’s reports have no check', async ({ page }) => {
  await signIn(page, '/client/reports', { as: 'anesthetist' });
  await expect(page.getByRole('heading', { level: 1, name: screens.reports.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: t.title })).toHaveCount(0);
});
