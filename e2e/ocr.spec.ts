import { fmt } from '@honora/contract';
import { expect, test, type Page } from '@playwright/test';
import { randomInt } from 'node:crypto';
import { expectAccessible } from './axe-support';
import { grantCredits, guideImage } from './ocr-support';
import { screens, signIn } from './support';

const o = screens.ocr;
const c = o.client;
const eventFields = screens.events.form.fields;

test.use({ viewport: { width: 1280, height: 900 } });
// A sign-in, two lazy screens, a page read by Tesseract in a job, the event screen and axe scans.
test.describe.configure({ timeout: 180_000 });

/**
 * The demo's registries (db seed) the printed guide names: a hospital by its CNES and the
 * anesthetist by his CRM, which the review finds; the guide's registro ANS is no demo insurer's,
 * so the user picks the insurer by hand.
 */
const INSURER = 'Bradesco Saúde Demo';
const UNKNOWN_ANS = '999999';
const HOSPITAL = { codeAtOperator: null, cnpj: null, name: 'Hospital Santa Cecília', cnes: '0027014' };
const ANESTHETIST = { name: 'Bruno Anestesista', council: '06', councilNumber: '654321', uf: 'SP', cbo: '225151' };
/** A code of the demo CBHPM edition its negotiations price (the demo events use it). */
const CODE = '30726034';

/** A past date in São Paulo, YYYY-MM-DD (an event is billed after it happened). */
function daysAgo(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() - days * 86_400_000),
  );
}

/** The printed guide: the demo's hospital and anesthetist, an ANS of no demo insurer, the demo's code. */
function honorarioImage(guide: { numGuide: string; patientName: string; date: string }): Buffer {
  return guideImage({
    registerANS: UNKNOWN_ANS,
    guide: {
      numGuide: guide.numGuide,
      patientName: guide.patientName,
      dtProcedure: guide.date,
      data: { password: '123456' },
      hospital: HOSPITAL,
      total: '1234.5',
    },
    procedure: { code: CODE, date: guide.date, team: [{ ...ANESTHETIST, grauPart: '06' }] },
  });
}

/**
 * The credits line on the screen. Its figure is not checked here: the support spec grants and
 * spends credits of this same company at the same time, so the balance moves under this spec;
 * the accounting of credits is held by the integration tests (ocr-credits) and the admin spec,
 * which uses a company of its own.
 */
async function expectCreditsLine(page: Page): Promise<void> {
  const [head] = fmt(o.credits, { balance: 0 }).split('0');
  await expect(page.getByText(new RegExp(`^${head}\\d+$`))).toBeVisible();
}

const navigation = (page: Page) => page.getByRole('navigation', { name: screens.shell.mainNavigation });

test('the billing manager uploads a scanned guide, reviews what was read and confirms it into an event', async ({
  page,
  request,
}) => {
  const stamp = String(randomInt(1_000_000, 9_999_999));
  const numGuide = `8${stamp}`;
  const fileName = `guia-${stamp}.png`;
  const patientName = `Paciente OCR ${stamp}`;
  const image = honorarioImage({ numGuide, patientName: 'Paciente Lido Errado', date: daysAgo(10) });

  await signIn(page, '/client/dashboard', { as: 'billingManager' });
  const { session } = (await (await page.request.get('/api/auth/session')).json()) as {
    session: { company: { id: string } };
  };
  await grantCredits(request, session.company.id, 3);

  // The screen from the menu: the credits granted, the upload form, the uploads and the guides.
  await navigation(page).getByRole('link', { name: o.title, exact: true }).click();
  await expect(page).toHaveURL(/\/client\/guidesOcr$/);
  await expect(page.getByRole('heading', { level: 1, name: o.title })).toBeVisible();
  await expectCreditsLine(page);

  // A file of another type is refused before anything is sent.
  const form = page.getByRole('form', { name: o.upload.legend });
  const fileInput = form.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: 'planilha.xlsx', mimeType: 'application/octet-stream', buffer: image });
  await expect(
    form.getByText(fmt(c.fileError, { file: 'planilha.xlsx', error: o.fileErrors.typeNotAllowed })),
  ).toBeVisible();

  // The guide image is read as a job: its upload ends, one credit is spent, the guide waits for review.
  await fileInput.setInputFiles({ name: fileName, mimeType: 'image/png', buffer: image });
  await form.getByRole('button', { name: o.upload.send, exact: true }).click();
  const upload = page
    .getByRole('table', { name: c.uploadsLabel })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: fileName }) });
  await expect(upload.getByText(o.uploadStatuses.FINISH, { exact: true })).toBeVisible({ timeout: 90_000 });
  await expectCreditsLine(page);
  const guides = page.getByRole('table', { name: c.guidesLabel });
  const guideRow = guides.getByRole('row').filter({ has: page.getByRole('rowheader', { name: fileName }) });
  await expect(guideRow).toContainText(o.statuses.NEED_CLIENT);
  await expect(guideRow).toContainText(o.guideTypes.Honorario);
  await expect(guideRow).toContainText(numGuide);
  await expectAccessible(page, 'guias por OCR');

  // The review: the page image, the fields with their crops, the registries the guide matched.
  await guideRow.getByRole('link', { name: fmt(c.reviewOf, { page: '1', file: fileName }) }).click();
  await expect(page).toHaveURL(/\/client\/GuideOcrAmazon\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: o.reviewTitle })).toBeVisible();
  await expect(page.getByRole('img', { name: fmt(c.pageAlt, { page: '1', file: fileName }) })).toBeVisible();
  const review = page.getByRole('form', { name: o.reviewTitle });
  const patient = review.getByRole('textbox', { name: new RegExp(`^${o.fields.patientName}`) });
  await expect(patient).toHaveValue('Paciente Lido Errado');
  await expect(review.getByRole('img', { name: fmt(o.crop, { field: o.fields.patientName }) })).toBeVisible();
  await expect(review.getByRole('textbox', { name: new RegExp(`^${o.fields.providerGuide}`) })).toHaveValue(numGuide);
  const insurer = review.getByRole('combobox', { name: new RegExp(`^${o.insurer}`) });
  await expect(insurer).toHaveValue('');
  await expect(review.getByRole('combobox', { name: new RegExp(`^${o.hospital}`) })).toHaveValue(HOSPITAL.name);
  await expect(review.getByRole('combobox', { name: new RegExp(`^${o.anesthetist}`) })).toHaveValue(ANESTHETIST.name);
  await expect(review.getByRole('checkbox', { name: o.newPatient })).toBeChecked();
  await expectAccessible(page, 'revisar guia');

  // The user corrects the patient's name; without an insurer the confirmation says so by the field.
  await patient.fill(patientName);
  await review.getByRole('button', { name: o.confirm, exact: true }).click();
  await expect(review.getByText(o.insurerRequired)).toBeVisible();
  await expect(insurer).toBeFocused();

  // Chosen by hand, the guide becomes an event with the corrected patient, registered by that name.
  await insurer.fill('Bradesco');
  await page.getByRole('option', { name: INSURER, exact: true }).click();
  await expect(review.getByText(o.insurerRequired)).toHaveCount(0);
  await expect(patient).toHaveValue(patientName);
  await review.getByRole('button', { name: o.confirm, exact: true }).click();
  await expect(page).toHaveURL(/\/client\/events\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByText(o.confirmed)).toBeVisible();
  await expect(page.getByRole('combobox', { name: new RegExp(`^${eventFields.patient}`) }).first()).toHaveValue(
    patientName,
  );

  // Back on the list, the guide is ready and opens its event.
  const eventUrl = page.url();
  await page.goto('/client/guidesOcr');
  await expect(guideRow).toContainText(o.statuses.READY);
  await guideRow.getByRole('link', { name: fmt(c.openEventOf, { page: '1', file: fileName }) }).click();
  await expect(page).toHaveURL(eventUrl);
});
