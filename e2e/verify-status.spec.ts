import { fmt } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { demoMandatoryFields, screens, signIn } from './support';

// Screens are checked in an en-US browser: dates must not follow the browser's locale.
test.use({ locale: 'en-US' });

const ev = screens.events;
const admin = ev.admin;
const r = screens.verifyStatus;

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** The biller types a procedure with a zero value for a valued insurer: a VerifyProcedures finding. */
async function makeZeroValue(page: Page, stamp: string): Promise<string> {
  await signIn(page, '/client/dashboard');
  const session = (await (await page.request.get('/api/auth/session')).json()).session;
  const answer = await page.request.get('/api/health-insurers', { params: { search: 'Unimed Demo', pageSize: 10 } });
  const insurer = ((await answer.json()).items as { id: string; name: string }[]).find((i) => i.name === 'Unimed Demo');
  expect(insurer, 'demo insurer Unimed Demo').toBeDefined();
  const event = await page.request.post('/api/events', {
    headers: { 'x-csrf-token': session.csrfToken as string },
    data: {
      companyId: session.company.id,
      healthInsuranceId: insurer!.id,
      numGuide: `${stamp}31`,
      dtProcedure: today(),
      procedures: [{ idProc: '31309054', order: 1, userCustom: true, value: '0.00' }],
      ...(await demoMandatoryFields(page)),
    },
  });
  expect(event.ok(), await event.text()).toBe(true);
  return (await event.json()).numGuide as string;
}

test('the administrator sends a finding for approval, the super admin approves and reopens it, with who and when', async ({
  page,
  browser,
}) => {
  test.slow(); // two sign-ins, filters and axe scans
  const stamp = String(Date.now()).slice(-6);
  const biller = await browser.newPage({ locale: 'en-US' });
  const guide = await makeZeroValue(biller, stamp);
  await biller.close();

  await signIn(page, '/admin/VerifyProcedures', { as: 'superAdmin' });
  await expect(page.getByRole('heading', { level: 1, name: admin.verifyProcedures.title })).toBeVisible();
  const table = page.getByRole('table', { name: admin.verifyProcedures.tableLabel });
  const row = table.locator('tbody tr', { hasText: guide });
  await expect(row).toContainText(ev.verifyProblems.zeroValue);
  await expect(row).toContainText(r.statuses.pending);
  await expectAccessible(page, '/admin/VerifyProcedures with reviews');

  const target = `31309054 — ${ev.verifyProblems.zeroValue}`;
  const button = (action: string) => row.getByRole('button', { name: fmt(r.actionOf, { action, target }) });
  await button(r.submit).click();
  await expect(page.getByText(fmt(r.saved, { status: r.statuses.waitApproved }))).toBeVisible();
  await expect(row).toContainText(r.statuses.waitApproved);
  await expect(row).toContainText(/por .+ em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);

  // Filtered by review status.
  await page.getByRole('combobox', { name: r.filter }).click();
  await page.getByRole('option', { name: r.statuses.waitApproved, exact: true }).click();
  await expect(row).toBeVisible();
  await button(r.approve).click();
  await expect(page.getByText(fmt(r.saved, { status: r.statuses.approved }))).toBeVisible();
  // It left the "waiting" filter; with the "approved" filter it is back, approved.
  await expect(row).toHaveCount(0);
  await page.getByRole('combobox', { name: r.filter }).click();
  await page.getByRole('option', { name: r.statuses.approved, exact: true }).click();
  await expect(row).toContainText(r.statuses.approved);
  await expectAccessible(page, '/admin/VerifyProcedures approved');

  await button(r.reopen).click();
  await expect(page.getByText(fmt(r.saved, { status: r.statuses.pending }))).toBeVisible();
  await expect(row).toHaveCount(0);
});
