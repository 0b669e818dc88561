import { fmt } from '@honora/contract';
import { brazilDate, formatDate, formatMonth } from '@honora/domain';
import { expect, test, type APIResponse } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const grid = screens.onCallSchedule;
const auto = grid.autoRoster;
const charges = screens.scheduleCharges;

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

/**
 * The schedule's business side end to end (platform.md §2 Demands, onCallSchedule, core,
 * ScheduleCharge, contracts): a hospital's contract and its demand for cover, the month filled by
 * the automatic roster and accepted, published and closed, and the hospital's charge statement
 * issued against the contract's installment.
 */
test("a hospital's demand filled by the automatic roster, published, closed and charged against its contract's installment", async ({
  page,
}) => {
  test.slow(); // sign-in, the setup, two lazy screens, a solve of some seconds, publication, closing and issuing
  const stamp = String(Date.now()).slice(-6);
  // Eleven months ahead: the other roster specs use one to ten.
  const month = monthAhead(11);
  const last = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  const hospitalName = `Hospital Demanda ${stamp}`;
  await signIn(page, `/client/onCallSchedule?month=${month}`, { as: 'administrator' });
  await expect(page.getByRole('heading', { level: 1, name: grid.title })).toBeVisible();

  // The hospital, its workplace and 12 h plantão at R$ 150,00 an hour, a fixed monthly contract for the month.
  const session = await json<{ session: { csrfToken: string } }>(await page.request.get('/api/auth/session'));
  const headers = { 'x-csrf-token': session.session.csrfToken };
  const post = async <T>(url: string, data: unknown) => json<T>(await page.request.post(url, { headers, data }));
  const hospital = await post<{ id: string }>('/api/hospitals', { name: hospitalName });
  const workplace = await post<{ id: string; name: string }>('/api/workplaces', {
    name: `Centro obstétrico ${stamp}`,
    hospitalId: hospital.id,
    slotCategories: ['PLANTAO'],
  });
  const shift = await post<{ id: string; name: string }>('/api/schedule-shifts', {
    name: `Dia ${stamp}`,
    start: '07:00',
    end: '19:00',
    slotCategory: 'PLANTAO',
    workplaceId: workplace.id,
    valuePerHour: '150.00',
  });
  const contract = await post<{ id: string; installments: { dueOn: string }[] }>('/api/contracts', {
    type: `Cobertura ${stamp}`,
    hospitalId: hospital.id,
    startsOn: `${month}-01`,
    endsOn: `${month}-${last}`,
    billingType: 'Monthly',
    billingDay: 10,
    fixedValue: true,
    value: '54000.00',
  });
  expect(contract.installments).toHaveLength(1);

  // The hospital's demand: one doctor a day for the whole month on that shift — its line is made for it.
  await post('/api/demands', {
    workplaceId: workplace.id,
    shiftId: shift.id,
    startsOn: `${month}-01`,
    endsOn: `${month}-${last}`,
    doctorsNeeded: 1,
    priority: 'HIGH',
    description: 'Cobertura do centro obstétrico',
  });
  const line = fmt(grid.lineLabel, { workplace: workplace.name, shift: shift.name });

  // The automatic roster fills the demand's line; the coordinator accepts it all and publishes.
  await page.reload();
  await page.getByLabel(auto.lines).selectOption({ label: line });
  await page.getByRole('button', { name: auto.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: fmt(auto.title, { month: monthTitle(month) }) });
  await expect(dialog.getByRole('button', { name: auto.accept, exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(dialog.getByText(fmt(auto.coverage, { filled: last, total: last }))).toBeVisible();
  await dialog.getByRole('button', { name: auto.accept, exact: true }).click();
  await expect(page.getByText(fmt(auto.acceptedDraft, { placed: last }))).toBeVisible();
  await page.getByRole('button', { name: grid.publish, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: grid.publish, exact: true }).click();
  await expect(page.getByText(fmt(grid.publishedToast, { month: monthTitle(month) }))).toBeVisible();

  // The month worked and closed in the core.
  const version = (await json<{ header: { version: number } }>(await page.request.get(`/api/on-call/months/${month}`)))
    .header.version;
  await post(`/api/on-call/months/${month}/close`, { version });

  // The hospital's statement: every day's 12 h at R$ 150,00, issued against the contract's installment.
  await page.goto('/client/ScheduleCharge');
  await page.getByRole('combobox', { name: charges.month }).click();
  await page.getByRole('option', { name: formatMonth(month), exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: hospitalName });
  const total = (last * 12 * 150).toLocaleString('pt-BR', { minimumFractionDigits: 2 });
  await expect(row).toContainText(`R$ ${total}`);
  const installment = fmt(charges.installmentText, { seq: 1, due: formatDate(contract.installments[0]!.dueOn) });
  await expect(row).toContainText(installment);
  await row.getByRole('button', { name: fmt(charges.issueLabel, { hospital: hospitalName }) }).click();
  const issue = page.getByRole('dialog').getByRole('form');
  await expect(issue).toContainText(installment);
  await issue.getByRole('button', { name: charges.issue, exact: true }).click();
  await expect(row).toContainText(charges.statuses.ISSUED);
  const month_ = await json<{
    hospitals: {
      hospital: { id: string };
      issued: { total: string; contract: { id: string; installment: { seq: number } } };
    }[];
  }>(await page.request.get('/api/schedule-charges', { params: { month } }));
  const issued = month_.hospitals.find((h) => h.hospital.id === hospital.id)!.issued;
  expect(issued).toMatchObject({
    total: `${last * 12 * 150}.00`,
    contract: { id: contract.id, installment: { seq: 1 } },
  });
  await expectAccessible(page, 'charge issued');
});
