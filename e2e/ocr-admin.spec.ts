import { fmt } from '@honora/contract';
import { expect, test, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { expectAccessible } from './axe-support';
import { grantCredits, guideImage } from './ocr-support';
import { DEMO_MATRIZ, screens, signIn } from './support';

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

/** The CSRF token of the page's session, for the calls a spec makes through the API. */
async function csrfOf(page: Page): Promise<string> {
  const answer = await page.request.get('/api/auth/session');
  return ((await answer.json()) as { session: { csrfToken: string } }).session.csrfToken;
}

/**
 * A guide of the demo company for support: the billing manager sends a printed Guia de
 * Honorários (credits granted by the super admin) and its page is read by Tesseract in a job.
 * Answers the guide's id once it is read.
 */
async function sendGuideAsClient(
  browser: Browser,
  request: APIRequestContext,
  file: { name: string; patientName: string; numGuide: string },
): Promise<string> {
  const image = guideImage({
    registerANS: '999999',
    guide: { numGuide: file.numGuide, patientName: file.patientName },
  });
  const context = await browser.newContext();
  try {
    const client = await context.newPage();
    await signIn(client, '/client/dashboard', { as: 'billingManager' });
    const { session } = (await (await client.request.get('/api/auth/session')).json()) as {
      session: { csrfToken: string; company: { id: string } };
    };
    await grantCredits(request, session.company.id, 1);
    const sent = await client.request.post('/api/ocr-uploads', {
      headers: { 'x-csrf-token': session.csrfToken },
      data: { fileName: file.name, contentBase64: image.toString('base64') },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
    const upload = (await sent.json()) as { id: string };
    let guide: { id: string; status: string; guideType: string | null } | undefined;
    await expect
      .poll(
        async () => {
          const answer = await client.request.get(`/api/ocr-guides?uploadId=${upload.id}`);
          guide = ((await answer.json()) as { items: NonNullable<typeof guide>[] }).items[0];
          return guide?.status ?? 'CREATED';
        },
        { timeout: 120_000, intervals: [1_000] },
      )
      .not.toBe('CREATED');
    expect(guide?.guideType).toBe('Honorario');
    return guide!.id;
  } finally {
    await context.close();
  }
}

test('support opens a guide from the queue, corrects a field, saves it and sends the page back to be read', async ({
  page,
  browser,
  request,
}) => {
  // A page read by Tesseract in a job, two sign-ins, the review screen and an axe scan.
  test.setTimeout(240_000);
  const stamp = String(randomInt(1_000_000, 9_999_999));
  const fileName = `suporte-${stamp}.png`;
  const corrected = `Paciente Corrigido ${stamp}`;
  const guideId = await sendGuideAsClient(browser, request, {
    name: fileName,
    patientName: 'Paciente Lido Suporte',
    numGuide: `7${stamp}`,
  });

  // The client asked for help: the guide waits for support (the queue's default filter).
  await signIn(page, '/admin/dashboard', { as: 'superAdmin' });
  const status = await page.request.post(`/api/admin/ocr-guides/${guideId}/status`, {
    headers: { 'x-csrf-token': await csrfOf(page) },
    data: { status: 'NEED_SUPPORT' },
  });
  expect(status.ok(), await status.text()).toBe(true);

  // From the queue, the guide's review: whose it is, which page, its status, the page and its fields.
  await navigation(page).getByRole('link', { name: o.support.title, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/GuideOcrAmazon$/);
  const names = { page: '1', file: fileName };
  const row = page.getByRole('table', { name: o.support.tableLabel }).getByRole('row').filter({ hasText: fileName });
  await row.getByRole('link', { name: fmt(o.support.reviewOf, names) }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/GuideOcrAmazon/${guideId}$`));
  await expect(page.getByRole('heading', { level: 1, name: o.support.reviewTitle })).toBeVisible();
  const header = page.getByRole('region', { name: o.support.guideLabel });
  await expect(header).toContainText(DEMO_MATRIZ);
  await expect(header).toContainText(fmt(o.support.pageOf, names));
  await expect(header).toContainText(o.statuses.NEED_SUPPORT);
  await expect(page.getByRole('combobox', { name: o.columns.status, exact: true })).toHaveValue(
    o.statuses.NEED_SUPPORT,
  );
  await expect(page.getByRole('img', { name: fmt(o.client.pageAlt, names) })).toBeVisible();
  const review = page.getByRole('form', { name: o.support.reviewTitle });
  const patient = review.getByRole('textbox', { name: new RegExp(`^${o.fields.patientName}`) });
  await expect(patient).toHaveValue('Paciente Lido Suporte');
  await expect(review.getByRole('img', { name: fmt(o.crop, { field: o.fields.patientName }) })).toBeVisible();
  const save = review.getByRole('button', { name: o.saveDraft, exact: true });
  await expect(save).toBeDisabled();

  // Support corrects the patient's name and saves: the correction stays in the guide.
  await patient.fill(corrected);
  await save.click();
  await expect(page.getByText(o.saved)).toBeVisible();
  await expect(save).toBeDisabled();
  await expectAccessible(page, 'admin GuideOcrAmazon review');
  await page.reload();
  await expect(patient).toHaveValue(corrected);

  // Ler de novo, confirmed: the page goes back to the reading queue and the screen follows it
  // until it is read again — the client's way, with support's correction kept.
  await page.getByRole('button', { name: o.support.rerun, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: o.support.rerunTitle });
  await expect(dialog).toContainText(fmt(o.support.rerunQuestion, names));
  await dialog.getByRole('button', { name: o.support.rerun, exact: true }).click();
  await expect(page.getByText(o.support.rerunDone)).toBeVisible();
  await expect(header).toContainText(o.statuses.NEED_CLIENT, { timeout: 120_000 });
  await expect(patient).toHaveValue(corrected);

  // Back to the queue.
  await page.getByRole('link', { name: o.support.back }).click();
  await expect(page).toHaveURL(/\/admin\/GuideOcrAmazon$/);
  await expect(page.getByRole('heading', { level: 1, name: o.support.title })).toBeVisible();
});
