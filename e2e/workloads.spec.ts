import { fmt } from '@honora/contract';
import { brazilDate } from '@honora/domain';
import { expect, test, type APIResponse } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.workloads;
/** The demo's schedule manager (profile c): every action of the schedule modules. */
const SCHEDULE_MANAGER = 'gestor.escala@demo.honora.dev';

interface Workloads {
  published: boolean;
  doctors: { id: string; name: string; isResident: boolean }[];
  withoutWorkload: string[];
  items: { doctor: { id: string }; balance: { owed: number; worked: number | null; balance: number | null } }[];
}

async function json<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const label = (text: string) => new RegExp(`^${escaped(text)}\\s*\\*?$`);
/** Minutes as the screen writes hours: "36h00", a balance signed "−4h00". */
const hours = (minutes: number, signed = false) => {
  const abs = Math.abs(minutes);
  const text = `${Math.floor(abs / 60)}h${String(abs % 60).padStart(2, '0')}`;
  return signed && minutes !== 0 ? `${minutes > 0 ? '+' : '−'}${text}` : text;
};

test("a doctor's workload: owed this month, the published roster's hours, the balance and a second one refused", async ({
  page,
}) => {
  test.slow(); // sign-in, a lazy screen, two saves and two axe scans
  const month = brazilDate(new Date()).slice(0, 7);
  await signIn(page, '/client/workloads', { as: SCHEDULE_MANAGER });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  // The demo publishes this month: pick an anesthetist still without a workload in it.
  const before = await json<Workloads>(await page.request.get(`/api/workloads?month=${month}`));
  expect(before.published).toBe(true);
  const doctor = before.doctors.find((d) => !d.isResident && before.withoutWorkload.includes(d.id));
  expect(doctor, 'a demo anesthetist without a workload').toBeTruthy();

  await page.getByRole('button', { name: t.add, exact: true }).click();
  const form = page.getByRole('dialog').getByRole('form', { name: t.newTitle });
  await form.getByRole('combobox', { name: label(t.doctor) }).click();
  await page.getByRole('option', { name: doctor!.name, exact: true }).click();
  await form.getByRole('textbox', { name: label(t.hoursPerPeriod) }).fill('120');
  await form.getByRole('button', { name: t.save, exact: true }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  // The row shows what the server computed: 120 h owed, the roster's presential hours, the balance.
  const after = await json<Workloads>(await page.request.get(`/api/workloads?month=${month}`));
  const mine = after.items.find((i) => i.doctor.id === doctor!.id)!;
  expect(mine.balance.owed).toBe(7200);
  expect(mine.balance.worked).not.toBeNull();
  const row = page.getByRole('row').filter({ hasText: doctor!.name });
  await expect(row).toContainText(fmt(t.perPeriod.MONTH, { hours: '120' }));
  await expect(row).toContainText('120h00');
  await expect(row).toContainText(hours(mine.balance.worked!));
  await expect(row).toContainText(hours(mine.balance.balance!, true));

  // A second workload of the doctor on the same days is refused, naming the one in force.
  await page.getByRole('button', { name: t.add, exact: true }).click();
  const second = page.getByRole('dialog').getByRole('form', { name: t.newTitle });
  await second.getByRole('combobox', { name: label(t.doctor) }).click();
  await page.getByRole('option', { name: doctor!.name, exact: true }).click();
  await second.getByRole('textbox', { name: label(t.hoursPerPeriod) }).fill('10');
  await second.getByRole('button', { name: t.save, exact: true }).click();
  await expect(second.getByText(new RegExp(`^${escaped(doctor!.name)} já tem uma carga horária`))).toBeVisible();
  await expectAccessible(page, 'workload dialog with a refusal');
  await second.getByRole('button', { name: t.cancel, exact: true }).click();

  // The history: this month, owed and worked.
  await page.getByRole('button', { name: fmt(t.historyLabel, { doctor: doctor!.name }) }).click();
  const history = page.getByRole('dialog', { name: fmt(t.historyTitle, { doctor: doctor!.name }) });
  await expect(history.getByRole('table')).toContainText(hours(mine.balance.worked!));
  await expectAccessible(page, 'workload history');
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'workloads');
});
