import { fmt } from '@honora/contract';
import { brazilDate, formatMonth } from '@honora/domain';
import { expect, test, type APIResponse } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const t = screens.scheduleCharges;

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

test("a hospital's covered hours of a closed month: the statement issued, its Excel, and cancelled with a reason", async ({
  page,
}) => {
  test.slow(); // sign-in, the setup, a lazy screen, a download and three axe scans
  const stamp = String(Date.now()).slice(-6);
  // Ten months ahead: the other roster specs use one to nine, and this one closes its month.
  const month = monthAhead(10);
  const hospitalName = `Hospital Cobrança ${stamp}`;
  await signIn(page, '/client/ScheduleCharge', { as: 'administrator' });
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // The spec's own hospital, workplace, 12 h plantão at R$ 150,00 an hour and line; one doctor placed; the month closed.
  const session = await json<{ session: { csrfToken: string } }>(await page.request.get('/api/auth/session'));
  const headers = { 'x-csrf-token': session.session.csrfToken };
  const post = async <T>(url: string, data: unknown) => json<T>(await page.request.post(url, { headers, data }));
  const hospital = await post<{ id: string }>('/api/hospitals', { name: hospitalName });
  const workplace = await post<{ id: string }>('/api/workplaces', {
    name: `Centro cirúrgico ${stamp}`,
    hospitalId: hospital.id,
    slotCategories: ['PLANTAO'],
  });
  const shift = await post<{ id: string }>('/api/schedule-shifts', {
    name: `Plantão ${stamp}`,
    start: '07:00',
    end: '19:00',
    slotCategory: 'PLANTAO',
    workplaceId: workplace.id,
    valuePerHour: '150.00',
  });
  const line = await post<{ id: string }>('/api/on-call/lines', {
    workplaceId: workplace.id,
    shiftId: shift.id,
    positions: 1,
    onCallPercentage: null,
  });
  const roster = await json<{ doctors: { id: string; isResident: boolean }[]; header: { version: number } }>(
    await page.request.get(`/api/on-call/months/${month}`),
  );
  const doctor = roster.doctors.find((d) => !d.isResident)!;
  const placed = await page.request.put(`/api/on-call/months/${month}/slots`, {
    headers,
    data: { lineId: line.id, day: `${month}-10`, position: 0, doctorId: doctor.id, version: 0 },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  const version = (await json<{ header: { version: number } }>(await page.request.get(`/api/on-call/months/${month}`)))
    .header.version;
  await post(`/api/on-call/months/${month}/close`, { version });

  // The month on screen: 12 h at R$ 150,00.
  await page.getByRole('combobox', { name: t.month }).click();
  await page.getByRole('option', { name: formatMonth(month), exact: true }).click();
  const row = page.getByRole('row').filter({ hasText: hospitalName });
  await expect(row).toContainText('12h00');
  await expect(row).toContainText('R$ 1.800,00');
  await expect(row).toContainText(t.statuses.NONE);
  await row.getByRole('button', { name: fmt(t.detailsLabel, { hospital: hospitalName }) }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('table')).toContainText(`Plantão ${stamp}`);
  await expectAccessible(page, 'charge lines');
  await page.keyboard.press('Escape');

  // Issued: the figures are stored as shown.
  await row.getByRole('button', { name: fmt(t.issueLabel, { hospital: hospitalName }) }).click();
  const issue = page.getByRole('dialog').getByRole('form');
  await expect(issue).toContainText('R$ 1.800,00');
  await expectAccessible(page, 'issue dialog');
  await issue.getByRole('button', { name: t.issue, exact: true }).click();
  await expect(row).toContainText(t.statuses.ISSUED);
  const charges = await json<{ hospitals: { hospital: { id: string }; issued: { total: string } | null }[] }>(
    await page.request.get('/api/schedule-charges', { params: { month } }),
  );
  expect(charges.hospitals.find((h) => h.hospital.id === hospital.id)?.issued?.total).toBe('1800.00');

  // Its Excel downloads under the hospital's name.
  const sheet = page.waitForEvent('download');
  await row.getByRole('button', { name: fmt(t.excelLabel, { hospital: hospitalName }) }).click();
  expect((await sheet).suggestedFilename()).toMatch(/\.xlsx$/);

  // Cancelled with a reason: back to not issued.
  await row.getByRole('button', { name: fmt(t.cancelLabel, { hospital: hospitalName }) }).click();
  const cancel = page.getByRole('dialog').getByRole('form');
  await cancel.getByRole('textbox', { name: new RegExp(`^${t.cancelReason}`) }).fill('Horas a conferir com o hospital');
  await cancel.getByRole('button', { name: t.confirm, exact: true }).click();
  await expect(row).toContainText(t.statuses.NONE);
  await expectAccessible(page, 'schedule charges');
});
