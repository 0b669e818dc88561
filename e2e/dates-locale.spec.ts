import { messages } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import { screens, signIn } from './support';

/** The first read of the events list after signing in (the list, its totals and the registries) on a busy CI machine. */
const FIRST_LOAD_MS = 30_000;

const f = screens.events.form.fields;
const list = screens.events.list;
const ui = messages.ui;

// A browser in English: its own date inputs would show mm/dd/yyyy and a 12-hour clock.
test.use({ locale: 'en-US' });

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
/** "2026-11-25" → "25/11/2026" (platform.md §9). */
const shown = (date: string) => date.split('-').reverse().join('/');

/** No input of the page follows the browser's locale. */
async function expectNoNativeDateInputs(page: Page): Promise<void> {
  await expect(page.locator('input[type="date"], input[type="time"], input[type="datetime-local"]')).toHaveCount(0);
}

test('the event form shows and takes dates DD/MM/AAAA and times HH:mm in an English browser', async ({ page }) => {
  await signIn(page, '/client/events');
  await page.getByRole('button', { name: list.create, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: screens.events.form.newTitle })).toBeVisible();
  await expectNoNativeDateInputs(page);

  const procedureDate = page.getByRole('textbox', { name: new RegExp(`^${f.dtProcedure}`) });
  await expect(procedureDate).toHaveValue(shown(today()));
  await expect(procedureDate).toHaveAttribute('placeholder', ui.datePlaceholder);

  const recourse = page.getByRole('textbox', { name: f.dtRecourse, exact: true });
  await recourse.pressSequentially('01022026');
  await expect(recourse).toHaveValue('01/02/2026');
  await recourse.fill('31/02/2026');
  await recourse.blur();
  await expect(page.getByText(messages.validation.invalidDate, { exact: true }).first()).toBeVisible();

  const start = page.getByRole('textbox', { name: new RegExp(`^${f.anesthesiaStart}`) });
  await expect(start).toHaveAttribute('placeholder', ui.timePlaceholder);
  await start.pressSequentially('1930');
  await expect(start).toHaveValue('19:30');
});

test('the events list filters by dates typed DD/MM/AAAA and shows them so after a reload', async ({ page }) => {
  await signIn(page, '/client/events');
  await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expectNoNativeDateInputs(page);

  const from = page.getByRole('textbox', { name: list.filters.from, exact: true });
  const to = page.getByRole('textbox', { name: list.filters.to, exact: true });
  await from.pressSequentially('01112026');
  await to.fill('30/11/2026');
  await expect(page).toHaveURL(/from=2026-11-01/);
  await expect(page).toHaveURL(/to=2026-11-30/);

  await page.reload();
  await expect(from).toHaveValue('01/11/2026');
  await expect(to).toHaveValue('30/11/2026');
});
