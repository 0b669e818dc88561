import { fmt } from '@honora/contract';
import { brazilDate } from '@honora/domain';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.onCallSchedule;
/** The demo's schedule manager (profile c): every action of the schedule modules, scheduler included. */
const SCHEDULE_MANAGER = 'gestor.escala@demo.honora.dev';
/** The demo's scheduler (profile d): schedules too, but a month published by someone else is read-only to them. */
const SCHEDULER = 'escalista@demo.honora.dev';

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

/** The month after this one in São Paulo, 'YYYY-MM': every day of it may still be scheduled (platform.md §5). */
function nextMonth(): string {
  const [year, month] = brazilDate(new Date()).split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
}

const monthTitle = (month: string) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

const doctorLabel = (d: Doctor) =>
  (d.initials ? fmt(t.doctorOption, { initials: d.initials, name: d.name }) : d.name) +
  (d.isResident ? t.residentSuffix : '');

/**
 * The spec's own line (other specs use the demo company meanwhile): a workplace, a 07:00–19:00
 * plantão there and a line of 2 places; answers its label, an anesthetist and a resident.
 */
async function setup(page: Page, stamp: string, month: string) {
  const session = await json<{ session: { csrfToken: string } }>(await page.request.get('/api/auth/session'));
  const headers = { 'x-csrf-token': session.session.csrfToken };
  const workplace = await json<{ id: string; name: string }>(
    await page.request.post('/api/workplaces', {
      headers,
      data: { name: `Hospital Plantão ${stamp}`, slotCategories: ['PLANTAO'] },
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
      data: { workplaceId: workplace.id, shiftId: shift.id, positions: 2, onCallPercentage: null },
    }),
  );
  const roster = await json<{ doctors: Doctor[] }>(await page.request.get(`/api/on-call/months/${month}`));
  // The demo's anesthetist, and its resident beside him (so she is not alone: decision 043).
  const first = roster.doctors.find((d) => !d.isResident);
  const second = roster.doctors.find((d) => d.isResident);
  expect(first && second, 'the demo has an anesthetist and a resident').toBeTruthy();
  return { line: fmt(t.lineLabel, { workplace: workplace.name, shift: shift.name }), first: first!, second: second! };
}

test('the schedule manager fills a day, is refused an overlap, and publishes the month', async ({ page, browser }) => {
  test.slow(); // two sign-ins, the lazy screen, the setup, three changes, a publication and a reload
  const stamp = String(Date.now()).slice(-6);
  const month = nextMonth();
  await signIn(page, '/client/onCallSchedule', { as: SCHEDULE_MANAGER });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const { line, first, second } = await setup(page, stamp, month);

  // The month bar: the next month, in pt-BR words, kept in the address; a draft.
  await page.getByRole('button', { name: new RegExp(t.nextMonth) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]month=${month}$`));
  await expect(page.getByRole('heading', { level: 2, name: monthTitle(month) })).toBeVisible();
  await expect(page.getByTestId('roster-status')).toHaveText(t.draft);

  // Two doctors in the two places of the 15th: each change is saved and the month read again.
  const day = `15/${month.slice(5, 7)}`;
  const place = (position: number) =>
    page.getByRole('combobox', { name: fmt(t.cellLabel, { line, day, position }), exact: true });
  const saved = () => page.waitForResponse((r) => r.url().includes('/slots') && r.request().method() === 'PUT');
  for (const [position, doctor] of [
    [1, first],
    [2, second],
  ] as const) {
    const answer = saved();
    await place(position).selectOption({ label: doctorLabel(doctor) });
    expect((await answer).status()).toBe(200);
    await expect(place(position)).toHaveValue(doctor.id);
  }

  // The same doctor in both places of the day overlaps (CFM 2.174/2017): refused, the select goes back.
  const refused = saved();
  await place(2).selectOption({ label: doctorLabel(first) });
  expect((await refused).status()).toBe(400);
  const overlap = fmt(t.violations.overlap, { doctor: first.name, other: fmt(t.slotPlace, { line, day }) });
  await expect(page.getByRole('alert').filter({ hasText: overlap })).toBeVisible();
  await expect(place(2)).toHaveValue(second.id);
  await expect(page.getByText(t.noConflicts)).toBeVisible();
  await expectAccessible(page, 'on-call grid with a refusal');

  // Published after the confirmation; read again, the month says who published it.
  await page.getByRole('button', { name: t.publish, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(fmt(t.publishConfirm, { month: monthTitle(month) }));
  await dialog.getByRole('button', { name: t.publish, exact: true }).click();
  await expect(page.getByText(fmt(t.publishedToast, { month: monthTitle(month) }))).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('roster-status')).toContainText('Publicada por');
  await expect(page.getByRole('button', { name: t.publish, exact: true })).toHaveCount(0);
  await expect(place(1)).toHaveValue(first.id);

  // Another scheduler sees the publisher's name and the grid read-only: the initials, named in full.
  const other = await (await browser.newContext({ baseURL: new URL(page.url()).origin })).newPage();
  await signIn(other, `/client/onCallSchedule?month=${month}`, { as: SCHEDULER });
  await expect(other.getByTestId('roster-status')).toHaveText(
    /^Publicada por .+ em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. Só quem publicou pode alterá-la\.$/,
  );
  await expect(other.getByText(t.readOnly)).toBeVisible();
  const cell = fmt(t.cellLabel, { line, day, position: 1 });
  await expect(other.getByRole('combobox', { name: cell, exact: true })).toHaveCount(0);
  await expect(other.getByText(`${cell}: ${first.name}`, { exact: true })).toBeAttached();
  await other.context().close();
});

/** The month `ahead` months after this one in São Paulo, 'YYYY-MM'. */
function monthAhead(ahead: number): string {
  const [year, month] = brazilDate(new Date()).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + ahead;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

test("the month's tools: the first week copied into the month, the Excel export and the printout", async ({ page }) => {
  test.slow(); // the setup, a copy over the month, two downloads
  const stamp = String(Date.now()).slice(-6);
  // Five months ahead: the other roster specs use the months before it.
  const month = monthAhead(5);
  await signIn(page, `/client/onCallSchedule?month=${month}`, { as: SCHEDULE_MANAGER });
  const { line, first } = await setup(page, stamp, month);
  const session = await json<{ session: { csrfToken: string } }>(await page.request.get('/api/auth/session'));
  const roster = await json<{ lines: { id: string; workplaceName: string; shiftName: string }[] }>(
    await page.request.get(`/api/on-call/months/${month}`),
  );
  const own = roster.lines.find((l) => fmt(t.lineLabel, { workplace: l.workplaceName, shift: l.shiftName }) === line)!;
  await json(
    await page.request.put(`/api/on-call/months/${month}/slots`, {
      headers: { 'x-csrf-token': session.session.csrfToken },
      data: { lineId: own.id, day: `${month}-02`, position: 0, doctorId: first.id, version: 0 },
    }),
  );
  await page.reload();

  await page.getByLabel(t.copySource).selectOption({ label: t.copyFirstWeek });
  await page.getByRole('button', { name: t.copy, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(fmt(t.copyConfirm, { source: t.copyFirstWeek }));
  await dialog.getByRole('button', { name: t.copy, exact: true }).click();
  await expect(page.getByText(/vaga\(s\) preenchida\(s\)/)).toBeVisible();
  const ninth = page.getByRole('combobox', {
    name: fmt(t.cellLabel, { line, day: `09/${month.slice(5, 7)}`, position: 1 }),
    exact: true,
  });
  await expect(ninth).toHaveValue(first.id);
  // The per-doctor view counts the copied days.
  const byDoctor = page.getByRole('table', { name: t.byDoctor.title });
  await expect(byDoctor.getByRole('row').filter({ hasText: first.name })).toContainText('02, 09, 16, 23');
  await expectAccessible(page, 'on-call grid tools');

  const excel = page.waitForEvent('download');
  await page.getByRole('button', { name: t.exportExcel }).click();
  expect((await excel).suggestedFilename()).toBe(`${fmt(t.exportFileName, { month })}.xlsx`);
  await page.getByLabel(t.printWorkplace).selectOption({ label: line.split(' — ')[0]! });
  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: t.print }).click();
  expect((await pdf).suggestedFilename()).toBe(`${fmt(t.exportFileName, { month })}.pdf`);
});
