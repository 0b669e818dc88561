import { fmt } from '@honora/contract';
import { addDays, brazilDate, formatDate } from '@honora/domain';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.dailySchedule;
const kinds = screens.schedules.slotCategories;
/** The demo's schedule manager (profile c): every action of the schedule modules. */
const SCHEDULE_MANAGER = 'gestor.escala@demo.honora.dev';
const ANESTHETIST_NAME = 'Bruno Anestesista';

interface Slot {
  day: string;
  doctorId: string | null;
}

async function json<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

/**
 * Three months ahead in São Paulo, 'YYYY-MM': a month every day of which may still be scheduled
 * (platform.md §5) and that no other roster spec uses (the core's spec publishes and closes the
 * month two ahead), so it stays a draft.
 */
function monthAhead(): string {
  const [year, month] = brazilDate(new Date()).split('-').map(Number) as [number, number];
  const index = year * 12 + month - 1 + 3;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const dayTitle = (day: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

/**
 * Through the API, as the schedule manager: a workplace, a 19:00–07:00 night there and a line of
 * two places; the anesthetist in the first place of a night with no slot of his around it (a
 * retry finds the month as the first try left it). The second place stays open.
 */
async function seedNight(page: Page, stamp: string, month: string) {
  const session = await json<{ session: { csrfToken: string } }>(await page.request.get('/api/auth/session'));
  const headers = { 'x-csrf-token': session.session.csrfToken };
  const workplace = await json<{ id: string; name: string }>(
    await page.request.post('/api/workplaces', {
      headers,
      data: { name: `Hospital Recepção ${stamp}`, slotCategories: ['PLANTAO'] },
    }),
  );
  const shift = await json<{ id: string; name: string }>(
    await page.request.post('/api/schedule-shifts', {
      headers,
      data: {
        name: `Noite ${stamp}`,
        start: '19:00',
        end: '07:00',
        slotCategory: 'PLANTAO',
        workplaceId: workplace.id,
      },
    }),
  );
  const line = await json<{ id: string }>(
    await page.request.post('/api/on-call/lines', {
      headers,
      data: { workplaceId: workplace.id, shiftId: shift.id, positions: 2, onCallPercentage: null },
    }),
  );
  const roster = await json<{ doctors: { id: string; name: string }[]; slots: Slot[] }>(
    await page.request.get(`/api/on-call/months/${month}`),
  );
  const doctor = roster.doctors.find((d) => d.name === ANESTHETIST_NAME);
  expect(doctor, 'the demo anesthetist is one of the roster doctors').toBeTruthy();
  const busy = new Set(roster.slots.filter((s) => s.doctorId === doctor!.id).map((s) => Number(s.day.slice(8))));
  const dayNumber = [...Array(23).keys()]
    .map((i) => i + 3)
    .find((d) => ![d - 2, d - 1, d, d + 1, d + 2].some((n) => busy.has(n)));
  expect(dayNumber, 'a free night for the anesthetist').toBeDefined();
  const day = `${month}-${String(dayNumber).padStart(2, '0')}`;
  await json(
    await page.request.put(`/api/on-call/months/${month}/slots`, {
      headers,
      data: { lineId: line.id, day, position: 0, doctorId: doctor!.id, version: 0 },
    }),
  );
  return { day, workplace: workplace.name, shift: shift.name };
}

test("the front desk sees a day's roster per workplace, who is on duty now, and moves from day to day", async ({
  page,
}) => {
  test.slow(); // the sign-in, the lazy screen, the setup and four days read
  const stamp = String(Date.now()).slice(-6);
  await signIn(page, '/client/dailySchedule', { as: SCHEDULE_MANAGER });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: dayTitle(brazilDate(new Date())) })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: screens.shell.mainNavigation })
      .getByRole('link', { name: screens.navigation.screens.dailySchedule, exact: true }),
  ).toHaveCount(1);
  const { day, workplace, shift } = await seedNight(page, stamp, monthAhead());

  // The night of `day` at 21:00 São Paulo: the anesthetist is on duty now, in words.
  await page.clock.setFixedTime(new Date(`${day}T21:00:00-03:00`));
  await page.goto(`/client/dailySchedule?day=${day}`);
  await expect(page.getByRole('heading', { level: 2, name: dayTitle(day) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: t.notPublished })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: workplace })).toBeVisible();
  const table = (shown: string) =>
    page.getByRole('table', { name: fmt(t.tableLabel, { workplace, date: formatDate(shown) }) });
  const doctorRow = table(day).getByRole('row').filter({ hasText: ANESTHETIST_NAME });
  await expect(doctorRow).toContainText(`19:00–07:00 ${t.untilNextDay}`);
  await expect(doctorRow).toContainText(shift);
  await expect(doctorRow).toContainText(kinds.PLANTAO);
  await expect(doctorRow).toContainText(fmt(t.doctorText, { initials: 'BA', name: ANESTHETIST_NAME }));
  await expect(doctorRow).toContainText(t.now);
  await expect(doctorRow).toHaveAttribute('aria-current', 'time');
  await expect(doctorRow.getByRole('link')).toHaveAttribute('href', /^tel:\+\d{10,15}$/);
  const openRow = table(day).getByRole('row').filter({ hasText: t.openSlot });
  await expect(openRow).toHaveCount(1);
  await expect(openRow).toContainText(t.now);
  await expectAccessible(page, 'daily schedule');

  // The next day: his night goes on since the day before; that day's two places are open.
  await page.getByRole('button', { name: new RegExp(t.nextDay) }).click();
  const next = addDays(day, 1);
  await expect(page).toHaveURL(new RegExp(`[?&]day=${next}$`));
  await expect(page.getByRole('heading', { level: 2, name: dayTitle(next) })).toBeVisible();
  await expect(table(next).getByRole('row').filter({ hasText: ANESTHETIST_NAME })).toContainText(
    `19:00–07:00 ${t.sinceDayBefore}`,
  );
  await expect(table(next).getByRole('row').filter({ hasText: t.openSlot })).toHaveCount(2);

  // Back a day, and on to another one typed DD/MM/AAAA.
  await page.getByRole('button', { name: new RegExp(t.previousDay) }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]day=${day}$`));
  await expect(table(day).getByRole('row').filter({ hasText: ANESTHETIST_NAME })).toHaveCount(1);
  const before = addDays(day, -1);
  await page.getByRole('textbox', { name: t.date, exact: true }).fill(formatDate(before));
  await expect(page).toHaveURL(new RegExp(`[?&]day=${before}$`));
  await expect(page.getByRole('heading', { level: 2, name: dayTitle(before) })).toBeVisible();
  await expect(table(before).getByRole('row').filter({ hasText: ANESTHETIST_NAME })).toHaveCount(0);
  await expect(table(before).getByRole('row').filter({ hasText: t.openSlot })).toHaveCount(2);

  // Today follows the clock again (no day in the address).
  await page.getByRole('button', { name: t.today, exact: true }).click();
  await expect(page).toHaveURL(/\/client\/dailySchedule$/);
  await expect(page.getByRole('heading', { level: 2, name: dayTitle(day) })).toBeVisible();
});
