import { fmt, messages } from '@honora/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.scheduleLimits;
/** The demo's schedule manager (profile c): every action of the module schedule, manager included. */
const SCHEDULE_MANAGER = 'gestor.escala@demo.honora.dev';
/** A filial of the demo no roster spec uses: its doctors' limits change no other spec's roster. */
const COMPANY = 'Demo Filial Centro';
/** The demo's anesthetist, a doctor of every demo company. */
const DOCTOR = 'Bruno Anestesista';

const label = (text: string) => new RegExp(`^${text.replace(/[()$]/g, '\\$&')}\\s*\\*?$`);

test("the schedule manager sets a doctor's limits (a bad value refused) and the cooperative's cap", async ({
  page,
}) => {
  test.slow(); // sign-in, the lazy screen, two saves with a reload each, the cap
  await signIn(page, '/client/dashboard', { as: SCHEDULE_MANAGER, company: COMPANY });
  await page
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: screens.navigation.screens.schedulesLimits, exact: true })
    .click();
  await expect(page).toHaveURL(/\/client\/SchedulesLimits$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // The doctor's dialog: 200 hours a week is refused with the range message; then more hours a
  // week than a month; then 60 h a week, 200 h a month, no shifts limit, 2 nights in a row.
  const table = page.getByRole('table', { name: t.title });
  const row = table.getByRole('row').filter({ hasText: DOCTOR });
  await page.getByRole('button', { name: fmt(t.editLabel, { name: DOCTOR }) }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: fmt(t.editTitle, { name: DOCTOR }) });
  const weekly = form.getByRole('textbox', { name: label(t.weeklyHours) });
  const monthly = form.getByRole('textbox', { name: label(t.monthlyHours) });
  await weekly.fill('200');
  await monthly.fill('200');
  await form.getByRole('textbox', { name: label(t.monthlyShifts) }).fill('');
  await form.getByRole('textbox', { name: label(t.consecutiveNights) }).fill('2');
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(form.getByText(fmt(messages.validation.range, { min: 1, max: 168 }))).toBeVisible();
  await expectAccessible(page, 'limits dialog with an error');
  await weekly.fill('60');
  await monthly.fill('50');
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(form.getByText(t.errors.weeklyAboveMonthly)).toBeVisible();
  await monthly.fill('200');
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Kept after a reload.
  await page.reload();
  await expect(row).toContainText(fmt(t.hoursShown, { hours: '60' }));
  await expect(row).toContainText(fmt(t.hoursShown, { hours: '200' }));
  await expect(row.getByRole('cell', { name: '2', exact: true })).toBeVisible();
  await expectAccessible(page, 'schedule limits');

  // The cooperative's cap: 1000 refused; 15 saved, and shown for the doctors without their own.
  const capForm = page.getByRole('form', { name: t.capTitle });
  const cap = capForm.getByRole('textbox', { name: label(t.monthlyShiftsCap) });
  await cap.fill('1000');
  await capForm.getByRole('button', { name: t.saveCap, exact: true }).click();
  await expect(capForm.getByText(fmt(messages.validation.range, { min: 1, max: 999 }))).toBeVisible();
  await cap.fill('15');
  await capForm.getByRole('button', { name: t.saveCap, exact: true }).click();
  await expect(page.getByText(t.capSaved)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: label(t.monthlyShiftsCap) })).toHaveValue('15');
  await expect(row).toContainText(fmt(t.capShown, { cap: '15' }));
});
