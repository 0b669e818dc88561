import { fmt } from '@honora/contract';
import { brazilDate } from '@honora/domain';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.scheduleTags;
const lines = screens.onCallLines;
const grid = screens.onCallSchedule;
/** The demo's schedule manager (profile c): every action of the schedule modules. */
const SCHEDULE_MANAGER = 'gestor.escala@demo.honora.dev';

interface Doctor {
  id: string;
  name: string;
  initials: string | null;
  isResident: boolean;
}

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

const doctorLabel = (d: Doctor) =>
  (d.initials ? fmt(grid.doctorOption, { initials: d.initials, name: d.name }) : d.name) +
  (d.isResident ? grid.residentSuffix : '');

/**
 * The spec's own line in the demo matriz (other specs use the company meanwhile): a workplace, a
 * 07:00–19:00 plantão there and a line of one place, made through the API. Doctor A will hold the
 * tag, doctor B not: two anesthetists when the demo has them (a resident alone breaks another rule).
 */
async function setup(page: Page, stamp: string, month: string) {
  const session = await json<{ session: { csrfToken: string } }>(await page.request.get('/api/auth/session'));
  const headers = { 'x-csrf-token': session.session.csrfToken };
  const workplace = await json<{ id: string; name: string }>(
    await page.request.post('/api/workplaces', {
      headers,
      data: { name: `Hospital Etiqueta ${stamp}`, slotCategories: ['PLANTAO'] },
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
  const roster = await json<{ doctors: Doctor[] }>(await page.request.get(`/api/on-call/months/${month}`));
  const taggable = await json<{ doctors: Doctor[] }>(await page.request.get('/api/schedule-tags'));
  const offered = new Set(taggable.doctors.map((d) => d.id));
  const doctors = roster.doctors.filter((d) => offered.has(d.id));
  const a = doctors.find((d) => !d.isResident);
  const b = doctors.find((d) => d !== a && !d.isResident) ?? doctors.find((d) => d !== a);
  expect(a && b, 'the demo has two doctors').toBeTruthy();
  return {
    line: fmt(grid.lineLabel, { workplace: workplace.name, shift: shift.name }),
    lineName: fmt(lines.lineName, { workplace: workplace.name, shift: shift.name }),
    a: a!,
    b: b!,
  };
}

test('a tag held by one doctor: the line asks for it, the roster refuses the other, and the tag stays with whoever is placed', async ({
  page,
}) => {
  test.slow(); // sign-in, three lazy screens, the setup, four saves and two axe scans
  const stamp = String(Date.now()).slice(-6);
  // Seven months ahead: the other roster specs use one to six (the reports' spec counts every slot of the sixth).
  const month = monthAhead(7);
  const tagName = `Pediátrica ${stamp}`;
  await signIn(page, '/client/TagsSchedule', { as: SCHEDULE_MANAGER });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const { line, lineName, a, b } = await setup(page, stamp, month);

  // A new tag, green, held by doctor A (found through the filter).
  await page.getByRole('button', { name: t.add, exact: true }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: t.newTitle });
  await form.getByRole('textbox', { name: label(t.name) }).fill(tagName);
  await form.getByRole('combobox', { name: t.color, exact: true }).click();
  await page.getByRole('option', { name: t.colors.GREEN, exact: true }).click();
  await form.getByRole('textbox', { name: t.description }).fill('Anestesia em crianças');
  await form.getByRole('searchbox', { name: t.filterDoctors }).fill(a.name);
  await form.getByRole('checkbox', { name: new RegExp(`^${escaped(a.name)}`) }).check();
  await expectAccessible(page, 'new tag dialog');
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const table = page.getByRole('table', { name: t.title });
  const row = table.getByRole('row').filter({ hasText: tagName });
  await expect(row).toContainText(fmt(t.doctorsCount, { count: 1 }));
  await expect(row).toContainText(t.linesNone);

  // The line asks for it (ConfigOnCallSchedule): its chip is listed with the line.
  await page.goto('/client/ConfigOnCallSchedule');
  await page.getByRole('button', { name: fmt(lines.editLabel, { line: lineName }) }).click();
  const lineForm = page.getByRole('dialog').getByRole('form', { name: lines.editTitle });
  await lineForm.getByRole('combobox', { name: lines.requiredTag, exact: true }).click();
  await page.getByRole('option', { name: tagName, exact: true }).click();
  await lineForm.getByRole('button', { name: lines.save, exact: true }).click();
  await expect(page.getByText(lines.saved)).toBeVisible();
  const lineRow = page
    .getByRole('table', { name: lines.title })
    .getByRole('row')
    .filter({ hasText: `Hospital Etiqueta ${stamp}` });
  await expect(lineRow).toContainText(tagName);

  // The roster: B (without the tag) is refused and the place stays open; A is placed.
  await page.goto(`/client/onCallSchedule?month=${month}`);
  await expect(page.getByRole('columnheader', { name: new RegExp(escaped(tagName)) })).toBeVisible();
  const place = page.getByRole('combobox', {
    name: fmt(grid.cellLabel, { line, day: `15/${month.slice(5, 7)}`, position: 1 }),
    exact: true,
  });
  const saved = () => page.waitForResponse((r) => r.url().includes('/slots') && r.request().method() === 'PUT');
  const refused = saved();
  await place.selectOption({ label: doctorLabel(b) });
  expect((await refused).status()).toBe(400);
  const missing = fmt(grid.violations.missingTag, { doctor: b.name, tag: tagName });
  await expect(page.getByRole('alert').filter({ hasText: missing })).toBeVisible();
  await expect(place).toHaveValue('');
  const accepted = saved();
  await place.selectOption({ label: doctorLabel(a) });
  expect((await accepted).status()).toBe(200);
  await expect(place).toHaveValue(a.id);

  // Back on the tags: the line is listed; taking the tag from A, placed from today on, is refused.
  await page.goto('/client/TagsSchedule');
  await expect(row).toContainText(line);
  await page.getByRole('button', { name: fmt(t.editLabel, { name: tagName }) }).click();
  const edit = page.getByRole('dialog').getByRole('form', { name: fmt(t.editTitle, { name: tagName }) });
  const holder = edit.getByRole('checkbox', { name: new RegExp(`^${escaped(a.name)}`) });
  await expect(holder).toBeChecked();
  await holder.uncheck();
  await edit.getByRole('button', { name: t.save, exact: true }).click();
  await expect(edit.getByText(fmt(t.errors.doctorScheduled, { doctor: a.name }))).toBeVisible();
  await expectAccessible(page, 'tag dialog with a refusal');
  await edit.getByRole('button', { name: t.cancel, exact: true }).click();
  await expect(row).toContainText(fmt(t.doctorsCount, { count: 1 }));
  await expectAccessible(page, 'schedule tags');
});
