import { fmt, messages } from '@honora/contract';
import { brazilDate, formatDate } from '@honora/domain';
import { expect, test, type APIResponse, type Browser, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.scheduleSwaps;
const grid = screens.onCallSchedule;
/** The demo's schedule manager (profile c): builds, publishes and closes the roster, approves the swaps. */
const SCHEDULE_MANAGER = 'gestor.escala@demo.honora.dev';
const MANAGER_NAME = 'Carla Gestora de Escala';
/** The demo's two doctors (packages/db/src/seed/demo.ts), who both sign in: an anesthetist and a resident. */
const ANESTHETIST = 'anestesista@demo.honora.dev';
const ANESTHETIST_NAME = 'Bruno Anestesista';
const RESIDENT = 'residente@demo.honora.dev';
const RESIDENT_NAME = 'Gabriela Residente';

interface Doctor {
  id: string;
  name: string;
  initials: string | null;
  isResident: boolean;
}
interface Header {
  version: number;
  publishedAt: string | null;
  closedAt: string | null;
}

async function json<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

async function csrfOf(page: Page) {
  const session = await json<{ session: { csrfToken: string } }>(await page.request.get('/api/auth/session'));
  return { 'x-csrf-token': session.session.csrfToken };
}

/**
 * Four months from this one in São Paulo, 'YYYY-MM': the grid's spec publishes the next month,
 * the core's and the day's specs use the one after, and the core's spec expects the anesthetist
 * to have no slot in the third; no other spec touches this one.
 */
function monthAhead(): string {
  const [year, month] = brazilDate(new Date()).split('-').map(Number) as [number, number];
  const index = year * 12 + month - 1 + 4;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

/** A 07:00–19:00 slot of the spec's line as the swaps screen tells it. */
const slotText = (day: string, workplace: string, shift: string) =>
  fmt(t.slotLabel, {
    weekday: t.weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()]!,
    date: formatDate(day),
    workplace,
    shift,
    times: fmt(t.slotTimes, { start: '07:00', end: '19:00' }),
  });

const doctorOption = (d: Doctor) =>
  (d.initials ? fmt(grid.doctorOption, { initials: d.initials, name: d.name }) : d.name) +
  (d.isResident ? grid.residentSuffix : '');

/** Another person, in a browser context of their own. */
async function newUser(browser: Browser, baseURL: string | undefined, path: string, as: string) {
  const other = await (await browser.newContext({ baseURL })).newPage();
  await signIn(other, path, { as });
  return other;
}

/**
 * The other doctor of the roster: the demo's only other one is a resident, who may not stay on a
 * place without a non-resident beside her (decision 043), so the administrator adds an
 * anesthetist — one who never signs in — for this run.
 */
async function addColleague(browser: Browser, baseURL: string | undefined, stamp: string) {
  const admin = await newUser(browser, baseURL, '/client/anesthetists', 'administrator');
  const name = `Vera Plantonista ${stamp}`;
  await json(
    await admin.request.post('/api/anesthetists', {
      headers: await csrfOf(admin),
      data: { email: `plantonista.${stamp}@e2e.honora.dev`, name, sigla: 'VP', userTypes: ['KAnesthetist'] },
    }),
  );
  await admin.context().close();
  return name;
}

/**
 * Through the API, as the schedule manager: a workplace, a 07:00–19:00 plantão and a line of two
 * places; the month reopened if a first try closed it; two days two apart, with no slot of the
 * demo's doctors around them (a retry finds the month as the first try left it).
 */
async function seedLine(page: Page, stamp: string, month: string) {
  const headers = await csrfOf(page);
  const workplace = await json<{ id: string; name: string }>(
    await page.request.post('/api/workplaces', {
      headers,
      data: { name: `Hospital Trocas ${stamp}`, slotCategories: ['PLANTAO'] },
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
  const roster = await json<{ header: Header; doctors: Doctor[]; slots: { day: string; doctorId: string | null }[] }>(
    await page.request.get(`/api/on-call/months/${month}`),
  );
  if (roster.header.closedAt) {
    await json(
      await page.request.post(`/api/on-call/months/${month}/reopen`, {
        headers,
        data: { version: roster.header.version, observation: `Nova rodada do teste de trocas ${stamp}` },
      }),
    );
  }
  const names = [ANESTHETIST_NAME, RESIDENT_NAME];
  const ids = new Set(roster.doctors.filter((d) => names.includes(d.name)).map((d) => d.id));
  const busy = new Set(
    roster.slots.filter((s) => s.doctorId && ids.has(s.doctorId)).map((s) => Number(s.day.slice(8))),
  );
  const first = [...Array(20).keys()]
    .map((i) => i + 5)
    .find((d) => [d - 1, d, d + 1, d + 2, d + 3].every((n) => !busy.has(n)));
  expect(first, 'two free days for the demo doctors').toBeDefined();
  const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;
  return {
    workplace: workplace.name,
    shift: shift.name,
    line: fmt(grid.lineLabel, { workplace: workplace.name, shift: shift.name }),
    days: [day(first!), day(first! + 2)] as const,
    doctors: roster.doctors,
  };
}

test('a doctor offers his slot, a colleague takes it, the manager approves: the day shows her, the month closes', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // four sign-ins, five lazy screens, the roster built in the grid, four swap steps
  const stamp = String(Date.now()).slice(-6);
  const month = monthAhead();
  const colleagueName = await addColleague(browser, baseURL, stamp);

  // The schedule manager places the two doctors on two days in the grid; the same doctor twice on a day is refused.
  await signIn(page, `/client/onCallSchedule?month=${month}`, { as: SCHEDULE_MANAGER });
  const seeded = await seedLine(page, stamp, month);
  const [day1, day2] = seeded.days;
  const anesthetist = seeded.doctors.find((d) => d.name === ANESTHETIST_NAME)!;
  const colleague = seeded.doctors.find((d) => d.name === colleagueName)!;
  expect(anesthetist && colleague, 'the anesthetist and the new colleague are doctors of the grid').toBeTruthy();
  await page.reload();
  const place = (day: string, position: number) =>
    page.getByRole('combobox', {
      name: fmt(grid.cellLabel, { line: seeded.line, day: `${day.slice(8)}/${day.slice(5, 7)}`, position }),
      exact: true,
    });
  const saved = () => page.waitForResponse((r) => r.url().includes('/slots') && r.request().method() === 'PUT');
  for (const [day, position, doctor] of [
    [day1, 1, anesthetist],
    [day1, 2, colleague],
    [day2, 1, colleague],
    [day2, 2, anesthetist],
  ] as const) {
    const answer = saved();
    await place(day, position).selectOption({ label: doctorOption(doctor) });
    expect((await answer).status()).toBe(200);
  }
  const refused = saved();
  await place(day1, 2).selectOption({ label: doctorOption(anesthetist) });
  expect((await refused).status()).toBe(400);
  const dayOne = `${day1.slice(8)}/${day1.slice(5, 7)}`;
  const overlap = fmt(grid.violations.overlap, {
    doctor: ANESTHETIST_NAME,
    other: fmt(grid.slotPlace, { line: seeded.line, day: dayOne }),
  });
  await expect(page.getByRole('alert').filter({ hasText: overlap })).toBeVisible();
  await expect(place(day1, 2)).toHaveValue(colleague.id);
  const publish = page.getByRole('button', { name: grid.publish, exact: true });
  if (await publish.isVisible()) {
    await publish.click();
    await page.getByRole('dialog').getByRole('button', { name: grid.publish, exact: true }).click();
    await expect(page.getByText(fmt(grid.publishedToast, { month: monthName(month) }))).toBeVisible();
  }
  await expect(page.getByTestId('roster-status')).toContainText(grid.publishedByMe.split('{when}')[0]!);

  // The anesthetist, from the menu: a blank request asks for its choices; handing day 2 to the
  // colleague already there is refused by the roster's rules; day 1 is offered to anyone.
  const doctor = await newUser(browser, baseURL, '/client/dashboard', ANESTHETIST);
  await doctor
    .getByRole('navigation', { name: screens.shell.mainNavigation })
    .getByRole('link', { name: screens.navigation.screens.scheduleSwaps, exact: true })
    .click();
  await expect(doctor.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await doctor.goto(`/client/scheduleSwaps?month=${month}`);
  await expect(doctor.getByRole('heading', { level: 2, name: monthName(month) })).toBeVisible();
  const form = doctor.getByRole('form', { name: t.request });
  await form.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(form.getByText(messages.validation.required, { exact: true })).toHaveCount(2);
  const choose = async (label: string, option: string) => {
    await form.getByRole('combobox', { name: label, exact: true }).click();
    await doctor.getByRole('option', { name: option, exact: true }).click();
  };
  await choose(t.slot, slotText(day2, seeded.workplace, seeded.shift));
  await expect(form.getByRole('radio', { name: new RegExp(`^${t.kinds.HANDOVER}`) })).toBeChecked();
  await choose(t.colleague, colleagueName);
  await form.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(doctor.getByRole('alert').filter({ hasText: `${colleagueName} já está em` })).toBeVisible();
  const offered = slotText(day1, seeded.workplace, seeded.shift);
  await choose(t.slot, offered);
  await choose(t.colleague, t.anyColleague);
  await form.getByRole('textbox', { name: t.justification }).fill(`Congresso ${stamp}`);
  await form.getByRole('button', { name: t.submit, exact: true }).click();
  await expect(doctor.getByText(t.requested)).toBeVisible();
  const table = (p: Page) => p.getByRole('table', { name: fmt(t.tableLabel, { month: monthName(month) }) });
  const row = (p: Page) => table(p).getByRole('row').filter({ hasText: offered });
  await expect(row(doctor)).toContainText(fmt(t.peopleText, { requester: ANESTHETIST_NAME, colleague: t.openOffer }));
  await expect(row(doctor)).toContainText(`${t.statuses.Pending}${t.waitingColleague}`);
  await expect(row(doctor)).toContainText(`Congresso ${stamp}`);
  await expect(row(doctor).getByRole('button', { name: new RegExp(`^${t.cancel}`) })).toBeVisible();
  await expect(row(doctor).getByRole('button', { name: new RegExp(`^${t.take}`) })).toHaveCount(0);
  await expectAccessible(doctor, 'swaps with an open offer');
  await doctor.context().close();

  // The resident takes the open offer: now it waits for the coordinator (the demo company asks for approval).
  const resident = await newUser(browser, baseURL, `/client/scheduleSwaps?month=${month}`, RESIDENT);
  await row(resident)
    .getByRole('button', { name: fmt(t.actionLabel, { action: t.take, slot: offered, requester: ANESTHETIST_NAME }) })
    .click();
  await expect(resident.getByText(t.results.waitingCoordinator)).toBeVisible();
  await expect(row(resident)).toContainText(
    fmt(t.peopleText, { requester: ANESTHETIST_NAME, colleague: RESIDENT_NAME }),
  );
  await expect(row(resident)).toContainText(t.waitingCoordinator);
  await expect(row(resident).getByRole('button')).toHaveCount(0);
  await resident.context().close();

  // The manager approves it: the roster's rules allow it (the colleague stays beside the resident).
  await page.goto(`/client/scheduleSwaps?month=${month}`);
  await expect(page.getByRole('form', { name: t.request })).toHaveCount(0);
  await row(page)
    .getByRole('button', { name: new RegExp(`^${t.approve}`) })
    .click();
  await expect(page.getByText(t.results.Accepted)).toBeVisible();
  await expect(row(page)).toContainText(t.statuses.Accepted);
  await expect(row(page)).toContainText(new RegExp(`Por ${MANAGER_NAME} em \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}`));
  await expect(row(page).getByRole('button')).toHaveCount(0);
  await expectAccessible(page, 'swaps after the approval');

  // The day's roster shows the resident in the anesthetist's place, beside the colleague.
  await page.goto(`/client/dailySchedule?day=${day1}`);
  const day = page.getByRole('table', {
    name: fmt(screens.dailySchedule.tableLabel, { workplace: seeded.workplace, date: formatDate(day1) }),
  });
  await expect(day.getByRole('row').filter({ hasText: RESIDENT_NAME })).toContainText(
    fmt(screens.dailySchedule.doctorText, { initials: 'GR', name: RESIDENT_NAME }),
  );
  await expect(day.getByRole('row').filter({ hasText: colleagueName })).toHaveCount(1);
  await expect(day.getByRole('row').filter({ hasText: ANESTHETIST_NAME })).toHaveCount(0);

  // The core closes the month; the grid is then read-only, with the resident on day 1.
  const core = screens.scheduleCore;
  await page.goto(`/client/core?year=${month.slice(0, 4)}`);
  const months = page.getByRole('table', { name: fmt(core.tableLabel, { year: month.slice(0, 4) }) });
  const monthRow = months
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: monthName(month), exact: true }) });
  await monthRow.getByRole('button', { name: fmt(core.closeLabel, { month: monthName(month) }) }).click();
  await page.getByRole('dialog').getByRole('button', { name: core.close, exact: true }).click();
  await expect(page.getByText(fmt(core.closedToast, { month: monthName(month) }))).toBeVisible();
  await page.goto(`/client/onCallSchedule?month=${month}`);
  await expect(page.getByTestId('roster-status')).toContainText(`Mês fechado por ${MANAGER_NAME} em`);
  const cell = fmt(grid.cellLabel, { line: seeded.line, day: dayOne, position: 1 });
  await expect(page.getByRole('combobox', { name: cell, exact: true })).toHaveCount(0);
  await expect(page.getByText(`${cell}: ${RESIDENT_NAME}`, { exact: true })).toBeAttached();
});
