import { fmt } from '@honora/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './axe-support';
import { screens, signIn } from './support';

const o = screens.ocr;
const t = o.creditsAdmin;
const grantTexts = screens.adminCompanies.ocr;

test.use({ viewport: { width: 1280, height: 900 } });
// A sign-in, three lazy screens (one with its chart) and four axe scans.
test.describe.configure({ timeout: 150_000 });

const navigation = (page: Page) => page.getByRole('navigation', { name: screens.shell.mainNavigation });

/** A company of its own (other specs grant credits to the demo's), made through the API. */
async function createCompany(page: Page, name: string): Promise<void> {
  const session = (await (await page.request.get('/api/auth/session')).json()) as { session: { csrfToken: string } };
  const answer = await page.request.post('/api/admin/companies', {
    headers: { 'x-csrf-token': session.session.csrfToken },
    data: {
      name,
      legalName: null,
      cnpj: null,
      cnes: null,
      billingType: 'MEDICAL',
      isPayer: false,
      registrationType: 'company',
      agendaDisplay: 'SHIFT',
      flags: {},
      kind: 'COMPANY',
      structure: 'single',
    },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The company's row of the credits table: its balance, granted and used cells, then the last use. */
function creditRow(page: Page, name: string): Locator {
  return page
    .getByRole('table', { name: t.tableLabel })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name }) });
}

test('the admin reads the OCR dashboard and support queue, then grants credits and sees the balance change', async ({
  page,
}) => {
  const name = `Clínica OCR E2E ${Date.now()}`;
  await signIn(page, '/admin/dashboard', { as: 'superAdmin' });
  await createCompany(page, name);

  // DashboardOcr: the period, the figures, the chart (or its numbers) and the table by company and month.
  await navigation(page).getByRole('link', { name: o.dashboard.title, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/DashboardOcr$/);
  await expect(page.getByRole('heading', { level: 1, name: o.dashboard.title })).toBeVisible();
  await expect(page.getByRole('group', { name: o.dashboard.period })).toBeVisible();
  await expect(page.getByRole('img', { name: o.dashboard.chartLabel })).toBeVisible({ timeout: 30_000 });
  await expect(
    page.getByRole('table', { name: o.dashboard.tableLabel }).or(page.getByText(o.dashboard.empty)),
  ).toBeVisible();
  await expectAccessible(page, 'admin DashboardOcr');
  await page.getByText(o.dashboard.numbers, { exact: true }).click();
  await expect(page.getByRole('table', { name: o.dashboard.chartTitle }).getByRole('row')).toHaveCount(13);

  // GuideOcrAmazon: support's queue, by default the guides waiting for someone of the platform.
  await navigation(page).getByRole('link', { name: o.support.title, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/GuideOcrAmazon$/);
  await expect(page.getByRole('heading', { level: 1, name: o.support.title })).toBeVisible();
  await expect(page.getByRole('combobox', { name: o.support.statusFilter, exact: true })).toHaveValue(
    o.support.pending,
  );
  await expect(
    page.getByRole('table', { name: o.support.tableLabel }).or(page.getByText(o.support.empty)),
  ).toBeVisible();
  await expectAccessible(page, 'admin GuideOcrAmazon');

  // OcrAmazonCredit: the new company has no credit and was never used.
  await navigation(page).getByRole('link', { name: t.title, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/OcrAmazonCredit$/);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await page.getByRole('searchbox', { name: t.search }).fill(name);
  const row = creditRow(page, name);
  await expect(row.getByRole('cell')).toHaveText(['0', '0', '0', t.never]);
  await expectAccessible(page, 'admin OcrAmazonCredit');

  // Its history: a super admin grants 1.250 credits.
  await row.getByRole('button', { name: fmt(t.open, { name }) }).click();
  await expect(page).toHaveURL(/\/admin\/OcrAmazonCredit\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: fmt(t.companyTitle, { name }) })).toBeVisible();
  const balance = page.getByRole('region', { name: grantTexts.balance });
  await expect(balance).toContainText(fmt(grantTexts.balanceValue, { count: '0' }));
  const grant = page.getByRole('form', { name: grantTexts.grantTitle });
  await grant.getByRole('textbox', { name: new RegExp(`^${grantTexts.amount}`) }).fill('1250');
  await grant.getByRole('button', { name: grantTexts.grant }).click();
  await expect(page.getByText(grantTexts.granted)).toBeVisible();
  await expect(balance).toContainText(fmt(grantTexts.balanceValue, { count: '1.250' }));
  await expect(page.getByRole('table', { name: grantTexts.tableLabel })).toContainText(grantTexts.types.GIFT);
  await expectAccessible(page, 'admin OcrAmazonCredit company');

  // Back on the list, the balance and the credits granted show the grant.
  await page.getByRole('button', { name: t.back }).click();
  await expect(page).toHaveURL(/\/admin\/OcrAmazonCredit$/);
  await page.getByRole('searchbox', { name: t.search }).fill(name);
  await expect(creditRow(page, name).getByRole('cell')).toHaveText(['1.250', '1.250', '0', t.never]);
});
