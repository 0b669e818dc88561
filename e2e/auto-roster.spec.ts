import { fmt } from '@honora/contract';
import { brazilDate } from '@honora/domain';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.onCallSchedule;
const a = t.autoRoster;
/** The demo's schedule manager (profile c): every action of the schedule modules, scheduler included. */
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

const monthTitle = (month: string) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

/** The spec's own line in the demo matriz (other specs use the company meanwhile): a 07:00–19:00 plantão of one place. */
async function setup(page: Page, stamp: string) {
  const session = await json<{ session: { csrfToken: string } }>(await page.request.get('/api/auth/session'));
  const headers = { 'x-csrf-token': session.session.csrfToken };
  const workplace = await json<{ id: string; name: string }>(
    await page.request.post('/api/workplaces', {
      headers,
      data: { name: `Hospital Automático ${stamp}`, slotCategories: ['PLANTAO'] },
    }),
  );
  const shift = await json<{ id: string; name: string }>(
    await page.request.post('/api/schedule-shifts', {
      headers,
      data: { name: `Dia ${stamp}`, start: '07:00', end: '19:00', slotCategory: 'PLANTAO', workplaceId: workplace.id },
    }),
  );
  await json(
    await page.request.post('/api/on-call/lines', {
      headers,
      data: { workplaceId: workplace.id, shiftId: shift.id, positions: 1, onCallPercentage: null },
    }),
  );
  return fmt(t.lineLabel, { workplace: workplace.name, shift: shift.name });
}

test('the automatic fill: a proposal for a line, one place unchecked, the rest accepted, the month published', async ({
  page,
}) => {
  test.slow(); // sign-in, the lazy screen, the setup, a solve of some seconds, an acceptance and a publication
  const stamp = String(Date.now()).slice(-6);
  // Eight months ahead: the other roster specs use one to seven.
  const month = monthAhead(8);
  const mm = month.slice(5, 7);
  await signIn(page, `/client/onCallSchedule?month=${month}`, { as: SCHEDULE_MANAGER });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const line = await setup(page, stamp);
  await page.reload();
  await expect(page.getByTestId('roster-status')).toHaveText(t.draft);

  // The proposal for the spec's line only (the demo's lines stay as they are).
  await page.getByLabel(a.lines).selectOption({ label: line });
  await page.getByRole('button', { name: a.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fmt(a.title, { month: monthTitle(month) }) });
  await expect(dialog.getByRole('button', { name: a.accept, exact: true })).toBeVisible({ timeout: 45_000 });
  const days = Number(new Date(Date.UTC(Number(month.slice(0, 4)), Number(mm), 0)).getUTCDate());
  await expect(dialog.getByText(fmt(a.coverage, { filled: days, total: days }))).toBeVisible();
  await expect(dialog.getByText(a.unfilledNone)).toBeVisible();
  const group = dialog.getByRole('group', { name: line });
  await expect(group.getByRole('checkbox')).toHaveCount(days);
  await expectAccessible(page, 'automatic fill proposal');

  // One place unchecked (the 10th), the others accepted.
  const tenth = group.getByRole('checkbox', { name: new RegExp(`^\\S+ 10/${mm}, vaga 1: `) });
  await expect(tenth).toBeChecked();
  await tenth.uncheck();
  await expect(dialog.getByTestId('auto-roster-selected')).toHaveText(
    fmt(a.selected, { count: days - 1, total: days }),
  );
  await dialog.getByRole('button', { name: a.accept, exact: true }).click();
  await expect(page.getByText(fmt(a.acceptedDraft, { placed: days - 1 }))).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // The grid read again: the places filled, the unchecked one open, the month still a draft.
  const place = (day: number) =>
    page.getByRole('combobox', {
      name: fmt(t.cellLabel, { line, day: `${String(day).padStart(2, '0')}/${mm}`, position: 1 }),
      exact: true,
    });
  await expect(place(10)).toHaveValue('');
  for (const day of [1, 9, 11, days]) await expect(place(day)).not.toHaveValue('');
  await expect(page.getByTestId('roster-status')).toHaveText(t.draft);
  await expect(page.getByText(t.noConflicts)).toBeVisible();

  // A person publishes it.
  await page.getByRole('button', { name: t.publish, exact: true }).click();
  const question = page.getByRole('dialog');
  await expect(question).toContainText(fmt(t.publishConfirm, { month: monthTitle(month) }));
  await question.getByRole('button', { name: t.publish, exact: true }).click();
  await expect(page.getByText(fmt(t.publishedToast, { month: monthTitle(month) }))).toBeVisible();
  await expect(page.getByTestId('roster-status')).toHaveText(/^Publicada por você em /);
});
