import { fmt } from '@honora/contract';
import { brazilDate, formatDate } from '@honora/domain';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.scheduleCore;
const my = screens.mySchedule;
/** The demo's schedule manager (profile c): builds and publishes the roster, closes and reopens months (core manager). */
const SCHEDULE_MANAGER = 'gestor.escala@demo.honora.dev';
const MANAGER_NAME = 'Carla Gestora de Escala';
/** The demo's anesthetist (profile b): one of the roster's doctors, who sees only his own slots. */
const ANESTHETIST = 'anestesista@demo.honora.dev';
const ANESTHETIST_NAME = 'Bruno Anestesista';

interface Slot {
  day: string;
  doctorId: string | null;
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

/**
 * Two months from this one in São Paulo, 'YYYY-MM': the month grid's spec builds the next one in
 * the same database, and a month is published once (decision 043).
 */
function rosterMonth(): string {
  const [year, month] = brazilDate(new Date()).split('-').map(Number) as [number, number];
  const index = year * 12 + month - 1 + 2;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00Z`),
  );

/**
 * Through the API, as the schedule manager: a workplace, a 19:00–07:00 night there and a line
 * of one place; the anesthetist on a night of `month` with no slot of his two days around it
 * (a retry finds the month as the first try left it), and the month published.
 */
async function seedPublishedMonth(page: Page, stamp: string, month: string) {
  const session = await json<{ session: { csrfToken: string } }>(await page.request.get('/api/auth/session'));
  const headers = { 'x-csrf-token': session.session.csrfToken };
  const workplace = await json<{ id: string; name: string }>(
    await page.request.post('/api/workplaces', {
      headers,
      data: { name: `Hospital Core ${stamp}`, slotCategories: ['PLANTAO'] },
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
      data: { workplaceId: workplace.id, shiftId: shift.id, positions: 1, onCallPercentage: null },
    }),
  );
  const roster = await json<{ header: Header; doctors: { id: string; name: string }[]; slots: Slot[] }>(
    await page.request.get(`/api/on-call/months/${month}`),
  );
  expect(roster.header.closedAt, 'the month is open').toBeNull();
  const doctor = roster.doctors.find((d) => d.name === ANESTHETIST_NAME);
  expect(doctor, 'the demo anesthetist is one of the roster doctors').toBeTruthy();
  const busy = new Set(roster.slots.filter((s) => s.doctorId === doctor!.id).map((s) => Number(s.day.slice(8))));
  const dayNumber = [...Array(25).keys()]
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
  if (!roster.header.publishedAt) {
    await json(
      await page.request.post(`/api/on-call/months/${month}/publish`, {
        headers,
        data: { version: roster.header.version },
      }),
    );
  }
  return { headers, day, workplace: workplace.name, shift: shift.name };
}

test('the schedule manager closes and reopens a published month; the doctor sees his slot and gets his calendar link', async ({
  page,
  browser,
}) => {
  test.slow(); // two sign-ins, two lazy screens, the roster built through the API, five actions
  const stamp = String(Date.now()).slice(-6);
  const month = rosterMonth();
  const year = month.slice(0, 4);
  const name = monthName(month);
  await signIn(page, `/client/core?year=${year}`, { as: SCHEDULE_MANAGER });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const seeded = await seedPublishedMonth(page, stamp, month);
  await page.reload();

  // The year bar and the month's row: published by the manager, its places counted, its grid linked.
  await expect(page.getByRole('heading', { level: 2, name: year })).toBeVisible();
  const table = page.getByRole('table', { name: fmt(t.tableLabel, { year }) });
  await expect(table.getByRole('rowheader')).toHaveCount(12);
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row).toContainText(`Publicada por ${MANAGER_NAME} em`);
  await expect(row).toContainText(/\d+ de \d+/);
  await expect(row.getByRole('link', { name: fmt(t.openGrid, { month: name }) })).toHaveAttribute(
    'href',
    `/client/onCallSchedule?month=${month}`,
  );

  // Closed after the confirmation: the row says who closed it and offers the reopening.
  await row.getByRole('button', { name: fmt(t.closeLabel, { month: name }) }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText(fmt(t.closeConfirm, { month: name }));
  await ask.getByRole('button', { name: t.close, exact: true }).click();
  await expect(page.getByText(fmt(t.closedToast, { month: name }))).toBeVisible();
  await expect(row).toContainText(new RegExp(`Fechado por ${MANAGER_NAME} em \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}`));
  await expect(row).toContainText(`Publicada por ${MANAGER_NAME} em`);
  const reopen = row.getByRole('button', { name: fmt(t.reopenLabel, { month: name }) });
  await expect(reopen).toBeVisible();
  await expectAccessible(page, 'core with a closed month');

  // Reopened with an observation: a blank or too short one is refused on its field.
  await reopen.click();
  const dialog = page.getByRole('dialog', { name: fmt(t.reopenTitle, { month: name }) });
  const observation = dialog.getByRole('textbox', { name: t.observation });
  await dialog.getByRole('button', { name: t.reopen, exact: true }).click();
  await expect(dialog.getByText(t.errors.observation)).toBeVisible();
  await observation.fill('  ok ');
  await dialog.getByRole('button', { name: t.reopen, exact: true }).click();
  await expect(observation).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page, 'reopening with an error');
  const why = `Troca de plantão pedida pelo hospital ${stamp}`;
  await observation.fill(why);
  await dialog.getByRole('button', { name: t.reopen, exact: true }).click();
  await expect(page.getByText(fmt(t.reopenedToast, { month: name }))).toBeVisible();
  await expect(row).toContainText(`Reaberto por ${MANAGER_NAME} em`);
  await expect(row).toContainText(why);
  await expect(row).toContainText(`Publicada por ${MANAGER_NAME} em`);

  // Someone else closes the month meanwhile: the screen's close is refused in the alert region and the row read again.
  const core = await json<{ items: { month: string; version: number }[] }>(
    await page.request.get(`/api/on-call/core/${year}`),
  );
  const version = core.items.find((item) => item.month === month)!.version;
  await json(
    await page.request.post(`/api/on-call/months/${month}/close`, { headers: seeded.headers, data: { version } }),
  );
  await row.getByRole('button', { name: fmt(t.closeLabel, { month: name }) }).click();
  await page.getByRole('dialog').getByRole('button', { name: t.close, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: screens.onCallSchedule.errors.stale })).toBeVisible();
  await expect(row.getByRole('button', { name: fmt(t.reopenLabel, { month: name }) })).toBeVisible();

  // The doctor: his own roster in the menu, his night of the month (published, closed or not), its totals.
  const doctor = await (
    await browser.newContext({
      baseURL: new URL(page.url()).origin,
      permissions: ['clipboard-read', 'clipboard-write'],
    })
  ).newPage();
  await signIn(doctor, `/client/mySchedule?month=${month}`, { as: ANESTHETIST });
  await expect(
    doctor
      .getByRole('navigation', { name: screens.shell.mainNavigation })
      .getByRole('link', { name: screens.navigation.screens.mySchedule, exact: true }),
  ).toBeVisible();
  await expect(doctor.getByRole('heading', { level: 2, name })).toBeVisible();
  const slots = doctor.getByRole('table', { name: fmt(my.tableLabel, { month: name }) });
  const weekdays = my.weekdays;
  const weekday = weekdays[new Date(`${seeded.day}T12:00:00Z`).getUTCDay()]!;
  const slotRow = slots.getByRole('row').filter({ hasText: seeded.workplace });
  await expect(slotRow).toHaveText(
    [
      fmt(my.dayLabel, { weekday, date: formatDate(seeded.day) }),
      seeded.workplace,
      seeded.shift,
      `19:00–07:00 ${my.nextDay}`,
      screens.schedules.slotCategories.PLANTAO,
    ].join(''),
  );
  await expect(doctor.getByTestId('my-schedule-totals')).toContainText(/^\d+ plantão\(ões\), \d+(,\d+)? h no mês$/);

  // The calendar link: made on request, copied, then replaced after a confirmation (the old one stops working).
  await doctor.getByRole('button', { name: my.calendarCreate, exact: true }).click();
  const link = doctor.getByRole('textbox', { name: my.calendarLink });
  await expect(link).toHaveValue(/\/api\/on-call\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  const first = await link.inputValue();
  const feed = await doctor.request.get(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await doctor.getByRole('button', { name: my.copy, exact: true }).click();
  await expect(doctor.getByText(my.calendarCopied)).toBeVisible();
  expect(await doctor.evaluate('navigator.clipboard.readText()')).toBe(first);
  await expectAccessible(doctor, 'my schedule with the calendar link');
  await doctor.getByRole('button', { name: my.calendarRenew, exact: true }).click();
  const renew = doctor.getByRole('dialog');
  await expect(renew).toContainText(my.calendarRenewConfirm);
  await renew.getByRole('button', { name: my.calendarRenewButton, exact: true }).click();
  await expect(link).not.toHaveValue(first);
  expect((await doctor.request.get(new URL(first).pathname)).status()).toBe(404);

  // A month without his slots says so.
  await doctor.getByRole('button', { name: new RegExp(my.nextMonth) }).click();
  await expect(doctor.getByText(my.empty)).toBeVisible();
  await doctor.context().close();
});
