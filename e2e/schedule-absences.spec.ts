import { fmt, messages } from '@honora/contract';
import { addDays, formatDate, zonedDay } from '@honora/domain';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const x = screens.scheduleExceptions;
const v = screens.scheduleVacations;
/** The demo's schedule manager (profile c): every action of the module scheduleOff, manager included. */
const SCHEDULE_MANAGER = 'gestor.escala@demo.honora.dev';
/** A filial of the demo: the roster specs of the matriz never meet these exceptions, vacations nor cap. */
const COMPANY = 'Demo Filial Centro';
const BRUNO = 'BA — Bruno Anestesista';
const GABRIELA = 'GR — Gabriela Residente';

const label = (text: string) => new RegExp(`^${text.replace(/[()$]/g, '\\$&')}\\s*\\*?$`);
/** 'YYYY-MM-DD' as typed in a date input (platform.md §9: DD/MM/AAAA whatever the browser's language). */
const typed = (day: string) => formatDate(day).replace(/\//g, '');

/** A workplace of the filial, made through the API with the page's session. */
async function addWorkplace(page: Page, name: string) {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { session: { csrfToken: string } };
  const answer = await page.request.post('/api/workplaces', {
    headers: { 'x-csrf-token': session.session.csrfToken },
    data: { name },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function fillPeriod(form: ReturnType<Page['getByRole']>, start: string, end: string) {
  await form.getByRole('textbox', { name: label(x.startsOn) }).fill(typed(start));
  await form.getByRole('textbox', { name: label(x.endsOn) }).fill(typed(end));
}

test('the schedule manager adds a doctor exception and a workplace closing; a bad period is refused', async ({
  page,
}) => {
  test.slow(); // sign-in, the lazy screen, two dialogs and an accessibility check
  const stamp = String(Date.now()).slice(-6);
  // Far ahead, a different stretch each run: never in force, never in another run's way.
  const start = addDays(zonedDay(Date.now()), 400 + (Number(stamp) % 1500));
  const place = `Hospital Exceções ${stamp}`;
  await signIn(page, '/client/exceptionServices', { as: SCHEDULE_MANAGER, company: COMPANY });
  await expect(page.getByRole('heading', { level: 1, name: x.title })).toBeVisible();
  await addWorkplace(page, place);
  await page.reload();

  // A doctor unavailable: an end before the start is refused under the end, then saved.
  await page.getByRole('button', { name: x.add, exact: true }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: x.newTitle });
  await form.getByRole('combobox', { name: x.doctor, exact: true }).click();
  await page.getByRole('option', { name: BRUNO, exact: true }).click();
  await fillPeriod(form, addDays(start, 3), start);
  await form.getByRole('textbox', { name: label(x.reason) }).fill(`Congresso ${stamp}`);
  await form.getByRole('button', { name: x.save, exact: true }).click();
  await expect(form.getByText(messages.validation.dateRange)).toBeVisible();
  await expectAccessible(page, 'new exception with an error');
  await fillPeriod(form, start, addDays(start, 3));
  await form.getByRole('button', { name: x.save, exact: true }).click();
  await expect(page.getByText(x.saved)).toBeVisible();

  const table = page.getByRole('table', { name: x.title });
  const period = fmt(x.periodText, { start: formatDate(start), end: formatDate(addDays(start, 3)) });
  const doctorRow = table.getByRole('row').filter({ hasText: `Congresso ${stamp}` });
  await expect(doctorRow).toContainText('Bruno Anestesista');
  await expect(doctorRow).toContainText(x.kinds.DOCTOR);
  await expect(doctorRow).toContainText(period);
  await expect(doctorRow).toContainText(x.upcoming);

  // The workplace closed for a day.
  await page.getByRole('button', { name: x.add, exact: true }).click();
  const closing = page.getByRole('dialog').getByRole('form', { name: x.newTitle });
  await closing.getByRole('radio', { name: x.kinds.WORKPLACE }).check();
  await closing.getByRole('combobox', { name: x.workplace, exact: true }).click();
  await page.getByRole('option', { name: place, exact: true }).click();
  await fillPeriod(closing, addDays(start, 10), addDays(start, 10));
  await closing.getByRole('textbox', { name: label(x.reason) }).fill(`Reforma ${stamp}`);
  await closing.getByRole('button', { name: x.save, exact: true }).click();
  await expect(page.getByText(x.saved).first()).toBeVisible();
  const placeRow = table.getByRole('row').filter({ hasText: `Reforma ${stamp}` });
  await expect(placeRow).toContainText(place);
  await expect(placeRow).toContainText(x.kinds.WORKPLACE);
  await expect(placeRow).toContainText(formatDate(addDays(start, 10)));
  await expect(
    placeRow.getByRole('button', {
      name: fmt(x.editLabel, {
        target: place,
        start: formatDate(addDays(start, 10)),
        end: formatDate(addDays(start, 10)),
      }),
    }),
  ).toBeVisible();
  await expectAccessible(page, 'work exceptions');
});

test('the schedule manager adds a vacation, caps the company at one doctor away and sees an overlap refused', async ({
  page,
}) => {
  test.slow(); // sign-in, the lazy screen, two dialogs, the cap and an accessibility check
  const stamp = String(Date.now()).slice(-6);
  const nextYear = Number(zonedDay(Date.now()).slice(0, 4)) + 1;
  // A stretch of next year that differs from run to run (a retry does not meet its own vacation).
  const start = addDays(`${nextYear}-01-05`, Number(stamp) % 300);
  const end = addDays(start, 9);
  await signIn(page, '/client/dashboard', { as: SCHEDULE_MANAGER, company: COMPANY });
  await page
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: screens.navigation.screens.vacationConfig, exact: true })
    .click();
  await expect(page).toHaveURL(/\/client\/VacationConfig$/);
  await expect(page.getByRole('heading', { level: 1, name: v.title })).toBeVisible();
  await page.getByRole('button', { name: new RegExp(v.nextYear) }).click();
  await expect(page.getByRole('heading', { level: 2, name: String(nextYear) })).toBeVisible();

  // Bruno's vacation, listed with its days.
  await page.getByRole('button', { name: v.add, exact: true }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: v.newTitle });
  await form.getByRole('combobox', { name: v.doctor, exact: true }).click();
  await page.getByRole('option', { name: BRUNO, exact: true }).click();
  await fillPeriod(form, start, end);
  await form.getByRole('textbox', { name: label(v.notes) }).fill(`Viagem ${stamp}`);
  await form.getByRole('button', { name: v.save, exact: true }).click();
  await expect(page.getByText(v.saved)).toBeVisible();
  const row = page
    .getByRole('table', { name: fmt(v.tableLabel, { year: nextYear }) })
    .getByRole('row')
    .filter({ hasText: `Viagem ${stamp}` });
  await expect(row).toContainText('Bruno Anestesista');
  await expect(row).toContainText(fmt(v.periodText, { start: formatDate(start), end: formatDate(end) }));
  await expect(row.getByRole('cell', { name: '10', exact: true })).toBeVisible();

  // The cap: one doctor away at a time.
  const cap = page.getByRole('form', { name: v.capTitle });
  await cap.getByRole('textbox', { name: label(v.cap) }).fill('1');
  await cap.getByRole('button', { name: v.capSave, exact: true }).click();
  await expect(page.getByText(v.capSaved)).toBeVisible();

  // Gabriela from the middle of Bruno's vacation: refused, naming the first day taken.
  await page.getByRole('button', { name: v.add, exact: true }).click();
  const other = page.getByRole('dialog').getByRole('form', { name: v.newTitle });
  await other.getByRole('combobox', { name: v.doctor, exact: true }).click();
  await page.getByRole('option', { name: GABRIELA, exact: true }).click();
  await fillPeriod(other, addDays(start, 5), addDays(end, 5));
  await other.getByRole('button', { name: v.save, exact: true }).click();
  const refusal = fmt(v.errors.cap, { day: formatDate(addDays(start, 5)), count: 1, max: 1 });
  await expect(other.getByText(refusal)).toBeVisible();
  await expectAccessible(page, 'vacation refused by the cap');
  await other.getByRole('button', { name: v.cancel, exact: true }).click();
  // The dialog and the toasts gone first: axe measured a title mid-fade as low contrast.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await expectAccessible(page, 'vacations');

  // The cap cleared again: the filial is left without one.
  await cap.getByRole('textbox', { name: label(v.cap) }).fill('');
  await cap.getByRole('button', { name: v.capSave, exact: true }).click();
  await expect(page.getByText(v.capSaved).first()).toBeVisible();
});
