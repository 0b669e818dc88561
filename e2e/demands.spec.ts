import { fmt } from '@honora/contract';
import { brazilDate } from '@honora/domain';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.demands;
/** The demo's schedule manager (profile c): every action of the schedule modules. */
const SCHEDULE_MANAGER = 'gestor.escala@demo.honora.dev';

async function json<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/** The month `ahead` months after this one in São Paulo, 'YYYY-MM'. */
function monthAhead(ahead: number): string {
  const [year, month] = brazilDate(new Date()).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + ahead;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (text: string) => new RegExp(`^${escaped(text)}\\s*\\*?$`);
/** 'YYYY-MM-DD' → 'DD/MM/YYYY', as the screens show and take a day. */
const shown = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The spec's own workplace and 07:00–13:00 plantão there, made through the API; no line yet. */
async function setup(page: Page, stamp: string) {
  const session = await json<{ session: { csrfToken: string } }>(await page.request.get('/api/auth/session'));
  const headers = { 'x-csrf-token': session.session.csrfToken };
  const workplace = await json<{ id: string; name: string }>(
    await page.request.post('/api/workplaces', {
      headers,
      data: { name: `Hospital Demanda ${stamp}`, slotCategories: ['PLANTAO'] },
    }),
  );
  const shift = await json<{ id: string; name: string }>(
    await page.request.post('/api/schedule-shifts', {
      headers,
      data: {
        name: `Manhã ${stamp}`,
        start: '07:00',
        end: '13:00',
        slotCategory: 'PLANTAO',
        workplaceId: workplace.id,
      },
    }),
  );
  return { workplace, shift };
}

test('a hospital demand: the coordinator creates it, the anesthetist applies to a day, the coordinator assigns him and the coverage shows it', async ({
  page,
  browser,
}) => {
  test.slow(); // two sign-ins, lazy screens, the setup, three saves and three axe scans
  const stamp = String(Date.now()).slice(-6);
  // Nine months ahead: the other roster specs use one to eight.
  const month = monthAhead(9);
  const [first, day, last] = [`${month}-10`, `${month}-11`, `${month}-12`];
  await signIn(page, '/client/Demands', { as: SCHEDULE_MANAGER });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const { workplace, shift } = await setup(page, stamp);
  const line = fmt(t.line, { workplace: workplace.name, shift: shift.name });

  // The list's period: the demand's month, far beyond the default quarter.
  await page.getByRole('textbox', { name: t.from, exact: true }).fill(shown(`${month}-01`));
  await page.getByRole('textbox', { name: t.to, exact: true }).fill(shown(`${month}-28`));

  // A new demand: the workplace, its shift, three days, one doctor a day, high priority.
  await page.getByRole('button', { name: t.add, exact: true }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: t.newTitle });
  await form.getByRole('combobox', { name: label(t.workplace) }).click();
  await page.getByRole('option', { name: workplace.name, exact: true }).click();
  await form.getByRole('combobox', { name: label(t.shift) }).click();
  await page
    .getByRole('option', { name: fmt(t.shiftWithTimes, { shift: shift.name, start: '07:00', end: '13:00' }) })
    .click();
  await form.getByRole('textbox', { name: label(t.startsOn) }).fill(shown(first));
  await form.getByRole('textbox', { name: label(t.endsOn) }).fill(shown(last));
  await form.getByRole('combobox', { name: label(t.priority) }).click();
  await page.getByRole('option', { name: t.priorities.HIGH, exact: true }).click();
  await form.getByRole('textbox', { name: t.description }).fill('Cobertura das férias da equipe do hospital');
  await expectAccessible(page, 'new demand dialog');
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = page.getByRole('table', { name: t.title }).getByRole('row').filter({ hasText: workplace.name });
  await expect(row).toContainText(fmt(t.coverageText, { filled: 0, needed: 3 }));
  await expect(row).toContainText(t.priorities.HIGH);
  await expect(row).toContainText(t.states.OPEN);
  await expectAccessible(page, 'demands');

  // The demo anesthetist sees the demand offered to him and applies to its second day.
  const doctorContext = await browser.newContext();
  const doctor = await doctorContext.newPage();
  await signIn(doctor, '/client/Demands', { as: 'anesthetist' });
  const me = await json<{ session: { user: { name: string } } }>(await doctor.request.get('/api/auth/session'));
  const offer = doctor.getByRole('region', { name: line });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: fmt(t.applyLabel, { line, day: shown(day) }) }).click();
  await expect(doctor.getByText(t.applied)).toBeVisible();
  await expect(offer.getByRole('row').filter({ hasText: shown(day) })).toContainText(t.applicationStatuses.APPLIED);
  await expect(offer.getByRole('button', { name: fmt(t.withdrawLabel, { line, day: shown(day) }) })).toBeVisible();
  await expectAccessible(doctor, "the doctor's offers");

  // The coordinator opens the demand's days and assigns him: the day is covered, and so is one of three.
  await page.reload();
  await page.getByRole('textbox', { name: t.from, exact: true }).fill(shown(`${month}-01`));
  await page.getByRole('textbox', { name: t.to, exact: true }).fill(shown(`${month}-28`));
  await expect(row).toContainText(fmt(t.pendingCount, { count: 1 }));
  await page.getByRole('button', { name: fmt(t.detailsLabel, { line }) }).click();
  const details = page.getByRole('dialog', { name: fmt(t.detailTitle, { line }) });
  const dayRow = details.getByRole('row').filter({ hasText: shown(day) });
  await expect(dayRow).toContainText(me.session.user.name);
  await dayRow
    .getByRole('button', { name: fmt(t.assignLabel, { doctor: me.session.user.name, day: shown(day) }) })
    .click();
  await expect(page.getByText(fmt(t.assigned, { doctor: me.session.user.name, day: shown(day) }))).toBeVisible();
  await expect(dayRow).toContainText(fmt(t.dayCoverage, { filled: 1, needed: 1 }));
  await expect(dayRow).toContainText(t.applicationStatuses.ASSIGNED);
  await expectAccessible(page, "a demand's days");
  await page.keyboard.press('Escape');
  await expect(row).toContainText(fmt(t.coverageText, { filled: 1, needed: 3 }));

  // The doctor sees the day as his.
  await doctor.reload();
  await expect(offer.getByRole('row').filter({ hasText: shown(day) })).toContainText(t.applicationStatuses.ASSIGNED);
  await doctorContext.close();
});
