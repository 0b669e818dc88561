import { fmt } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.onCallLines;
const kinds = screens.schedules.slotCategories;
/** The demo's schedule manager (profile c): every action of the module scheduleOnCall, manager included. */
const SCHEDULE_MANAGER = 'gestor.escala@demo.honora.dev';
/** A filial of the demo: the roster specs of the matriz never see these lines nor these settings. */
const COMPANY = 'Demo Filial Norte';

const label = (text: string) => new RegExp(`^${text.replace(/[()$]/g, '\\$&')}\\s*\\*?$`);

async function json<T>(answer: { ok(): boolean; text(): Promise<string>; json(): Promise<unknown> }): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** A workplace and a night shift of it, made through the API with the page's session. */
async function setup(page: Page, stamp: string) {
  const session = await json<{ session: { csrfToken: string } }>(await page.request.get('/api/auth/session'));
  const headers = { 'x-csrf-token': session.session.csrfToken };
  const workplace = await json<{ id: string; name: string }>(
    await page.request.post('/api/workplaces', { headers, data: { name: `Hospital Plantão ${stamp}` } }),
  );
  const shift = await json<{ name: string }>(
    await page.request.post('/api/schedule-shifts', {
      headers,
      data: {
        name: `Noite ${stamp}`,
        start: '19:00',
        end: '07:00',
        slotCategory: 'SOBREAVISO',
        workplaceId: workplace.id,
      },
    }),
  );
  return {
    workplace: workplace.name,
    shift: fmt(t.shiftWithTimes, { shift: shift.name, start: '19:00', end: '07:00' }),
  };
}

test('the schedule manager adds a line (a bad percentage refused), changes and removes it, and sets the rest', async ({
  page,
}) => {
  test.slow(); // sign-in, the lazy screens, the setup, a create, an edit, a removal and the settings
  const stamp = String(Date.now()).slice(-6);
  await signIn(page, '/client/ConfigOnCallSchedule', { as: SCHEDULE_MANAGER, company: COMPANY });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const { workplace, shift } = await setup(page, stamp);
  await page.reload();

  // A new line: the workplace, its night shift, two doctors; 150% is refused with the pt-BR message.
  await page.getByRole('button', { name: t.add, exact: true }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: t.newTitle });
  await form.getByRole('combobox', { name: t.workplace, exact: true }).click();
  await page.getByRole('option', { name: workplace, exact: true }).click();
  await form.getByRole('combobox', { name: t.shift, exact: true }).click();
  await page.getByRole('option', { name: shift, exact: true }).click();
  await form.getByRole('textbox', { name: label(t.positions) }).fill('2');
  const percentage = form.getByRole('textbox', { name: label(t.onCallPercentage) });
  await percentage.fill('150');
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(form.getByText(t.errors.percentage)).toBeVisible();
  await expectAccessible(page, 'new line with an error');
  await percentage.fill('33,5');
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByText(t.saved)).toBeVisible();

  // Listed with its shift's times, kind, doctors a day and percentage.
  const table = page.getByRole('table', { name: t.title });
  const row = table.getByRole('row').filter({ hasText: workplace });
  await expect(row).toContainText(shift);
  await expect(row).toContainText(kinds.SOBREAVISO);
  await expect(row).toContainText('33,5%');
  await expectAccessible(page, 'roster lines');

  // Changed to three doctors a day.
  const name = fmt(t.lineName, { workplace, shift: `Noite ${stamp}` });
  await page.getByRole('button', { name: fmt(t.editLabel, { line: name }) }).click();
  const edit = page.getByRole('dialog').getByRole('form', { name: t.editTitle });
  await edit.getByRole('textbox', { name: label(t.positions) }).fill('3');
  await edit.getByRole('button', { name: t.save, exact: true }).click();
  await expect(row.getByRole('cell', { name: '3', exact: true })).toBeVisible();

  // Removed after the question: it leaves the table.
  await page.getByRole('button', { name: fmt(t.removeLabel, { line: name }) }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText(fmt(t.removeConfirm, { line: name }));
  await question.getByRole('button', { name: t.remove, exact: true }).click();
  await expect(page.getByText(t.removed)).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: workplace })).toHaveCount(0);

  // The schedule settings, from the menu: 49 h refused, 11 h and swaps without approval saved.
  await page
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: screens.navigation.screens.scheduleConfig, exact: true })
    .click();
  await expect(page).toHaveURL(/\/client\/scheduleConfig$/);
  const settings = page.getByRole('form', { name: t.settingsTitle });
  const rest = settings.getByRole('textbox', { name: label(t.minRest) });
  const swaps = settings.getByRole('switch', { name: t.swapNeedsApproval });
  await rest.fill('49');
  await settings.getByRole('button', { name: t.saveSettings, exact: true }).click();
  await expect(settings.getByText(t.errors.minRest)).toBeVisible();
  await rest.fill('11');
  const wasApproval = await swaps.isChecked();
  await swaps.setChecked(!wasApproval, { force: true });
  await settings.getByRole('button', { name: t.saveSettings, exact: true }).click();
  await expect(page.getByText(t.settingsSaved)).toBeVisible();
  await expectAccessible(page, 'schedule settings');
  await page.reload();
  await expect(page.getByRole('textbox', { name: label(t.minRest) })).toHaveValue('11');
  await expect(page.getByRole('switch', { name: t.swapNeedsApproval })).toBeChecked({ checked: !wasApproval });
});
