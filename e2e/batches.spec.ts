import { fmt } from '@honora/contract';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';
import { screens, signIn } from './support';

const b = screens.batches;
const t = b.screen;
const ev = screens.events;
/** CBHPM demo code with an anesthetic porte (breast reconstruction), priced by the demo edition. */
const CODE = '30602246';
/** The shared ANS schemas (never copied into the repo). */
/** The ANS schemas, read in place: the shared folder beside the repository, else /work/shared (packages/db/testing/shared-dir.ts). */
const besideRepo = fileURLToPath(new URL('../../shared/tiss/xsd/', import.meta.url));
const XSD_ROOT = existsSync(besideRepo) ? besideRepo : '/work/shared/tiss/xsd/';
const TISS_VERSION = '4.03.00';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

async function json<T>(answer: APIResponse): Promise<T> {
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as T;
}

interface Setup {
  companyId: string;
  headers: Record<string, string>;
  anesthetistId: string;
  hospitalId: string;
  patientId: string;
  negotiation: { cbhpmId: string | null; valuationId: string | null };
}

/** What every event of the test needs: the session's company and CSRF, a CRM anesthetist, a hospital, a patient, a price table. */
async function setup(page: Page): Promise<Setup> {
  const session = (
    await json<{ session: { csrfToken: string; company: { id: string } } }>(await page.request.get('/api/auth/session'))
  ).session;
  type Items<T> = { items: T[] };
  const anesthetists = await json<Items<{ id: string; crm: string | null }>>(
    await page.request.get('/api/anesthetists', { params: { search: 'Bruno Anestesista' } }),
  );
  const hospitals = await json<Items<{ id: string; cnpj: string | null }>>(
    await page.request.get('/api/hospitals', { params: { active: 'true', pageSize: 10 } }),
  );
  const patients = await json<Items<{ id: string }>>(
    await page.request.get('/api/patients', { params: { pageSize: 1 } }),
  );
  const insurers = await json<Items<{ id: string; name: string }>>(
    await page.request.get('/api/health-insurers', { params: { search: 'Bradesco Saúde Demo' } }),
  );
  const demo = insurers.items.find((i) => i.name === 'Bradesco Saúde Demo')!;
  const negotiations = await json<Items<{ cbhpmId: string | null; valuationId: string | null }>>(
    await page.request.get(`/api/health-insurers/${demo.id}/negotiations`),
  );
  return {
    companyId: session.company.id,
    headers: { 'x-csrf-token': session.csrfToken },
    anesthetistId: anesthetists.items.find((a) => a.crm)!.id,
    hospitalId: hospitals.items.find((h) => h.cnpj)!.id,
    patientId: patients.items[0]!.id,
    negotiation: negotiations.items[0]!,
  };
}

/**
 * An insurer of the test's own (other specs may move the demo events; no automatic batching):
 * it sends guides (check → WaitSendGuia), has an ANS register and code, and prices by the demo
 * CBHPM edition through a negotiation of its own.
 */
async function insurer(page: Page, s: Setup, name: string, code: string): Promise<string> {
  const created = await json<{ id: string }>(
    await page.request.post('/api/health-insurers', {
      headers: s.headers,
      data: { name, code, registerANS: '345678', cnpj: null, hasSendGuia: true },
    }),
  );
  await json(
    await page.request.post(`/api/health-insurers/${created.id}/negotiations`, {
      headers: s.headers,
      data: { name: 'Tabela do teste', cbhpmId: s.negotiation.cbhpmId, valuationId: s.negotiation.valuationId },
    }),
  );
  return created.id;
}

/** A checked event (WaitSendGuia) with the guide data the TISS file needs: wallet, password, authorization, team, hospital. */
async function checkedEvent(page: Page, s: Setup, insurerId: string, numGuide: string): Promise<string> {
  const wallet = `0800${numGuide.slice(-8)}`;
  let event = await json<{ id: string; version: number }>(
    await page.request.post('/api/events', {
      headers: s.headers,
      data: {
        companyId: s.companyId,
        healthInsuranceId: insurerId,
        numGuide,
        dtProcedure: today(),
        anesthesiaStart: '07:30',
        anesthesiaEnd: '09:10',
        anesthetistId: s.anesthetistId,
        hospitalId: s.hospitalId,
        patientId: s.patientId,
        healthInsuranceWallet: wallet,
        procedures: [{ idProc: CODE, order: 1 }],
        // numberProtocol: the hospitalization request guide the Honorários guide refers to (guiaSolicInternacao).
        guideData: {
          numberWallet: wallet,
          password: `S${numGuide.slice(-6)}`,
          authorizationDate: today(),
          numberProtocol: `8${numGuide.slice(-8)}`,
        },
      },
    }),
  );
  event = await json<{ id: string; version: number; status: { status: string } }>(
    await page.request.post(`/api/events/${event.id}/actions`, {
      headers: s.headers,
      data: { version: event.version, action: 'check' },
    }),
  );
  return event.id;
}

/** Validates a TISS file against the ANS schema of its version with xmllint-wasm (the bytes as they are, ISO-8859-1). */
async function validateTiss(bytes: Uint8Array, version: string): Promise<{ valid: boolean; errors: string[] }> {
  const dir = join(XSD_ROOT, version);
  const names = (await readdir(dir)).filter((name) => name.endsWith('.xsd'));
  const main = `tissV${version.replace(/\./g, '_')}.xsd`;
  const files = await Promise.all(
    names.map(async (fileName) => ({ fileName, contents: new Uint8Array(await readFile(join(dir, fileName))) })),
  );
  const result = await validateXML({
    xml: [{ fileName: 'lote.xml', contents: bytes }],
    schema: files.find((f) => f.fileName === main)!,
    preload: files.filter((f) => f.fileName !== main),
  });
  return { valid: result.valid, errors: result.errors.map((error) => error.message) };
}

test('the biller batches three checked events (another insurer refused), generates and validates the TISS XML, prints the guides and marks the batch accepted', async ({
  page,
}) => {
  test.setTimeout(120_000); // sign-in, setup through the API, XML job, downloads
  await signIn(page, '/client/batches');
  const stamp = String(Date.now()).slice(-7);
  const s = await setup(page);
  const insurerX = `Operadora Lotes X ${stamp}`;
  const insurerY = `Operadora Lotes Y ${stamp}`;
  const xId = await insurer(page, s, insurerX, `LX${stamp}`);
  const yId = await insurer(page, s, insurerY, `LY${stamp}`);
  const guidesX = [1, 2, 3].map((n) => `5${stamp}${n}`);
  const guideY = `6${stamp}1`;
  const idsX: string[] = [];
  for (const guide of guidesX) idsX.push(await checkedEvent(page, s, xId, guide));
  const idY = await checkedEvent(page, s, yId, guideY);

  // A new batch for insurer X, its number left to the company's sequence.
  await page.goto('/client/batches');
  await page.getByRole('button', { name: t.create, exact: true }).click();
  const form = page.getByRole('dialog', { name: t.form.title });
  await form.getByRole('textbox', { name: t.form.name, exact: true }).fill(`Lote do teste ${stamp}`);
  const insurerPicker = form.getByRole('combobox', { name: t.form.insurer });
  await insurerPicker.fill(insurerX);
  await page.getByRole('option', { name: insurerX, exact: true }).click();
  await form.getByRole('button', { name: t.form.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/client\/batches\/[0-9a-f-]{36}$/);
  const batchId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: /^Lote / })).toBeVisible();
  await expect(page.locator('[data-status="OPEN"]')).toHaveText(b.statuses.OPEN);

  // Add the three X events and the Y one: Y is refused with the insurer-mismatch warning.
  await page.getByRole('button', { name: t.events.add, exact: true }).click();
  const add = page.getByRole('dialog', { name: t.addDialog.title });
  const candidates = add.getByRole('table', { name: t.addDialog.tableLabel });
  for (const guide of guidesX)
    await candidates.getByRole('checkbox', { name: fmt(t.addDialog.select, { guide }) }).check();
  const picker = add.getByRole('combobox', { name: t.filters.insurer });
  await picker.fill(insurerY);
  await page.getByRole('option', { name: insurerY, exact: true }).click();
  await candidates.getByRole('checkbox', { name: fmt(t.addDialog.select, { guide: guideY }) }).check();
  await expect(add.getByText(fmt(t.addDialog.selected, { count: '4' }))).toBeVisible();
  await add.getByRole('button', { name: t.addDialog.submit, exact: true }).click();

  const results = page.getByRole('dialog', { name: t.addDialog.resultsTitle });
  await expect(results.getByRole('status')).toHaveText(fmt(t.addDialog.summary, { ok: '3', total: '4' }));
  const refused = results.locator(`tr[data-event-id="${idY}"]`);
  await expect(refused).toHaveAttribute('data-result', 'insurerMismatch');
  await expect(refused).toContainText(b.warnings.insurerMismatch);
  for (const id of idsX)
    await expect(results.locator(`tr[data-event-id="${id}"]`)).toHaveAttribute('data-result', 'success');
  await results.getByRole('button', { name: t.addDialog.close, exact: true }).click();

  const events = page.getByRole('table', { name: t.events.tableLabel, exact: true });
  await expect(events.locator('tbody tr')).toHaveCount(3);
  for (const id of idsX) {
    await expect(events.locator(`tr[data-event-id="${id}"]`)).toContainText(ev.statuses.WaitSendGuia);
  }
  await expect(events.locator(`tr[data-event-id="${idY}"]`)).toHaveCount(0);
  await expect(events.locator('[data-row="totals"]')).toContainText(fmt(t.events.totalsLabel, { count: '3' }));

  // Generate the XML: the job ends Gerado; the file downloads and validates against the ANS schema.
  await page.getByRole('button', { name: t.detail.generateXml, exact: true }).click();
  const history = page.getByRole('table', { name: t.xml.tableLabel, exact: true });
  const file = history.locator('tr[data-xml-file-id]').first();
  await expect(file.locator('[data-column="status"]')).toHaveText(b.xmlStatuses.Successful, { timeout: 30_000 });
  await expect(file.locator('[data-column="hash"]')).toHaveText(/^[0-9a-f]{32}$/);
  const downloading = page.waitForEvent('download');
  await file
    .getByRole('button', { name: new RegExp(`^${fmt(t.xml.downloadAs, { format: b.downloadTypes.xml })}`) })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xml$/);
  const bytes = new Uint8Array(await readFile(await download.path()));
  const text = new TextDecoder('latin1').decode(bytes);
  expect(text).toContain('ENVIO_LOTE_GUIAS');
  for (const guide of guidesX) expect(text).toContain(guide);
  expect(text).not.toContain(guideY);
  const xsd = await validateTiss(bytes, TISS_VERSION);
  expect(xsd.errors).toEqual([]);
  expect(xsd.valid).toBe(true);

  // Print the guides: the PDF of the batch, handed to the browser as a download.
  const printing = page.waitForResponse((response) => response.url().endsWith(`/api/batches/${batchId}/guides.pdf`));
  const saving = page.waitForEvent('download');
  await page.getByRole('button', { name: t.detail.printGuides, exact: true }).click();
  const pdf = await printing;
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  const guides = await saving;
  expect(guides.suggestedFilename()).toMatch(/\.pdf$/);
  const pdfBytes = await readFile(await guides.path());
  expect(pdfBytes.subarray(0, 4).toString('latin1')).toBe('%PDF');

  // Close, then mark accepted (confirmed): the events wait for payment; with an XML generated it cannot be undone.
  const actions = page.getByRole('group', { name: t.detail.actionsLabel });
  for (const action of ['close', 'accept'] as const) {
    await actions.getByRole('button', { name: b.statusActions[action], exact: true }).click();
    const confirm = page.getByRole('dialog', { name: b.statusActions[action] });
    await confirm.getByRole('button', { name: b.statusActions[action], exact: true }).click();
    await expect(confirm).toBeHidden();
  }
  await expect(page.locator('[data-status="ACCEPTED"]')).toHaveText(b.statuses.ACCEPTED);
  for (const id of idsX) {
    await expect(events.locator(`tr[data-event-id="${id}"]`)).toContainText(ev.statuses.WaitPayment);
  }
  await expect(actions.getByRole('button', { name: b.statusActions.unaccept })).toHaveCount(0);
});
